/**
 * Lists in pages: the insights, a category's articles, the team, a person's articles. One set of pure
 * functions for the pages the build makes (plugins/content-pages), the links between them (the templates),
 * the address rules (plugins/content-model) and the tests, so that all of them agree.
 */

/** The segment before a listing's page number (`/insights/page/2`): no entry of a kind with listings may take it. */
export const LISTING_PAGE_SEGMENT = "page"

/** How many pages a listing of `count` entries takes at `size` a page: one at least (a person's empty list). */
export const pageCountOf = (count: number, size: number) => Math.max(1, Math.ceil(count / size))

/**
 * The path of page `number` of the listing whose first page is `firstPath`: the first stays at the listing's
 * own address (`/insights`), the others follow it (`/insights/page/2`, `/team/jane-doe/page/2`).
 */
export const listingPagePath = (firstPath: string, number: number) =>
  number === 1 ? firstPath : `${firstPath}/${LISTING_PAGE_SEGMENT}/${number}`

/** A listing's items in pages of at most `size`, in the order given: each on exactly one page, one page at least. */
export function inPages<Item>(items: readonly Item[], size: number): Item[][] {
  return Array.from({ length: pageCountOf(items.length, size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size)
  )
}

/**
 * A page's entries in the order of its context's `ids`: the order plugins/content-pages decides for every list
 * (a dated kind's newest first, others by title), which the page's query, finding them by id, does not keep.
 */
export function inListOrder<Node extends { id: string }>(nodes: readonly Node[], ids: readonly string[]): Node[] {
  const byId = new Map(nodes.map(node => [node.id, node]))
  return ids.flatMap(id => byId.get(id) ?? [])
}

/** A link of the row between a listing's pages: a page's number, or a gap for the numbers left out. */
export type PageLink = number | "gap"

/**
 * The numbers the row of links shows on page `page` of `pages`: the first, the last, and the page with its
 * neighbours, with a gap where numbers are left out (1 … 4 5 6 … 84). A gap stands for two numbers or more:
 * one left-out number is shown instead, since it takes no more room than the gap.
 */
export function pageLinksOf(page: number, pages: number): PageLink[] {
  // In order already, for any page from 1 to `pages`: only the neighbours past either end go.
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter(number => number >= 1 && number <= pages)
  return shown.flatMap((number, index): PageLink[] => {
    const before = shown[index - 1]
    if (before === undefined || number === before + 1) return [number]
    return number === before + 2 ? [before + 1, number] : ["gap", number]
  })
}

/** A page's title and description, with the values of the title's placeholders: what the page's head is given. */
interface PageSeo {
  page: { title: string; description: string }
  titleValues?: Record<string, string>
}

/**
 * The title of page `page` of a list: page 1's own, and from page 2 on `seoTitle` (entry-pages.json
 * `listingPages`) with the list's heading and the page's number, "Insights, page 2 | …", so that every page
 * has a title of its own; the description stays the list's.
 */
export function listingPageSeo(first: PageSeo, page: number, heading: string, seoTitle: string): PageSeo {
  if (page === 1) return first
  return {
    page: { title: seoTitle, description: first.page.description },
    titleValues: { heading, page: String(page) },
  }
}
