import path from "path"
import { EVERY_KIND, type ContentKind, type KindData, type KindName } from "../plugins/content-model/content-kinds"
import {
  entryOf,
  entryPath,
  isLive,
  listingPagesOf,
  redirectsOf,
  type ContentEntry,
  type ListingPage,
} from "../plugins/content-model/content-entries"
import { clockOf, dataOf, filesOfKind, readContentSnapshot } from "../plugins/content-model/content-snapshot"
import { DATA_DIR, type DataFile } from "../plugins/content-model/data-files"
import { loadSchemas } from "../plugins/content-model/load-schemas"
import { shapeOfSchema } from "../plugins/content-model/content-shape"
import { kindLabelsOf } from "../plugins/content-model/site-facts"
import { sampleOfKind } from "./covering-sample"
import { listingPagePath, pageCountOf } from "../src/lib/listing-pages"

const projectRoot = path.resolve(__dirname, "..")

/** The content, read once (plugins/content-model/content-snapshot.ts). */
const snapshot = readContentSnapshot(projectRoot, DATA_DIR)

function readDataFile<T>(fileName: string): DataFile<T> {
  const data = dataOf(snapshot, fileName)
  if (data === undefined) throw new Error(`${DATA_DIR}/${fileName} is missing or not valid JSON`)
  return data as DataFile<T>
}

/** An entry's file, with its id (its file's name) and its place in the site (content-entries.ts). */
export type EntryContent<T> = Omit<DataFile<T>, keyof ContentEntry> & ContentEntry & { path: string }

/** Each kind's entries, or some of them (the sampled ones), keyed by the kind's name. */
export type EntriesByKind = { readonly [Name in KindName]: EntryContent<KindData[Name]>[] }

function readEntries(kind: ContentKind): EntryContent<unknown>[] {
  return filesOfKind(snapshot, kind.name).map(({ id, data }) => {
    const entry = entryOf(kind, id, data, clockOf(snapshot))
    return { ...(data as DataFile<unknown>), ...entry, path: entryPath(entry) }
  })
}

/** A list per kind, made by the same function for each. */
const byKind = (listOf: (kind: ContentKind) => EntryContent<unknown>[]) =>
  Object.fromEntries(EVERY_KIND.map(kind => [kind.name, listOf(kind)])) as unknown as EntriesByKind

/** A service page's file, as the tests read it. */
export type ServicePageContent = EntryContent<KindData["service-page"]>

/**
 * The content the site was built from, for tests and scripts that need the texts editors own: data/, or
 * the folder CONTENT_DIR names, exactly as the build reads it. Tests take every visible text from here,
 * never from a literal, so an editor's valid change never fails them, and every page from here, never
 * from a list of their own, so a page an editor adds is tested too.
 */
export const content = {
  site: readDataFile<Queries.SiteJson>("site.json"),
  home: readDataFile<Queries.HomeJson>("home.json"),
  services: readDataFile<Queries.ServicesJson>("services.json"),
  steps: readDataFile<Queries.StepsJson>("steps.json"),
  whyChoose: readDataFile<Queries.WhyChooseJson>("why-choose.json"),
  testimonials: readDataFile<Queries.TestimonialsJson>("testimonials.json"),
  contact: readDataFile<Queries.ContactJson>("contact.json"),
  notFound: readDataFile<Queries.NotFoundJson>("not-found.json"),
  thankYou: readDataFile<Queries.ThankYouJson>("thank-you.json"),
  entryPages: readDataFile<Queries.EntryPagesJson>("entry-pages.json"),
  search: readDataFile<Queries.SearchJson>("search.json"),
  /** Every file of each kind of page, retired entries included, keyed by the kind's name. */
  entries: byKind(readEntries),
}

/**
 * The day the build reads its dates on, in the firm's zone (src/lib/clock.ts): which plans and fee schedules
 * are in effect. `npm test` gives the build and its tests one SOURCE_DATE_EPOCH, so that both read the same day.
 */
export const contentDay = clockOf(snapshot).date

/** Every entry of every kind, retired ones included. */
export const entries: ContentEntry[] = Object.values<ContentEntry[]>(content.entries).flat()

/** The service pages the site publishes (not retired), in the order of their files. */
export const liveServicePages = content.entries["service-page"].filter(isLive)

/** The index pages (/team, /insights) and group pages (/insights/category/tax) the content publishes. */
export const listingPages: ListingPage[] = listingPagesOf(entries)

/** How many entries a page of a list shows (entry-pages.json). */
export const listingPageSize = content.entryPages.listingPages.size

/**
 * The further pages of the lists, counted here from the files: page 2 on of each index and group page
 * (`/insights/page/2`), and of each live person's page, whose lists are of the live articles they wrote and
 * those they reviewed (`/team/jane-doe/page/2`). Each with its list's first page and its number, and for an
 * entry's page, the entry's id.
 */
export const furtherListingPages: { path: string; kind: KindName; first: string; page: number; id?: string }[] =
  (() => {
    const liveArticles = content.entries.article.filter(isLive)
    const pagesAfterTheFirst = (kind: KindName, first: string, counts: number[], id?: string) =>
      Array.from({ length: pageCountOf(Math.max(0, ...counts), listingPageSize) - 1 }, (_, index) => ({
        path: listingPagePath(first, index + 2),
        kind,
        first,
        page: index + 2,
        ...(id === undefined ? {} : { id }),
      }))
    return [
      ...content.entries.person
        .filter(isLive)
        .flatMap(person =>
          pagesAfterTheFirst(
            person.kind,
            person.path,
            [
              liveArticles.filter(article => article.author === person.id).length,
              liveArticles.filter(article => article.reviewer === person.id).length,
            ],
            person.id
          )
        ),
      ...listingPages.flatMap(listing =>
        pagesAfterTheFirst(listing.kind, listing.path, [
          entries.filter(
            entry =>
              entry.kind === listing.kind &&
              isLive(entry) &&
              (listing.group === undefined || entry.group === listing.group)
          ).length,
        ])
      ),
    ]
  })()

/** Every page the kinds publish: each live entry's, then the index and group pages, then the lists' further pages. */
export const contentPages: { path: string; kind: KindName; id?: string }[] = [
  ...entries.filter(isLive).map(entry => ({ path: entryPath(entry), kind: entry.kind, id: entry.id })),
  ...listingPages.map(page => ({ path: page.path, kind: page.kind })),
  ...furtherListingPages.map(({ path: pagePath, kind }) => ({ path: pagePath, kind })),
]

/** Every redirect the content calls for (former and retired addresses, index pages with no live entry). */
export const contentRedirects = redirectsOf(entries)

const { schemas } = loadSchemas(projectRoot, DATA_DIR)

/** Each kind's label in the content manager and the check's messages: its schema's title. */
export const kindLabels = kindLabelsOf(schemas)
const sampleOf = <T extends ContentEntry>(kind: ContentKind, list: readonly T[]) =>
  sampleOfKind(list, shapeOfSchema(schemas, kind.schemaFile), entries)

/**
 * The live entries of each kind whose pages the browser tests visit one by one: the fewest that show every
 * case the content has (tools/covering-sample.ts), so that the suite does not grow with the entries.
 */
export const sampledEntries = byKind(kind => sampleOf(kind, content.entries[kind.name].filter(isLive)))

/**
 * The entries' files a test reads one by one (`people/jane-doe.json`): of each kind, the fewest entries, live
 * or retired, that show every case the content has (a retired entry shows `retiredTo`).
 */
export const sampledEntryFiles = new Set(
  EVERY_KIND.flatMap(kind =>
    sampleOf(
      kind,
      entries.filter(entry => entry.kind === kind.name)
    ).map(entry => `${kind.folder}/${entry.id}.json`)
  )
)

/** Every text in a value, at any depth: where an entry may name another (by id, address or path). */
const textsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value) || (typeof value === "object" && value !== null)
      ? Object.values(value).flatMap(textsIn)
      : []

/**
 * The entries' files a copy of the content keeps for the content manager's browser tests, so that they cost
 * the same whatever the firm has written: the sampled ones (live and retired: sampledEntryFiles and
 * sampledEntries) and every entry they or the site's other files name, at any depth, by its id, address or
 * path (an author, a reviewer, a responder, where a retired entry sends its visitors, a legal notice in the
 * footer), so that the copy checks as the content does.
 */
export const editedEntryFiles: ReadonlySet<string> = (() => {
  const { entries: _entries, ...siteFiles } = content
  const all = EVERY_KIND.flatMap(kind =>
    (content.entries[kind.name] as EntryContent<unknown>[]).map(entry => ({
      entry,
      file: `${kind.folder}/${entry.id}.json`,
    }))
  )
  const kept = new Set([
    ...sampledEntryFiles,
    ...EVERY_KIND.flatMap(kind => sampledEntries[kind.name].map(entry => `${kind.folder}/${entry.id}.json`)),
  ])
  for (let added = true; added;) {
    const named = new Set([
      ...textsIn(siteFiles),
      ...all.filter(({ file }) => kept.has(file)).flatMap(({ entry }) => textsIn(entry)),
    ])
    const more = all.filter(
      ({ entry, file }) =>
        !kept.has(file) &&
        [entry.id, entry.path, (entry as { address?: string }).address].some(name => named.has(name!))
    )
    for (const { file } of more) kept.add(file)
    added = more.length > 0
  }
  return kept
})()

const sampledPaths = new Set([
  ...Object.values(sampledEntries).flatMap(list => list.map(entry => entry.path)),
  ...listingPages.filter(page => !page.group).map(page => page.path),
  ...EVERY_KIND.flatMap(kind => listingPages.find(page => page.kind === kind.name && page.group)?.path ?? []),
  ...EVERY_KIND.flatMap(kind => furtherListingPages.find(page => page.kind === kind.name)?.path ?? []),
])

/**
 * The pages the browser tests visit one by one, in the order of contentPages: the sampled entries' pages,
 * each kind's index page, its first group page and the first further page of its lists. Every page is checked from its HTML
 * (tests/browser/every-page.spec.ts).
 */
export const sampledPages = contentPages.filter(page => sampledPaths.has(page.path))
