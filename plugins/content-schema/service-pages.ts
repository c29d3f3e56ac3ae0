/**
 * The service pages, from the files in `data/service-pages/`: which pages the site has, at which addresses,
 * which addresses lead elsewhere, and what in them does not hold together. One pure function over the
 * content feeds the pages (plugins/service-pages), the redirects, the content check and the content
 * manager, so that all of them agree.
 *
 * - A page's **id** is its file's name without `.json`, set once when the page is created.
 * - Its **address** is its path without slashes (`financial-advisory` is `/financial-advisory`).
 * - Its **former addresses** each lead to its address with a permanent redirect.
 * - A **retired** page (`retiredTo`: another page's id, or `/` for the home page) is not built; its address
 *   and former addresses lead where `retiredTo` says.
 *
 * No Node modules here: the content manager's bundle imports it too.
 */

/** `retiredTo` for "the home page". */
export const HOME_PAGE = "/"

/** A service page as the rest of the site needs to know it. */
export interface ServicePage {
  id: string
  address: string
  formerAddresses: string[]
  /** Where a retired page's visitors go: another page's id, or HOME_PAGE; absent while the page is live. */
  retiredTo?: string
  /** Its main heading: how editors recognise it. */
  heading: string
}

/** The fields of a service page file this module reads (the schema checks the rest). */
interface ServicePageFields {
  address?: unknown
  formerAddresses?: unknown
  retiredTo?: unknown
  heading?: unknown
}

/**
 * A page from its file's id and content. Content that does not match the schema yet (the content manager
 * checks while an editor types) reads as empty values rather than failing.
 */
export function servicePageOf(id: string, data: unknown): ServicePage {
  const fields = (typeof data === "object" && data !== null ? data : {}) as ServicePageFields
  const text = (value: unknown) => (typeof value === "string" ? value : "")
  const retiredTo = text(fields.retiredTo)
  return {
    id,
    address: text(fields.address),
    formerAddresses: Array.isArray(fields.formerAddresses) ? fields.formerAddresses.map(text).filter(Boolean) : [],
    ...(retiredTo ? { retiredTo } : {}),
    heading: text(fields.heading),
  }
}

export const isLive = (page: ServicePage) => page.retiredTo === undefined

/** The path of a page's address: `/financial-advisory`. */
export const pathOf = (address: string) => `/${address}`

/** A permanent redirect from an address that no longer has a page of its own to where its visitors go now. */
export interface Redirect {
  from: string
  to: string
}

/**
 * Every redirect the service pages call for: each former address to its page's address, and a retired
 * page's address and former addresses to where it was retired to. Every target is a live page or the home
 * page, so no redirect leads to another (the content check refuses a page retired to a retired page). A
 * page whose retirement leads nowhere (the content check refuses it too) leads home.
 */
export function redirectsOf(pages: readonly ServicePage[]): Redirect[] {
  const live = new Map(pages.filter(isLive).map(page => [page.id, page]))
  return pages.flatMap(page => {
    const target = isLive(page)
      ? pathOf(page.address)
      : page.retiredTo === HOME_PAGE
        ? HOME_PAGE
        : live.has(page.retiredTo!)
          ? pathOf(live.get(page.retiredTo!)!.address)
          : HOME_PAGE
    const sources = isLive(page) ? page.formerAddresses : [page.address, ...page.formerAddresses]
    return sources.filter(Boolean).map(address => ({ from: pathOf(address), to: target }))
  })
}

/** A problem of one page's file: the field (a JSON Pointer into the file) and what is wrong, in an editor's words. */
export interface PageProblem {
  id: string
  pointer: string
  message: string
}

/**
 * What does not hold together among the pages, each told at the field that has to change:
 *
 * - a former address that is the page's address again;
 * - an address, or a former address, that is one of the site's own (`reserved`: the home page, `404`,
 *   `thank-you`, `admin`, the built files' folders, the pages in src/pages);
 * - two pages with one address, or an address that is also another page's former address;
 * - a page retired to a page that does not exist, is retired itself, or is the page itself.
 */
export function problemsOfPages(pages: readonly ServicePage[], reserved: readonly string[]): PageProblem[] {
  const problems: PageProblem[] = []
  const byId = new Map(pages.map(page => [page.id, page]))
  // Who holds each address: a page's own or one of its former addresses.
  const holders = new Map<string, { id: string; former: boolean }[]>()
  for (const page of pages) {
    for (const [index, address] of [page.address, ...page.formerAddresses].entries()) {
      if (!address) continue
      holders.set(address, [...(holders.get(address) ?? []), { id: page.id, former: index > 0 }])
    }
  }
  for (const page of pages) {
    const check = (address: string, pointer: string) => {
      if (!address) return
      if (reserved.includes(address)) {
        problems.push({
          id: page.id,
          pointer,
          message: `Already an address of the site itself (now ${quoted(address)})`,
        })
        return
      }
      const others = (holders.get(address) ?? []).filter(holder => holder.id !== page.id)
      if (others.length === 0) return
      const [other] = others
      const what = other.former
        ? `a former address of the page ${quoted(other.id)}`
        : `the address of the page ${quoted(other.id)}`
      problems.push({ id: page.id, pointer, message: `Already ${what} (now ${quoted(address)})` })
    }
    check(page.address, "/address")
    page.formerAddresses.forEach((address, index) => {
      if (address === page.address)
        problems.push({
          id: page.id,
          pointer: `/formerAddresses/${index}`,
          message: `Is the page's address again: take it off this list (now ${quoted(address)})`,
        })
      else check(address, `/formerAddresses/${index}`)
    })

    if (page.retiredTo !== undefined && page.retiredTo !== HOME_PAGE) {
      const target = byId.get(page.retiredTo)
      const message =
        page.retiredTo === page.id
          ? "A page cannot be retired to itself"
          : !target
            ? "No service page has this id"
            : !isLive(target)
              ? "That page is retired too: choose a live page or the home page"
              : undefined
      if (message)
        problems.push({ id: page.id, pointer: "/retiredTo", message: `${message} (now ${quoted(page.retiredTo)})` })
    }
  }
  return problems
}

function quoted(text: string): string {
  return JSON.stringify(text)
}
