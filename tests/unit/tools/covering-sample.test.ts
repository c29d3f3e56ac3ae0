import { casesOf, coveringSample, sampleOfKind } from "../../../tools/covering-sample"
import type { ObjectShape } from "../../../plugins/content-model/content-shape"
import type { ContentEntry } from "../../../plugins/content-model/content-entries"

const text = { kind: "string", multiline: false } as const
/** An article's shape, cut down: a required title, an optional photo, a signing person, a date (which names no entry), credentials in a list. */
const SHAPE: ObjectShape = {
  kind: "object",
  fields: [
    { name: "title", required: true, rule: "", shape: text },
    { name: "photo", required: false, rule: "", shape: { kind: "object", fields: [] } },
    { name: "author", required: true, rule: "", shape: { ...text, format: "person" } },
    { name: "reviewer", required: false, rule: "", shape: { ...text, format: "live-person" } },
    { name: "published", required: true, rule: "", shape: { ...text, format: "date" } },
    {
      name: "credentials",
      required: true,
      rule: "",
      shape: {
        kind: "list",
        itemRule: "",
        items: { kind: "object", fields: [{ name: "lookup", required: false, rule: "", shape: text }] },
      },
    },
  ],
}
const retiredPeople = new Set(["gone"])
const isRetired = (kind: string, id: string) => kind === "person" && retiredPeople.has(id)

describe("casesOf: what an entry's data shows of its schema", () => {
  it("names each optional field set or left out, each list empty or not, at any depth, and each reference to a live or retired entry", () => {
    const cases = casesOf(
      SHAPE,
      {
        title: "A",
        author: "gone",
        reviewer: "",
        published: "2026-01-01",
        photo: { image: "a.png" },
        credentials: [{ lookup: "x" }, {}],
      },
      isRetired
    )
    expect([...cases].sort()).toEqual(
      [
        "author:retired",
        "credentials:set",
        "credentials.lookup:set",
        "credentials.lookup:unset",
        "photo:set",
        "reviewer:unset",
      ].sort()
    )
    expect(
      [...casesOf(SHAPE, { title: "B", author: "jane", reviewer: "joe", credentials: [] }, isRetired)].sort()
    ).toEqual(["author:live", "credentials:unset", "photo:unset", "reviewer:live", "reviewer:set"].sort())
    // A field left null is left out, as an empty one.
    expect(
      [...casesOf(SHAPE, { author: "jane", reviewer: null, photo: null, credentials: null }, isRetired)].sort()
    ).toEqual(["author:live", "credentials:unset", "photo:unset", "reviewer:unset"].sort())
  })
})

describe("coveringSample: the fewest entries that show every case", () => {
  const casesOfLetters = (entry: string) => new Set(entry.split(""))

  it("takes the entry that adds the most cases first, and none that adds nothing, in the entries' order", () => {
    expect(coveringSample(["ab", "a", "abc", "b", "cd"], casesOfLetters)).toEqual(["abc", "cd"])
  })

  it("takes the first of entries that add as many, and gives those it takes in the entries' order, not in the order taken", () => {
    expect(coveringSample(["ab", "ba", "b"], casesOfLetters)).toEqual(["ab"])
    // Taken: "ab" (the 12th) first, then "c" (the 3rd); given in their order, by number (12 after 3).
    const entries = Array.from({ length: 12 }, (_, index) => ({ 2: "c", 11: "ab" })[index] ?? "")
    expect(coveringSample(entries, casesOfLetters)).toEqual(["c", "ab"])
  })

  it("stays as small for a thousand entries as for the few that show the same cases", () => {
    const many = Array.from({ length: 1000 }, (_, index) => ["ab", "bc", "c"][index % 3])
    expect(coveringSample(many, casesOfLetters)).toEqual(["ab", "bc"])
  })

  it("keeps the first entry of a kind whose entries show no case, and takes none of no entries", () => {
    expect(coveringSample(["x", "y"], () => new Set())).toEqual(["x"])
    expect(coveringSample([], casesOfLetters)).toEqual([])
  })
})

describe("sampleOfKind", () => {
  const entry = (id: string, data: object, retiredTo?: string) =>
    ({
      kind: "article",
      id,
      address: id,
      formerAddresses: [],
      title: id,
      ...(retiredTo && { retiredTo }),
      ...data,
    }) as ContentEntry
  const person = (id: string, retiredTo?: string) =>
    ({
      kind: "person",
      id,
      address: id,
      formerAddresses: [],
      title: id,
      ...(retiredTo && { retiredTo }),
    }) as ContentEntry

  it("knows a reference to a retired entry from all entries, and samples the entries it is given, retired ones too", () => {
    const articles = [
      entry("one", { author: "jane", credentials: [] }),
      entry("two", { author: "jane", credentials: [] }),
      entry("old", { author: "gone", credentials: [] }, "one"),
      entry("three", { author: "gone", credentials: [], photo: {} }),
    ]
    const all = [...articles, person("jane"), person("gone", "/team")]
    const live = articles.filter(article => article.retiredTo === undefined)
    expect(sampleOfKind(live, SHAPE, all).map(article => article.id)).toEqual(["one", "three"])
    const withPhotoless = articles.filter(article => article.id !== "one")
    expect(sampleOfKind(withPhotoless, SHAPE, all).map(article => article.id)).toEqual(["two", "three"])
    // Signed by a live person and by a retired one: two cases, so both are visited.
    const [one, , old] = articles
    expect(sampleOfKind([one, old], SHAPE, all).map(article => article.id)).toEqual(["one", "old"])
  })
})
