import fs from "fs"
import path from "path"
import { JSDOM } from "jsdom"
import { content } from "../../tools/content"
import { hostAnswer } from "../../tools/host-answers"
import { THANK_YOU_PATH } from "../../src/lib/page-paths"
import { CONTENT_KINDS } from "../../plugins/content-model/content-kinds"
import { test, expect, INDEXED_PAGES, SITE_URL, fileOfPage, pageTexts } from "./fixtures"

/**
 * Every published page, read from its HTML in public/ without a browser: as many pages as the content has,
 * at the cost of reading files, so that these checks cost the same few tests for one article or a thousand.
 * The pages that show every case the content has are also opened in Chromium (VISITED_PAGES, in
 * pages.spec.ts, quality.spec.ts, hosting.spec.ts…), and every document's Content-Security-Policy is
 * checked against its inline scripts in hosting.spec.ts.
 */
const PUBLIC = "public"

/** The pages read here: every page a visitor can find, then the thank-you and 404 pages, with their texts. */
const PAGES = [
  ...INDEXED_PAGES.map(route => ({ route, file: fileOfPage(route), indexed: true, texts: pageTexts(route) })),
  {
    route: THANK_YOU_PATH,
    file: fileOfPage(THANK_YOU_PATH),
    indexed: false,
    texts: { ...content.thankYou.seo, heading: content.thankYou.heading },
  },
  {
    route: "/",
    file: "404.html",
    indexed: false,
    texts: { ...content.notFound.seo, heading: content.notFound.heading },
  },
]

// One worker reads every page once, for all the tests of this file.
test.describe.configure({ mode: "default" })
const documents = new Map<string, Document>()
function documentOf(file: string): Document {
  let document = documents.get(file)
  if (!document) {
    document = new JSDOM(fs.readFileSync(path.join(PUBLIC, file), "utf8")).window.document
    documents.set(file, document)
  }
  return document
}

/** How many of `selector` are landmarks of the page itself: a header or footer inside a section is none. */
const landmarks = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].filter(
    element => !element.parentElement?.closest("article, aside, main, nav, section")
  ).length

const attribute = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name) ?? null

test("every page has its own title and description from its data file, the site's language, one h1 with its heading, and one header, main and footer", () => {
  for (const { file, texts } of PAGES) {
    const document = documentOf(file)
    const { title, description, heading } = texts
    expect({
      file,
      title: document.title,
      description: attribute(document, 'meta[name="description"]', "content"),
      language: document.documentElement.lang,
      h1: [...document.querySelectorAll("h1")].map(element => element.textContent),
      landmarks: [
        landmarks(document, "header"),
        document.querySelectorAll("main").length,
        landmarks(document, "footer"),
      ],
    }).toEqual({ file, title, description, language: content.site.language, h1: [heading], landmarks: [1, 1, 1] })
  }
})

test("every page names the firm and the site's locale for link previews; every page a visitor can find links its canonical address, as og:url too, share cards with the 1200×630 share image, and the firm's JSON-LD first", () => {
  const { firmName, email, areaServed, locale } = content.site
  const images = new Set<string>()
  for (const { route, file, indexed } of PAGES) {
    const document = documentOf(file)
    expect({
      file,
      siteName: attribute(document, 'meta[property="og:site_name"]', "content"),
      locale: attribute(document, 'meta[property="og:locale"]', "content"),
    }).toEqual({ file, siteName: firmName, locale })
    if (!indexed) continue
    const canonical = attribute(document, 'link[rel="canonical"]', "href")
    expect({
      file,
      canonical,
      ogUrl: attribute(document, 'meta[property="og:url"]', "content"),
      robots: document.querySelectorAll('meta[name="robots"]').length,
      ogTitle: attribute(document, 'meta[property="og:title"]', "content"),
      card: attribute(document, 'meta[name="twitter:card"]', "content"),
    }).toEqual({
      file,
      canonical: `${SITE_URL}${route}`,
      ogUrl: canonical,
      robots: 0,
      ogTitle: document.title,
      card: "summary_large_image",
    })
    images.add(new URL(attribute(document, 'meta[property="og:image"]', "content")!).pathname)
    const firm = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent) as unknown
    expect(firm, file).toMatchObject({ "@type": "Organization", name: firmName, email, areaServed })
  }
  expect(images.size).toBeGreaterThan(0)
  for (const image of images) {
    const png = fs.readFileSync(path.join(PUBLIC, image))
    expect({ image, size: [png.readUInt32BE(16), png.readUInt32BE(20)] }).toEqual({ image, size: [1200, 630] })
  }
})

test("every link, picture, icon and manifest of every page leads to a published file without a redirect, and a link to a section to an element with its id", () => {
  const site = new URL(SITE_URL)
  const problems: string[] = []
  for (const { route, file } of PAGES) {
    const document = documentOf(file)
    const addresses = [
      ...[...document.querySelectorAll("a[href], link[href]")].map(element => element.getAttribute("href")!),
      ...[...document.querySelectorAll("img[src]")].map(element => element.getAttribute("src")!),
      ...[...document.querySelectorAll("img[srcset], source[srcset]")].flatMap(element =>
        element
          .getAttribute("srcset")!
          .split(",")
          .map(candidate => candidate.trim().split(/\s+/)[0])
      ),
    ]
    for (const address of addresses) {
      if (address.startsWith("#")) {
        if (!document.getElementById(decodeURIComponent(address.slice(1))))
          problems.push(`${file}: ${address} names a section the page does not have`)
        continue
      }
      const url = new URL(address, new URL(route, site))
      if (url.origin !== site.origin) continue // mailto:, tel:, data: and other sites: nothing published here
      const answer = hostAnswer(PUBLIC, decodeURIComponent(url.pathname))
      if (answer.status !== 200) {
        problems.push(`${file}: ${address} is answered with ${JSON.stringify(answer)}`)
        continue
      }
      const section = decodeURIComponent(url.hash.slice(1))
      if (section && answer.file.endsWith(".html") && !documentOf(answer.file).getElementById(section))
        problems.push(`${file}: ${address} names a section ${answer.file} does not have`)
    }
  }
  expect(problems).toEqual([])
})

test("the articles' feed is named in the head of every page of the insights, and of no other page", () => {
  const feed = `${CONTENT_KINDS.article.basePath}${CONTENT_KINDS.article.builtFiles![0]}`
  for (const { route, file, indexed } of PAGES) {
    const ofInsights =
      indexed && (route === CONTENT_KINDS.article.indexPath || route.startsWith(CONTENT_KINDS.article.basePath))
    const named = [...documentOf(file).querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]')].map(
      link => link.getAttribute("href")
    )
    expect({ file, named }).toEqual({ file, named: ofInsights ? [feed] : [] })
  }
})

/** Lighthouse's line for a page's size: above 1,400 elements its dom-size audit fails, and layout slows. */
const MOST_ELEMENTS = 1400

test(`every page has at most ${MOST_ELEMENTS.toLocaleString("en-US")} elements, whatever the content`, () => {
  const counts = PAGES.map(({ file }) => ({ file, elements: documentOf(file).getElementsByTagName("*").length }))
  console.log(`the largest page: ${JSON.stringify(counts.reduce((a, b) => (b.elements > a.elements ? b : a)))}`)
  expect(counts.filter(({ elements }) => elements > MOST_ELEMENTS)).toEqual([])
})
