import { INDEX_FOLDER } from "../../src/search/names"
import { isPageModuleElement, pageModulesOf } from "../../plugins/page-modules/names"
import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import {
  test,
  expect,
  INDEXED_PAGES,
  PAGES_WITH_SCRIPTS,
  CALCULATOR_PAGES,
  ROUTES,
  VISITED_PAGES,
  fileOfPage,
  waitForHydration,
} from "./fixtures"
import { SEARCH_PATH, THANK_YOU_PATH } from "../../src/lib/page-paths"
import { scriptLoader } from "../../adapters/static-host/script-loading"
import { publicPages } from "../../tools/host-answers"

/**
 * public/ is what the host publishes. It must hold what the pages request, the files the host, search
 * engines and link previews read, and nothing else: no source maps (the whole original source), no build
 * records, no unused runtime. The adapter removes what Gatsby needed only while building, and what an
 * earlier build left behind (adapters/static-host/unpublished-files.ts).
 */
const PUBLIC = "public"

/** Every file in public/, as a path inside it with forward slashes. */
function publishedFiles(): string[] {
  return (fs.readdirSync(PUBLIC, { recursive: true }) as string[])
    .filter(file => fs.statSync(path.join(PUBLIC, file)).isFile())
    .map(file => file.split(path.sep).join("/"))
    .sort()
}

/** The file in public/ the host answers a URL path with (pretty URLs, as tools/host-like-server.ts serves them). */
function fileFor(urlPath: string): string | undefined {
  const stem = decodeURIComponent(urlPath).replace(/^\//, "")
  return [stem, `${stem}.html`, path.posix.join(stem, "index.html")].find(
    candidate => fs.existsSync(path.join(PUBLIC, candidate)) && fs.statSync(path.join(PUBLIC, candidate)).isFile()
  )
}

/** Where the content manager is published (plugins/content-admin). */
const ADMIN = "admin/"

/** The files in public/ a page's requests are answered with, recorded as the page makes them. */
function recordRequestedFiles(page: Page, baseURL: string): Set<string> {
  const requested = new Set<string>()
  page.on("response", response => {
    const url = new URL(response.url())
    if (url.origin !== baseURL) return
    // Unknown paths are answered with 404.html.
    const file =
      response.status() === 404 && response.request().resourceType() === "document" ? "404.html" : fileFor(url.pathname)
    if (file) requested.add(file)
  })
  return requested
}

test.describe("published output (public/)", () => {
  test("no source maps, no build statistics or chunk map, no Partytown runtime, no source map comments in scripts", () => {
    const files = publishedFiles()
    expect(
      files.filter(file =>
        /\.map$|(^|\/)webpack\.stats\.json$|(^|\/)chunk-map\.json$|^~partytown\/|^_gatsby\//.test(file)
      )
    ).toEqual([])
    const scripts = files.filter(file => file.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(3)
    expect(
      scripts.filter(file => /\/[/*][#@] sourceMappingURL=/.test(fs.readFileSync(path.join(PUBLIC, file), "utf8")))
    ).toEqual([])
  })

  test("the 404 page is published once, as 404.html, the page the host answers unknown paths with", () => {
    expect(publishedFiles().filter(file => /(^|\/)404(\/|\.html)/.test(file))).toEqual([
      "404.html",
      "page-data/404.html/page-data.json",
    ])
  })

  test("every page with a part that responds to a visitor starts its scripts after its first paint: one loader naming Gatsby's scripts and the page's own, no script element of Gatsby's left", () => {
    // The adapter rewrites Gatsby's markup (adapters/static-host/script-loading.ts): a Gatsby upgrade that
    // changes it must fail here rather than turn the loader off unnoticed.
    for (const urlPath of PAGES_WITH_SCRIPTS) {
      const file = fileFor(urlPath)!
      const html = fs.readFileSync(path.join(PUBLIC, file), "utf8")
      expect(html, file).not.toMatch(/<script\b[^>]*\bsrc=/)
      const listed = /<script>\(function\(\)\{var s=(\[[^\]]*\])/.exec(html)
      expect(listed, `${file}: the loader`).not.toBeNull()
      const scripts = JSON.parse(listed![1]) as string[]
      expect(html, file).toContain(`<script>${scriptLoader(scripts)}</script>`)
      const pagePath = /window\.pagePath="([^"]*)"/.exec(html)![1]
      const pageData = path.join(PUBLIC, "page-data", pagePath === "/" ? "index" : pagePath.slice(1), "page-data.json")
      const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, "utf8")) as { componentChunkName: string }
      expect(scripts.map(script => path.posix.basename(script)).join(" "), file).toMatch(
        new RegExp(`(^| )webpack-runtime-.* framework-.* app-.*${componentChunkName}-`)
      )
    }
  })

  test("every other page, the 404 page too, holds no script but data (JSON-LD), the 404 page's report of the missing path, and a page's own module", () => {
    const files = [...publicPages(PUBLIC).filter(urlPath => !PAGES_WITH_SCRIPTS.includes(urlPath)), ROUTES.notFound]
    expect(files.length).toBeGreaterThan(1)
    for (const urlPath of files) {
      const file = urlPath === ROUTES.notFound ? "404.html" : fileFor(urlPath)!
      const html = fs.readFileSync(path.join(PUBLIC, file), "utf8")
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(match => match[0])
      // The search page's one script, its own (plugins/site-search), on it alone, and a calculator's on each
      // calculator's page (plugins/page-modules/names.ts).
      const own = scripts.filter(isPageModuleElement)
      expect(own.flatMap(pageModulesOf), file).toEqual(
        urlPath === SEARCH_PATH ? ["search"] : CALCULATOR_PAGES.includes(urlPath) ? ["calculator"] : []
      )
      expect(
        scripts.filter(
          tag =>
            !/type="application\/ld\+json"/.test(tag) && tag !== '<script id="not-found-log">' && !own.includes(tag)
        ),
        file
      ).toEqual([])
      expect(html, file).not.toMatch(/window\.pagePath|___chunkMapping|rel="(?:preload|modulepreload|prefetch)"/)
      expect(scripts.includes('<script id="not-found-log">'), file).toBe(file === "404.html")
    }
  })

  test("every published file outside /admin/ is requested by a page, or read by the host, search engines or link previews", async ({
    page,
    baseURL,
  }) => {
    const requested = recordRequestedFiles(page, baseURL!)
    // The pages that show every case the content has, visited; every other page of the content requests its
    // HTML and what that names (read below), as these pages of the same kinds show.
    // The search page, searching: it fetches its script and its index's entry, metadata and WebAssembly.
    for (const route of [...VISITED_PAGES, ROUTES.notFound, THANK_YOU_PATH, `${SEARCH_PATH}?q=tax`]) {
      await page.goto(route)
      await waitForHydration(page)
      // Use what loads on demand: the contact form's notices load when the form is first used.
      const field = page.locator("#contact").getByRole("textbox").first()
      if (await field.count()) await field.click()
      await page.mouse.wheel(0, 20000)
      await page.waitForLoadState("networkidle")
    }
    // Not requested in these visits, but read by the host, crawlers (robots.txt names the sitemap index,
    // which names the sitemaps), browsers and link previews (the head's icons, manifest and share image,
    // and the manifest's icons).
    const readByOthers = new Set<string | undefined>(["_headers", "_redirects", "robots.txt"])
    const robots = fs.readFileSync(path.join(PUBLIC, "robots.txt"), "utf8")
    for (const match of robots.matchAll(/^Sitemap: (\S+)/gm)) {
      const index = fileFor(new URL(match[1]).pathname)!
      readByOthers.add(index)
      for (const sitemap of fs.readFileSync(path.join(PUBLIC, index), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)) {
        readByOthers.add(fileFor(new URL(sitemap[1]).pathname))
      }
    }
    for (const html of ["index.html", "404.html"]) {
      const head = fs.readFileSync(path.join(PUBLIC, html), "utf8")
      for (const match of head.matchAll(/<link\b[^>]*\brel="(?:icon|apple-touch-icon|manifest)"[^>]*\bhref="([^"]+)"/g))
        readByOthers.add(fileFor(match[1]))
      for (const match of head.matchAll(/<meta\b[^>]*\bproperty="og:image"[^>]*\bcontent="([^"]+)"/g))
        readByOthers.add(fileFor(new URL(match[1]).pathname))
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, "manifest.webmanifest"), "utf8")) as {
      icons: { src: string }[]
    }
    for (const icon of manifest.icons) readByOthers.add(fileFor(icon.src))
    for (const route of INDEXED_PAGES) {
      const html = fs.readFileSync(path.join(PUBLIC, fileOfPage(route)), "utf8")
      // A page not visited: its file, and the pictures and styles' files its HTML names.
      if (!VISITED_PAGES.includes(route)) {
        requested.add(fileOfPage(route))
        // A page with scripts also fetches its data as it starts (as the visited ones of its kind show).
        if (PAGES_WITH_SCRIPTS.includes(route)) requested.add(`page-data${route}/page-data.json`)
        for (const match of html.matchAll(/\bsrc="(\/[^"]+)"|url\((\/[^)]+)\)/g)) {
          const file = fileFor(match[1] ?? match[2])
          if (file) requested.add(file)
        }
      }
      // The sizes and formats of a photo that its <picture> offers: the browser fetches the one for its screen.
      for (const match of html.matchAll(/\bsrcset="([^"]+)"/gi))
        for (const candidate of match[1].split(",")) readByOthers.add(fileFor(candidate.trim().split(/\s+/)[0]))
      // The feed a page names in its head, which feed readers read.
      for (const match of html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*\bhref="([^"]+)"/g))
        readByOthers.add(fileFor(match[1]))
    }
    // Scripts the pages' webpack runtime loads on demand (some only in cases these visits do not reach,
    // such as Gatsby's 118-byte stub for partial hydration): the runtime names each by its content hash.
    const runtime = [...requested].find(file => /^webpack-runtime-[0-9a-f]+\.js$/.test(file))!
    const runtimeSource = fs.readFileSync(path.join(PUBLIC, runtime), "utf8")
    for (const script of publishedFiles().filter(file => !file.startsWith(ADMIN))) {
      const hash = /-([0-9a-f]{20})\.js$/.exec(script)?.[1]
      if (hash && runtimeSource.includes(`"${hash}"`)) readByOthers.add(script)
    }
    // The licence notices Terser moves out of a published script, which names its notice file.
    for (const script of [...requested].filter(file => file.endsWith(".js"))) {
      const notice = /^\/\*! For license information please see (\S+) \*\//.exec(
        fs.readFileSync(path.join(PUBLIC, script), "utf8")
      )
      if (notice) readByOthers.add(path.posix.join(path.posix.dirname(script), notice[1]))
    }

    // The page data of the pages that ship no script: no visit reads it, but the app of a page that ships
    // scripts reads it should it ever move to such a page without a reload (without it, Gatsby would show
    // its 404 page there instead).
    for (const urlPath of [
      ...publicPages(PUBLIC).filter(urlPath => !PAGES_WITH_SCRIPTS.includes(urlPath)),
      "/404.html",
    ])
      readByOthers.add(`page-data/${urlPath.slice(1)}/page-data.json`)

    // The rest of the index the search page reads as each search needs: the chunks of the words searched for,
    // the filters chosen and the fragment of each page it shows.
    const index = publishedFiles().filter(file => file.startsWith(`${INDEX_FOLDER}/`))
    expect(
      index.filter(file => !/^pagefind\/(index|fragment|filter)\//.test(file)).filter(file => !requested.has(file))
    ).toEqual([])
    for (const file of index) readByOthers.add(file)

    expect(readByOthers.has(undefined)).toBe(false)
    const unexpected = publishedFiles().filter(
      file => !file.startsWith(ADMIN) && !requested.has(file) && !readByOthers.has(file)
    )
    expect(unexpected).toEqual([])
  })
})
