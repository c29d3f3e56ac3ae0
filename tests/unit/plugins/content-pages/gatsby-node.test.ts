import fs from "fs"
import path from "path"
import { createPages } from "../../../../plugins/content-pages/gatsby-node"
import { EVERY_KIND, CONTENT_KINDS } from "../../../../plugins/content-schema/content-kinds"
import { DATA_DIR } from "../../../../plugins/content-schema/data-files"
import { scratchProject } from "../../support/scratch-project"

/**
 * createPages on scratch projects whose kinds' folders hold only the entries a test writes (the rest of the
 * content as the tests read it): only the fields the pages and redirects read, which the content check
 * would find incomplete; createPages runs after that check and reads nothing else.
 */
describe("plugins/content-pages: a page for each live entry of every kind, its index and group pages, a permanent redirect for each address that moved", () => {
  const cwd = process.cwd()
  afterEach(() => process.chdir(cwd))

  /** A scratch project with these entries (kind folder/id → fields), the current folder until the test ends. */
  function projectWith(entries: Record<string, object>): string {
    const project = scratchProject()
    const content = path.join(project.root, project.dataDir)
    for (const kind of EVERY_KIND) fs.rmSync(path.join(content, kind.folder), { recursive: true, force: true })
    for (const [file, fields] of Object.entries(entries)) {
      fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true })
      fs.writeFileSync(path.join(content, `${file}.json`), JSON.stringify(fields))
    }
    process.chdir(project.root)
    return project.root
  }

  /** What createPages asks of Gatsby. */
  function run() {
    const createPage = jest.fn<void, [unknown]>()
    const createRedirect = jest.fn<void, [unknown]>()
    const info = jest.fn<void, [string]>()
    const call = createPages as unknown as (args: unknown) => void
    call({ actions: { createPage, createRedirect }, reporter: { info } })
    return {
      pages: createPage.mock.calls.map(([page]) => page),
      redirects: createRedirect.mock.calls.map(([redirect]) => redirect),
      info: info.mock.calls.map(([line]) => line),
    }
  }

  it("creates each live entry's page with its kind's template and its id, an article's with its category too, then the listings", () => {
    const root = projectWith({
      [`${CONTENT_KINDS["service-page"].folder}/tax`]: { address: "tax-planning", formerAddresses: ["tax"] },
      [`${CONTENT_KINDS["service-page"].folder}/audit`]: { address: "audit" },
      [`${CONTENT_KINDS["service-page"].folder}/old`]: { address: "old-service", retiredTo: "tax" },
      [`${CONTENT_KINDS.person.folder}/jane`]: { address: "jane-doe" },
      [`${CONTENT_KINDS.article.folder}/news`]: { address: "news", category: "tax" },
      [`${CONTENT_KINDS.page.folder}/privacy`]: { address: "privacy-policy" },
    })
    const template = (file: string) => path.join(root, file)
    expect(run().pages).toEqual([
      { path: "/audit", component: template(CONTENT_KINDS["service-page"].template), context: { id: "audit" } },
      { path: "/tax-planning", component: template(CONTENT_KINDS["service-page"].template), context: { id: "tax" } },
      { path: "/team/jane-doe", component: template(CONTENT_KINDS.person.template), context: { id: "jane" } },
      {
        path: "/insights/news",
        component: template(CONTENT_KINDS.article.template),
        context: { id: "news", group: "tax" },
      },
      { path: "/privacy-policy", component: template(CONTENT_KINDS.page.template), context: { id: "privacy" } },
      { path: "/team", component: template(CONTENT_KINDS.person.indexTemplate!), context: {} },
      { path: "/insights", component: template(CONTENT_KINDS.article.indexTemplate!), context: {} },
      {
        path: "/insights/category/tax",
        component: template(CONTENT_KINDS.article.groups!.template),
        context: { group: "tax" },
      },
    ])
  })

  it("creates the index pages and a page for each group of a live entry, with their templates", () => {
    const root = projectWith({
      [`${CONTENT_KINDS.person.folder}/jane`]: { address: "jane" },
      [`${CONTENT_KINDS.person.folder}/joe`]: { address: "joe", retiredTo: "/team" },
      [`${CONTENT_KINDS.article.folder}/a`]: { address: "a", category: "tax" },
      [`${CONTENT_KINDS.article.folder}/b`]: { address: "b", category: "payroll" },
      [`${CONTENT_KINDS.article.folder}/c`]: { address: "c", category: "audit", retiredTo: "a" },
    })
    const template = (file: string) => path.join(root, file)
    expect(run().pages.slice(3)).toEqual([
      { path: "/team", component: template(CONTENT_KINDS.person.indexTemplate!), context: {} },
      { path: "/insights", component: template(CONTENT_KINDS.article.indexTemplate!), context: {} },
      {
        path: "/insights/category/payroll",
        component: template(CONTENT_KINDS.article.groups!.template),
        context: { group: "payroll" },
      },
      {
        path: "/insights/category/tax",
        component: template(CONTENT_KINDS.article.groups!.template),
        context: { group: "tax" },
      },
    ])
  })

  it("redirects, for good, every address that no longer has a page of its own, and says how many of everything", () => {
    projectWith({
      [`${CONTENT_KINDS["service-page"].folder}/tax`]: { address: "tax-planning", formerAddresses: ["tax"] },
      [`${CONTENT_KINDS["service-page"].folder}/old`]: { address: "old-service", retiredTo: "tax" },
      [`${CONTENT_KINDS.person.folder}/joe`]: { address: "joe", retiredTo: "/team" },
      [`${CONTENT_KINDS.article.folder}/a`]: { address: "a", category: "tax", formerAddresses: ["first"] },
      [`${CONTENT_KINDS.article.folder}/b`]: { address: "b", category: "payroll", retiredTo: "a" },
    })
    const { pages, redirects, info } = run()
    expect(redirects).toEqual([
      { fromPath: "/old-service", toPath: "/tax-planning", isPermanent: true },
      { fromPath: "/tax", toPath: "/tax-planning", isPermanent: true },
      { fromPath: "/team/joe", toPath: "/", isPermanent: true },
      { fromPath: "/insights/first", toPath: "/insights/a", isPermanent: true },
      { fromPath: "/insights/b", toPath: "/insights/a", isPermanent: true },
      { fromPath: "/team", toPath: "/", isPermanent: true },
      { fromPath: "/insights/category/payroll", toPath: "/insights", isPermanent: true },
    ])
    expect(pages.map(page => (page as { path: string }).path)).toEqual([
      "/tax-planning",
      "/insights/a",
      "/insights",
      "/insights/category/tax",
    ])
    expect(info).toEqual([
      `${DATA_DIR}/service-pages/: 1 live, 1 retired; ${DATA_DIR}/people/: 0 live, 1 retired; ` +
        `${DATA_DIR}/articles/: 1 live, 1 retired; ${DATA_DIR}/pages/: 0 live, 0 retired; 2 index pages, 7 redirects`,
    ])
  })

  it("creates nothing for content without entries, and says so", () => {
    projectWith({})
    const { pages, redirects, info } = run()
    expect(pages).toEqual([])
    expect(redirects).toEqual([])
    expect(info).toEqual([
      EVERY_KIND.map(kind => `${DATA_DIR}/${kind.folder}/: 0 live, 0 retired`).join("; ") +
        "; 0 index pages, 0 redirects",
    ])
  })
})
