import path from "path"
import { createPages } from "../../../../plugins/content-pages/gatsby-node"
import { EVERY_KIND, CONTENT_KINDS } from "../../../../plugins/content-model/content-kinds"
import { DATA_DIR } from "../../../../plugins/content-model/data-files"
import { buildPageModule, removePageModule } from "../../../../plugins/page-modules/bundle"

// The calculators' module is esbuild's to build (page-module.ts); here, only which pages get it.
jest.mock("../../../../plugins/page-modules/bundle", () => ({
  buildPageModule: jest.fn(async (name: string) => Promise.resolve(`/${name}-HASH.js`)),
  removePageModule: jest.fn(),
}))

/**
 * createPages on content whose kinds hold only the entries a test gives (kind folder/id → fields), as GraphQL
 * gives their nodes: only the fields the pages and redirects read, which the content check would find
 * incomplete; createPages runs after that check. A node's id is its file's, with `node-` before it.
 */
describe("plugins/content-pages: a page for each live entry of every kind, its index and group pages, a permanent redirect for each address that moved", () => {
  const root = process.cwd()
  let entries: Record<string, object> = {}
  let pageSize = 12
  let asked: string[] = []

  /** The content of the next run: these entries, and lists in pages of `size`. */
  function projectWith(files: Record<string, object>, size = 12): string {
    entries = files
    pageSize = size
    return root
  }

  /** What GraphQL answers createPages: each kind's nodes under its type's name, in no particular order. */
  async function graphql(query: string) {
    asked.push(query)
    const data = Object.fromEntries(
      EVERY_KIND.map(kind => {
        const nodes = Object.entries(entries)
          .filter(([file]) => path.posix.dirname(file) === kind.folder)
          .map(([file, fields]) => {
            const id = path.posix.basename(file)
            return { id: `node-${id}`, fields: { itemId: id }, formerAddresses: null, retiredTo: null, ...fields }
          })
          .reverse()
        return [kind.typeName, { nodes }]
      })
    )
    return Promise.resolve({ data: { ...data, entryPagesJson: { listingPages: { size: pageSize } } } })
  }

  /** What createPages asks of Gatsby. */
  async function run() {
    const createPage = jest.fn<void, [unknown]>()
    const createRedirect = jest.fn<void, [unknown]>()
    const info = jest.fn<void, [string]>()
    asked = []
    const call = createPages as unknown as (args: unknown) => Promise<void>
    await call({ graphql, actions: { createPage, createRedirect }, reporter: { info } })
    return {
      pages: createPage.mock.calls.map(([page]) => page),
      redirects: createRedirect.mock.calls.map(([redirect]) => redirect),
      info: info.mock.calls.map(([line]) => line),
    }
  }

  it("creates each live entry's page with its kind's template and its node's id, an article's with the articles it offers next, then the listings", async () => {
    const root = projectWith({
      [`${CONTENT_KINDS["service-page"].folder}/tax`]: { address: "tax-planning", formerAddresses: ["tax"] },
      [`${CONTENT_KINDS["service-page"].folder}/audit`]: { address: "audit" },
      [`${CONTENT_KINDS["service-page"].folder}/old`]: { address: "old-service", retiredTo: "tax" },
      [`${CONTENT_KINDS.person.folder}/jane`]: { address: "jane-doe" },
      [`${CONTENT_KINDS.article.folder}/news`]: { address: "news", category: "tax" },
      [`${CONTENT_KINDS.page.folder}/privacy`]: { address: "privacy-policy" },
    })
    const template = (file: string) => path.join(root, file)
    expect((await run()).pages).toEqual([
      { path: "/audit", component: template(CONTENT_KINDS["service-page"].template), context: { id: "node-audit" } },
      {
        path: "/tax-planning",
        component: template(CONTENT_KINDS["service-page"].template),
        context: { id: "node-tax" },
      },
      {
        path: "/team/jane-doe",
        component: template(CONTENT_KINDS.person.template),
        context: { id: "node-jane", written: [], reviewed: [], page: 1, pages: 1 },
      },
      {
        path: "/insights/news",
        component: template(CONTENT_KINDS.article.template),
        context: { id: "node-news", more: [] },
      },
      { path: "/privacy-policy", component: template(CONTENT_KINDS.page.template), context: { id: "node-privacy" } },
      {
        path: "/team",
        component: template(CONTENT_KINDS.person.indexTemplate!),
        context: { ids: ["node-jane"], page: 1, pages: 1 },
      },
      {
        path: "/insights",
        component: template(CONTENT_KINDS.article.indexTemplate!),
        context: { ids: ["node-news"], page: 1, pages: 1 },
      },
      {
        path: "/insights/category/tax",
        component: template(CONTENT_KINDS.article.groups!.template),
        context: { group: "tax", ids: ["node-news"], page: 1, pages: 1 },
      },
    ])
  })

  it("builds the calculators' module while one is live, and gives it to each calculator's page alone", async () => {
    const built = jest.mocked(buildPageModule)
    built.mockClear()
    const root = projectWith({
      [`${CONTENT_KINDS.tool.folder}/runway`]: { address: "runway" },
      [`${CONTENT_KINDS.tool.folder}/old`]: { address: "old-runway", retiredTo: "runway" },
      [`${CONTENT_KINDS.page.folder}/privacy`]: { address: "privacy-policy" },
    })
    const { pages } = await run()
    expect(built.mock.calls).toEqual([["calculator"]])
    expect(pages.slice(0, 2)).toEqual([
      {
        path: "/privacy-policy",
        component: path.join(root, CONTENT_KINDS.page.template),
        context: { id: "node-privacy" },
      },
      {
        path: "/tools/runway",
        component: path.join(root, CONTENT_KINDS.tool.template),
        context: { id: "node-runway", script: "/calculator-HASH.js" },
      },
    ])
    expect(removePageModule).not.toHaveBeenCalled()
    built.mockClear()
    projectWith({ [`${CONTENT_KINDS.page.folder}/privacy`]: { address: "privacy-policy" } })
    await run()
    expect(built).not.toHaveBeenCalled()
    // An earlier build's module goes, once no calculator is live.
    expect(removePageModule).toHaveBeenCalledWith("calculator")
  })

  it("asks GraphQL once for every kind's entries, and creates their pages in the order of their files", async () => {
    projectWith({
      [`${CONTENT_KINDS.page.folder}/terms`]: { address: "terms" },
      [`${CONTENT_KINDS.page.folder}/a`]: { address: "a" },
      [`${CONTENT_KINDS.page.folder}/a-b`]: { address: "a-b" },
    })
    const { pages } = await run()
    expect(asked).toHaveLength(1)
    for (const kind of EVERY_KIND) expect(asked[0]).toContain(`${kind.typeName}: all${kind.typeName} {`)
    // `a-b.json` comes before `a.json`, as the content's files are listed.
    expect(pages.map(page => (page as { path: string }).path)).toEqual(["/a-b", "/a", "/terms"])
  })

  it("gives an article's page the newest three other live articles of its category, newest first", async () => {
    const article = (category: string, published: string, title: string, retiredTo?: string) => ({
      address: title.toLowerCase(),
      category,
      published,
      title,
      ...(retiredTo && { retiredTo }),
    })
    projectWith({
      [`${CONTENT_KINDS.article.folder}/one`]: article("tax", "2026-01-01", "One"),
      [`${CONTENT_KINDS.article.folder}/two`]: article("tax", "2026-03-01", "Two"),
      [`${CONTENT_KINDS.article.folder}/three`]: article("tax", "2026-02-01", "Three"),
      [`${CONTENT_KINDS.article.folder}/four`]: article("tax", "2026-02-01", "Four"),
      [`${CONTENT_KINDS.article.folder}/five`]: article("tax", "2026-04-01", "Five", "one"),
      [`${CONTENT_KINDS.article.folder}/other`]: article("payroll", "2026-05-01", "Other"),
    })
    const contexts = Object.fromEntries(
      (await run()).pages.flatMap(page => {
        const { path: pagePath, context } = page as { path: string; context: { more?: string[] } }
        return context.more ? [[pagePath, context.more]] : []
      })
    )
    expect(contexts).toEqual({
      // Retired articles are offered to no one; a day's articles come by title.
      "/insights/four": ["node-two", "node-three", "node-one"],
      "/insights/one": ["node-two", "node-four", "node-three"],
      "/insights/other": [],
      "/insights/three": ["node-two", "node-four", "node-one"],
      "/insights/two": ["node-four", "node-three", "node-one"],
    })
  })

  it("creates the index pages and a page for each group of a live entry, with their templates", async () => {
    const root = projectWith({
      [`${CONTENT_KINDS.person.folder}/jane`]: { address: "jane" },
      [`${CONTENT_KINDS.person.folder}/joe`]: { address: "joe", retiredTo: "/team" },
      [`${CONTENT_KINDS.article.folder}/a`]: { address: "a", category: "tax" },
      [`${CONTENT_KINDS.article.folder}/b`]: { address: "b", category: "payroll" },
      [`${CONTENT_KINDS.article.folder}/c`]: { address: "c", category: "audit", retiredTo: "a" },
    })
    const template = (file: string) => path.join(root, file)
    expect((await run()).pages.slice(3)).toEqual([
      {
        path: "/team",
        component: template(CONTENT_KINDS.person.indexTemplate!),
        context: { ids: ["node-jane"], page: 1, pages: 1 },
      },
      {
        path: "/insights",
        component: template(CONTENT_KINDS.article.indexTemplate!),
        context: { ids: ["node-a", "node-b"], page: 1, pages: 1 },
      },
      {
        path: "/insights/category/payroll",
        component: template(CONTENT_KINDS.article.groups!.template),
        context: { group: "payroll", ids: ["node-b"], page: 1, pages: 1 },
      },
      {
        path: "/insights/category/tax",
        component: template(CONTENT_KINDS.article.groups!.template),
        context: { group: "tax", ids: ["node-a"], page: 1, pages: 1 },
      },
    ])
  })

  it("continues a list longer than a page on pages of its own, each with its share in the list's order, and a person's articles too", async () => {
    const article = (title: string, published: string, more: object = {}) => ({
      address: title.toLowerCase(),
      category: "tax",
      published,
      title,
      author: { id: "node-jane" },
      ...more,
    })
    const root = projectWith(
      {
        [`${CONTENT_KINDS.person.folder}/jane`]: { address: "jane", name: "Jane" },
        [`${CONTENT_KINDS.person.folder}/al`]: { address: "al", name: "Al" },
        [`${CONTENT_KINDS.person.folder}/bo`]: { address: "bo", name: "Bo" },
        [`${CONTENT_KINDS.article.folder}/a`]: article("A", "2026-01-01", { reviewer: { id: "node-al" } }),
        [`${CONTENT_KINDS.article.folder}/b`]: article("B", "2026-03-01"),
        [`${CONTENT_KINDS.article.folder}/c`]: article("C", "2026-02-01", { category: "payroll" }),
        [`${CONTENT_KINDS.article.folder}/d`]: article("D", "2026-04-01", { retiredTo: "a" }),
      },
      2
    )
    const template = (file: string) => path.join(root, file)
    const { pages, redirects } = await run()
    const person = (address: string, id: string, page: number, pages: number, written: string[]) => ({
      path: page === 1 ? `/team/${address}` : `/team/${address}/page/${page}`,
      component: template(CONTENT_KINDS.person.template),
      context: { id, written, reviewed: id === "node-al" && page === 1 ? ["node-a"] : [], page, pages },
    })
    const listing = (kind: "person" | "article", first: string, page: number, pages: number, ids: string[]) => ({
      path: page === 1 ? first : `${first}/page/${page}`,
      component: template(CONTENT_KINDS[kind].indexTemplate!),
      context: { ids, page, pages },
    })
    expect(pages.filter(page => (page as { path: string }).path.startsWith("/team"))).toEqual([
      person("al", "node-al", 1, 1, []),
      person("bo", "node-bo", 1, 1, []),
      // Newest first: B (March), C (February), then A (January); D is retired.
      person("jane", "node-jane", 1, 2, ["node-b", "node-c"]),
      person("jane", "node-jane", 2, 2, ["node-a"]),
      // By name: Al, Bo, then Jane.
      listing("person", "/team", 1, 2, ["node-al", "node-bo"]),
      listing("person", "/team", 2, 2, ["node-jane"]),
    ])
    expect(pages.filter(page => (page as { path: string }).path.startsWith("/insights/page"))).toEqual([
      listing("article", "/insights", 2, 2, ["node-a"]),
    ])
    expect(redirects.slice(-4)).toEqual([
      { fromPath: "/team/page/:page", toPath: "/team", isPermanent: true },
      { fromPath: "/team/:entry/page/:page", toPath: "/team/:entry", isPermanent: true },
      { fromPath: "/insights/page/:page", toPath: "/insights", isPermanent: true },
      { fromPath: "/insights/category/:group/page/:page", toPath: "/insights/category/:group", isPermanent: true },
    ])
  })

  it("redirects, for good, every address that no longer has a page of its own, and says how many of everything", async () => {
    projectWith({
      [`${CONTENT_KINDS["service-page"].folder}/tax`]: { address: "tax-planning", formerAddresses: ["tax"] },
      [`${CONTENT_KINDS["service-page"].folder}/old`]: { address: "old-service", retiredTo: "tax" },
      [`${CONTENT_KINDS.person.folder}/joe`]: { address: "joe", retiredTo: "/team" },
      [`${CONTENT_KINDS.article.folder}/a`]: { address: "a", category: "tax", formerAddresses: ["first"] },
      [`${CONTENT_KINDS.article.folder}/b`]: { address: "b", category: "payroll", retiredTo: "a" },
    })
    const { pages, redirects, info } = await run()
    expect(redirects).toEqual([
      { fromPath: "/old-service", toPath: "/tax-planning", isPermanent: true },
      { fromPath: "/tax", toPath: "/tax-planning", isPermanent: true },
      { fromPath: "/team/joe", toPath: "/", isPermanent: true },
      { fromPath: "/insights/first", toPath: "/insights/a", isPermanent: true },
      { fromPath: "/insights/b", toPath: "/insights/a", isPermanent: true },
      { fromPath: "/team", toPath: "/", isPermanent: true },
      { fromPath: "/insights/category/payroll", toPath: "/insights", isPermanent: true },
      { fromPath: "/team/page/:page", toPath: "/team", isPermanent: true },
      { fromPath: "/team/:entry/page/:page", toPath: "/team/:entry", isPermanent: true },
      { fromPath: "/insights/page/:page", toPath: "/insights", isPermanent: true },
      { fromPath: "/insights/category/:group/page/:page", toPath: "/insights/category/:group", isPermanent: true },
    ])
    expect(pages.map(page => (page as { path: string }).path)).toEqual([
      "/tax-planning",
      "/insights/a",
      "/insights",
      "/insights/category/tax",
    ])
    // The fixture's entries, by folder; every other kind's folder has none.
    const counted: Record<string, string> = {
      "service-pages": "1 live, 1 retired",
      people: "0 live, 1 retired",
      articles: "1 live, 1 retired",
    }
    expect(info).toEqual([
      `${EVERY_KIND.map(kind => `${DATA_DIR}/${kind.folder}/: ${counted[kind.folder] ?? "0 live, 0 retired"}`).join("; ")}; 2 pages of lists, 11 redirects`,
    ])
  })

  it("creates nothing for content without entries, and says so", async () => {
    projectWith({})
    const { pages, redirects, info } = await run()
    expect(pages).toEqual([])
    expect(redirects).toEqual([])
    expect(info).toEqual([
      EVERY_KIND.map(kind => `${DATA_DIR}/${kind.folder}/: 0 live, 0 retired`).join("; ") +
        "; 0 pages of lists, 0 redirects",
    ])
  })
})

describe("plugins/content-pages: the site's list page of a kind without an index page of its own", () => {
  const KINDS = "../../../../plugins/content-model/content-kinds"

  it("gives each page of the list its words, its first page's path and its entries' cards, by title", async () => {
    const texts = { heading: "Calculators", intro: "Work it out.", seo: { title: "Tools", description: "All." } }
    const createPage = jest.fn<void, [{ path: string; component: string; context: Record<string, unknown> }]>()
    await jest.isolateModulesAsync(async () => {
      // The calculators, as a kind added later would be: no index page of its own (content-kinds.ts).
      jest.doMock(KINDS, () => {
        const actual = jest.requireActual<typeof import("../../../../plugins/content-model/content-kinds")>(KINDS)
        const tool = { ...actual.CONTENT_KINDS.tool, customIndexPage: false, indexTemplate: "src/templates/list.tsx" }
        const kinds = { ...actual.CONTENT_KINDS, tool }
        return { ...actual, CONTENT_KINDS: kinds, EVERY_KIND: Object.values(kinds) }
      })
      const { createPages: withList } = await import("../../../../plugins/content-pages/gatsby-node")
      const { EVERY_KIND: kinds, CONTENT_KINDS: byName } = await import(KINDS)
      const nodes = (kind: { typeName: string; name: string }) =>
        kind.name === "tool"
          ? [
              { id: "node-b", fields: { itemId: "b" }, address: "b", heading: "Burn", summary: "Months left." },
              { id: "node-a", fields: { itemId: "a" }, address: "a", heading: "Anything", summary: "First." },
            ].map(node => ({ formerAddresses: null, retiredTo: null, ...node }))
          : []
      const graphql = (query: string) => {
        expect(query).toContain(`${byName.tool.indexTextsKey} { heading intro seo { title description } }`)
        return Promise.resolve({
          data: {
            ...Object.fromEntries(
              kinds.map((kind: { typeName: string; name: string }) => [kind.typeName, { nodes: nodes(kind) }])
            ),
            entryPagesJson: { listingPages: { size: 12 }, [byName.tool.indexTextsKey]: texts },
          },
        })
      }
      const call = withList as unknown as (args: unknown) => Promise<void>
      await call({ graphql, actions: { createPage, createRedirect: jest.fn() }, reporter: { info: jest.fn() } })
    })
    const list = createPage.mock.calls.map(([page]) => page).find(page => page.path === CONTENT_KINDS.tool.indexPath)
    expect(list).toEqual({
      path: CONTENT_KINDS.tool.indexPath,
      component: path.join(process.cwd(), "src/templates/list.tsx"),
      context: {
        ids: ["node-a", "node-b"],
        page: 1,
        pages: 1,
        texts,
        firstPath: CONTENT_KINDS.tool.indexPath,
        entries: [
          { title: "Anything", summary: "First.", path: `${CONTENT_KINDS.tool.basePath}a` },
          { title: "Burn", summary: "Months left.", path: `${CONTENT_KINDS.tool.basePath}b` },
        ],
      },
    })
  })
})
