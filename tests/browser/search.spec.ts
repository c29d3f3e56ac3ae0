import fs from "fs"
import path from "path"
import zlib from "zlib"
import { JSDOM } from "jsdom"
import type { Page } from "@playwright/test"
import { test, expect, ARTICLES, PEOPLE, SITE_URL, fileOfPage } from "./fixtures"
import { commonestWord, indexed, rarestWordOf } from "./search-fixtures"
import { content, contentPages } from "../../tools/content"
import { CONTENT_KINDS, type KindName } from "../../plugins/content-model/content-kinds"
import { entryPath } from "../../plugins/content-model/content-entries"
import { SEARCH_PATH } from "../../src/lib/page-paths"
import { formatDate } from "../../src/lib/format-date"
import { resultAnnouncement } from "../../src/search/search-text"
import { INDEX_FOLDER, RESULTS_AT_A_TIME } from "../../src/search/names"

/**
 * The site's search, as a visitor uses it: /search?q=… runs the search on the Pagefind index the build made
 * of every live entry's page (plugins/site-search), and shows each result with its kind, its title as a link,
 * an article's date and the excerpt, their number announced politely. Every word comes from data/search.json;
 * the words searched for come from the published pages themselves.
 */
const texts = content.search
/** What a result of the kind says it is: the kind's words in data/entry-pages.json. */
const kindName = (kind: KindName) =>
  (content.entryPages as unknown as Record<string, { searchLabel: string }>)[CONTENT_KINDS[kind].textsKey].searchLabel

/** Runs a search from the page's address and waits for its announcement; then shows every result ("more"). */
async function search(page: Page, params: Record<string, string>): Promise<{ paths: string[]; announced: string }> {
  await page.goto(`${SEARCH_PATH}?${new URLSearchParams(params)}`)
  const status = page.getByRole("status")
  // Once the search has ended (the page's data-state): an empty status, then "Searching…", come before.
  await expect(page.locator("#site-search")).toHaveAttribute("data-state", /^(done|failed|prompt)$/)
  const more = page.getByRole("button", { name: texts.results.more, exact: true })
  const results = page.locator("#site-search ol > li")
  while (await more.isVisible()) {
    const before = await results.count()
    await more.click()
    await expect(results).not.toHaveCount(before)
  }
  const paths = await results.locator("h2 a").evaluateAll(links => links.map(link => link.getAttribute("href")!))
  return { paths, announced: (await status.textContent()) ?? "" }
}

test.describe("the search page", () => {
  test.skip(indexed.length === 0, "this content has no page to find")

  test("finds an article by a word of its text, and shows it with its kind, title, date and the word marked", async ({
    page,
  }) => {
    test.skip(ARTICLES.length === 0, "this content has no live article")
    const article = ARTICLES[0]
    const word = rarestWordOf(entryPath(article))
    const { paths, announced } = await search(page, { q: word })
    expect(paths).toContain(entryPath(article))
    expect(announced).toBe(resultAnnouncement(texts.results, paths.length, word, content.site.language))
    const result = page.locator("#site-search ol > li").filter({ has: page.locator(`a[href="${entryPath(article)}"]`) })
    await expect(result.getByRole("heading", { level: 2 })).toHaveText(article.title)
    await expect(result).toContainText(kindName(CONTENT_KINDS.article.name))
    await expect(result).toContainText(formatDate(article.published, content.site.language))
    await expect(result.locator("mark").first()).toBeVisible()
  })

  test("finds a person by their name, and keeps to the kind of page chosen", async ({ page }) => {
    test.skip(PEOPLE.length === 0, "this content has no live person")
    const person = PEOPLE[0]
    const all = await search(page, { q: person.name })
    expect(all.paths).toContain(person.path)
    // Without words, the kind lists every live person.
    const everyone = await search(page, { kind: CONTENT_KINDS.person.name })
    expect(new Set(everyone.paths)).toEqual(new Set(PEOPLE.map(entry => entry.path)))
    const people = await search(page, { q: person.name, kind: CONTENT_KINDS.person.name })
    expect(people.paths).toContain(person.path)
    expect(people.paths.filter(found => !found.startsWith(CONTENT_KINDS.person.basePath))).toEqual([])
    await expect(page.getByRole("combobox", { name: texts.form.kindFilter })).toHaveValue(CONTENT_KINDS.person.name)
    for (const about of await page.locator("#site-search ol > li > p:first-child").allTextContents())
      expect(about).toBe(kindName(CONTENT_KINDS.person.name))
  })

  test("keeps to the category chosen, newest first without words", async ({ page }) => {
    const category = ARTICLES[0]?.category
    test.skip(!category, "this content has no live article")
    const inCategory = ARTICLES.filter(article => article.category === category)
    const { paths } = await search(page, { category })
    expect(new Set(paths)).toEqual(new Set(inCategory.map(entryPath)))
    const dates = paths.map(found => ARTICLES.find(article => entryPath(article) === found)!.published)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  test("shows results a few at a time; the next ones on request, with the focus on the first of them", async ({
    page,
  }) => {
    // The word most pages have: there are more results than the page shows at first, where the content has them.
    const common = commonestWord()
    test.skip(!common || common.pages <= RESULTS_AT_A_TIME, `no word is on more than ${RESULTS_AT_A_TIME} pages`)
    await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent(common!.word)}`)
    const results = page.locator("#site-search ol > li")
    await expect(results).toHaveCount(RESULTS_AT_A_TIME)
    await page.getByRole("button", { name: texts.results.more, exact: true }).click()
    await expect(results).not.toHaveCount(RESULTS_AT_A_TIME)
    await expect(results.nth(RESULTS_AT_A_TIME).locator("h2 a")).toBeFocused()
  })

  test('shows the next results once for each of two quick clicks on "more", in order', async ({ page }) => {
    const common = commonestWord()
    test.skip(!common || common.pages <= RESULTS_AT_A_TIME, `no word is on more than ${RESULTS_AT_A_TIME} pages`)
    const every = (await search(page, { q: common!.word })).paths
    // The index's fragments (a result's data each) held back once the first results are shown, so that the
    // second click comes while the first one's are on their way. The route goes on before the page opens.
    let held = Promise.resolve()
    let release = () => {}
    await page.route(`**/${INDEX_FOLDER}/fragment/**`, async route => {
      await held
      await route.continue()
    })
    await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent(common!.word)}`)
    const results = page.locator("#site-search ol > li")
    await expect(results).toHaveCount(RESULTS_AT_A_TIME)
    held = new Promise<void>(resolve => (release = resolve))
    const more = page.getByRole("button", { name: texts.results.more, exact: true })
    await more.click()
    await more.click()
    release()
    await expect(results).toHaveCount(Math.min(every.length, 3 * RESULTS_AT_A_TIME))
    expect(await results.locator("h2 a").evaluateAll(links => links.map(link => link.getAttribute("href")!))).toEqual(
      every.slice(0, 3 * RESULTS_AT_A_TIME)
    )
  })

  test("indexes each live entry's page once, its main content only: not the header and footer around it", () => {
    // The index's fragments, one a page: gzip'd JSON after Pagefind's signature (pagefind_dcd).
    const folder = path.join("public", INDEX_FOLDER, "fragment")
    const fragments = fs.readdirSync(folder).map(
      file =>
        JSON.parse(
          zlib
            .gunzipSync(fs.readFileSync(path.join(folder, file)))
            .toString("utf8")
            .replace(/^pagefind_dcd/, "")
        ) as { url: string; content: string; filters: { kind?: string[] } }
    )
    expect(fragments.map(fragment => fragment.url).sort()).toEqual(indexed.map(page => page.path).sort())
    for (const fragment of fragments) {
      const document = new JSDOM(fs.readFileSync(path.join("public", fileOfPage(fragment.url)), "utf8")).window.document
      const textOf = (selector: string) => (document.querySelector(selector)?.textContent ?? "").replace(/\s+/g, " ")
      // The longest line of the footer, and the firm's name in the header, are no text of the page's own.
      const footerLine = [...document.querySelectorAll("footer p, footer li")]
        .map(element => (element.textContent ?? "").replace(/\s+/g, " ").trim())
        .filter(line => !textOf("main").includes(line))
        .sort((a, b) => b.length - a.length)[0]
      expect({ url: fragment.url, heading: fragment.content.includes(textOf("main h1").trim()) }).toEqual({
        url: fragment.url,
        heading: true,
      })
      if (footerLine)
        expect({ url: fragment.url, footer: fragment.content.includes(footerLine) }).toEqual({
          url: fragment.url,
          footer: false,
        })
      expect(fragment.filters.kind).toEqual([indexed.find(page => page.path === fragment.url)!.kind])
    }
  })

  test("prompts for words before a search, and says so while the form is empty", async ({ page }) => {
    await page.goto(SEARCH_PATH)
    await expect(page.getByRole("status")).toHaveText(texts.results.prompt)
    await expect(page.locator("main").getByRole("searchbox", { name: texts.form.label, exact: true })).toHaveValue("")
  })

  for (const hostile of ['<img src=x onerror="window.hostile=1">', '"><script>window.hostile=2</script><b x="']) {
    test(`runs nothing and loads nothing a query holds, and shows it as text: ${hostile}`, async ({
      page,
      watched,
    }) => {
      const { announced } = await search(page, { q: hostile })
      expect(await page.evaluate(() => (window as { hostile?: number }).hostile)).toBeUndefined()
      expect(watched.requests.map(request => new URL(request.url()).pathname)).not.toContain("/x")
      expect(announced).toContain(hostile)
      await expect(page.locator("main").getByRole("searchbox", { name: texts.form.label, exact: true })).toHaveValue(
        hostile
      )
      expect(await page.locator("main img, main b[x], main script:not([src])").count()).toBe(0)
      expect(watched.problems.filter(problem => !problem.startsWith("error: search failed"))).toEqual([])
    })
  }

  test("without JavaScript, says that search needs it and links to the home page and the lists", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${SEARCH_PATH}?q=tax`)
    const main = page.locator("main")
    await expect(main).toContainText(texts.withoutScript)
    const links = contentPages.filter(
      listing => !("id" in listing) && listing.path === CONTENT_KINDS[listing.kind].indexPath
    )
    const hrefs = await main
      .locator("[data-without-script] a")
      .evaluateAll(all => all.map(link => link.getAttribute("href")))
    expect(new Set(hrefs)).toEqual(new Set(["/", ...links.map(listing => listing.path)]))
    await context.close()
  })

  test("is no page for search engines: noindex, no canonical link, not in the sitemap", async ({ page, request }) => {
    await page.goto(SEARCH_PATH)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    expect(await (await request.get("/sitemap-0.xml")).text()).not.toContain(`${SITE_URL}${SEARCH_PATH}<`)
  })
})

test.describe("the header's search field", () => {
  const listed = contentPages.filter(listing => !("id" in listing))
  test.skip(listed.length === 0, "the header offers search while a list is published: this content has none")

  test("sends its words to the search page with a plain form, from a page without scripts", async ({ page }) => {
    await page.goto(listed[0].path)
    const field = page.locator("header").getByRole("searchbox", { name: texts.form.label, exact: true })
    await field.fill("tax")
    await page.locator("header").getByRole("button", { name: texts.form.submit, exact: true }).click()
    await expect(page).toHaveURL(`${SEARCH_PATH}?q=tax`)
    await expect(page.locator("main").getByRole("searchbox", { name: texts.form.label, exact: true })).toHaveValue(
      "tax"
    )
  })
})
