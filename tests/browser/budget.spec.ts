import type { Page, Request } from "@playwright/test"
import {
  test,
  expect,
  INDEXED_PAGES,
  ROUTES,
  PAGES_WITH_SCRIPTS,
  CALCULATOR_PAGES,
  VISITED_PAGES,
  waitForHydration,
  type PageWatch,
} from "./fixtures"
import { BUDGET, textBytes, transferSize, type FileTransfer } from "../../tools/transfer-size"
import { publicPages } from "../../tools/host-answers"
import { SEARCH_PATH } from "../../src/lib/page-paths"
import { pageModuleFile } from "../../plugins/page-modules/names"
import { content } from "../../tools/content"
import { commonestWord } from "./search-fixtures"

/** The search the budget is checked on: the word of the most pages, which reads a whole page of fragments. */
const SEARCHED_WORD = commonestWord()?.word ?? content.search.heading

/** What the first load of a page fetches, each file's brotli size as the host sends it. */
async function firstLoad(page: Page, watched: PageWatch, urlPath: string): Promise<FileTransfer[]> {
  await page.goto(urlPath)
  await waitForHydration(page)
  await page.waitForLoadState("networkidle")
  const files = [...new Set(watched.requests.map(request => new URL(request.url()).pathname))].map(path =>
    transferSize("public", path)
  )
  const report = files.map(file => `${String(file.brotli).padStart(7)} B  ${file.path}`).join("\n")
  console.log(`${urlPath} first load (brotli):\n${report}`)
  return files
}
const sum = (list: FileTransfer[]) => list.reduce((total, file) => total + file.brotli, 0)

/**
 * The published pages loaded here: every one outside the content's kinds (the home, thank-you and 404 pages),
 * and of the content's, those that show every case it has (VISITED_PAGES). That every other page holds no
 * script is read from its HTML (published-output.spec.ts).
 */
const LOADED_PAGES = [
  ...publicPages("public").filter(urlPath => VISITED_PAGES.includes(urlPath) || !INDEXED_PAGES.includes(urlPath)),
  ROUTES.notFound,
]

test.describe("performance budget of the public pages", () => {
  for (const urlPath of LOADED_PAGES) {
    // A calculator's or a plan's page and the search page are held to their own budgets below.
    if (CALCULATOR_PAGES.includes(urlPath) || urlPath === SEARCH_PATH) continue
    if (PAGES_WITH_SCRIPTS.includes(urlPath)) {
      test(`${urlPath}: at most ${BUDGET.scriptBytes / 1000} KB of JavaScript on its first load, whatever the content`, async ({
        page,
        watched,
      }) => {
        const scripts = (await firstLoad(page, watched, urlPath)).filter(file => file.path.endsWith(".js"))
        expect(sum(scripts)).toBeLessThanOrEqual(BUDGET.scriptBytes)
      })
    } else {
      test(`${urlPath}: nothing on it responds to a visitor, so it requests no JavaScript and no page data at all, whatever the content`, async ({
        page,
        watched,
      }) => {
        await page.goto(urlPath)
        await page.waitForLoadState("networkidle")
        const requested = watched.requests.map(request => new URL(request.url()).pathname)
        expect(requested.length).toBeGreaterThan(0)
        expect(requested.filter(path => /\.js$|^\/page-data\/|app-data\.json$/.test(path))).toEqual([])
      })
    }
  }
})

test.describe("performance budget of the search page", () => {
  test(`a first search transfers at most ${BUDGET.searchBytes / 1000} KB in all, from the page's HTML to the index's last fragment, and no other script than its own`, async ({
    page,
    watched,
  }) => {
    // The word of the most pages: the most fragments a first search reads (a page of results).
    await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent(SEARCHED_WORD)}`)
    // Once the search has ended (the page's data-state), not while it is under way.
    await expect(page.locator("#site-search")).toHaveAttribute("data-state", /^(done|failed)$/)
    await page.waitForLoadState("networkidle")
    const files = [...new Set(watched.requests.map(request => new URL(request.url()).pathname))].map(path =>
      transferSize("public", path)
    )
    console.log(
      `${SEARCH_PATH}?q=${SEARCHED_WORD} (brotli):\n${files.map(file => `${String(file.brotli).padStart(7)} B  ${file.path}`).join("\n")}\n${String(sum(files)).padStart(7)} B in all`
    )
    expect(
      files.filter(file => file.path.endsWith(".js")).map(file => pageModuleFile("search").test(file.path.slice(1)))
    ).toEqual([true])
    expect(sum(files)).toBeLessThanOrEqual(BUDGET.searchBytes)
  })
})

test.describe("performance budget of a calculator's page and a plan's", () => {
  test.skip(CALCULATOR_PAGES.length === 0, "this content has no calculator and no plan")

  test(`its first load ships the calculators' module only: at most ${BUDGET.calculatorScriptBytes / 1000} KB, and less than the home page's JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    // Each page in a browser of its own: nothing it loads comes from another page's cache.
    const scriptsOf = async (urlPath: string) => {
      const context = await browser.newContext({ baseURL })
      try {
        const page = await context.newPage()
        const requests: Request[] = []
        page.on("request", request => requests.push(request))
        const files = await firstLoad(page, { problems: [], requests }, urlPath)
        return files.filter(file => file.path.endsWith(".js"))
      } finally {
        await context.close()
      }
    }
    const home = sum(await scriptsOf(ROUTES.home))
    for (const urlPath of CALCULATOR_PAGES) {
      const scripts = await scriptsOf(urlPath)
      // One script, the calculators' module: neither React nor Gatsby's runtime (src/page-modules/calculator.ts).
      expect(
        scripts.map(file => pageModuleFile("calculator").test(file.path.slice(1))),
        urlPath
      ).toEqual([true])
      expect(sum(scripts), urlPath).toBeLessThanOrEqual(BUDGET.calculatorScriptBytes)
      expect(sum(scripts), urlPath).toBeLessThanOrEqual(home)
    }
  })
})

test.describe("performance budget of the home page", () => {
  test(`first load beyond its JavaScript: at most ${BUDGET.markupBytes / 1000} KB of markup and ${BUDGET.textCopies} times what its texts weigh, whatever the content`, async ({
    page,
    watched,
  }) => {
    // Its JavaScript has its own line above. The texts are the editors': a longer text costs what it weighs.
    const rest = (await firstLoad(page, watched, ROUTES.home)).filter(file => !file.path.endsWith(".js"))
    const texts = textBytes("public", ROUTES.home)
    console.log(`${ROUTES.home}: ${sum(rest)} B beyond its JavaScript, texts ${texts} B`)
    expect(texts).toBeGreaterThan(0)
    expect(sum(rest)).toBeLessThanOrEqual(BUDGET.markupBytes + BUDGET.textCopies * texts)
  })

  test("nothing blocks rendering but the HTML: no stylesheet links, no synchronous scripts, no web fonts", async ({
    page,
    watched,
  }) => {
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    const html = await (await page.request.get(ROUTES.home)).text()
    const blocking = await page.evaluate(source => {
      const doc = new DOMParser().parseFromString(source, "text/html")
      return [
        ...doc.querySelectorAll('link[rel="stylesheet"], link[rel="preload"][as="font"]'),
        ...doc.querySelectorAll("script[src]:not([async]):not([defer]):not([type='module'])"),
      ].map(element => element.outerHTML)
    }, html)
    expect(blocking).toEqual([])
    expect(watched.requests.filter(request => ["font", "stylesheet"].includes(request.resourceType()))).toEqual([])
  })

  for (const width of [360, 1280]) {
    test(`no layout shift while the page loads and hydrates at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.addInitScript(() => {
        const shifts: number[] = []
        Object.assign(window, { __shifts: shifts })
        new PerformanceObserver(list => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
        }).observe({ type: "layout-shift", buffered: true })
      })
      await page.goto(ROUTES.home)
      await waitForHydration(page)
      // Two frames after hydration: whatever the page's scripts changed has been laid out and observed.
      await page.evaluate(() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))))
      expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([])
    })
  }
})
