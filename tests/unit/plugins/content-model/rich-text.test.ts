import {
  WORDS_PER_MINUTE,
  countWords,
  readingMinutes,
  renderRichText,
  richTextProblems,
} from "../../../../plugins/content-model/rich-text"

// A template's content is parsed as a browser parses it, and nothing in it runs or loads. Its elements belong to
// no window, so jest-dom's matchers refuse them: the tests read them with the DOM's own methods.
function parse(html: string): DocumentFragment {
  const template = document.createElement("template")
  template.innerHTML = html
  return template.content
}

const HTML_PROBLEM = /^This text contains HTML, which the site does not publish\./
const LINK_PROBLEM = /^A link may lead to an https: address/
const PICTURE_PROBLEM = /^Pictures cannot be placed inside the text/

describe("renderRichText", () => {
  it("renders CommonMark and GFM: paragraphs, emphasis, lists, tables, struck text, plain addresses", () => {
    const page = parse(
      renderRichText(
        [
          "First *emphasised* and **strong** and ~~struck~~.",
          "",
          "- one\n- two",
          "",
          "1. first\n2. second",
          "",
          "| Service | Price |\n| --- | --- |\n| Tax | 100 |",
          "",
          "See www.example.com or https://example.com/plain.",
        ].join("\n")
      )
    )
    expect(page.querySelectorAll("p")).toHaveLength(2)
    expect(page.querySelector("em")?.textContent).toBe("emphasised")
    expect(page.querySelector("strong")?.textContent).toBe("strong")
    expect(page.querySelector("del")?.textContent).toBe("struck")
    expect(page.querySelectorAll("ul > li")).toHaveLength(2)
    expect(page.querySelectorAll("ol > li")).toHaveLength(2)
    expect([...page.querySelectorAll("table th")].map(cell => cell.textContent)).toEqual(["Service", "Price"])
    expect([...page.querySelectorAll("table td")].map(cell => cell.textContent)).toEqual(["Tax", "100"])
    expect(page.querySelector('a[href="https://example.com/plain"]')?.textContent).toBe("https://example.com/plain")
  })

  it.each([
    ["https://example.com/a?b=c#d", "[x](https://example.com/a?b=c#d)"],
    ["mailto:office@example.com", "[x](mailto:office@example.com)"],
    ["tel:+441234567890", "[x](tel:+441234567890)"],
    ["/insights/x", "[x](/insights/x)"],
    ["#section", "[x](#section)"],
    ["https://example.com/ref", "[x][r]\n\n[r]: https://example.com/ref"],
    ["https://example.com/auto", "<https://example.com/auto>"],
    ["mailto:office@example.com", "office@example.com"],
  ])("keeps a link to %s", (href, markdown) => {
    expect(parse(renderRichText(markdown)).querySelector("a")?.getAttribute("href")).toBe(href)
  })

  it("makes the shallowest heading an h2, keeps the others' distance to it and never gives an h1", () => {
    const levels = (markdown: string) =>
      [...parse(renderRichText(markdown)).querySelectorAll("h1, h2, h3, h4, h5, h6")].map(heading => heading.tagName)
    expect(levels("# A\n\n## B\n\n# C")).toEqual(["H2", "H3", "H2"])
    expect(levels("### A\n\n#### B")).toEqual(["H2", "H3"])
    expect(levels("A\n===\n\nB\n---")).toEqual(["H2", "H3"])
    expect(levels("# A\n\n###### B")).toEqual(["H2", "H6"])
  })

  it("writes each link as a browser reads it: scheme in lower case, spaces around it trimmed, the rest kept", () => {
    const hrefs = (markdown: string) =>
      [...parse(renderRichText(markdown)).querySelectorAll("a")].map(a => a.getAttribute("href"))
    expect(hrefs("[x](HTTPS://example.com/Path) [y][r]\n\n[r]: MAILTO:office@example.com")).toEqual([
      "https://example.com/Path",
      "mailto:office@example.com",
    ])
    expect(hrefs("[x](<https://example.com/a b>) [y](/contact?topic=Re:Tax)")).toEqual([
      "https://example.com/a%20b",
      "/contact?topic=Re:Tax",
    ])
  })

  it("drops task-list checkboxes but keeps the items", () => {
    const page = parse(renderRichText("- [ ] to do\n- [x] done"))
    expect(page.querySelector("input")).toBeNull()
    expect(page.querySelectorAll("li")).toHaveLength(2)
  })
})

// Each hostile text, and what the check says of it (null: it is merely text, shown as such).
const HOSTILE_TEXTS: [string, RegExp | null][] = [
  ["<script>alert(1)</script>", HTML_PROBLEM],
  ["<img src=x onerror=alert(1)>", HTML_PROBLEM],
  ['<iframe src="https://evil.example">', HTML_PROBLEM],
  ["<style>body{display:none}</style>", HTML_PROBLEM],
  ["<svg onload=alert(1)>", HTML_PROBLEM],
  ['<a href="javascript:alert(1)">x</a>', HTML_PROBLEM],
  ['<div onclick="alert(1)">x</div>', HTML_PROBLEM],
  ['Hello <span onmouseover="alert(1)">there</span>, and <b>bold</b>.', HTML_PROBLEM],
  ["| a |\n| - |\n| <img src=x onerror=alert(1)> |", HTML_PROBLEM],
  ["- <script>alert(1)</script>", HTML_PROBLEM],
  ['> <iframe src="https://evil.example"></iframe>', HTML_PROBLEM],
  ["<!-- <script>alert(1)</script> -->", HTML_PROBLEM],
  ["<!DOCTYPE html>", HTML_PROBLEM],
  ["<![CDATA[x]]>", HTML_PROBLEM],
  ["<?php ?>", HTML_PROBLEM],
  ["<form action=https://evil.example><input name=x></form>", HTML_PROBLEM],
  ["[x](javascript:alert(1))", LINK_PROBLEM],
  ["[x](JaVaScRiPt:alert(1))", LINK_PROBLEM],
  ["[x]( javascript:alert(1))", LINK_PROBLEM],
  ["[x](<java\tscript:alert(1)>)", LINK_PROBLEM],
  ["[x](java&#x73;cript:alert(1))", LINK_PROBLEM],
  ["[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)", LINK_PROBLEM],
  ["[x][r]\n\n[r]: javascript:alert(1)", LINK_PROBLEM],
  ["<javascript:alert(1)>", LINK_PROBLEM],
  ["![x](https://evil.example/a.png)", PICTURE_PROBLEM],
  ["![x][p]\n\n[p]: https://evil.example/a.png", PICTURE_PROBLEM],
  ["[x](vbscript:msgbox)", LINK_PROBLEM],
  ["[x](http://example.com)", LINK_PROBLEM],
  ["[x](//evil.example)", LINK_PROBLEM],
  ["`<script>alert(1)</script>`", null],
  ["\\<script>alert(1)\\</script>", null],
]

describe.each(HOSTILE_TEXTS)("the hostile text %j", (markdown, problem) => {
  it("renders to nothing that can run or lead elsewhere than allowed", () => {
    const page = parse(renderRichText(markdown))
    expect(page.querySelectorAll("script, style, iframe, object, embed, svg, img, form, input")).toHaveLength(0)
    const attributes = [...page.querySelectorAll("*")].flatMap(element => [...element.attributes])
    expect(attributes.filter(attribute => /^on/i.test(attribute.name))).toEqual([])
    const addresses = attributes.filter(attribute => ["href", "src"].includes(attribute.name)).map(({ value }) => value)
    for (const address of addresses) expect(address).toMatch(/^(https:|mailto:|tel:|[^:]*$|[^:]*[/?#])/)
  })

  if (problem) {
    it(`is refused: ${problem.source}`, () => {
      expect(richTextProblems(markdown)).toEqual([expect.stringMatching(problem)])
    })
  } else {
    it("is merely text, shown as such", () => {
      expect(richTextProblems(markdown)).toEqual([])
      expect(parse(renderRichText(markdown)).textContent).toContain("<script>")
    })
  }
})

describe("richTextProblems", () => {
  const cleanText = [
    "# Fees",
    "",
    "Write to [us](mailto:office@example.com), call [us](tel:+441234567890), read [more](https://example.com)",
    "or [the service](/known#pricing) and [below](#section); office@example.com works too.",
    "",
    "| a | b |\n| - | - |\n| 1 | [2](https://example.com/2) |",
  ].join("\n")

  it("finds nothing wrong with clean text and allowed links", () => {
    expect(richTextProblems(cleanText)).toEqual([])
    expect(richTextProblems(cleanText, ["/", "/known"])).toEqual([])
  })

  it("accepts only the site's pages when it knows them, with or without #section or a query", () => {
    const sitePaths = ["/", "/known"]
    expect(richTextProblems("[x](/known#x) [y](/known?a=b) [z](#top) [w](/)", sitePaths)).toEqual([])
    expect(richTextProblems("[x](/unknown)", sitePaths)).toEqual([
      'A link to this site must lead to one of its pages (/ or /known), optionally followed by #section (now "/unknown")',
    ])
    expect(richTextProblems("[x](/unknown)")).toEqual([])
  })

  it("names the rule first and then what the text holds, each place once, in the order of the text", () => {
    expect(
      richTextProblems("<b>x</b> [a](http://a.example) ![p](https://example.com/p.png) [a](http://a.example) <i>")
    ).toEqual([
      "This text contains HTML, which the site does not publish. Use the toolbar's formatting instead. (now <b>)",
      'A link may lead to an https: address, an e-mail (mailto:) or phone (tel:) address, or a page of this site starting with / (now "http://a.example")',
      'Pictures cannot be placed inside the text; the site publishes text, links and tables here (now "https://example.com/p.png")',
    ])
  })

  it("shortens what it quotes: HTML to 40 characters on one line, addresses to 60, cut ones ending in ...", () => {
    const html = `<div>\n${"word ".repeat(20)}\n</div>`
    const [htmlProblem] = richTextProblems(html)
    const htmlOnOneLine = html.replace(/\s+/g, " ")
    expect(htmlProblem.endsWith(`(now ${htmlOnOneLine.slice(0, 37)}...)`)).toBe(true)
    const address = `http://example.com/${"a".repeat(100)}`
    const [linkProblem] = richTextProblems(`[x](${address})`)
    expect(linkProblem.endsWith(`(now "${address.slice(0, 57)}...")`)).toBe(true)
  })

  it("reads a link as a browser does: spaces around it trimmed, its scheme in any case", () => {
    expect(richTextProblems("[x](<  /known  >) [y](HTTPS://example.com) [z](Tel:+441234567890)", ["/known"])).toEqual(
      []
    )
  })

  it("quotes what it refuses on one line, trimmed, and whole up to the limit", () => {
    expect(richTextProblems("[x](<  ftp://a  \t b  >)")).toEqual([expect.stringMatching(/\(now "ftp:\/\/a b"\)$/)])
    const sixty = `ftp://example.com/${"a".repeat(60 - "ftp://example.com/".length)}`
    expect(richTextProblems(`[x](${sixty})`)).toEqual([expect.stringMatching(new RegExp(`\\(now "${sixty}"\\)$`))])
  })

  it("names a picture given by reference by its address, the first definition of the name winning", () => {
    expect(
      richTextProblems("![a][p]\n\n[p]: https://example.com/first.png\n[p]: https://example.com/second.png")
    ).toEqual([expect.stringMatching(/\(now "https:\/\/example\.com\/first\.png"\)$/)])
  })

  it("refuses links to other sites written as paths", () => {
    expect(richTextProblems("[x](//evil.example) [y](/\\evil.example) [z](</\t/evil.example>)")).toHaveLength(3)
    expect(richTextProblems("[x](page.html)")).toEqual([expect.stringMatching(LINK_PROBLEM)])
  })
})

describe("countWords", () => {
  it("counts what a reader reads: text, code and table cells, not addresses or Markdown's syntax", () => {
    expect(countWords("[two words](https://example.com/a-b-c)")).toBe(2)
    expect(countWords("# One\n\n**two** *three* `four` ~~five~~\n\n- six\n- seven")).toBe(7)
    expect(countWords("| a | b |\n| --- | --- |\n| c | d |")).toBe(4)
    expect(countWords("**in**side one word")).toBe(3)
    expect(countWords("![a picture](https://example.com/p.png) <!-- a note --> text")).toBe(1)
    expect(countWords("")).toBe(0)
  })

  it.each([
    ["a heading", "## un**believ**able"],
    ["a table cell", "| un**believ**able |\n| - |"],
    ["emphasis", "*un**believ**able*"],
    ["strong text", "**un*believ*able**"],
    ["struck text", "~~un*believ*able~~"],
    ["a link", "[un*believ*able](/x)"],
    ["a link by reference", "[un*believ*able][r]\n\n[r]: /x"],
  ])("counts a word formatted in parts inside %s once", (_where, markdown) => {
    expect(countWords(markdown)).toBe(1)
  })

  it("counts the words of a code block, on each side of a line break, and none in punctuation alone", () => {
    expect(countWords("```\nsome code here\n```")).toBe(3)
    expect(countWords("one  \ntwo")).toBe(2)
    expect(countWords("one \u2014 two - three")).toBe(3)
  })
})

describe("readingMinutes", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ")

  it("rounds up the minutes at 238 words a minute, at least 1", () => {
    expect(WORDS_PER_MINUTE).toBe(238)
    expect(readingMinutes("")).toBe(1)
    expect(readingMinutes(words(5))).toBe(1)
    for (const n of [238, 239, 1000]) expect(readingMinutes(words(n))).toBe(Math.ceil(n / 238))
  })
})

describe("rememberRichText", () => {
  const texts = [
    "# A\n\nSome [link](/) and <b>html</b>.",
    "| a | b |\n| - | - |\n| 1 | 2 |",
    "![x](https://x.example/p.png)",
  ]

  /** The module loaded afresh, with the texts remark parses counted; `remember` as a build asks. */
  async function loadCountingParses(remember: boolean) {
    const parsed: string[] = []
    let loaded: typeof import("../../../../plugins/content-model/rich-text") | undefined
    await jest.isolateModulesAsync(async () => {
      jest.doMock("remark-parse", () => {
        const remarkParse = jest.requireActual("remark-parse").default
        return {
          __esModule: true,
          default: function countingParse(this: { parser: (document: string) => unknown }, ...options: unknown[]) {
            remarkParse.apply(this, options)
            const parser = this.parser
            this.parser = (document: string) => {
              parsed.push(document)
              return parser(document)
            }
          },
        }
      })
      loaded = await import("../../../../plugins/content-model/rich-text")
    })
    if (remember) loaded!.rememberRichText()
    return { richText: loaded!, parsed }
  }
  type Readers = Pick<
    typeof import("../../../../plugins/content-model/rich-text"),
    "renderRichText" | "countWords" | "richTextProblems"
  >
  const readEveryWay = (richText: Readers) =>
    texts.map(text => [
      richText.renderRichText(text),
      richText.countWords(text),
      richText.richTextProblems(text, ["/"]),
    ])

  afterEach(() => jest.dontMock("remark-parse"))

  it("parses each text once however often its HTML, words and problems are read, and gives what a fresh analysis gives", async () => {
    const fresh = readEveryWay({ renderRichText, countWords, richTextProblems })
    const { richText, parsed } = await loadCountingParses(true)
    expect(readEveryWay(richText)).toEqual(fresh)
    expect(readEveryWay(richText)).toEqual(fresh)
    expect(parsed).toEqual(texts)
  })

  it("is off unless asked for: the content manager, which reads a text at every keystroke, keeps none", async () => {
    const { richText, parsed } = await loadCountingParses(false)
    readEveryWay(richText)
    readEveryWay(richText)
    expect(parsed).toHaveLength(texts.length * 3 * 2)
  })

  it("keeps analyses made elsewhere (worker threads) as its own, without parsing those texts again", async () => {
    const { richText, parsed } = await loadCountingParses(false)
    richText.rememberAnalyses(texts.map(text => [text, richText.analyseRichText(text)] as const))
    parsed.length = 0
    expect(readEveryWay(richText)).toEqual(readEveryWay({ renderRichText, countWords, richTextProblems }))
    expect(parsed).toEqual([])
  })
})
