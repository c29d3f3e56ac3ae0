/**
 * What the content check knows of the site beyond each file's own schema: the pages a link may lead to,
 * the entries a field may choose, the categories and who may review. The build derives them from the
 * content it reads (content-snapshot.ts); the content manager from what is published while an editor works
 * (plugins/content-admin), so both refuse the same values.
 *
 * No Node modules here: the content manager's bundle imports it too.
 */
import { CONTENT_KINDS, EVERY_KIND, liveFormat, type KindName } from "./content-kinds"
import { contentPaths, isLive, type ContentEntry } from "./content-entries"

export interface SiteFacts {
  /** The pages links may lead to: `/`, `/financial-advisory`, `/team`, … */
  routes: readonly string[]
  /**
   * By format (`person`, `live-person`): the ids a field naming an entry of that kind may choose, and those of
   * its live entries.
   */
  choices: Readonly<Record<string, readonly string[]>>
  /** The ids of the insights' categories (data/entry-pages.json), which an article's category chooses. */
  categories: readonly string[]
  /** The people who hold at least one credential: who may review an article. */
  credentialed: readonly string[]
  /** The name editors know each kind by, its schema's `title`: `Team`. */
  kindLabels: Readonly<Record<KindName, string>>
}

/** What the site's facts are made from. */
export interface SiteSources {
  /** Every entry of every kind, retired ones included. */
  entries: readonly ContentEntry[]
  /** The files of src/pages without their extension: `index`, `404`, `thank-you`. */
  pageStems: readonly string[]
  categories: readonly string[]
  credentialed: readonly string[]
  kindLabels: Readonly<Record<KindName, string>>
}

/**
 * The content the facts are read from, wherever it is read: the build from the disk (content-snapshot.ts),
 * the content manager from what is published (plugins/content-admin/admin/published-content.ts).
 */
export interface SiteContent {
  /** Every entry of every kind, retired ones included. */
  entries: readonly ContentEntry[]
  /** An entry's data, by its kind and id. */
  dataOf: (kind: KindName, id: string) => unknown
  /** The data file that lists the groups of the kinds that have them (data/entry-pages.json: the categories). */
  groupsListing: unknown
  pageStems: readonly string[]
  kindLabels: Readonly<Record<KindName, string>>
}

/** The site's facts from its content: the categories listed, and the people who may review. */
export function siteFactsOfContent(content: SiteContent): SiteFacts {
  const { list } = CONTENT_KINDS.article.groups!
  const listed = (content.groupsListing as Record<string, unknown> | undefined)?.[list]
  const people = content.entries.filter(entry => entry.kind === CONTENT_KINDS.person.name)
  return siteFactsOf({
    entries: content.entries,
    pageStems: content.pageStems,
    categories: Array.isArray(listed)
      ? listed.flatMap(item => {
          const id = (item as { id?: unknown } | null)?.id
          return typeof id === "string" ? [id] : []
        })
      : [],
    credentialed: credentialedPeople(
      people.map(({ id }) => ({ id, data: content.dataOf(CONTENT_KINDS.person.name, id) }))
    ),
    kindLabels: content.kindLabels,
  })
}

/** Pages of src/pages that are no page to link to: the 404 page, and where the form leads after a send. */
const UNLINKED_PAGES = ["404", "thank-you"]

/**
 * The folders and files Gatsby and its npm plugins publish at the top of the site, which no entry may take as
 * its address; the project's own plugins declare theirs (content-snapshot.ts, `reservedByPlugins`).
 */
const BUILT_AT_TOP = ["page-data", "static", "sitemap-index", "sitemap-0"]

export function siteFactsOf(sources: SiteSources): SiteFacts {
  return {
    routes: siteRoutes(sources.pageStems, sources.entries),
    choices: Object.fromEntries(
      EVERY_KIND.flatMap(kind => {
        const ofKind = sources.entries.filter(entry => entry.kind === kind.name)
        const live = ofKind.filter(isLive).map(entry => entry.id)
        return [
          [kind.name, kind.choosable === "any" ? ofKind.map(entry => entry.id) : live],
          [liveFormat(kind), live],
        ]
      })
    ),
    categories: sources.categories,
    credentialed: sources.credentialed,
    kindLabels: sources.kindLabels,
  }
}

/**
 * The site's pages that links in the content may lead to: the home page (`index` is `/`), the other pages of
 * src/pages but the 404 and thank-you pages, and every page the entries make (content-entries.ts).
 */
export function siteRoutes(pageStems: readonly string[], entries: readonly ContentEntry[]): string[] {
  const fromFiles = pageStems
    .filter(stem => !UNLINKED_PAGES.includes(stem))
    .map(stem => (stem === "index" ? "/" : `/${stem}`))
  return [...new Set([...fromFiles, ...contentPaths(entries)])].sort()
}

/**
 * The addresses at the top of the site that no entry may take: the home page's file (`index`), the pages in
 * src/pages, Gatsby's folders (`page-data`, `static`), the sitemap's files, and what the project's plugins
 * publish there (`admin`, `search`, `robots`, …; `reservedByPlugins`).
 */
export function reservedAtTop(pageStems: readonly string[], reservedByPlugins: readonly string[]): string[] {
  return [...new Set(["index", ...pageStems, ...BUILT_AT_TOP, ...reservedByPlugins])].sort()
}

/** The ids of the people whose file lists at least one credential. */
export function credentialedPeople(people: readonly { id: string; data: unknown }[]): string[] {
  return people
    .filter(({ data }) => {
      const credentials = (data as { credentials?: unknown } | undefined)?.credentials
      return Array.isArray(credentials) && credentials.length > 0
    })
    .map(({ id }) => id)
}

/**
 * Each kind's label, its schema's `title` (`Team` for people): the schemas are the one description of the
 * content. A kind whose schema or title is still missing goes by its name (the content check names what is missing).
 */
export function kindLabelsOf(schemas: ReadonlyMap<string, { title?: string }>): Record<KindName, string> {
  return Object.fromEntries(
    EVERY_KIND.map(kind => [kind.name, schemas.get(kind.schemaFile)?.title ?? kind.name])
  ) as Record<KindName, string>
}
