import {
  inListOrder,
  inPages,
  listingPagePath,
  listingPageSeo,
  pageCountOf,
  pageLinksOf,
} from "../../../../src/lib/listing-pages"

describe("inPages and pageCountOf: a list in pages of at most a size", () => {
  it("puts each item on exactly one page, in order, the last page holding the rest", () => {
    expect(inPages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(inPages([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(inPages([1], 12)).toEqual([[1]])
  })

  it("makes one empty page of an empty list, and counts pages as it does", () => {
    expect(inPages([], 12)).toEqual([[]])
    expect([0, 1, 12, 13, 24, 25, 1004].map(count => pageCountOf(count, 12))).toEqual([1, 1, 1, 2, 2, 3, 84])
  })
})

describe("listingPagePath: where each page of a list is", () => {
  it("keeps the first at the list's own address and numbers the others under /page/", () => {
    expect([1, 2, 84].map(number => listingPagePath("/insights", number))).toEqual([
      "/insights",
      "/insights/page/2",
      "/insights/page/84",
    ])
    expect(listingPagePath("/team/jane-doe", 3)).toBe("/team/jane-doe/page/3")
  })
})

describe("pageLinksOf: the numbers the links between pages show", () => {
  it("shows every number of a short list", () => {
    expect(pageLinksOf(1, 1)).toEqual([1])
    expect(pageLinksOf(1, 3)).toEqual([1, 2, 3])
    expect(pageLinksOf(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it("shows the first, the last, and the page with its neighbours, a gap for two numbers left out or more", () => {
    expect(pageLinksOf(1, 84)).toEqual([1, 2, "gap", 84])
    expect(pageLinksOf(6, 84)).toEqual([1, "gap", 5, 6, 7, "gap", 84])
    expect(pageLinksOf(84, 84)).toEqual([1, "gap", 83, 84])
  })

  it("shows a single left-out number instead of a gap", () => {
    expect(pageLinksOf(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageLinksOf(1, 4)).toEqual([1, 2, 3, 4])
  })
})

describe("listingPageSeo: every page of a list has a title of its own", () => {
  const first = {
    page: { title: "{category}: Insights", description: "Tax articles." },
    titleValues: { category: "Tax" },
  }

  it("keeps the first page's own title and values", () => {
    expect(listingPageSeo(first, 1, "Tax", "{heading}, page {page}")).toBe(first)
  })

  it("titles a further page with the list's heading and its number, keeping the description", () => {
    expect(listingPageSeo(first, 3, "Tax", "{heading}, page {page}")).toEqual({
      page: { title: "{heading}, page {page}", description: "Tax articles." },
      titleValues: { heading: "Tax", page: "3" },
    })
  })
})

describe("inListOrder: a page's entries in the order its context gives their ids", () => {
  it("follows the ids, whatever order the query found the nodes in, and leaves out an id without a node", () => {
    const nodes = [{ id: "c" }, { id: "a" }, { id: "b" }]
    expect(inListOrder(nodes, ["a", "b", "c"]).map(node => node.id)).toEqual(["a", "b", "c"])
    expect(inListOrder(nodes, ["b", "missing", "a"]).map(node => node.id)).toEqual(["b", "a"])
    expect(inListOrder(nodes, [])).toEqual([])
  })
})
