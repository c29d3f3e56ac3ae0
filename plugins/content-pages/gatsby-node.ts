import path from "path"
import type { GatsbyNode } from "gatsby"
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
import { LIVE_ARTICLE_QUERY, removeFeedLeftOver } from "./article-feed"
import { byCodeUnits, moreInCategory, newestFirst } from "../../src/lib/article-order"
import { inPages, listingPagePath } from "../../src/lib/listing-pages"
import { buildPageModule, removePageModule } from "../page-modules/bundle"

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
  published?: string
  author?: { id: string } | null
  reviewer?: { id: string } | null
  [field: string]: unknown
}

/**
 * One query for every kind's entries: each kind's nodes under its type's name, with what an entry is read
 * from (its address, former addresses, retirement, title and group) and, for articles, their date and who
 * wrote and reviewed them; and how many entries a page of a list shows.
 */
const entriesQuery = () =>
  `{ ${EVERY_KIND.map(kind => {
    const fields = ["address", "formerAddresses", "retiredTo", kind.titleField, kind.groups?.field]
    if (kind === CONTENT_KINDS.article) fields.push("published", "author { id }", "reviewer { id }")
    return `${kind.typeName}: all${kind.typeName} { nodes { id fields { itemId } ${fields.filter(Boolean).join(" ")} } }`
  }).join(" ")} entryPagesJson { listingPages { size } } }`

interface Read {
  node: EntryNode
  entry: ContentEntry
}

/** The order of a kind's lists, as its pages' queries order each page: articles newest first, others by title. */
const listingOrder = (kind: ContentKind, items: readonly Read[]): Read[] =>
  kind === CONTENT_KINDS.article
    ? newestFirst(items.map(item => ({ ...item, published: String(item.node.published), title: item.entry.title })))
    : [...items].sort((a, b) => byCodeUnits(a.entry.title, b.entry.title))

/**
 * A page for every live entry of every kind, at its path, rendered by its kind's template with the entry's
 * node id in the page's context (the template's query finds the node by it; an article's page also gets the
 * ids of the articles it offers next, article-order.ts); each kind's index page and group pages while they
 * have a live entry; and a permanent (301) redirect for each address that no longer has a page of its own
 * (content-entries.ts). A list longer than a page (entry-pages.json `listingPages.size`) continues on pages of
 * its own (`/insights/page/2`), each with the ids of its entries, its number and the number of pages in its
 * context; so do a person's lists of the articles they wrote and reviewed (`/team/jane-doe/page/2`); a page
 * number past a list's last leads to its first page (listingPageFallbacks, after every other redirect). The entries come from GraphQL, as the pages' queries read them. The content check
 * has run (content-model's onPreBootstrap): addresses are unique and every redirect leads to a published
 * page. The host adapter writes the redirects into public/_redirects.
 */
export const createPages: GatsbyNode["createPages"] = async helpers => {
  const { actions, reporter } = helpers
  const rootDir = process.cwd()
  const result = await helpers.graphql<
    Record<string, { nodes: EntryNode[] }> & { entryPagesJson: { listingPages: { size: number } } }
  >(entriesQuery())
  if (result.errors || !result.data)
    throw new Error(`content-pages: the entries' query failed: ${String(result.errors)}`)
  const data = result.data
  const pageSize = data.entryPagesJson.listingPages.size
  // In the order of their files, as the content check lists them (data-files.ts): pages, sitemap and log agree.
  const nodesOf = (kind: ContentKind) =>
    [...data[kind.typeName].nodes].sort((a, b) => byFileName(a.fields.itemId, b.fields.itemId))
  const read: Read[] = EVERY_KIND.flatMap(kind =>
    nodesOf(kind).map(node => ({ node, entry: entryOf(kind, node.fields.itemId, node) }))
  )
  const entries = read.map(({ entry }) => entry)
  const articles = read
    .filter(({ entry }) => entry.kind === CONTENT_KINDS.article.name)
    .map(({ node, entry }) => ({
      id: node.id,
      category: entry.group ?? "",
      published: String(node.published),
      title: entry.title,
      live: isLive(entry),
    }))
  const template = (file: string) => path.join(rootDir, file)
  const live = read.filter(({ entry }) => isLive(entry))
  const liveArticles = listingOrder(
    CONTENT_KINDS.article,
    live.filter(({ entry }) => entry.kind === CONTENT_KINDS.article.name)
  )
  const idsOf = (items: readonly Read[]) => items.map(({ node }) => node.id)
  // A calculator's page loads one module of its own (src/page-modules/calculator.ts), built while one is live;
  // with none, an earlier build's goes.
  const calculatorIsLive = live.some(({ entry }) => entry.kind === CONTENT_KINDS.tool.name)
  if (!calculatorIsLive) removePageModule("calculator")
  const calculatorScript = calculatorIsLive ? await buildPageModule("calculator") : undefined
  for (const { node, entry } of live) {
    const kind = CONTENT_KINDS[entry.kind]
    const more =
      kind === CONTENT_KINDS.article
        ? { more: moreInCategory(articles, { id: node.id, category: entry.group ?? "" }).map(other => other.id) }
        : kind === CONTENT_KINDS.tool
          ? { script: calculatorScript }
          : {}
    if (!kind.pagedEntryPages) {
      actions.createPage({
        path: entryPath(entry),
        component: template(kind.template),
        context: { id: node.id, ...more },
      })
      continue
    }
    // A person's pages: the articles they wrote, and those they reviewed, side by side in pages.
    const written = inPages(idsOf(liveArticles.filter(article => article.node.author?.id === node.id)), pageSize)
    const reviewed = inPages(idsOf(liveArticles.filter(article => article.node.reviewer?.id === node.id)), pageSize)
    const pages = Math.max(written.length, reviewed.length)
    for (let page = 1; page <= pages; page++)
      actions.createPage({
        path: listingPagePath(entryPath(entry), page),
        component: template(kind.template),
        context: { id: node.id, written: written[page - 1] ?? [], reviewed: reviewed[page - 1] ?? [], page, pages },
      })
  }
  const listings = listingPagesOf(entries)
  let listingPageCount = 0
  for (const listing of listings) {
    const kind = CONTENT_KINDS[listing.kind]
    const listed = live.filter(
      ({ entry }) => entry.kind === kind.name && (listing.group === undefined || entry.group === listing.group)
    )
    const pages = inPages(idsOf(listingOrder(kind, listed)), pageSize)
    pages.forEach((ids, index) =>
      actions.createPage({
        path: listingPagePath(listing.path, index + 1),
        component: template(listing.group === undefined ? kind.indexTemplate! : kind.groups!.template),
        context: {
          ...(listing.group === undefined ? {} : { group: listing.group }),
          ids,
          page: index + 1,
          pages: pages.length,
        },
      })
    )
    listingPageCount += pages.length
  }
  const redirects = [...redirectsOf(entries), ...listingPageFallbacks(entries)]
  for (const { from, to } of redirects) {
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true })
  }
  const counts = EVERY_KIND.map(kind => {
    const ofKind = entries.filter(entry => entry.kind === kind.name)
    return `${DATA_DIR}/${kind.folder}/: ${ofKind.filter(isLive).length} live, ${ofKind.filter(entry => !isLive(entry)).length} retired`
  })
  reporter.info(`${counts.join("; ")}; ${listingPageCount} pages of lists, ${redirects.length} redirects`)
}
