import {
  excerptParts,
  isSitePath,
  LONGEST_QUERY,
  resultAnnouncement,
  searchRequestOf,
} from "../../../../src/search/search-text"
import * as templates from "../../../../src/lib/fill-template"

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

  it("reads references as a browser reads them: every one HTML names, once, and numbers by HTML's rules", () => {
    // `&amp;lt;` is an escaped `&lt;`, shown as written; U+FFFD stands for a number no character has, and
    // 128 to 159 are the Windows characters HTML takes them for (`&#128;` is €).
    expect(
      excerptParts("&nbsp;&eacute;&hellip;&mdash; &amp;lt; &#x1F600;&#128512; &#128;&#x92; &#0;&#xD800;&#x110000;")
    ).toEqual([{ text: "\u00a0é…— &lt; 😀😀 €’ \ufffd\ufffd\ufffd", marked: false }])
  })

  it("keeps an unknown reference, or an ampersand that starts none, as written", () => {
    expect(excerptParts("&nope; AT&T &;")).toEqual([{ text: "&nope; AT&T &;", marked: false }])
  })

  it("reads the marks as markup and nothing else, however the excerpt's tags are written", () => {
    expect(excerptParts('<MARK>a</MARK> <img alt="<mark>b</mark>"><mark>c<b>d</b></mark>')).toEqual([
      { text: "a", marked: true },
      { text: " ", marked: false },
      { text: "cd", marked: true },
    ])
  })

  it("runs nothing and loads nothing the excerpt holds", async () => {
    const ran = jest.fn()
    Object.assign(window, { ran })
    // A script put into the page's own document runs here (jsdom as jest sets it up runs scripts)...
    const script = document.createElement("script")
    script.textContent = "window.ran('page')"
    document.body.append(script)
    expect(ran).toHaveBeenCalledWith("page")
    ran.mockClear()
    // ...and none in an excerpt does, inline, as a handler or from an address.
    const parts = excerptParts(
      '<script>window.ran("script")</script><img src="x" onerror="window.ran(\'img\')">' +
        '<svg onload="window.ran(\'svg\')"></svg><script src="data:text/javascript,window.ran(1)"></script>x'
    )
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(ran).not.toHaveBeenCalled()
    expect(parts).toEqual([{ text: 'window.ran("script")x', marked: false }])
    script.remove()
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
