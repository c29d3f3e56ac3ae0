/**
 * The entries of every kind of page (content-kinds.ts): which pages the content makes, at which addresses,
 * which addresses lead elsewhere, and what among them does not hold together. One set of pure functions
 * feeds the pages and redirects (plugins/content-pages), the content check, the content manager and the
 * tests, so that all of them agree.
 *
 * - An entry's **id** is its file's name without `.json`, set once when it is created.
 * - Its **address** is its path after its kind's base path (`financial-advisory` is `/financial-advisory`,
 *   a person's `jane-doe` is `/team/jane-doe`).
 * - Its **former addresses** each lead to its address with a permanent redirect.
 * - A **retired** entry (`retiredTo`: another entry of its kind, or its kind's index page, or the home page
 *   for a kind without one) is not built; its address and former addresses lead there.
 * - A **scheduled** entry (its kind's `publishedFrom` names a day or minute, in the firm's zone, still to come:
 *   a plan's first fee schedule's) is published nowhere yet: no page, no list, no redirect.
 * - A kind's **index page** (`/team`) and its **group pages** (`/insights/category/tax`) are published while
 *   they have a live entry; once they have none, their addresses lead on (to the index, or the home page).
 *
 * No Node modules here: the content manager's bundle imports it too.
 */
import {
  EVERY_KIND,
  HOME_PAGE,
  reservedByKinds,
  retirementFallback,
  type ContentKind,
  type KindName,
  CONTENT_KINDS,
} from "./content-kinds"
import { LISTING_PAGE_SEGMENT } from "../../src/lib/listing-pages"

/** An entry as the rest of the site needs to know it. */
export interface ContentEntry {
  /** Its kind's name (`person`). */
  kind: KindName
  id: string
  address: string
  formerAddresses: string[]
  /** Where a retired entry's visitors go: another entry's id, or its kind's fallback; absent while live. */
  retiredTo?: string
  /** What editors recognise it by: its main heading, name or title. */
  title: string
  /** For kinds with group pages: the value it is grouped by (an article's category). */
  group?: string
  /** For an entry published from a day or minute still to come, in the firm's zone: that day or minute. */
  scheduledFor?: string
}

/** The site's clock as the entries are read against it: its day and minute in the firm's zone (src/lib/clock.ts). */
export interface EntryClock {
  date: string
  dateTime: string
}

/** The fields of an entry's file this module reads (the schema checks the rest). */
type EntryFields = Record<string, unknown>

const text = (value: unknown) => (typeof value === "string" ? value : "")

/**
 * An entry from its file's id and content, read against the site's clock where one is given (a build, the
 * content check): it is scheduled while the time its kind publishes it from is still to come. Content that
 * does not match the schema yet (the content manager checks while an editor types) reads as empty values
 * rather than failing.
 */
export function entryOf(kind: ContentKind, id: string, data: unknown, clock?: EntryClock): ContentEntry {
  const fields = (typeof data === "object" && data !== null ? data : {}) as EntryFields
  const retiredTo = text(fields.retiredTo)
  const group = kind.groups ? text(fields[kind.groups.field]) : ""
  const from = clock && kind.publishedFrom?.(fields)
  // A day (YYYY-MM-DD) is compared with the clock's day, a minute (YYYY-MM-DDTHH:mm) with its minute.
  const scheduled = from !== undefined && from > (from.length > 10 ? clock!.dateTime : clock!.date)
  return {
    kind: kind.name,
    id,
    address: text(fields.address),
    formerAddresses: Array.isArray(fields.formerAddresses) ? fields.formerAddresses.map(text).filter(Boolean) : [],
    ...(retiredTo ? { retiredTo } : {}),
    title: text(fields[kind.titleField]),
    ...(group ? { group } : {}),
    ...(scheduled ? { scheduledFor: from } : {}),
  }
}

/** Whether an entry is published now: neither retired nor scheduled for later. */
export const isLive = (entry: ContentEntry) => entry.retiredTo === undefined && entry.scheduledFor === undefined

/** The entries published, or once published (retired): not those scheduled for later, which are published nowhere. */
const publishedOrRetired = (entries: readonly ContentEntry[]) => entries.filter(entry => !entry.scheduledFor)

/**
 * The entries a list of ids names (an article's related services, a person's services), in the order named;
 * an id that names none of them is left out. The site's queries read such a list through it (the
 * `namedEntries` field extension, graphql-types.ts), and so does the content manager's preview.
 */
export function entriesNamed<Entry>(
  ids: readonly string[] | null | undefined,
  entries: Iterable<Entry>,
  idOf: (entry: Entry) => string
): Entry[] {
  const byId = new Map([...entries].map(entry => [idOf(entry), entry]))
  return (ids ?? []).flatMap(id => (byId.has(id) ? [byId.get(id)!] : []))
}

/** The path of an address of a kind: `/financial-advisory`, `/team/jane-doe`. */
export const pathOf = (kind: ContentKind, address: string) => `${kind.basePath}${address}`

export const entryPath = (entry: ContentEntry) => pathOf(CONTENT_KINDS[entry.kind], entry.address)

/** The path of a group page of a kind: `/insights/category/tax`. */
export const groupPath = (kind: ContentKind, value: string) => `${kind.basePath}${kind.groups!.segment}/${value}`

/** A page the content makes beside its entries' own: a kind's index, or one of its group pages. */
export interface ListingPage {
  kind: KindName
  path: string
  /** For a group page: the value its entries share. */
  group?: string
}

/** The index and group pages the entries call for: each while it has at least one live entry. */
export function listingPagesOf(entries: readonly ContentEntry[]): ListingPage[] {
  return EVERY_KIND.flatMap(kind => {
    const live = entries.filter(entry => entry.kind === kind.name && isLive(entry))
    if (!kind.indexPath || live.length === 0) return []
    const groups = kind.groups ? [...new Set(live.map(entry => entry.group).filter(Boolean) as string[])].sort() : []
    return [
      { kind: kind.name, path: kind.indexPath },
      ...groups.map(group => ({ kind: kind.name, path: groupPath(kind, group), group })),
    ]
  })
}

/** Every path the content publishes a page at: its live entries', then its index and group pages. */
export function contentPaths(entries: readonly ContentEntry[]): string[] {
  return [...entries.filter(isLive).map(entryPath), ...listingPagesOf(entries).map(page => page.path)]
}

/** A permanent redirect from an address that no longer has a page of its own to where its visitors go now. */
export interface Redirect {
  from: string
  to: string
}

/**
 * Every redirect the entries call for:
 *
 * - each former address of a live entry to its address;
 * - a retired entry's address and former addresses to where it was retired to: a live entry of its kind,
 *   or its kind's index (the home page while the index is not published), or the home page;
 * - a kind's index, or group page, that has had entries but has no live one now, to its index or the home
 *   page, so that an address once published keeps answering.
 *
 * Every target is a published page, so no redirect leads to another. An entry whose retirement leads
 * nowhere (the content check refuses it too) leads to its kind's fallback.
 */
export function redirectsOf(allEntries: readonly ContentEntry[]): Redirect[] {
  const entries = publishedOrRetired(allEntries)
  const published = new Set(contentPaths(entries))
  const live = new Map(entries.filter(isLive).map(entry => [`${entry.kind}:${entry.id}`, entry]))
  const landing = (path: string) => (published.has(path) ? path : HOME_PAGE)
  const fromEntries = entries.flatMap(entry => {
    const kind = CONTENT_KINDS[entry.kind]
    const target = isLive(entry)
      ? entryPath(entry)
      : live.has(`${kind.name}:${entry.retiredTo}`)
        ? entryPath(live.get(`${kind.name}:${entry.retiredTo}`)!)
        : landing(entry.retiredTo === HOME_PAGE ? HOME_PAGE : retirementFallback(kind))
    const sources = isLive(entry) ? entry.formerAddresses : [entry.address, ...entry.formerAddresses]
    return sources.filter(Boolean).map(address => ({ from: pathOf(kind, address), to: target }))
  })
  const fromListings = EVERY_KIND.flatMap(kind => {
    const ofKind = entries.filter(entry => entry.kind === kind.name)
    if (!kind.indexPath || ofKind.length === 0) return []
    const index = kind.indexPath
    const groups = kind.groups ? [...new Set(ofKind.map(entry => entry.group).filter(Boolean) as string[])].sort() : []
    return [
      ...(published.has(index) ? [] : [{ from: index, to: HOME_PAGE }]),
      ...groups
        .map(group => groupPath(kind, group))
        .filter(path => !published.has(path))
        .map(path => ({ from: path, to: landing(index) })),
    ]
  })
  return [...fromEntries, ...fromListings]
}

/**
 * Where a listing's page that no longer exists leads (the listing shrank: `/insights/page/9` of a list now
 * 8 pages long): to the listing's first page. Rules with placeholders, which a Netlify-style host applies only
 * where no page is published (unforced), for every kind with listings that has had entries: its index's
 * pages, its group pages' (`/insights/category/:group/page/:page`) and, for a kind whose entries' pages list
 * others (a person's articles), its entries' (`/team/:entry/page/:page`). They go after every other rule.
 */
export function listingPageFallbacks(entries: readonly ContentEntry[]): Redirect[] {
  return EVERY_KIND.flatMap(kind => {
    if (!kind.indexPath || !publishedOrRetired(entries).some(entry => entry.kind === kind.name)) return []
    const firstPages = [
      kind.indexPath,
      ...(kind.groups ? [`${kind.basePath}${kind.groups.segment}/:group`] : []),
      ...(kind.pagedEntryPages ? [`${kind.basePath}:entry`] : []),
    ]
    return firstPages.map(first => ({ from: `${first}/${LISTING_PAGE_SEGMENT}/:page`, to: first }))
  })
}

/** A problem of one entry's file: the field (a JSON Pointer into the file) and what is wrong, in an editor's words. */
export interface EntryProblem {
  kind: KindName
  id: string
  pointer: string
  message: string
}

/**
 * The addresses no entry may take in an address space: in `/`, the site's own (`reservedAtTop`: the home
 * page's file, the pages in src/pages, the build's folders and files) and the other kinds' base paths; in a
 * kind's own space, what the kind's pages use (reservedByKinds).
 */
export function reservedIn(basePath: string, reservedAtTop: readonly string[]): string[] {
  return [...new Set([...(basePath === HOME_PAGE ? reservedAtTop : []), ...reservedByKinds(basePath)])].sort()
}

/**
 * What does not hold together among the entries, each told at the field that has to change:
 *
 * - a former address that is the entry's address again;
 * - an address, or a former address, reserved in its address space (reservedIn);
 * - two entries of one address space with one address, or an address that is also another's former address
 *   (service pages and pages share `/`);
 * - an entry retired to something that is not a live entry of its kind nor its kind's fallback: an entry of
 *   another kind, one that does not exist, one that is retired itself, or the entry itself.
 */
export function problemsOfEntries(entries: readonly ContentEntry[], reservedAtTop: readonly string[]): EntryProblem[] {
  const problems: EntryProblem[] = []
  // Who holds each address of each address space: an entry's own or one of its former addresses.
  const holders = new Map<string, { entry: ContentEntry; former: boolean }[]>()
  for (const entry of entries) {
    const kind = CONTENT_KINDS[entry.kind]
    for (const [index, address] of [entry.address, ...entry.formerAddresses].entries()) {
      if (!address) continue
      const key = pathOf(kind, address)
      holders.set(key, [...(holders.get(key) ?? []), { entry, former: index > 0 }])
    }
  }
  for (const entry of entries) {
    const kind = CONTENT_KINDS[entry.kind]
    const reserved = reservedIn(kind.basePath, reservedAtTop)
    const problem = (pointer: string, message: string) =>
      problems.push({ kind: entry.kind, id: entry.id, pointer, message })
    // An empty address is left to the schema's check: no entry holds it (above), and no address is reserved as "".
    const check = (address: string, pointer: string) => {
      if (reserved.includes(address)) {
        problem(pointer, `Already an address of the site itself (now ${quoted(address)})`)
        return
      }
      const others = (holders.get(pathOf(kind, address)) ?? []).filter(
        holder => holder.entry.kind !== entry.kind || holder.entry.id !== entry.id
      )
      if (others.length === 0) return
      const [other] = others
      const what = `${other.former ? "a former address" : "the address"} of the ${nounOf(other.entry)} ${quoted(other.entry.id)}`
      problem(pointer, `Already ${what} (now ${quoted(address)})`)
    }
    check(entry.address, "/address")
    entry.formerAddresses.forEach((address, index) => {
      if (address === entry.address)
        problem(
          `/formerAddresses/${index}`,
          `Is the ${kind.collection.labelSingular}'s address again: take it off this list (now ${quoted(address)})`
        )
      else check(address, `/formerAddresses/${index}`)
    })
    const retirement = retirementProblem(entry, entries)
    if (retirement) problem("/retiredTo", `${retirement} (now ${quoted(entry.retiredTo!)})`)
  }
  return problems
}

/** What is wrong with where a retired entry sends its visitors, if anything. */
function retirementProblem(entry: ContentEntry, entries: readonly ContentEntry[]): string | undefined {
  const kind = CONTENT_KINDS[entry.kind]
  const noun = kind.collection.labelSingular
  if (entry.retiredTo === undefined || entry.retiredTo === retirementFallback(kind)) return undefined
  if (entry.retiredTo === HOME_PAGE) return undefined
  if (entry.retiredTo === entry.id) return `${/^[aeiou]/.test(noun) ? "An" : "A"} ${noun} cannot be retired to itself`
  const target = entries.find(other => other.kind === entry.kind && other.id === entry.retiredTo)
  if (!target) return `No ${noun} has this id: choose a live ${noun} or ${retirementFallback(kind)}`
  if (target.scheduledFor)
    return `That ${noun} is not published until ${target.scheduledFor}: choose a live ${noun} or ${retirementFallback(kind)}`
  if (!isLive(target)) return `That ${noun} is retired too: choose a live ${noun} or ${retirementFallback(kind)}`
  return undefined
}

const nounOf = (entry: ContentEntry) => CONTENT_KINDS[entry.kind].collection.labelSingular

function quoted(value: string): string {
  return JSON.stringify(value)
}
