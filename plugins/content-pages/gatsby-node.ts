import path from "path"
import type { Actions, GatsbyNode } from "gatsby"
import { CONTENT_KINDS, EVERY_KIND, type ContentKind } from "../content-model/content-kinds"
import {
  entryOf,
  entryPath,
  isLive,
  listingPageFallbacks,
  listingPagesOf,
  redirectsOf,
  type ContentEntry,
} from "../content-model/content-entries"
import { DATA_DIR } from "../content-model/data-files"
import { clockOf, readContentSnapshot } from "../content-model/content-snapshot"
import { loadSchemas } from "../content-model/load-schemas"
import { LIVE_ARTICLE_QUERY, removeFeedLeftOver } from "./article-feed"
import { byCodeUnits, moreInCategory, newestFirst } from "../../src/lib/article-order"
import { inPages, listingPagePath } from "../../src/lib/listing-pages"
import { buildPageModule, removePageModule } from "../page-modules/bundle"
import type { PageModuleName } from "../page-modules/names"

/** Entries' ids in the order of their files' names (`a-b.json` before `a.json`). */
const byFileName = (a: string, b: string) => (`${a}.json` < `${b}.json` ? -1 : `${a}.json` > `${b}.json` ? 1 : 0)

/** A feed an earlier build left goes before this build writes its files (article-feed.ts). */
export const onPreBuild: GatsbyNode["onPreBuild"] = async helpers => {
  const { reporter } = helpers
  const result = await helpers.graphql<{ allArticleJson: { totalCount: number } }>(LIVE_ARTICLE_QUERY)
  const articleIsLive = (result.data?.allArticleJson.totalCount ?? 0) > 0
  if (removeFeedLeftOver(path.join(process.cwd(), "public"), articleIsLive))
    reporter.info("removed the articles' feed of an earlier build: no article is live")
}

/** An entry's node as createPages asks GraphQL for it: the fields an entry is read from (content-entries.ts). */
interface EntryNode {
  id: string
  fields: { itemId: string }
  author?: { id: string } | null
  reviewer?: { id: string } | null
  [field: string]: unknown
}

/** An entry as read: its node, and what content-entries.ts reads of it. */
interface Read {
  node: EntryNode
  entry: ContentEntry
  /** Its date, for a kind dated by a field (content-kinds.ts, `datedBy`). */
  date?: string
}

/** The kinds whose index page is the site's list (src/templates/list.tsx), without one of their own. */
const LISTED_KINDS = EVERY_KIND.filter(kind => kind.indexPath && !kind.customIndexPage)

/** Whether a kind's entries have a summary, which its card on the site's list shows. */
const hasSummary = (kind: ContentKind) =>
  Boolean(loadSchemas(process.cwd()).schemas.get(kind.schemaFile)?.properties?.summary)

/**
 * One query for every kind's entries: each kind's nodes under its type's name, with what an entry is read
 * from (its address, former addresses, retirement, title and group) and, for a dated kind, its date and who
 * wrote and reviewed it; and how many entries a page of a list shows, and the words of the index pages that are
 * the site's list, with their entries' summaries.
 */
const entriesQuery = () =>
  `{ ${EVERY_KIND.map(kind => {
    const fields = ["address", "formerAddresses", "retiredTo", kind.titleField, kind.groups?.field]
    if (kind.datedBy) fields.push(kind.datedBy, "author { id }", "reviewer { id }")
    if (LISTED_KINDS.includes(kind) && hasSummary(kind)) fields.push("summary")
    return `${kind.typeName}: all${kind.typeName} { nodes { id fields { itemId } ${fields.filter(Boolean).join(" ")} } }`
  }).join(" ")} entryPagesJson { listingPages { size } ${LISTED_KINDS.map(
    kind => `${kind.indexTextsKey} { heading intro seo { title description } }`
  ).join(" ")} } }`

/** The words of an index page that is the site's list (data/entry-pages.json, under the index page's name). */
interface ListTexts {
  heading: string
  intro: string
  seo: { title: string; description: string }
}

/** Every entry of every kind, in the order of their files, as the content check lists them; a list's page size. */
async function readEntries(helpers: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]) {
  const result = await helpers.graphql<
    Record<string, { nodes: EntryNode[] }> & {
      entryPagesJson: { listingPages: { size: number } } & Record<string, ListTexts>
    }
  >(entriesQuery())
  if (result.errors || !result.data)
    throw new Error(`content-pages: the entries' query failed: ${String(result.errors)}`)
  const data = result.data
  // The build's clock, in the firm's zone: an entry scheduled for later is published nowhere yet.
  const clock = clockOf(readContentSnapshot(process.cwd()))
  const read: Read[] = EVERY_KIND.flatMap(kind =>
    [...data[kind.typeName].nodes]
      .sort((a, b) => byFileName(a.fields.itemId, b.fields.itemId))
      .map(node => ({
        node,
        entry: entryOf(kind, node.fields.itemId, node, clock),
        ...(kind.datedBy && { date: String(node[kind.datedBy]) }),
      }))
  )
  return {
    read,
    clock,
    pageSize: data.entryPagesJson.listingPages.size,
    listTextsOf: (kind: ContentKind) => data.entryPagesJson[kind.indexTextsKey!],
  }
}

/**
 * The order of every list of a kind's entries, the one place it is decided: a dated kind's newest first, then by
 * title; any other's by title. The listing templates show their entries in the order of their context's ids.
 */
const listingOrder = (kind: ContentKind, items: readonly Read[]): Read[] =>
  kind.datedBy
    ? newestFirst(items.map(item => ({ ...item, published: item.date!, title: item.entry.title })))
    : [...items].sort((a, b) => byCodeUnits(a.entry.title, b.entry.title))

const idsOf = (items: readonly Read[]) => items.map(({ node }) => node.id)

/**
 * The page modules the live entries' pages load (content-kinds.ts, `pageModule`), each bundled once by
 * plugins/page-modules, by name; a module no live entry loads any more goes from public/.
 */
async function pageModulesFor(live: readonly Read[]): Promise<Partial<Record<PageModuleName, string>>> {
  const scripts: Partial<Record<PageModuleName, string>> = {}
  for (const name of new Set(EVERY_KIND.flatMap(kind => (kind.pageModule ? [kind.pageModule] : []))))
    if (live.some(({ entry }) => CONTENT_KINDS[entry.kind].pageModule === name))
      scripts[name] = await buildPageModule(name)
    else removePageModule(name)
  return scripts
}

type PageToCreate = Parameters<Actions["createPage"]>[0]

/**
 * An entry's pages: one, with its node's id in the context, the newest other entries of its group (a dated
 * kind's: an article's "more in this category") and its kind's page module; a person's, the entries of the
 * dated kinds they wrote and reviewed, side by side, continued on pages of their own when they fill more than
 * one (`/team/jane-doe/page/2`).
 */
function entryPages(
  { node, entry }: Read,
  live: readonly Read[],
  scripts: Partial<Record<PageModuleName, string>>,
  pageSize: number,
  today: string
): PageToCreate[] {
  const kind = CONTENT_KINDS[entry.kind]
  const component = path.join(process.cwd(), kind.template)
  if (kind.pagedEntryPages) {
    const signed = (by: (read: Read) => boolean) =>
      inPages(
        EVERY_KIND.filter(other => other.datedBy).flatMap(other =>
          idsOf(
            listingOrder(
              other,
              live.filter(read => read.entry.kind === other.name && by(read))
            )
          )
        ),
        pageSize
      )
    const written = signed(read => read.node.author?.id === node.id)
    const reviewed = signed(read => read.node.reviewer?.id === node.id)
    const pages = Math.max(written.length, reviewed.length)
    return Array.from({ length: pages }, (_, index) => ({
      path: listingPagePath(entryPath(entry), index + 1),
      component,
      context: { id: node.id, written: written[index] ?? [], reviewed: reviewed[index] ?? [], page: index + 1, pages },
    }))
  }
  const grouped = kind.datedBy && kind.groups
  const others = live
    .filter(read => read.entry.kind === kind.name)
    .map(read => ({
      id: read.node.id,
      category: read.entry.group ?? "",
      published: read.date!,
      title: read.entry.title,
      live: true,
    }))
  return [
    {
      path: entryPath(entry),
      component,
      context: {
        id: node.id,
        ...(grouped && {
          more: moreInCategory(others, { id: node.id, category: entry.group ?? "" }).map(other => other.id),
        }),
        ...(kind.pageModule && { script: scripts[kind.pageModule] }),
        // A kind whose pages follow the date (a plan's fees in effect): the build's day in the firm's zone.
        ...(kind.publishedFrom && { today }),
      },
    },
  ]
}

/**
 * The pages of one list (an index page, or a group's): its live entries in their order, split into pages of
 * `pageSize`, each with its entries' ids, its number and the number of pages.
 */
function listPages(
  listing: ReturnType<typeof listingPagesOf>[number],
  live: readonly Read[],
  pageSize: number,
  listTextsOf: (kind: ContentKind) => ListTexts,
  today: string
): PageToCreate[] {
  const kind = CONTENT_KINDS[listing.kind]
  const listed = live.filter(
    ({ entry }) => entry.kind === kind.name && (listing.group === undefined || entry.group === listing.group)
  )
  const pages = inPages(listingOrder(kind, listed), pageSize)
  const component = path.join(process.cwd(), listing.group === undefined ? kind.indexTemplate! : kind.groups!.template)
  // The site's list of a kind without an index page of its own gets its words and its entries' cards too.
  const isList = LISTED_KINDS.includes(kind)
  return pages.map((items, index) => ({
    path: listingPagePath(listing.path, index + 1),
    component,
    context: {
      ...(listing.group === undefined ? {} : { group: listing.group }),
      ids: idsOf(items),
      page: index + 1,
      pages: pages.length,
      ...(kind.publishedFrom && { today }),
      ...(isList && {
        texts: listTextsOf(kind),
        firstPath: listing.path,
        entries: items.map(({ node, entry }) => ({
          title: entry.title,
          summary: typeof node.summary === "string" ? node.summary : null,
          path: entryPath(entry),
        })),
      }),
    },
  }))
}

/**
 * A page for every live entry of every kind, at its path, rendered by its kind's template (entryPages); each
 * kind's index page and group pages while they have a live entry, in pages of entry-pages.json
 * `listingPages.size` (listPages); and a permanent (301) redirect for each address that no longer has a page of
 * its own (content-entries.ts), a page number past a list's last leading to its first (listingPageFallbacks,
 * after every other redirect). The content check has run (content-model's onPreBootstrap): addresses are unique
 * and every redirect leads to a published page. The host adapter writes the redirects into public/_redirects.
 */
export const createPages: GatsbyNode["createPages"] = async helpers => {
  const { actions, reporter } = helpers
  const { read, clock, pageSize, listTextsOf } = await readEntries(helpers)
  const entries = read.map(({ entry }) => entry)
  const live = read.filter(({ entry }) => isLive(entry))
  const scripts = await pageModulesFor(live)
  for (const item of live)
    for (const page of entryPages(item, live, scripts, pageSize, clock.date)) actions.createPage(page)
  let listingPageCount = 0
  for (const listing of listingPagesOf(entries))
    for (const page of listPages(listing, live, pageSize, listTextsOf, clock.date)) {
      actions.createPage(page)
      listingPageCount++
    }
  const redirects = [...redirectsOf(entries), ...listingPageFallbacks(entries)]
  for (const { from, to } of redirects) actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true })
  const counts = EVERY_KIND.map(kind => {
    const ofKind = entries.filter(entry => entry.kind === kind.name)
    return `${DATA_DIR}/${kind.folder}/: ${ofKind.filter(isLive).length} live, ${ofKind.filter(entry => !isLive(entry)).length} retired`
  })
  reporter.info(`${counts.join("; ")}; ${listingPageCount} pages of lists, ${redirects.length} redirects`)
}
