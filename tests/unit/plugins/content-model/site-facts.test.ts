import { liveFormat, EVERY_KIND, CONTENT_KINDS } from "../../../../plugins/content-model/content-kinds"
import { entryOf, type ContentEntry } from "../../../../plugins/content-model/content-entries"
import {
  credentialedPeople,
  reservedAtTop,
  siteFactsOf,
  siteFactsOfContent,
  siteRoutes,
} from "../../../../plugins/content-model/site-facts"
import { kindLabels } from "../../../../tools/content"
import { reservedByPlugins } from "../../../../plugins/content-model/content-snapshot"
import { repoRoot } from "../../support/repo-root"

const PAGE_STEMS = ["404", "index", "thank-you"]

/** Entries of every kind, some retired, as their files would read. */
const entries: ContentEntry[] = [
  entryOf(CONTENT_KINDS["service-page"], "tax", { address: "tax-planning", formerAddresses: ["tax"] }),
  entryOf(CONTENT_KINDS["service-page"], "old", { address: "old-service", retiredTo: "tax" }),
  entryOf(CONTENT_KINDS.person, "jane", { address: "jane-doe" }),
  entryOf(CONTENT_KINDS.person, "joe", { address: "joe", retiredTo: "/team" }),
  entryOf(CONTENT_KINDS.article, "news", { address: "news", category: "tax" }),
  entryOf(CONTENT_KINDS.article, "gone", { address: "gone", category: "payroll", retiredTo: "news" }),
  entryOf(CONTENT_KINDS.page, "privacy", { address: "privacy-policy" }),
  entryOf(CONTENT_KINDS.page, "terms", { address: "terms", retiredTo: "/" }),
]

describe("siteFactsOf: what the content check knows of the site", () => {
  const facts = siteFactsOf({ entries, pageStems: PAGE_STEMS, categories: ["tax"], credentialed: ["jane"], kindLabels })

  it("lets a field choose only live service pages, articles and pages, and any person (a retired author still signs)", () => {
    expect(facts.choices).toMatchObject({
      "service-page": ["tax"],
      person: ["jane", "joe"],
      article: ["news"],
      page: ["privacy"],
    })
  })

  it("lets a field of a kind's live format choose its live entries only (a service page's responder)", () => {
    expect(facts.choices).toMatchObject({
      "live-service-page": ["tax"],
      "live-person": ["jane"],
      "live-article": ["news"],
      "live-page": ["privacy"],
    })
  })

  it("has a list of choices for every kind and its live format, empty while it has no entry, and nothing else", () => {
    expect(siteFactsOf({ entries: [], pageStems: [], categories: [], credentialed: [], kindLabels }).choices).toEqual(
      Object.fromEntries(EVERY_KIND.flatMap(kind => [kind.name, liveFormat(kind)].map(format => [format, []])))
    )
  })

  it("links to the site's pages, and keeps the categories and the credentialed people it is given", () => {
    expect(facts.routes).toEqual(siteRoutes(PAGE_STEMS, entries))
    expect(facts.categories).toEqual(["tax"])
    expect(facts.credentialed).toEqual(["jane"])
  })
})

describe("siteRoutes: the pages a link in the content may lead to", () => {
  it("names index as /, every other page by its stem, sorted; not the 404 and thank-you pages", () => {
    expect(siteRoutes(["index", "pricing", "about", "404", "thank-you", "contact"], [])).toEqual([
      "/",
      "/about",
      "/contact",
      "/pricing",
    ])
  })

  it("adds every page the entries publish: live entries and index and group pages, never a retired entry or a former address", () => {
    expect(siteRoutes(PAGE_STEMS, entries)).toEqual([
      "/",
      "/insights",
      "/insights/category/tax",
      "/insights/news",
      "/privacy-policy",
      "/tax-planning",
      "/team",
      "/team/jane-doe",
    ])
  })

  it("names a page once when a file and an entry both make it", () => {
    expect(
      siteRoutes(["index", "privacy-policy"], [entryOf(CONTENT_KINDS.page, "privacy", { address: "privacy-policy" })])
    ).toEqual(["/", "/privacy-policy"])
  })
})

describe("reservedAtTop: the addresses at the top of the site that no entry may take", () => {
  it("keeps for the site itself its page files, the home page's file, Gatsby's folders and the sitemap, and what the plugins declare", () => {
    expect(reservedAtTop(PAGE_STEMS, reservedByPlugins(repoRoot))).toEqual([
      "404",
      "admin",
      "index",
      "manifest",
      "page-data",
      "pagefind",
      "robots",
      "search",
      "sitemap-0",
      "sitemap-index",
      "static",
      "thank-you",
    ])
  })

  it("keeps index even without a home page's file, and every page file once", () => {
    expect(reservedAtTop(["pricing", "admin"], reservedByPlugins(repoRoot))).toEqual([
      "admin",
      "index",
      "manifest",
      "page-data",
      "pagefind",
      "pricing",
      "robots",
      "search",
      "sitemap-0",
      "sitemap-index",
      "static",
    ])
    expect(reservedAtTop(["index"], [])).toEqual(["index", "page-data", "sitemap-0", "sitemap-index", "static"])
  })
})

describe("credentialedPeople: who may review an article", () => {
  it("names the people whose file lists at least one credential, in their order", () => {
    const credential = { name: "n", abbreviation: "a", issuer: "i" }
    expect(
      credentialedPeople([
        { id: "b", data: { credentials: [credential] } },
        { id: "none", data: { credentials: [] } },
        { id: "a", data: { credentials: [credential, credential] } },
        { id: "missing", data: {} },
        { id: "not-a-list", data: { credentials: credential } },
        { id: "unreadable", data: undefined },
        { id: "null", data: null },
      ])
    ).toEqual(["b", "a"])
  })
})

describe("siteFactsOfContent: the facts from the content, as the build and the content manager read it", () => {
  const { listedIn, list } = CONTENT_KINDS.article.groups!
  const credential = { name: "n", abbreviation: "a", issuer: "i" }
  const data: Record<string, unknown> = {
    "person:jane": { credentials: [credential] },
    "person:joe": { credentials: [] },
    // An entry of another kind with the same id is not the person.
    "article:joe": { credentials: [credential] },
  }
  const content = {
    entries,
    dataOf: (kind: string, id: string) => data[`${kind}:${id}`],
    pageStems: PAGE_STEMS,
    kindLabels,
  }

  it("reads the categories' ids from the listing file and who may review from the people's data", () => {
    const facts = siteFactsOfContent({ ...content, groupsListing: { [list]: [{ id: "tax" }, { id: "payroll" }] } })
    expect(facts).toEqual(
      siteFactsOf({
        entries,
        pageStems: PAGE_STEMS,
        categories: ["tax", "payroll"],
        credentialed: ["jane"],
        kindLabels,
      })
    )
  })

  it(`leaves out a category without an id, and has none when ${listedIn} lists none or cannot be read`, () => {
    const categories = (groupsListing: unknown) => siteFactsOfContent({ ...content, groupsListing }).categories
    expect(categories({ [list]: [{ id: "tax" }, { name: "No id" }, null, { id: 3 }] })).toEqual(["tax"])
    expect(categories({ [list]: "tax" })).toEqual([])
    expect(categories({})).toEqual([])
    expect(categories(undefined)).toEqual([])
  })
})
