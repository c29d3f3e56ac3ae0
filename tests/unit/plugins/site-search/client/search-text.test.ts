import {
  excerptParts,
  isSitePath,
  LONGEST_QUERY,
  resultAnnouncement,
  searchRequestOf,
} from "../../../../../plugins/site-search/client/search-text"
import * as templates from "../../../../../src/lib/fill-template"

describe("searchRequestOf: the search the page's address asks for", () => {
  it("reads the words, the kind and the category the form sent, trimmed", () => {
    expect(searchRequestOf("?q=%20estimated+taxes%20&kind=article&category=tax")).toEqual({
      query: "estimated taxes",
      kind: "article",
      category: "tax",
    })
  })

  it("gives empty values for what the address does not name", () => {
    expect(searchRequestOf("")).toEqual({ query: "", kind: "", category: "" })
  })

  it(`keeps at most ${LONGEST_QUERY} characters of words`, () => {
    expect(searchRequestOf(`?q=${"a".repeat(LONGEST_QUERY + 50)}`).query).toHaveLength(LONGEST_QUERY)
  })
})

describe("excerptParts: an excerpt as texts, never markup", () => {
  it("splits the excerpt at Pagefind's marks, marking what matched", () => {
    expect(excerptParts("Payments are <mark>due</mark> each <mark>quarter</mark>.")).toEqual([
      { text: "Payments are ", marked: false },
      { text: "due", marked: true },
      { text: " each ", marked: false },
      { text: "quarter", marked: true },
      { text: ".", marked: false },
    ])
  })

  it("gives the characters escaped text stands for, as text", () => {
    expect(excerptParts("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot; &#39;s &#x41;")).toEqual([
      { text: '<img src=x onerror=alert(1)> & "q" \'s A', marked: false },
    ])
  })

  it("leaves out any other tag, whole or cut off", () => {
    expect(excerptParts('a<img src=x onerror="alert(1)">b<script>c</script><mark>d</mark><b')).toEqual([
      { text: "abc", marked: false },
      { text: "d", marked: true },
    ])
  })

  it("reads every named reference it knows, and numbers in either case of x up to the last code point", () => {
    expect(excerptParts("&apos;&AMP;&#X41;&#x10FFFF;")).toEqual([{ text: "'&A\u{10FFFF}", marked: false }])
  })

  it("keeps an unknown or impossible reference as written", () => {
    expect(excerptParts("&nope; &#0; &#x110000;")).toEqual([{ text: "&nope; &#0; &#x110000;", marked: false }])
  })
})

describe("resultAnnouncement: how many pages match, in the editors' words", () => {
  const texts = { countOne: "1 result for {query}", count: "{count} results for {query}", none: "Nothing for {query}" }

  it("chooses the words for none, one and more, with the number and the words searched for", () => {
    expect([0, 1, 12].map(count => resultAnnouncement(texts, count, "tax", "en"))).toEqual([
      "Nothing for tax",
      "1 result for tax",
      "12 results for tax",
    ])
  })

  it("writes the words searched for as they are, placeholders in them included", () => {
    expect(resultAnnouncement(texts, 2, "{count} $& <b>", "en")).toBe("2 results for {count} $& <b>")
  })

  it("writes the number as the site's language writes numbers", () => {
    expect(resultAnnouncement(texts, 1234, "tax", "en")).toBe("1,234 results for tax")
    expect(resultAnnouncement(texts, 1234567, "tax", "de")).toBe("1.234.567 results for tax")
  })

  it("fills the editors' words with the site's one template filler", () => {
    const filler = jest.spyOn(templates, "fillTemplate")
    try {
      expect(resultAnnouncement(texts, 2, "tax", "en")).toBe("2 results for tax")
      expect(filler).toHaveBeenCalledWith(texts.count, expect.objectContaining({ query: "tax" }))
    } finally {
      filler.mockRestore()
    }
  })
})

describe("isSitePath: a result's address is one of the site's own pages", () => {
  it("accepts a path of the site, and nothing that would leave it", () => {
    expect(
      ["/insights/a", "//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)"].map(
        isSitePath
      )
    ).toEqual([true, false, false, false, false])
  })
})
