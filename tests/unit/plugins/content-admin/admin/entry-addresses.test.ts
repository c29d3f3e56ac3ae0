import {
  addressProblem,
  formerAddressesOnSave,
  retirementProblem,
  type PublishedEntries,
} from "../../../../../plugins/content-admin/admin/entry-addresses"
import { retirementFallback, type ContentKind, CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"
import { entryOf } from "../../../../../plugins/content-model/content-entries"

/** An entry of `kind` as published: its id, and its file's fields (its address is its id unless given). */
const entry = (kind: ContentKind, id: string, fields: Record<string, unknown> = {}) =>
  entryOf(kind, id, { address: id, ...fields })
const published: PublishedEntries = {
  entries: [
    entry(CONTENT_KINDS["service-page"], "tax", { address: "tax-planning", formerAddresses: ["taxes"] }),
    entry(CONTENT_KINDS["service-page"], "audit"),
    entry(CONTENT_KINDS["service-page"], "gone", { retiredTo: retirementFallback(CONTENT_KINDS["service-page"]) }),
    entry(CONTENT_KINDS.page, "privacy"),
    entry(CONTENT_KINDS.person, "jane-doe", { formerAddresses: ["jane"] }),
    entry(CONTENT_KINDS.article, "rates"),
  ],
  reservedAtTop: ["admin", "index"],
}
const noun = (kind: ContentKind) => kind.collection.labelSingular

describe("addressProblem: an entry's address among the published entries, before the editor saves", () => {
  it("accepts a new entry's free address, and a published entry keeping or changing to a free address", () => {
    expect(
      addressProblem(published, { kind: CONTENT_KINDS["service-page"].name, data: { address: "payroll" } })
    ).toBeUndefined()
    expect(
      addressProblem(published, {
        kind: CONTENT_KINDS["service-page"].name,
        slug: "tax",
        data: { address: "tax-planning", formerAddresses: ["taxes"] },
      })
    ).toBeUndefined()
    expect(
      addressProblem(published, {
        kind: CONTENT_KINDS["service-page"].name,
        slug: "tax",
        data: { address: "tax-advice" },
      })
    ).toBeUndefined()
  })

  it("refuses another entry's address or former address, and an address of the site itself", () => {
    expect(addressProblem(published, { kind: CONTENT_KINDS["service-page"].name, data: { address: "audit" } })).toBe(
      `Already the id of the ${noun(CONTENT_KINDS["service-page"])} "audit", which keeps it (now "audit")`
    )
    expect(
      addressProblem(published, {
        kind: CONTENT_KINDS["service-page"].name,
        slug: "audit",
        data: { address: "tax-planning" },
      })
    ).toBe(`Already the address of the ${noun(CONTENT_KINDS["service-page"])} "tax" (now "tax-planning")`)
    expect(addressProblem(published, { kind: CONTENT_KINDS["service-page"].name, data: { address: "taxes" } })).toBe(
      `Already a former address of the ${noun(CONTENT_KINDS["service-page"])} "tax" (now "taxes")`
    )
    expect(addressProblem(published, { kind: CONTENT_KINDS["service-page"].name, data: { address: "admin" } })).toBe(
      'Already an address of the site itself (now "admin")'
    )
    expect(addressProblem(published, { kind: CONTENT_KINDS.person.name, data: { address: "jane" } })).toBe(
      `Already a former address of the ${noun(CONTENT_KINDS.person)} "jane-doe" (now "jane")`
    )
  })

  it("judges the entry as edited, not as published, nor by another kind's entry of the same id", () => {
    // Published before "admin" was the site's own: a service page there, and a page of the same id.
    const before: PublishedEntries = {
      ...published,
      entries: [
        ...published.entries,
        entry(CONTENT_KINDS.page, "old"),
        entry(CONTENT_KINDS["service-page"], "old", { address: "admin" }),
      ],
    }
    expect(
      addressProblem(before, { kind: CONTENT_KINDS["service-page"].name, slug: "old", data: { address: "old-advice" } })
    ).toBe(undefined)
    expect(
      addressProblem(before, { kind: CONTENT_KINDS.page.name, slug: "old", data: { address: "old" } })
    ).toBeUndefined()
  })

  it("speaks of the address alone: a problem elsewhere in the entry is its own field's", () => {
    const retiredToItself = {
      kind: CONTENT_KINDS["service-page"].name,
      slug: "audit",
      data: { address: "audit", retiredTo: "audit" },
    }
    expect(retirementProblem(published, retiredToItself)).toBeDefined()
    expect(addressProblem(published, retiredToItself)).toBeUndefined()
  })

  it("refuses an address held in the same address space by an entry of another kind (pages and service pages share /)", () => {
    expect(addressProblem(published, { kind: CONTENT_KINDS.page.name, data: { address: "audit" } })).toBe(
      `Already the address of the ${noun(CONTENT_KINDS["service-page"])} "audit" (now "audit")`
    )
    expect(
      addressProblem(published, {
        kind: CONTENT_KINDS["service-page"].name,
        slug: "audit",
        data: { address: "privacy" },
      })
    ).toBe(`Already the address of the ${noun(CONTENT_KINDS.page)} "privacy" (now "privacy")`)
  })

  it("accepts in one address space what another holds (a person's /team/audit is not the page /audit)", () => {
    expect(addressProblem(published, { kind: CONTENT_KINDS.person.name, data: { address: "audit" } })).toBeUndefined()
    expect(
      addressProblem(published, { kind: CONTENT_KINDS.article.name, data: { address: "jane-doe" } })
    ).toBeUndefined()
    // The site's own addresses are at its top only.
    expect(addressProblem(published, { kind: CONTENT_KINDS.person.name, data: { address: "admin" } })).toBeUndefined()
  })

  it("refuses what the kinds use themselves: another kind's base path at the top, a group page's segment in its space", () => {
    const [, teamSegment] = CONTENT_KINDS.person.basePath.split("/")
    expect(addressProblem(published, { kind: CONTENT_KINDS.page.name, data: { address: teamSegment } })).toBe(
      `Already an address of the site itself (now "${teamSegment}")`
    )
    expect(
      addressProblem(published, {
        kind: CONTENT_KINDS.article.name,
        data: { address: CONTENT_KINDS.article.groups!.segment },
      })
    ).toBe(`Already an address of the site itself (now "${CONTENT_KINDS.article.groups!.segment}")`)
  })

  it("refuses a new entry the id of an entry of its kind whose address has moved on (its file keeps the name)", () => {
    const moved: PublishedEntries = {
      entries: [entry(CONTENT_KINDS["service-page"], "tax", { address: "tax-planning" })],
      reservedAtTop: [],
    }
    expect(addressProblem(moved, { kind: CONTENT_KINDS["service-page"].name, data: { address: "tax" } })).toBe(
      `Already the id of the ${noun(CONTENT_KINDS["service-page"])} "tax", which keeps it (now "tax")`
    )
    // Another kind's file of that name is in another folder.
    expect(addressProblem(moved, { kind: CONTENT_KINDS.page.name, data: { address: "tax" } })).toBeUndefined()
  })
})

describe("formerAddressesOnSave: a published entry's old address keeps leading to it", () => {
  it("adds the published address when a published entry's address changes", () => {
    expect(
      formerAddressesOnSave(published, {
        kind: CONTENT_KINDS["service-page"].name,
        slug: "tax",
        data: { address: "tax-advice", formerAddresses: ["taxes"] },
      })
    ).toEqual(["taxes", "tax-planning"])
    expect(
      formerAddressesOnSave(published, {
        kind: CONTENT_KINDS.person.name,
        slug: "jane-doe",
        data: { address: "jane-smith", formerAddresses: ["jane"] },
      })
    ).toEqual(["jane", "jane-doe"])
  })

  it("adds it once, however often the address changes before it is published", () => {
    expect(
      formerAddressesOnSave(published, {
        kind: CONTENT_KINDS["service-page"].name,
        slug: "tax",
        data: { address: "tax-help", formerAddresses: ["taxes", "tax-planning"] },
      })
    ).toEqual(["taxes", "tax-planning"])
  })

  it("takes an address off the list when the entry gets it back", () => {
    expect(
      formerAddressesOnSave(published, {
        kind: CONTENT_KINDS["service-page"].name,
        slug: "tax",
        data: { address: "taxes", formerAddresses: ["taxes"] },
      })
    ).toEqual(["tax-planning"])
  })

  it("gives a new entry none, also when it is a copy of an entry that has some", () => {
    expect(
      formerAddressesOnSave(published, {
        kind: CONTENT_KINDS["service-page"].name,
        data: { address: "payroll", formerAddresses: ["taxes"] },
      })
    ).toEqual([])
  })

  it("changes nothing for an entry whose address stays, or an entry not yet published", () => {
    expect(
      formerAddressesOnSave(published, {
        kind: CONTENT_KINDS["service-page"].name,
        slug: "tax",
        data: { address: "tax-planning", formerAddresses: ["taxes"] },
      })
    ).toEqual(["taxes"])
    expect(
      formerAddressesOnSave(published, { kind: CONTENT_KINDS["service-page"].name, data: { address: "payroll" } })
    ).toEqual([])
    expect(
      formerAddressesOnSave(published, {
        kind: CONTENT_KINDS["service-page"].name,
        slug: "draft",
        data: { address: "draft-2" },
      })
    ).toEqual([])
  })

  it("looks for the published entry among its own kind only", () => {
    // A page with the id of a published service page is another file: its address was never published.
    expect(
      formerAddressesOnSave(published, {
        kind: CONTENT_KINDS.page.name,
        slug: "audit",
        data: { address: "audit-policy" },
      })
    ).toEqual([])
  })
})

describe("retirementProblem: where an entry is retired to, among the published entries", () => {
  const retire = (kind: ContentKind, slug: string, retiredTo: string) =>
    retirementProblem(published, { kind: kind.name, slug, data: { address: slug, retiredTo } })

  it("accepts the kind's fallback, the home page and a live entry of its kind", () => {
    expect(
      retire(CONTENT_KINDS["service-page"], "audit", retirementFallback(CONTENT_KINDS["service-page"]))
    ).toBeUndefined()
    expect(retire(CONTENT_KINDS.person, "casey", retirementFallback(CONTENT_KINDS.person))).toBeUndefined()
    expect(retire(CONTENT_KINDS.person, "casey", "/")).toBeUndefined()
    expect(retire(CONTENT_KINDS["service-page"], "audit", "tax")).toBeUndefined()
    expect(retire(CONTENT_KINDS.person, "casey", "jane-doe")).toBeUndefined()
  })

  it("refuses the entry itself, a retired entry, an entry of another kind and an id no entry has", () => {
    const fallback = retirementFallback(CONTENT_KINDS["service-page"])
    expect(retire(CONTENT_KINDS["service-page"], "audit", "audit")).toBe(
      `A ${noun(CONTENT_KINDS["service-page"])} cannot be retired to itself (now "audit")`
    )
    expect(retire(CONTENT_KINDS["service-page"], "audit", "gone")).toBe(
      `That ${noun(CONTENT_KINDS["service-page"])} is retired too: choose a live ${noun(CONTENT_KINDS["service-page"])} or ${fallback} (now "gone")`
    )
    expect(retire(CONTENT_KINDS["service-page"], "audit", "privacy")).toBe(
      `No ${noun(CONTENT_KINDS["service-page"])} has this id: choose a live ${noun(CONTENT_KINDS["service-page"])} or ${fallback} (now "privacy")`
    )
    expect(retire(CONTENT_KINDS.article, "rates", "no-such-article")).toBe(
      `No ${noun(CONTENT_KINDS.article)} has this id: choose a live ${noun(CONTENT_KINDS.article)} or ${retirementFallback(CONTENT_KINDS.article)} (now "no-such-article")`
    )
  })

  it("has nothing to say of a live entry", () => {
    expect(
      retirementProblem(published, {
        kind: CONTENT_KINDS["service-page"].name,
        slug: "audit",
        data: { address: "audit" },
      })
    ).toBeUndefined()
  })
})
