/**
 * What is published now, as the content manager learns it while an editor works: every entry of every kind
 * (service pages, people, articles, pages) and the categories of data/insights.json, read from the backend
 * (the repository's branch: GitHub, or the local backend under `npm run cms`) whenever an entry's form
 * opens. A person published a moment ago can then sign an article at once, and an address taken by a page
 * renamed in this session is refused, with no restart and no rebuild.
 *
 * From it come the site's facts the content check's formats read (site-facts.ts: which ids a field may
 * choose, the pages a link may lead to), kept in the one object the admin's checker was made with, and
 * the published entries the address checks compare with (entry-addresses.ts).
 *
 * No Decap here: decap-internals.ts lists the published files for it.
 */
import { ARTICLE, CONTENT_KINDS, PERSON } from "../../content-schema/content-kinds"
import { entryOf, type ContentEntry } from "../../content-schema/content-entries"
import { credentialedPeople, siteFactsOf, type SiteFacts } from "../../content-schema/site-facts"
import type { PublishedEntries } from "./entry-addresses"

/** What of the site no content manager changes, put in by the build (../build-admin.ts). */
export interface SiteShape {
  /** The files of src/pages without their extension. */
  pageStems: string[]
  /** The addresses at the top of the site that no entry may take. */
  reservedAtTop: string[]
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
  /** The file that lists them (data/insights.json), with the words of the insights' and team's pages. */
  listing: unknown
}

export const dataKey = (kind: string, id: string) => `${kind}:${id}`

/** The published content, from the files the backend lists. */
export async function readPublished(
  shape: SiteShape,
  list: ListPublished,
  contentCollection: string
): Promise<Published> {
  const { listedIn, list: categoriesField } = ARTICLE.groups!
  const [kindFiles, listing] = await Promise.all([
    Promise.all(CONTENT_KINDS.map(async kind => ({ kind, files: await list(kind.folder) }))),
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
  const people = published.entries
    .filter(entry => entry.kind === PERSON.name)
    .map(entry => ({ id: entry.id, data: published.data.get(dataKey(PERSON.name, entry.id)) }))
  return siteFactsOf({
    entries: published.entries,
    pageStems: shape.pageStems,
    categories: published.categories.map(category => category.id),
    credentialed: credentialedPeople(people),
  })
}

/**
 * The admin's one store of what is published: `refresh` reads it again (one read at a time, shared by every
 * widget that asks meanwhile) and updates `facts` in place, the object the admin's checker reads; widgets and
 * previews subscribe to redraw with it.
 */
export function createPublishedStore(shape: SiteShape, facts: SiteFacts, contentCollection: string) {
  let current: Published | undefined
  let reading: Promise<Published> | undefined
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  return {
    /** What was published at the last read, if one has ended. */
    get current(): Published | undefined {
      return current
    },
    /** Reads what is published now; a read already under way is shared. */
    refresh(list: ListPublished): Promise<Published> {
      if (reading) return reading
      const notify = () => listeners.forEach(listener => listener())
      reading = readPublished(shape, list, contentCollection)
        .then(published => {
          current = published
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
    subscribe,
  }
}

export type PublishedStore = ReturnType<typeof createPublishedStore>
