import fs from "fs"
import path from "path"
import { parseAllHeaders, type Header } from "@netlify/headers-parser"
import { content } from "../../tools/content"
import { renderShareImage } from "../../plugins/share-image/share-image"
import { SHARE_IMAGE } from "../../src/components/seo/site-assets"
import { publicPages } from "../../tools/published-pages"
import {
  test,
  expect,
  SITE_URL,
  INDEXED_PAGES,
  ROUTES,
  SEND_TIMEOUT,
  contactForm,
  fillContactForm,
  notice,
  waitForHydration,
  PAGES_WITH_SCRIPTS,
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
  "/admin/no-such-file",
  "/administrator",
  "/static/missing.png",
  "/page-data/missing",
]

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
    for (const servedPath of [...servedPaths(), ...UNKNOWN_PATHS]) {
      const matching = rules.filter(rule => rule.forRegExp.test(servedPath))
      const names = matching.flatMap(rule => Object.keys(rule.values).map(name => name.toLowerCase()))
      expect({ servedPath, duplicates: names.filter((name, index) => names.indexOf(name) !== index) }).toEqual({
        servedPath,
        duplicates: [],
      })
      for (const required of [
        "strict-transport-security",
        "x-content-type-options",
        "referrer-policy",
        "permissions-policy",
      ]) {
        expect({ servedPath, has: names.includes(required) }).toEqual({ servedPath, has: true })
      }
    }
  })

  test("exactly one Content-Security-Policy applies to every path, the admin's ('unsafe-eval') under /admin/ only", async () => {
    const rules = await declaredRules()
    const notFoundPage = fs.readFileSync(path.join(PUBLIC, "404.html"), "utf8")
    const files = new Set(servedPaths())
    for (const servedPath of [...files, ...UNKNOWN_PATHS]) {
      const headerPolicies = rules
        .filter(rule => rule.forRegExp.test(servedPath))
        .flatMap(rule =>
          Object.entries(rule.values)
            .filter(([name]) => name.toLowerCase() === "content-security-policy")
            .map(([, value]) => value)
        )
      // What the host sends for the path: its file, or the 404 page for an unknown path.
      const document = files.has(servedPath) ? servedDocument(servedPath) : notFoundPage
      const metaPolicies = [
        ...(document ?? "").matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g),
      ].map(match => match[1])
      const policies = [...headerPolicies, ...metaPolicies]
      expect({ servedPath, policies: policies.length }).toEqual({ servedPath, policies: 1 })
      const underAdmin = /^\/admin(\/|$)/.test(servedPath) && files.has(servedPath)
      expect({ servedPath, unsafeEval: policies[0].includes("'unsafe-eval'") }).toEqual({
        servedPath,
        unsafeEval: underAdmin,
      })
    }
  })

  test("pages, page data and app data revalidate; hashed scripts and /static/ are immutable", async () => {
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
      expect({ revalidating, value: cacheControl(revalidating) }).toEqual({
        revalidating,
        value: "public, max-age=0, must-revalidate",
      })
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
    for (const script of [...hashedScripts, "/static/anything.png"]) {
      expect({ script, value: cacheControl(script) }).toEqual({ script, value: "public, max-age=31536000, immutable" })
    }
  })

  test("the script policy allows exactly the inline scripts of the built pages", async () => {
    const rules = await declaredRules()
    const csp = rules.find(rule => rule.for === "/")!.values["Content-Security-Policy"]
    const scriptSrc = csp.split("; ").find(directive => directive.startsWith("script-src "))!
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/)
    const inlineScripts = BUILT_PAGES.flatMap(file =>
      [
        ...fs
          .readFileSync(path.join(PUBLIC, file), "utf8")
          .matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
      ].map(match => match[1])
    )
    // Among them, at least the loader of each page that ships scripts, and the 404 page's report of the
    // missing path, the one inline script of a page without React.
    expect(inlineScripts.length).toBeGreaterThan(PAGES_WITH_SCRIPTS.length)
    const notFoundLog = /<script id="not-found-log">([\s\S]*?)<\/script>/.exec(
      fs.readFileSync(path.join(PUBLIC, "404.html"), "utf8")
    )
    expect(inlineScripts).toContain(notFoundLog?.[1])
    const { createHash } = await import("crypto")
    for (const script of inlineScripts) {
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`)
    }
  })
})

test.describe("served headers and the site under its CSP", () => {
  for (const route of [...INDEXED_PAGES, ROUTES.notFound]) {
    test(`${route} is served with the declared security headers and works under the CSP`, async ({ page, watched }) => {
      const response = await page.goto(route)
      const headers = response!.headers()
      // Unknown paths get the 404 page, whose policy is in the page itself (see adapters/static-host).
      const metaPolicy = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .evaluateAll(metas => metas[0]?.getAttribute("content"))
      const policies = [headers["content-security-policy"], metaPolicy].filter(Boolean)
      expect(policies).toHaveLength(1)
      expect(policies[0]).toContain("script-src 'self' 'sha256-")
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

  test("every page links a canonical address, share cards with a 1200×630 image, icons and a manifest that all exist", async ({
    page,
    request,
  }) => {
    for (const route of INDEXED_PAGES) {
      await page.goto(route)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${route === "/" ? "/" : route}$`)
      )
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title())
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
      const image = new URL((await page.locator('meta[property="og:image"]').getAttribute("content"))!)
      const png = await (await request.get(image.pathname)).body()
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
      const jsonLd: unknown = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent())!
      )
      const { firmName, email, areaServed } = content.site
      expect(jsonLd).toMatchObject({ "@type": "Organization", name: firmName, email, areaServed })
      for (const href of await page
        .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
        .evaluateAll(links => links.map(link => link.getAttribute("href")!))) {
        expect({ href, status: (await request.get(href)).status() }).toEqual({ href, status: 200 })
      }
    }
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
      name: string
      icons: { src: string }[]
    }
    expect(manifest.name).toBe(content.site.firmName)
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200)
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
