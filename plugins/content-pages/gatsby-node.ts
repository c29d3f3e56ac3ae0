import path from "path"
import type { GatsbyNode } from "gatsby"
import { CONTENT_KINDS, EVERY_KIND, type ContentKind } from "../content-model/content-kinds"
import { entryOf, entryPath, isLive, listingPagesOf, redirectsOf } from "../content-model/content-entries"
import { DATA_DIR } from "../content-model/data-files"
import { LIVE_ARTICLE_QUERY, removeFeedLeftOver } from "./article-feed"
import { moreInCategory } from "../../src/lib/article-order"

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
  [field: string]: unknown
}

/**
 * One query for every kind's entries: each kind's nodes under its type's name, with what an entry is read
 * from (its address, former addresses, retirement, title and group) and, for articles, their date.
 */
const entriesQuery = () =>
  `{ ${EVERY_KIND.map(kind => {
    const fields = ["address", "formerAddresses", "retiredTo", kind.titleField, kind.groups?.field]
    if (kind === CONTENT_KINDS.article) fields.push("published")
    return `${kind.typeName}: all${kind.typeName} { nodes { id fields { itemId } ${fields.filter(Boolean).join(" ")} } }`
  }).join(" ")} }`

/**
 * A page for every live entry of every kind, at its path, rendered by its kind's template with the entry's
 * node id in the page's context (the template's query finds the node by it; an article's page also gets the
 * ids of the articles it offers next, article-order.ts); each kind's index page and group pages while they
 * have a live entry; and a permanent (301) redirect for each address that no longer has a page of its own
 * (content-entries.ts). The entries come from GraphQL, as the pages' queries read them. The content check
 * has run (content-model's onPreBootstrap): addresses are unique and every redirect leads to a published
 * page. The host adapter writes the redirects into public/_redirects.
 */
export const createPages: GatsbyNode["createPages"] = async helpers => {
  const { actions, reporter } = helpers
  const rootDir = process.cwd()
  const result = await helpers.graphql<Record<string, { nodes: EntryNode[] }>>(entriesQuery())
  if (result.errors || !result.data)
    throw new Error(`content-pages: the entries' query failed: ${String(result.errors)}`)
  const data = result.data
  // In the order of their files, as the content check lists them (data-files.ts): pages, sitemap and log agree.
  const nodesOf = (kind: ContentKind) =>
    [...data[kind.typeName].nodes].sort((a, b) => byFileName(a.fields.itemId, b.fields.itemId))
  const read = EVERY_KIND.flatMap(kind =>
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
  for (const { node, entry } of read.filter(({ entry }) => isLive(entry))) {
    const more =
      entry.kind === CONTENT_KINDS.article.name
        ? { more: moreInCategory(articles, { id: node.id, category: entry.group ?? "" }).map(other => other.id) }
        : {}
    actions.createPage({
      path: entryPath(entry),
      component: template(CONTENT_KINDS[entry.kind].template),
      context: { id: node.id, ...more },
    })
  }
  const listings = listingPagesOf(entries)
  for (const listing of listings) {
    const kind = CONTENT_KINDS[listing.kind]
    actions.createPage({
      path: listing.path,
      component: template(listing.group === undefined ? kind.indexTemplate! : kind.groups!.template),
      context: listing.group === undefined ? {} : { group: listing.group },
    })
  }
  const redirects = redirectsOf(entries)
  for (const { from, to } of redirects) {
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true })
  }
  const counts = EVERY_KIND.map(kind => {
    const ofKind = entries.filter(entry => entry.kind === kind.name)
    return `${DATA_DIR}/${kind.folder}/: ${ofKind.filter(isLive).length} live, ${ofKind.filter(entry => !isLive(entry)).length} retired`
  })
  reporter.info(`${counts.join("; ")}; ${listings.length} index pages, ${redirects.length} redirects`)
}
