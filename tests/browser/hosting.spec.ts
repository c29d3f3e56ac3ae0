import { SEARCH_PATH } from "../../src/lib/page-paths"
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { parseAllHeaders, type Header } from "@netlify/headers-parser"
import { content } from "../../tools/content"
import { renderShareImage } from "../../plugins/share-image/share-image"
import { SHARE_IMAGE } from "../../src/components/seo/site-assets"
import { publicPages } from "../../tools/host-answers"
import { EVERY_KIND, HOME_PAGE } from "../../plugins/content-model/content-kinds"
import {
  test,
  expect,
  SITE_URL,
  INDEXED_PAGES,
  VISITED_PAGES,
  ROUTES,
  SEND_TIMEOUT,
  contactForm,
  fillContactForm,
  notice,
  waitForHydration,
  PAGES_WITH_SCRIPTS,
  CALCULATOR_PAGES,
} from "./fixtures"

const PUBLIC = "public"
/** The built pages' files: every page a visitor can land on (the service pages too), and the 404 page. */
const BUILT_PAGES = [
  ...publicPages(PUBLIC).map(urlPath => (urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`)),
  "404.html",
]

async function declaredRules(): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(PUBLIC, "_headers")],
    configHeaders: undefined,
    minimal: false,
  })
  expect(errors).toEqual([])
  return headers.filter((rule): rule is Header => "forRegExp" in rule)
}

/** Paths no file answers: the host serves 404.html for them, under /admin/ too. */
const UNKNOWN_PATHS = [
  "/an/unknown/path",
  "/team/no-such-person",
  "/insights/category/no-such-category",
  "/admin/no-such-file",
  "/administrator",
  "/static/missing.png",
  "/page-data/missing",
]

/** The hashes of a document's inline scripts (JSON-LD is data, not a script), as a policy names them. */
function inlineHashesOf(document: string): string[] {
  return [...document.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    match => `'sha256-${createHash("sha256").update(match[1]).digest("base64")}'`
  )
}

/** The HTML a served path answers with, if it is a page. */
function servedDocument(servedPath: string): string | undefined {
  for (const candidate of [servedPath, `${servedPath}/index.html`, `${servedPath}.html`]) {
    const file = path.join(PUBLIC, candidate)
    if (candidate.endsWith(".html") && fs.existsSync(file) && fs.statSync(file).isFile())
      return fs.readFileSync(file, "utf8")
  }
  return undefined
}

/** The URL path of every file in public/ (index.html files by their folder, as the host serves them). */
function servedPaths(): string[] {
  return (fs.readdirSync(PUBLIC, { recursive: true }) as string[])
    .filter(file => fs.statSync(path.join(PUBLIC, file)).isFile() && !file.startsWith("_"))
    .map(file => `/${file}`.replace(/\/index\.html$/, "/").replace(/(.)\/$/, "$1"))
}

test.describe("declared headers (public/_headers, read with Netlify's parser)", () => {
  test("every file gets the security headers, and no header is set by two rules for any path", async () => {
    const rules = await declaredRules()
    const required = ["strict-transport-security", "x-content-type-options", "referrer-policy", "permissions-policy"]
    // One expectation for all the paths, each path's problems named: as many paths as the content has files.
    const problems = [...servedPaths(), ...UNKNOWN_PATHS].flatMap(servedPath => {
      const matching = rules.filter(rule => rule.forRegExp.test(servedPath))
      const names = matching.flatMap(rule => Object.keys(rule.values).map(name => name.toLowerCase()))
      return [
        ...names.filter((name, index) => names.indexOf(name) !== index).map(name => `${servedPath}: ${name} twice`),
        ...required.filter(name => !names.includes(name)).map(name => `${servedPath}: no ${name}`),
      ]
    })
    expect(problems).toEqual([])
  })

  test("every document's policies allow its own inline scripts and no other: one in a header for a page (the admin's, with 'unsafe-eval', under /admin/ only), the 404 page's own in the page", async () => {
    const rules = await declaredRules()
    const notFoundPage = fs.readFileSync(path.join(PUBLIC, "404.html"), "utf8")
    const files = new Set(servedPaths())
    const scriptSources = (policy: string) =>
      policy
        .split("; ")
        .find(directive => directive.startsWith("script-src "))!
        .split(" ")
        .slice(1)
    for (const servedPath of [...files, ...UNKNOWN_PATHS]) {
      // What the host sends for the path: its file, or the 404 page for an unknown path.
      const document = files.has(servedPath) ? servedDocument(servedPath) : notFoundPage
      if (document === undefined) continue
      const headerPolicies = rules
        .filter(rule => rule.forRegExp.test(servedPath))
        .flatMap(rule =>
          Object.entries(rule.values)
            .filter(([name]) => name.toLowerCase() === "content-security-policy")
            .map(([, value]) => value)
        )
      const metaPolicies = [...document.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)].map(
        match => match[1]
      )
      expect({ servedPath, header: headerPolicies.length <= 1, meta: metaPolicies.length <= 1 }).toEqual({
        servedPath,
        header: true,
        meta: true,
      })
      const policies = [...headerPolicies, ...metaPolicies]
      expect({ servedPath, policies: policies.length > 0 }).toEqual({ servedPath, policies: true })
      const underAdmin = /^\/admin(\/|$)/.test(servedPath) && files.has(servedPath)
      if (underAdmin) {
        expect({ servedPath, unsafeEval: policies.every(policy => policy.includes("'unsafe-eval'")) }).toEqual({
          servedPath,
          unsafeEval: true,
        })
        continue
      }
      // Each policy allows exactly the document's inline scripts, by their hashes; or no script at all. A rule
      // shared by a kind's pages (`/team/:page`) also allows the 404 page's report, which the host sends at an
      // unknown address there: a script none of those pages has.
      const sharedByKind = rules.some(
        rule => rule.forRegExp.test(servedPath) && rule.for.includes(":") && "Content-Security-Policy" in rule.values
      )
      const inlineHashes = [
        ...inlineHashesOf(document),
        ...(sharedByKind && files.has(servedPath) ? inlineHashesOf(notFoundPage) : []),
      ]
      // A page loads script files by element, or by the loader that starts them after the first paint.
      const scripted =
        PAGES_WITH_SCRIPTS.includes(servedPath.replace(/\.html$/, "")) || /<script[^>]*\ssrc=/.test(document)
      for (const policy of policies) {
        const sources = scriptSources(policy)
        expect({ servedPath, unsafe: sources.filter(source => source.startsWith("'unsafe-")) }).toEqual({
          servedPath,
          unsafe: [],
        })
        // 'self', for the script files a page loads, only on a page that loads some.
        expect({ servedPath, self: sources.includes("'self'") }).toEqual({ servedPath, self: scripted })
        // WebAssembly, for Pagefind, on the search page only (plugins/site-search).
        const searchPage = servedPath.replace(/\.html$/, "") === SEARCH_PATH
        expect({ servedPath, wasm: sources.includes("'wasm-unsafe-eval'") }).toEqual({ servedPath, wasm: searchPage })
        const allowed = ["'none'", "'self'", "'wasm-unsafe-eval'"]
        expect({ servedPath, allows: sources.filter(source => !allowed.includes(source)).sort() }).toEqual({
          servedPath,
          allows: [...new Set(inlineHashes)].sort(),
        })
      }
    }
  })

  test("public/_headers: no rule for one page of a kind's space without scripts, at most 100 rules, each line under 2,000 characters; public/_redirects within the hosts' limits", () => {
    // Cloudflare Pages reads at most 100 header rules, 2,000 characters a line, and 2,000 static and 100
    // dynamic redirects of at most 1,000 characters each, the static first (its _headers and _redirects
    // limits); Netlify documents none as low. The rules grow with the pages at the top of the site and the
    // pages with scripts, never with the entries of a kind's space without scripts: those share a pattern.
    const headers = fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8").split("\n")
    const rules = headers.filter(line => line.startsWith("/"))
    const sharedSpaces = EVERY_KIND.filter(
      kind =>
        kind.basePath !== HOME_PAGE &&
        ![...PAGES_WITH_SCRIPTS, ...CALCULATOR_PAGES].some(page => page.startsWith(kind.basePath))
    ).map(kind => kind.basePath)
    expect(rules.filter(rule => sharedSpaces.some(space => rule.startsWith(space) && !rule.includes(":")))).toEqual([])
    expect(rules.length).toBeLessThanOrEqual(100)
    expect(Math.max(...headers.map(line => line.length))).toBeLessThan(2000)
    const redirects = fs
      .readFileSync(path.join(PUBLIC, "_redirects"), "utf8")
      .split("\n")
      .filter(line => line.startsWith("/"))
    const dynamic = redirects.filter(line => /[*:]/.test(line.split(/\s+/)[0]))
    expect(redirects.length - dynamic.length).toBeLessThanOrEqual(2000)
    expect(dynamic.length).toBeLessThanOrEqual(100)
    expect(redirects.filter(line => line.length > 1000)).toEqual([])
    // Cloudflare counts every rule after the first dynamic one as dynamic.
    expect(redirects.slice(redirects.length - dynamic.length)).toEqual(dynamic)
  })

  test("pages, page data and app data are checked on every visit (no rule: the host's default); hashed scripts and /static/ are kept a year", async () => {
    const rules = await declaredRules()
    const cacheControl = (servedPath: string) =>
      rules
        .filter(rule => rule.forRegExp.test(servedPath))
        .map(rule => rule.values["Cache-Control"])
        .find(Boolean)
    for (const revalidating of [
      ...INDEXED_PAGES,
      "/404.html",
      "/page-data/index/page-data.json",
      "/page-data/app-data.json",
    ]) {
      expect({ revalidating, value: cacheControl(revalidating) }).toEqual({ revalidating, value: undefined })
    }
    // The scripts of this build, as its pages name them: their script elements and the chunk map Gatsby
    // inlines (window.___chunkMapping). webpack.stats.json is not published.
    const hashedScripts = [
      ...new Set(
        BUILT_PAGES.flatMap(file =>
          [...fs.readFileSync(path.join(PUBLIC, file), "utf8").matchAll(/(\/[\w~-]+-[0-9a-f]{20}\.js)\b/g)].map(
            match => match[1]
          )
        )
      ),
    ]
    expect(hashedScripts.length).toBeGreaterThan(3)
    const pictures = servedPaths().filter(servedPath => servedPath.startsWith("/static/"))
    for (const kept of [...hashedScripts, ...pictures]) {
      expect({ kept, value: cacheControl(kept) }).toEqual({ kept, value: "public, max-age=31536000, immutable" })
    }
  })

  test("the home page's policy allows exactly its inline scripts, the 404 page's its report of the missing path", async () => {
    const rules = await declaredRules()
    const csp = rules.find(rule => rule.for === "/")!.values["Content-Security-Policy"]
    const scriptSrc = csp.split("; ").find(directive => directive.startsWith("script-src "))!
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/)
    const inlineOf = (file: string) => inlineHashesOf(fs.readFileSync(path.join(PUBLIC, file), "utf8"))
    // At least the home page's loader of its scripts.
    expect(inlineOf("index.html").length).toBeGreaterThan(0)
    expect(scriptSrc.split(" ").slice(2).sort()).toEqual([...new Set(inlineOf("index.html"))].sort())
    const notFoundLog = /<script id="not-found-log">([\s\S]*?)<\/script>/.exec(
      fs.readFileSync(path.join(PUBLIC, "404.html"), "utf8")
    )
    expect(notFoundLog).not.toBeNull()
    expect(inlineOf("404.html")).toContain(`'sha256-${createHash("sha256").update(notFoundLog![1]).digest("base64")}'`)
  })
})

test.describe("served headers and the site under its CSP", () => {
  // Every page's declared policy is checked above, from public/; here, the pages that show every case, as served.
  for (const route of [...VISITED_PAGES, ROUTES.notFound]) {
    test(`${route} is served with the declared security headers and works under the CSP`, async ({ page, watched }) => {
      const response = await page.goto(route)
      const headers = response!.headers()
      // Unknown paths get the 404 page, whose policy is in the page itself (see adapters/static-host).
      const metaPolicy = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .evaluateAll(metas => metas[0]?.getAttribute("content"))
      const policies = [headers["content-security-policy"], metaPolicy].filter(Boolean)
      expect(policies).toHaveLength(1)
      // A page with Gatsby's scripts allows its own inline ones (by hash); a calculator's, its module from the
      // site only; a page without, none (the 404 page, its report).
      expect(policies[0]).toMatch(
        PAGES_WITH_SCRIPTS.includes(route)
          ? /script-src 'self' 'sha256-/
          : CALCULATOR_PAGES.includes(route)
            ? /script-src 'self';/
            : /script-src ('none'|'sha256-[^']+');/
      )
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}; includeSubDomains/)
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
      expect(headers["permissions-policy"]).toContain("camera=()")
      await waitForHydration(page)
      expect(watched.problems.filter(problem => /CSP|Content Security Policy|Refused to/i.test(problem))).toEqual([])
    })
  }

  test("the contact form works under the CSP, notices included", async ({ page, watched }) => {
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    await fillContactForm(page)
    await contactForm(page).send.click()
    await expect(notice(page, "success")).toBeVisible({ timeout: SEND_TIMEOUT })
    expect(watched.problems).toEqual([])
  })
})

test.describe("search and sharing files", () => {
  test("robots.txt, written from siteUrl, keeps crawlers out of /admin/ and points at the sitemap, which lists / and /financial-advisory and never the 404 page", async ({
    request,
  }) => {
    const siteUrl = SITE_URL
    // Written by the build from siteUrl (plugins/robots-txt): the content manager stays out of search.
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`)
    expect(robots.split("\n")).toContain("Disallow: /admin/")
    const index = await (await request.get("/sitemap-index.xml")).text()
    expect(index).toContain(`${siteUrl}/sitemap-0.xml`)
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => match[1]).sort()
    // The home page and every live service page: neither the thank-you nor the 404 page, nor a retired page.
    expect(urls).toEqual(INDEXED_PAGES.map(route => `${siteUrl}${route}`).sort())
  })

  test("the share image is the one the content the site was built from gives: firm name and headline (plugins/share-image)", async ({
    request,
  }) => {
    const published = await (await request.get(SHARE_IMAGE.path)).body()
    const expected = await renderShareImage(
      {
        firmName: content.site.firmName,
        headline: content.home.hero.headline,
        subline: content.home.hero.subline,
      },
      { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height },
      fs.readFileSync(path.join("static", "favicon.svg"), "utf8")
    )
    expect(published.equals(expected)).toBe(true)
  })
})
