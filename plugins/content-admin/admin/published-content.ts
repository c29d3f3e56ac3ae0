/**
 * What is published now, as the content manager learns it while an editor works: every entry of every kind
 * (service pages, people, articles, pages) and the categories of data/entry-pages.json, read from the backend
 * (the repository's branch: GitHub, or the local backend under `npm run cms`). Reading lists every published
 * file, so it is read only when it may have changed: when the admin first needs it, and again after this
 * admin published, unpublished or deleted something, and after the editor comes back to the admin's tab
 * (form-reads.ts). A person published a moment ago can then sign an article at once, and an address taken
 * by a page renamed in this session is refused, with no restart and no rebuild. What another editor
 * publishes meanwhile is seen at the next read (coming back to the tab, a publish, a reload); until then the
 * checks may miss it, and the build's content check remains the guard.
 *
 * From it come the site's facts the content check's formats read (site-facts.ts: which ids a field may
 * choose, the pages a link may lead to), kept in the one object the admin's checker was made with, and
 * the published entries the address checks compare with (entry-addresses.ts).
 *
 * No Decap here: decap-internals.ts lists the published files for it.
 */
import { EVERY_KIND, CONTENT_KINDS, type KindName } from "../../content-model/content-kinds"
import { entryOf, type ContentEntry } from "../../content-model/content-entries"
import { siteFactsOfContent, type SiteFacts } from "../../content-model/site-facts"
import type { PublishedEntries } from "./entry-addresses"

/** What of the site no content manager changes, put in by the build (../build-admin.ts). */
export interface SiteShape {
  /** The files of src/pages without their extension. */
  pageStems: string[]
  /** The addresses at the top of the site that no entry may take. */
  reservedAtTop: string[]
  /** Each kind's label, its schema's title. */
  kindLabels: Record<KindName, string>
}

/** A published file of a collection, as the backend lists it: its slug (file name) and content. */
export interface PublishedFile {
  slug: string
  data: unknown
}

/** Lists the published files of a collection: a kind's folder, or one entry (`file`) of the site content. */
export type ListPublished = (collection: string, file?: string) => Promise<PublishedFile[]>

/** What is published, read at one moment. */
export interface Published extends PublishedEntries {
  /** Each entry's content, by kind and id (`person:jane-doe`). */
  data: ReadonlyMap<string, unknown>
  /** The categories an article may choose: their ids and names. */
  categories: readonly { id: string; name: string }[]
  /** The file that lists them (data/entry-pages.json), with the words of the insights' and team's pages. */
  listing: unknown
}

export const dataKey = (kind: string, id: string) => `${kind}:${id}`

/** The published content, from the files the backend lists. */
export async function readPublished(
  shape: SiteShape,
  list: ListPublished,
  contentCollection: string
): Promise<Published> {
  const { listedIn, list: categoriesField } = CONTENT_KINDS.article.groups!
  const [kindFiles, listing] = await Promise.all([
    Promise.all(EVERY_KIND.map(async kind => ({ kind, files: await list(kind.folder) }))),
    list(contentCollection, listedIn.replace(/\.json$/, "")),
  ])
  const entries: ContentEntry[] = []
  const data = new Map<string, unknown>()
  for (const { kind, files } of kindFiles)
    for (const file of files) {
      entries.push(entryOf(kind, file.slug, file.data))
      data.set(dataKey(kind.name, file.slug), file.data)
    }
  const listingData = listing[0]?.data
  const listed = (listingData as Record<string, unknown> | undefined)?.[categoriesField]
  const text = (value: unknown) => (typeof value === "string" ? value : "")
  const categories = (Array.isArray(listed) ? listed : []).map(item => {
    const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown }
    return { id: text(id), name: text(name) || text(id) }
  })
  return { entries, data, categories, listing: listingData, reservedAtTop: shape.reservedAtTop }
}

/** The site's facts (site-facts.ts) as the published content makes them. */
export function factsOf(shape: SiteShape, published: Published): SiteFacts {
  return siteFactsOfContent({
    entries: published.entries,
    dataOf: (kind, id) => published.data.get(dataKey(kind, id)),
    groupsListing: published.listing,
    pageStems: shape.pageStems,
    kindLabels: shape.kindLabels,
  })
}

/**
 * The admin's one store of what is published: `refresh` reads it again (one read at a time, shared by every
 * widget that asks meanwhile) and updates `facts` in place, the object the admin's checker reads; widgets and
 * previews subscribe to redraw with it. `outdated` says whether it must be read again: nothing read yet, or
 * something may have changed since the last read that succeeded began (`changeStarts`, `changeEnds`, `outdate`).
 */
export function createPublishedStore(shape: SiteShape, facts: SiteFacts, contentCollection: string) {
  let current: Published | undefined
  let reading: Promise<Published> | undefined
  // Each possible change counts one; a read knows what is published as of the count when it began.
  let changes = 0
  let readAsOf: number | undefined
  let changesUnderWay = 0
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const notify = () => listeners.forEach(listener => listener())
  const changed = () => {
    changes += 1
    notify()
  }
  const outdated = () => readAsOf !== changes
  return {
    /** What was published at the last read, if one has ended. */
    get current(): Published | undefined {
      return current
    },
    /** Reads what is published now; a read already under way is shared. */
    refresh(list: ListPublished): Promise<Published> {
      if (reading) return reading
      const asOf = changes
      reading = readPublished(shape, list, contentCollection)
        .then(published => {
          current = published
          readAsOf = asOf
          Object.assign(facts, factsOf(shape, published))
          return published
        })
        .finally(() => {
          reading = undefined
          notify()
        })
      notify()
      return reading
    },
    /** The read under way, if any (subscribers are told when one starts and when it ends). */
    get reading(): Promise<Published> | undefined {
      return reading
    },
    /** Whether what is published must be read again before it is known: none read, or it may have changed since. */
    get outdated(): boolean {
      return outdated()
    },
    /**
     * Whether what was read is what is published now, as far as this admin knows: read since the last
     * possible change, no read and none of this admin's changes under way (one that failed, with no
     * `changeEnds`, leaves this false until the next one ends).
     */
    get upToDate(): boolean {
      return !outdated() && !reading && changesUnderWay === 0
    },
    /** This admin begins to change what is published (a publish, an unpublish, a delete): a read meanwhile may miss it. */
    changeStarts(): void {
      changesUnderWay += 1
      changed()
    },
    /** This admin's change of what is published has ended. */
    changeEnds(): void {
      changesUnderWay = Math.max(0, changesUnderWay - 1)
      changed()
    },
    /** What is published may have changed elsewhere (another editor): the next need reads it again. */
    outdate: changed,
    subscribe,
  }
}

export type PublishedStore = ReturnType<typeof createPublishedStore>
