import { MORE_IN_CATEGORY, moreInCategory, newestFirst } from "../../../../src/lib/article-order"

const article = (id: string, published: string, title = id, category = "tax", live = true) => ({
  id,
  published,
  title,
  category,
  live,
})

describe("newestFirst: the order of every list of articles", () => {
  it("puts the newest first, and a day's articles by title", () => {
    const articles = [
      article("a", "2026-01-05", "Beta"),
      article("b", "2026-03-01", "Alpha"),
      article("c", "2026-01-05", "Alpha"),
    ]
    expect(newestFirst(articles).map(one => one.id)).toEqual(["b", "c", "a"])
  })

  it("compares titles by their code units, as GraphQL's sort does: capitals before small letters", () => {
    const articles = [article("small", "2026-01-01", "apple"), article("capital", "2026-01-01", "Zebra")]
    expect(newestFirst(articles).map(one => one.id)).toEqual(["capital", "small"])
  })

  it("keeps two articles with the same date and title in their order, and leaves the list it is given as it was", () => {
    const articles = [article("first", "2026-01-01", "Same"), article("second", "2026-01-01", "Same")]
    const given = [...articles]
    expect(newestFirst(articles).map(one => one.id)).toEqual(["first", "second"])
    expect(newestFirst([...articles].reverse()).map(one => one.id)).toEqual(["second", "first"])
    expect(articles).toEqual(given)
  })
})

describe("moreInCategory: what an article's page offers next", () => {
  it(`offers the ${MORE_IN_CATEGORY} newest other live articles of its category`, () => {
    const articles = [
      article("self", "2026-06-01"),
      article("old", "2026-01-01"),
      article("newer", "2026-04-01"),
      article("newest", "2026-05-01"),
      article("new", "2026-03-01"),
      article("retired", "2026-07-01", "retired", "tax", false),
      article("elsewhere", "2026-08-01", "elsewhere", "payroll"),
    ]
    expect(moreInCategory(articles, { id: "self", category: "tax" }).map(one => one.id)).toEqual([
      "newest",
      "newer",
      "new",
    ])
  })

  it("offers fewer when its category has fewer, and none when it is alone", () => {
    const articles = [article("self", "2026-06-01"), article("other", "2026-01-01")]
    expect(moreInCategory(articles, { id: "self", category: "tax" }).map(one => one.id)).toEqual(["other"])
    expect(moreInCategory([article("self", "2026-06-01")], { id: "self", category: "tax" })).toEqual([])
  })

  it("offers an article not yet saved (no id) every live article of its category", () => {
    const articles = [article("a", "2026-06-01"), article("b", "2026-01-01")]
    expect(moreInCategory(articles, { id: "", category: "tax" }).map(one => one.id)).toEqual(["a", "b"])
  })
})
