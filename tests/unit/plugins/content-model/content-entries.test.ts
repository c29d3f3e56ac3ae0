import {
  HOME_PAGE,
  retirementFallback,
  type ContentKind,
  EVERY_KIND,
  CONTENT_KINDS,
} from "../../../../plugins/content-model/content-kinds"
import {
  contentPaths,
  entriesNamed,
  entryOf,
  entryPath,
  groupPath,
  isLive,
  listingPageFallbacks,
  listingPagesOf,
  pathOf,
  problemsOfEntries,
  redirectsOf,
  reservedIn,
  type ContentEntry,
} from "../../../../plugins/content-model/content-entries"

/** An entry of `kind` at the address `id`, unless `fields` say otherwise. */
const entry = (kind: ContentKind, id: string, fields: Partial<ContentEntry> = {}): ContentEntry => ({
  kind: kind.name,
  id,
  address: id,
  formerAddresses: [],
  title: `Title of ${id}`,
  ...fields,
})
const service = (id: string, fields?: Partial<ContentEntry>) => entry(CONTENT_KINDS["service-page"], id, fields)
const person = (id: string, fields?: Partial<ContentEntry>) => entry(CONTENT_KINDS.person, id, fields)
const article = (id: string, group: string, fields?: Partial<ContentEntry>) =>
  entry(CONTENT_KINDS.article, id, { group, ...fields })
const page = (id: string, fields?: Partial<ContentEntry>) => entry(CONTENT_KINDS.page, id, fields)

/** What the site keeps at its top in these tests, as site-facts.ts's reservedAtTop would give it. */
const RESERVED = ["404", "admin", "index", "thank-you"]

describe("entryOf: an entry from its file's id and content", () => {
  it("reads the address, former addresses, retirement and the kind's title field, nothing else", () => {
    expect(
      entryOf(CONTENT_KINDS["service-page"], "tax", {
        address: "tax-planning",
        formerAddresses: ["tax"],
        retiredTo: "/",
        heading: "Tax",
        title: "not a service page's title",
        intro: "ignored",
      })
    ).toEqual({
      kind: "service-page",
      id: "tax",
      address: "tax-planning",
      formerAddresses: ["tax"],
      retiredTo: "/",
      title: "Tax",
    })
  })

  it("takes each kind's title from its own field", () => {
    const fields = { heading: "by heading", name: "by name", title: "by title" }
    expect(entryOf(CONTENT_KINDS["service-page"], "a", fields).title).toBe("by heading")
    expect(entryOf(CONTENT_KINDS.person, "a", fields).title).toBe("by name")
    expect(entryOf(CONTENT_KINDS.article, "a", fields).title).toBe("by title")
    expect(entryOf(CONTENT_KINDS.page, "a", fields).title).toBe("by title")
  })

  it("groups an entry of a kind with group pages by its field, and no entry of another kind", () => {
    expect(entryOf(CONTENT_KINDS.article, "a", { address: "a", category: "tax" })).toEqual({
      kind: "article",
      id: "a",
      address: "a",
      formerAddresses: [],
      title: "",
      group: "tax",
    })
    expect(entryOf(CONTENT_KINDS.article, "a", { category: "" })).not.toHaveProperty("group")
    expect(entryOf(CONTENT_KINDS.article, "a", { category: 3 })).not.toHaveProperty("group")
    expect(entryOf(CONTENT_KINDS["service-page"], "a", { category: "tax" })).not.toHaveProperty("group")
  })

  it("reads content that does not match the schema yet as empty values, and an entry without retiredTo as live", () => {
    const empty = { kind: "person", id: "x", address: "", formerAddresses: [], title: "" }
    expect(entryOf(CONTENT_KINDS.person, "x", undefined)).toEqual(empty)
    expect(entryOf(CONTENT_KINDS.person, "x", null)).toEqual(empty)
    expect(entryOf(CONTENT_KINDS.person, "x", "text")).toEqual(empty)
    expect(
      entryOf(CONTENT_KINDS.person, "x", { address: 3, formerAddresses: ["a", 4, ""], retiredTo: "", name: 5 })
    ).toEqual({
      ...empty,
      formerAddresses: ["a"],
    })
    expect(entryOf(CONTENT_KINDS.person, "x", { formerAddresses: "a" }).formerAddresses).toEqual([])
    expect(isLive(entryOf(CONTENT_KINDS.person, "x", {}))).toBe(true)
    expect(isLive(entryOf(CONTENT_KINDS.person, "x", { retiredTo: 7 }))).toBe(true)
    expect(isLive(entryOf(CONTENT_KINDS.person, "x", { retiredTo: "/team" }))).toBe(false)
    expect(isLive(entryOf(CONTENT_KINDS.person, "x", { retiredTo: "y" }))).toBe(false)
  })
})

describe("entriesNamed: the entries a list of ids names, as a page's related services", () => {
  const entries = ["a", "b", "c"].map(id => ({ key: id, title: id.toUpperCase() }))
  const keyOf = (entry: { key: string }) => entry.key

  it("gives them in the order named, an entry named twice twice", () => {
    expect(entriesNamed(["c", "a", "c"], entries, keyOf).map(entry => entry.title)).toEqual(["C", "A", "C"])
  })

  it("leaves out an id that names none of them, and gives none for no list", () => {
    expect(entriesNamed(["gone", "b"], entries, keyOf)).toEqual([entries[1]])
    expect(entriesNamed(undefined, entries, keyOf)).toEqual([])
    expect(entriesNamed(null, entries, keyOf)).toEqual([])
    expect(entriesNamed(["a"], [], keyOf)).toEqual([])
  })
})

describe("the paths of entries", () => {
  it("puts an entry at its address after its kind's base path", () => {
    expect(pathOf(CONTENT_KINDS["service-page"], "tax-planning")).toBe("/tax-planning")
    expect(pathOf(CONTENT_KINDS.page, "privacy-policy")).toBe("/privacy-policy")
    expect(pathOf(CONTENT_KINDS.person, "jane-doe")).toBe("/team/jane-doe")
    expect(pathOf(CONTENT_KINDS.article, "tax-changes")).toBe("/insights/tax-changes")
    expect(entryPath(person("jane", { address: "jane-doe" }))).toBe("/team/jane-doe")
    expect(entryPath(page("terms"))).toBe("/terms")
  })

  it("puts a group page under its kind's group segment", () => {
    expect(groupPath(CONTENT_KINDS.article, "tax")).toBe("/insights/category/tax")
  })
})

describe("listingPagesOf: the index and group pages, each while it has a live entry", () => {
  it("has none without entries, and none for kinds without an index", () => {
    expect(listingPagesOf([])).toEqual([])
    expect(listingPagesOf([service("a"), page("b")])).toEqual([])
  })

  it("publishes a kind's index while one of its entries is live", () => {
    expect(listingPagesOf([person("a")])).toEqual([{ kind: "person", path: "/team" }])
    expect(listingPagesOf([person("a", { retiredTo: "/team" }), person("b")])).toEqual([
      { kind: "person", path: "/team" },
    ])
    expect(listingPagesOf([person("a", { retiredTo: "/team" })])).toEqual([])
  })

  it("publishes a group page for each group of a live entry only, sorted, after the index, kinds in their order", () => {
    const entries = [
      article("a", "tax"),
      article("b", "accounting"),
      article("c", "tax"),
      article("d", "business", { retiredTo: "/insights" }),
      article("e", ""),
      person("p"),
    ]
    expect(listingPagesOf(entries)).toEqual([
      { kind: "person", path: "/team" },
      { kind: "article", path: "/insights" },
      { kind: "article", path: "/insights/category/accounting", group: "accounting" },
      { kind: "article", path: "/insights/category/tax", group: "tax" },
    ])
  })
})

describe("contentPaths: every page the content publishes", () => {
  it("gives each live entry's path, then the index and group pages; no retired entry, no former address", () => {
    const entries = [
      service("tax", { address: "tax-planning", formerAddresses: ["tax"] }),
      service("old", { retiredTo: "tax" }),
      person("jane"),
      article("news", "tax"),
      page("privacy"),
    ]
    expect(contentPaths(entries)).toEqual([
      "/tax-planning",
      "/team/jane",
      "/insights/news",
      "/privacy",
      "/team",
      "/insights",
      "/insights/category/tax",
    ])
  })
})

describe("redirectsOf: every address that no longer has a page of its own leads on", () => {
  it("leads a live entry's former addresses to its address, in its kind's space", () => {
    expect(redirectsOf([service("tax", { address: "tax-planning", formerAddresses: ["tax", "taxes"] })])).toEqual([
      { from: "/tax", to: "/tax-planning" },
      { from: "/taxes", to: "/tax-planning" },
    ])
    expect(redirectsOf([person("jane", { address: "jane-doe", formerAddresses: ["jane"] })])).toEqual([
      { from: "/team/jane", to: "/team/jane-doe" },
    ])
  })

  it("leads a retired entry's address and former addresses where it was retired to: a live entry's address, or home", () => {
    const entries = [
      service("audit", { address: "audits" }),
      service("old", { retiredTo: "audit", formerAddresses: ["older"] }),
      service("gone", { retiredTo: HOME_PAGE }),
    ]
    expect(redirectsOf(entries)).toEqual([
      { from: "/old", to: "/audits" },
      { from: "/older", to: "/audits" },
      { from: "/gone", to: "/" },
    ])
  })

  it("leads home from a service page retired to one that is missing or retired (the content check refuses both)", () => {
    const entries = [service("a", { retiredTo: "missing" }), service("b", { retiredTo: "a" })]
    expect(redirectsOf(entries)).toEqual([
      { from: "/a", to: "/" },
      { from: "/b", to: "/" },
    ])
  })

  it("never leads an entry to an entry of another kind with the id it names", () => {
    const entries = [person("jane"), service("old", { retiredTo: "jane" }), article("a", "tax", { retiredTo: "jane" })]
    expect(redirectsOf(entries)).toEqual([
      { from: "/old", to: "/" },
      { from: "/insights/a", to: "/" },
      { from: "/insights", to: "/" },
      { from: "/insights/category/tax", to: "/" },
    ])
  })

  it("never redirects the home page itself, for a retired entry without an address (the content check refuses it)", () => {
    expect(
      redirectsOf([service("gone", { address: "", formerAddresses: ["gone-before"], retiredTo: HOME_PAGE })])
    ).toEqual([{ from: "/gone-before", to: "/" }])
  })

  it("has nothing to redirect for live entries that never moved", () => {
    expect(redirectsOf([service("a"), person("b"), article("c", "tax"), page("d")])).toEqual([])
  })

  it("leads a person retired to the team page there while a person is live", () => {
    expect(redirectsOf([person("a"), person("b", { retiredTo: "/team", formerAddresses: ["bee"] })])).toEqual([
      { from: "/team/b", to: "/team" },
      { from: "/team/bee", to: "/team" },
    ])
  })

  it("leads a person retired to the team page home when no person is live, and the team page too", () => {
    expect(redirectsOf([person("a", { retiredTo: "/team" }), person("b", { retiredTo: "a" })])).toEqual([
      { from: "/team/a", to: "/" },
      { from: "/team/b", to: "/" },
      { from: "/team", to: "/" },
    ])
  })

  it("leads an entry retired to the home page home, even while its kind's index is published", () => {
    expect(redirectsOf([person("a"), person("b", { retiredTo: HOME_PAGE })])).toEqual([{ from: "/team/b", to: "/" }])
  })

  it("leads an article retired to a live one to it, and one retired to nothing to the list of articles", () => {
    const entries = [
      article("new", "tax"),
      article("old", "tax", { retiredTo: "new" }),
      article("lost", "tax", { retiredTo: "missing" }),
    ]
    expect(redirectsOf(entries)).toEqual([
      { from: "/insights/old", to: "/insights/new" },
      { from: "/insights/lost", to: "/insights" },
    ])
  })

  it("leads a group page that has no live entry left to the index, while the index is published", () => {
    const entries = [article("a", "tax"), article("b", "payroll", { retiredTo: "a" })]
    expect(redirectsOf(entries)).toEqual([
      { from: "/insights/b", to: "/insights/a" },
      { from: "/insights/category/payroll", to: "/insights" },
    ])
  })

  it("leads an index page whose kind has entries but none live home, and its group pages too", () => {
    const entries = [article("a", "tax", { retiredTo: "/insights" }), article("b", "payroll", { retiredTo: "a" })]
    expect(redirectsOf(entries)).toEqual([
      { from: "/insights/a", to: "/" },
      { from: "/insights/b", to: "/" },
      { from: "/insights", to: "/" },
      { from: "/insights/category/payroll", to: "/" },
      { from: "/insights/category/tax", to: "/" },
    ])
  })

  it("redirects no index page of a kind that never had an entry, nor of a kind without one", () => {
    expect(redirectsOf([service("a", { retiredTo: HOME_PAGE }), page("b", { retiredTo: HOME_PAGE })])).toEqual([
      { from: "/a", to: "/" },
      { from: "/b", to: "/" },
    ])
  })
})

/** A pseudo-random number generator with a fixed seed (Park–Miller), so that every run checks the same cases. */
function numbers(seed: number) {
  let state = seed
  return (below: number) => {
    state = (state * 48271) % 2147483647
    return state % below
  }
}

/** Entries of every kind with addresses, former addresses, retirements and groups drawn from small pools. */
function generatedEntries(random: (below: number) => number): ContentEntry[] {
  const pick = <T>(values: readonly T[]) => values[random(values.length)]
  const addresses = ["a", "b", "c", "d", "e", "f"]
  return EVERY_KIND.flatMap(kind => {
    const ids = ["a", "b", "c"].slice(0, random(4))
    return ids.map(id => {
      const address = random(3) === 0 ? pick(addresses) : `${kind.name}-${id}`
      const formerAddresses = random(2) === 0 ? [] : [`${kind.name}-${id}-old`, pick(addresses)].slice(0, 1 + random(2))
      const retirements = [pick(ids), "missing", retirementFallback(kind), HOME_PAGE, id]
      const retiredTo = random(2) === 0 ? undefined : pick(retirements)
      return entry(kind, id, {
        address,
        formerAddresses,
        ...(retiredTo === undefined ? {} : { retiredTo }),
        ...(kind.groups ? { group: pick(["tax", "payroll", "audit"]) } : {}),
      })
    })
  })
}

describe("redirectsOf on many generated contents", () => {
  const random = numbers(20260226)
  // 600 contents at least, and as many more as it takes to find 40 the check accepts (with more kinds, more
  // entries, and fewer pass).
  const cases: ContentEntry[][] = []
  const valid: ContentEntry[][] = []
  while ((cases.length < 600 || valid.length < 40) && cases.length < 20_000) {
    const entries = generatedEntries(random)
    cases.push(entries)
    if (problemsOfEntries(entries, RESERVED).length === 0) valid.push(entries)
  }

  it("leads every redirect to a published page: the home page or a page the content publishes", () => {
    for (const entries of cases) {
      const published = new Set([HOME_PAGE, ...contentPaths(entries)])
      const astray = redirectsOf(entries).filter(redirect => !published.has(redirect.to))
      expect({ entries, astray }).toEqual({ entries, astray: [] })
    }
  })

  it("in content the check accepts, redirects only addresses without a page, each once, never to another redirect", () => {
    expect(valid.length).toBeGreaterThanOrEqual(40)
    for (const entries of valid) {
      const published = new Set([HOME_PAGE, ...contentPaths(entries)])
      const redirects = redirectsOf(entries)
      const froms = redirects.map(redirect => redirect.from)
      expect({ entries, published: froms.filter(from => published.has(from)) }).toEqual({ entries, published: [] })
      expect({ entries, twice: froms.filter((from, index) => froms.indexOf(from) !== index) }).toEqual({
        entries,
        twice: [],
      })
      expect({ entries, chained: redirects.filter(redirect => froms.includes(redirect.to)) }).toEqual({
        entries,
        chained: [],
      })
    }
  })

  it("keeps every address an entry ever had answering: its page, or a redirect", () => {
    for (const entries of valid) {
      const answered = new Set([...contentPaths(entries), ...redirectsOf(entries).map(redirect => redirect.from)])
      const lost = entries
        .flatMap(one => [one.address, ...one.formerAddresses].map(address => pathOf(CONTENT_KINDS[one.kind], address)))
        .filter(address => !answered.has(address))
      expect({ entries, lost }).toEqual({ entries, lost: [] })
    }
  })
})

describe("listingPageFallbacks: a list's page that no longer exists leads to the list's first page", () => {
  it("has a rule for the further pages of each index with entries, of its group pages and of a person's page", () => {
    expect(listingPageFallbacks([person("jo", { retiredTo: "/team" }), article("a", "tax")])).toEqual([
      { from: "/team/page/:page", to: "/team" },
      { from: "/team/:entry/page/:page", to: "/team/:entry" },
      { from: "/insights/page/:page", to: "/insights" },
      { from: "/insights/category/:group/page/:page", to: "/insights/category/:group" },
    ])
  })

  it("has none for a kind that never had an entry, nor for a kind without an index page", () => {
    expect(listingPageFallbacks([service("a"), page("b")])).toEqual([])
    expect(listingPageFallbacks([])).toEqual([])
  })
})

describe("reservedIn: the addresses no entry may take in an address space", () => {
  it("keeps at the top the site's own addresses and the other kinds' spaces, sorted, each once", () => {
    const ownSpaces = EVERY_KIND.filter(kind => kind.basePath !== HOME_PAGE).map(kind => kind.basePath.split("/")[1])
    expect(reservedIn(HOME_PAGE, ["index", "team", "404"])).toEqual(expect.arrayContaining(["insights", "team"]))
    expect(reservedIn(HOME_PAGE, ["index", "team", "404"])).toEqual([...new Set(["404", "index", ...ownSpaces])].sort())
  })

  it("keeps in a kind's own space only what its pages use there", () => {
    expect(reservedIn(CONTENT_KINDS.article.basePath, RESERVED)).toEqual(["category", "page", "rss.xml"])
    expect(reservedIn(CONTENT_KINDS.person.basePath, RESERVED)).toEqual(["page"])
  })
})

describe("problemsOfEntries: what does not hold together among the entries, at the field to change", () => {
  it("finds nothing in entries with addresses of their own", () => {
    const entries = [
      service("a", { formerAddresses: ["a-old"] }),
      service("b", { retiredTo: "a" }),
      page("c"),
      person("a"),
      article("a", "tax"),
    ]
    expect(problemsOfEntries(entries, RESERVED)).toEqual([])
  })

  it("refuses an address, or a former address, that the site uses itself", () => {
    expect(problemsOfEntries([service("x", { address: "admin", formerAddresses: ["404"] })], RESERVED)).toEqual([
      {
        kind: "service-page",
        id: "x",
        pointer: "/address",
        message: 'Already an address of the site itself (now "admin")',
      },
      {
        kind: "service-page",
        id: "x",
        pointer: "/formerAddresses/0",
        message: 'Already an address of the site itself (now "404")',
      },
    ])
  })

  it("refuses at the top of the site the other kinds' spaces, for service pages and pages alike", () => {
    expect(problemsOfEntries([service("x", { address: "team" }), page("y", { address: "insights" })], [])).toEqual([
      {
        kind: "service-page",
        id: "x",
        pointer: "/address",
        message: 'Already an address of the site itself (now "team")',
      },
      { kind: "page", id: "y", pointer: "/address", message: 'Already an address of the site itself (now "insights")' },
    ])
  })

  it("refuses in a kind's own space what its pages use there, and nothing the site uses at its top", () => {
    const entries = [
      article("x", "tax", { address: "category" }),
      article("y", "tax", { address: "rss.xml" }),
      article("z", "tax", { address: "team" }),
      person("p", { address: "admin" }),
      person("q", { address: "category" }),
    ]
    expect(problemsOfEntries(entries, RESERVED)).toEqual([
      {
        kind: "article",
        id: "x",
        pointer: "/address",
        message: 'Already an address of the site itself (now "category")',
      },
      {
        kind: "article",
        id: "y",
        pointer: "/address",
        message: 'Already an address of the site itself (now "rss.xml")',
      },
    ])
  })

  it("refuses two entries with one address, naming the other entry at each", () => {
    expect(problemsOfEntries([service("a", { address: "tax" }), service("b", { address: "tax" })], RESERVED)).toEqual([
      {
        kind: "service-page",
        id: "a",
        pointer: "/address",
        message: 'Already the address of the service page "b" (now "tax")',
      },
      {
        kind: "service-page",
        id: "b",
        pointer: "/address",
        message: 'Already the address of the service page "a" (now "tax")',
      },
    ])
  })

  it("refuses a service page and a page at one address: they share the top of the site", () => {
    expect(problemsOfEntries([service("a", { address: "privacy" }), page("b", { address: "privacy" })], [])).toEqual([
      {
        kind: "service-page",
        id: "a",
        pointer: "/address",
        message: 'Already the address of the page "b" (now "privacy")',
      },
      {
        kind: "page",
        id: "b",
        pointer: "/address",
        message: 'Already the address of the service page "a" (now "privacy")',
      },
    ])
  })

  it("lets a person and an article have the address of a service page: they live in spaces of their own", () => {
    const entries = [
      service("a", { address: "tax" }),
      person("b", { address: "tax" }),
      article("c", "x", { address: "tax" }),
    ]
    expect(problemsOfEntries(entries, RESERVED)).toEqual([])
    expect(problemsOfEntries([person("a", { address: "jo" }), person("b", { address: "jo" })], RESERVED)).toEqual([
      { kind: "person", id: "a", pointer: "/address", message: 'Already the address of the person "b" (now "jo")' },
      { kind: "person", id: "b", pointer: "/address", message: 'Already the address of the person "a" (now "jo")' },
    ])
  })

  it("refuses an address that is another entry's former address, at both entries, also across kinds of one space", () => {
    expect(problemsOfEntries([service("a", { formerAddresses: ["b"] }), page("b")], RESERVED)).toEqual([
      {
        kind: "service-page",
        id: "a",
        pointer: "/formerAddresses/0",
        message: 'Already the address of the page "b" (now "b")',
      },
      {
        kind: "page",
        id: "b",
        pointer: "/address",
        message: 'Already a former address of the service page "a" (now "b")',
      },
    ])
  })

  it("refuses a former address that is the entry's address again, in its kind's words", () => {
    expect(
      problemsOfEntries([service("a", { formerAddresses: ["a"] }), person("b", { formerAddresses: ["b"] })], [])
    ).toEqual([
      {
        kind: "service-page",
        id: "a",
        pointer: "/formerAddresses/0",
        message: 'Is the service page\'s address again: take it off this list (now "a")',
      },
      {
        kind: "person",
        id: "b",
        pointer: "/formerAddresses/0",
        message: 'Is the person\'s address again: take it off this list (now "b")',
      },
    ])
  })

  it("refuses a retirement to the entry itself, to no entry, to a retired entry; the home page is always there", () => {
    const entries = [
      service("self", { retiredTo: "self" }),
      service("nowhere", { retiredTo: "missing" }),
      service("chain", { retiredTo: "nowhere" }),
      service("home", { retiredTo: HOME_PAGE }),
    ]
    const problem = (id: string, message: string) => ({ kind: "service-page", id, pointer: "/retiredTo", message })
    expect(problemsOfEntries(entries, RESERVED)).toEqual([
      problem("self", 'A service page cannot be retired to itself (now "self")'),
      problem("nowhere", 'No service page has this id: choose a live service page or / (now "missing")'),
      problem("chain", 'That service page is retired too: choose a live service page or / (now "nowhere")'),
    ])
  })

  it("refuses a retirement to an entry of another kind, naming the kind's own fallback", () => {
    const entries = [
      service("tax"),
      person("jane"),
      person("old", { retiredTo: "tax" }),
      article("a", "x", { retiredTo: "jane" }),
    ]
    expect(problemsOfEntries(entries, RESERVED)).toEqual([
      {
        kind: "person",
        id: "old",
        pointer: "/retiredTo",
        message: 'No person has this id: choose a live person or /team (now "tax")',
      },
      {
        kind: "article",
        id: "a",
        pointer: "/retiredTo",
        message: 'No article has this id: choose a live article or /insights (now "jane")',
      },
    ])
  })

  it("accepts a retirement to the kind's fallback or to the home page, whether or not the fallback is published", () => {
    const entries = [
      person("a", { retiredTo: "/team" }),
      person("b", { retiredTo: HOME_PAGE }),
      article("c", "tax", { retiredTo: "/insights" }),
      page("d", { retiredTo: HOME_PAGE }),
    ]
    expect(problemsOfEntries(entries, RESERVED)).toEqual([])
  })

  it("names an article as an article", () => {
    expect(problemsOfEntries([article("a", "tax", { retiredTo: "a" })], RESERVED)).toEqual([
      { kind: "article", id: "a", pointer: "/retiredTo", message: 'An article cannot be retired to itself (now "a")' },
    ])
  })

  it("leaves an empty address to the schema's check", () => {
    expect(problemsOfEntries([service("a", { address: "" }), page("b", { address: "" })], RESERVED)).toEqual([])
  })
})

describe("scheduled entries: published from a day still to come (a plan, from its first fee schedule's day)", () => {
  const plan = CONTENT_KINDS.plan
  const schedules = (...days: string[]) => days.map(effectiveFrom => ({ effectiveFrom, tiers: [] }))
  const clock = { date: "2026-12-07", dateTime: "2026-12-07T09:30" }
  const later = entryOf(
    plan,
    "later",
    { address: "later", formerAddresses: ["sooner"], schedules: schedules("2026-12-08") },
    clock
  )
  const today = entryOf(plan, "today", { address: "today", schedules: schedules("2027-01-01", "2026-12-07") }, clock)

  it("is scheduled, and not live, until its day: the day itself is published", () => {
    expect(later).toMatchObject({ scheduledFor: "2026-12-08" })
    expect(isLive(later)).toBe(false)
    expect(today.scheduledFor).toBeUndefined()
    expect(isLive(today)).toBe(true)
  })

  it("is read without a clock as published (the content manager while an editor types)", () => {
    expect(
      entryOf(plan, "later", { address: "later", schedules: schedules("2099-01-01") }).scheduledFor
    ).toBeUndefined()
  })

  it("has no page, no list and no redirect while scheduled, but keeps its addresses taken", () => {
    expect(contentPaths([later])).toEqual([])
    expect(redirectsOf([later])).toEqual([])
    expect(listingPageFallbacks([later])).toEqual([])
    const taker = entryOf(plan, "taker", { address: "later", schedules: schedules("2026-01-01") }, clock)
    expect(problemsOfEntries([later, taker], [])).toHaveLength(2)
  })

  it("cannot be where a retired entry sends its visitors until it is published", () => {
    const retired = entryOf(
      plan,
      "old",
      { address: "old", retiredTo: "later", schedules: schedules("2026-01-01") },
      clock
    )
    expect(problemsOfEntries([later, retired], [])).toEqual([
      expect.objectContaining({
        id: "old",
        pointer: "/retiredTo",
        message: `That plan is not published until 2026-12-08: choose a live plan or ${plan.indexPath} (now "later")`,
      }),
    ])
  })
})
