import fs from "fs"
import path from "path"
import {
  test,
  AS_ANSWERED,
  askEach,
  expect,
  SITE_URL,
  INDEXED_PAGES,
  ROUTES,
  VISITED_PAGES,
  headingAt,
  navigateInApp,
  waitForHydration,
} from "./fixtures"
import { THANK_YOU_PATH } from "../../src/lib/page-paths"
import { content } from "../../tools/content"
import { hostAnswer, pageUrlPath } from "../../tools/host-answers"

/**
 * The addresses the site states are the addresses the host answers with 200, with no redirect: the
 * canonical links, `og:url`, the sitemap, robots.txt, the links and the form's action in every built page.
 * The host-like server follows a Netlify-style host's own rules (tools/host-answers.ts), redirects
 * included, so a page published as `x/index.html` under an address `/x` would fail here as it would on
 * the host.
 */
const PUBLIC = "public"
const siteUrl = SITE_URL

/** Every built page, as a path inside public/. */
function builtPages(): string[] {
  return (fs.readdirSync(PUBLIC, { recursive: true }) as string[])
    .map(file => file.split(path.sep).join("/"))
    .filter(
      file => file.endsWith(".html") && !file.startsWith("admin/") && fs.statSync(path.join(PUBLIC, file)).isFile()
    )
}

const attributeValues = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map(match => match[1])

/** The same-site addresses a page states, as URL paths (with their query, without their fragment). */
function statedAddresses(html: string): string[] {
  const absolute = [
    ...attributeValues(html, /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/g),
    ...attributeValues(html, /<meta[^>]*property="og:url"[^>]*content="([^"]+)"/g),
  ]
  const relative = [
    ...attributeValues(html, /<a\b[^>]*href="(\/[^"]*)"/g),
    ...attributeValues(html, /<form\b[^>]*action="(\/[^"]*)"/g),
  ]
  return [...absolute.map(url => url.replace(siteUrl, "")), ...relative].map(
    address => address.replace(/#.*$/, "") || "/"
  )
}

test.describe("canonical addresses", () => {
  test("every address the pages, the sitemap and robots.txt state is answered with 200 and no redirect", async ({
    request,
  }) => {
    const sitemapIndex = await (await request.get("/sitemap-index.xml")).text()
    const sitemaps = attributeValues(sitemapIndex, /<loc>([^<]+)<\/loc>/g)
    const sitemapEntries: string[] = []
    for (const sitemap of sitemaps) {
      const answer = await request.get(sitemap.replace(siteUrl, ""))
      sitemapEntries.push(...attributeValues(await answer.text(), /<loc>([^<]+)<\/loc>/g))
    }
    const robots = await (await request.get("/robots.txt")).text()
    const fromRobots = attributeValues(robots, /^Sitemap: (\S+)$/gm)

    const stated = new Set<string>([
      ...[...sitemaps, ...sitemapEntries, ...fromRobots].map(url => {
        expect(url.startsWith(`${siteUrl}/`)).toBe(true)
        return url.replace(siteUrl, "")
      }),
      ...builtPages().flatMap(file => statedAddresses(fs.readFileSync(path.join(PUBLIC, file), "utf8"))),
    ])
    // The pages themselves, the spec's routes among them, are stated too.
    for (const route of INDEXED_PAGES) expect(stated).toContain(route)
    // The sitemap lists exactly the pages search engines may list: the home page and the live service pages.
    expect(new Set(sitemapEntries.map(url => url.replace(siteUrl, "")))).toEqual(new Set(INDEXED_PAGES))

    // A static host answers an address the same whatever its query (`/?from=…#contact` on every entry's
    // page): each path is asked once, with one of its queries.
    const onePerPath = [...new Map([...stated].map(address => [address.replace(/\?.*$/, ""), address])).values()]
    const answered = await askEach(onePerPath, async address => ({
      address,
      status: (await request.get(address, AS_ANSWERED)).status(),
    }))
    expect(answered).toEqual(onePerPath.map(address => ({ address, status: 200 })))
  })

  test("each page is published as the file the host answers its address with, without a redirect", () => {
    for (const file of builtPages().filter(candidate => candidate !== "404.html")) {
      const address = pageUrlPath(file)
      expect({ file, address, answer: hostAnswer(PUBLIC, address) }).toEqual({
        file,
        address,
        answer: { status: 200, file },
      })
      expect(address.endsWith("/") && address !== "/").toBe(false)
    }
  })

  test("the host-like server redirects as the host does: /x/ to /x for x.html, /x to /x/ for x/index.html", async ({
    request,
  }) => {
    const slashed = await request.get(`${THANK_YOU_PATH}/?from=test`, { maxRedirects: 0 })
    expect(slashed.status()).toBe(301)
    expect(slashed.headers()["location"]).toBe(`${THANK_YOU_PATH}?from=test`)
    // The CMS is published as admin/index.html: its address is /admin/, and /admin is redirected there.
    const folder = await request.get("/admin", { maxRedirects: 0 })
    expect(folder.status()).toBe(301)
    expect(folder.headers()["location"]).toBe("/admin/")
    expect((await request.get("/admin/", { maxRedirects: 0 })).status()).toBe(200)
    expect((await request.get(ROUTES.notFound, { maxRedirects: 0 })).status()).toBe(404)
  })

  test("client-side navigation between the pages keeps working: page data is found and the address stays canonical", async ({
    page,
  }) => {
    const pageData: number[] = []
    page.on("response", response => {
      if (response.url().includes("/page-data/")) pageData.push(response.status())
    })
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    // The pages that show every case the content has in turn, as the running app moves between them (its
    // links' way), then back.
    for (const route of [...VISITED_PAGES.slice(1), THANK_YOU_PATH, ROUTES.home]) {
      await navigateInApp(page, route)
      await expect(page).toHaveURL(new RegExp(`${route === "/" ? "" : route}/?$`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        route === THANK_YOU_PATH ? content.thankYou.heading : headingAt(route)
      )
    }
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.thankYou.heading)
    expect(pageData.length).toBeGreaterThan(0)
    expect(pageData.every(status => status === 200)).toBe(true)
  })
})
