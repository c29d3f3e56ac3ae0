import fs from "fs"
import path from "path"
import { content } from "../../tools/content"
import { HOME_PAGE, isLive } from "../../plugins/content-schema/service-pages"
import { test, expect, SITE_URL } from "./fixtures"

/**
 * No published address stops answering: every address a service page had before, and every address of a
 * retired page, answers with one permanent redirect to where its visitors go now, which answers 200 itself
 * (never a chain). The content decides which addresses these are: the variant with the most items renames
 * a page and retires another (tools/content-variants.ts); data/ as shipped has none.
 */
const byId = new Map(content.servicePages.map(page => [page.id, page]))

/** Where each old address should lead, worked out here from the files themselves. */
const expected = content.servicePages.flatMap(page => {
  const retiredTo = page.retiredTo
  const target = isLive(page) ? `/${page.address}` : retiredTo === HOME_PAGE ? "/" : `/${byId.get(retiredTo!)!.address}`
  const old = isLive(page) ? page.formerAddresses : [page.address, ...page.formerAddresses]
  return old.map(address => ({ from: `/${address}`, to: target }))
})

test.describe("addresses that moved", () => {
  test.skip(expected.length === 0, "no page of this content has moved or been retired")

  test("every old address answers one 301 to the page's current address, or where a retired page leads; with or without a trailing slash, never a chain", async ({
    request,
  }) => {
    for (const { from, to } of expected) {
      for (const requested of [from, `${from}/`]) {
        const answer = await request.get(requested, { maxRedirects: 0 })
        expect({ requested, status: answer.status(), location: answer.headers()["location"] }).toEqual({
          requested,
          status: 301,
          location: to,
        })
        expect({ to, status: (await request.get(to, { maxRedirects: 0 })).status() }).toEqual({ to, status: 200 })
      }
    }
  })

  test("the host's _redirects file holds exactly these redirects, and the sitemap none of their addresses", async ({
    request,
  }) => {
    const lines = fs
      .readFileSync(path.join("public", "_redirects"), "utf8")
      .split("\n")
      .filter(line => line && !line.startsWith("#"))
    expect(lines.sort()).toEqual(expected.map(({ from, to }) => `${from} ${to} 301`).sort())
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    for (const { from } of expected) expect(sitemap).not.toContain(`<loc>${SITE_URL}${from}</loc>`)
  })
})
