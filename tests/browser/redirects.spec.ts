import fs from "fs"
import path from "path"
import { content, entries } from "../../tools/content"
import { CONTENT_KINDS, EVERY_KIND, HOME_PAGE } from "../../plugins/content-model/content-kinds"
import { test, expect, INDEXED_PAGES, SITE_URL } from "./fixtures"

/**
 * No published address stops answering: every address an entry (a service page, a person, an article, a
 * page) had before, every address of a retired entry, and an index or category page left with no live
 * entry, answers with one permanent redirect to where its visitors go now, which answers 200 itself (never
 * a chain). The content decides which addresses these are: the variant with the most items renames and
 * retires entries of every kind (tools/variant-scenarios.ts); data/ as shipped has none.
 */
const live = (kind: string) => entries.filter(entry => entry.kind === kind && entry.retiredTo === undefined)
const published = new Set(INDEXED_PAGES)

/** Where each old address should lead, worked out here from the files themselves. */
const expected = [
  ...entries.flatMap(entry => {
    const kind = CONTENT_KINDS[entry.kind]
    const at = (address: string) => `${kind.basePath}${address}`
    const retiredTo = entry.retiredTo
    const successor = live(entry.kind).find(other => other.id === retiredTo)
    const target =
      retiredTo === undefined
        ? at(entry.address)
        : successor
          ? at(successor.address)
          : retiredTo !== HOME_PAGE && published.has(retiredTo)
            ? retiredTo
            : HOME_PAGE
    const old = retiredTo === undefined ? entry.formerAddresses : [entry.address, ...entry.formerAddresses]
    return old.map(address => ({ from: at(address), to: target }))
  }),
  // An index or a category page that once had entries, and has no live one now.
  ...EVERY_KIND.flatMap(kind => {
    const all = entries.filter(entry => entry.kind === kind.name)
    const indexPath = kind.indexPath
    if (!indexPath || all.length === 0) return []
    const index = published.has(indexPath) ? [] : [{ from: indexPath, to: HOME_PAGE }]
    const groups = kind.groups
      ? [...new Set(all.map(entry => entry.group).filter(Boolean))]
          .map(group => `${kind.basePath}${kind.groups!.segment}/${group}`)
          .filter(route => !published.has(route))
          .map(route => ({ from: route, to: published.has(indexPath) ? indexPath : HOME_PAGE }))
      : []
    return [...index, ...groups]
  }),
]

test.describe("addresses that moved", () => {
  test.skip(expected.length === 0, "no entry of this content has moved or been retired")

  test("every old address answers one 301 to the entry's current address, or where a retired entry leads; with or without a trailing slash, never a chain", async ({
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
    // Then, last, where a list's page past its last leads: to its first page (`/insights/page/9`).
    const firstPages = EVERY_KIND.filter(
      kind => kind.indexPath && entries.some(entry => entry.kind === kind.name)
    ).flatMap(kind => [
      kind.indexPath!,
      ...(kind.groups ? [`${kind.basePath}${kind.groups.segment}/:group`] : []),
      ...(kind.pagedEntryPages ? [`${kind.basePath}:entry`] : []),
    ])
    const fallbacks = firstPages.map(first => `${first}/page/:page ${first} 301`)
    expect(lines.slice(lines.length - fallbacks.length).sort()).toEqual([...fallbacks].sort())
    expect(lines.slice(0, lines.length - fallbacks.length).sort()).toEqual(
      expected.map(({ from, to }) => `${from} ${to} 301`).sort()
    )
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    for (const { from } of expected) expect(sitemap).not.toContain(`<loc>${SITE_URL}${from}</loc>`)
  })

  test("a retired person's or article's page is gone, and so are its links: no page links to an old address", async ({
    request,
  }) => {
    test.skip(
      content.entries.person.length + content.entries.article.length === 0,
      "this content has no person or article"
    )
    for (const route of INDEXED_PAGES) {
      const html = await (await request.get(route)).text()
      const links = [...html.matchAll(/<a\b[^>]*\bhref="([^"#]+)/g)].map(match => match[1])
      expect({ route, old: links.filter(link => expected.some(({ from }) => from === link)) }).toEqual({
        route,
        old: [],
      })
    }
  })
})
