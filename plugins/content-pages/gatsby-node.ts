import path from "path"
import type { GatsbyNode } from "gatsby"
import { CONTENT_KINDS, EVERY_KIND } from "../content-schema/content-kinds"
import { entryPath, isLive, listingPagesOf, redirectsOf } from "../content-schema/content-entries"
import { entriesOf, readContentSnapshot } from "../content-schema/content-snapshot"
import { DATA_DIR } from "../content-schema/data-files"
import { removeFeedLeftOver } from "./article-feed"

/** A feed an earlier build left goes before this build writes its files (article-feed.ts). */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  if (removeFeedLeftOver(process.cwd(), path.join(process.cwd(), "public")))
    reporter.info("removed the articles' feed of an earlier build: no article is live")
}

/**
 * A page for every live entry of every kind, at its path, rendered by its kind's template with the entry's
 * id in the page's context (the template's query finds the entry by it); each kind's index page and group
 * pages while they have a live entry; and a permanent (301) redirect for each address that no longer has a
 * page of its own (content-entries.ts). The content check has run (content-schema's onPreBootstrap):
 * addresses are unique and every redirect leads to a published page. The host adapter writes the redirects
 * into public/_redirects.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions, reporter }) => {
  const rootDir = process.cwd()
  const entries = entriesOf(readContentSnapshot(rootDir))
  const template = (file: string) => path.join(rootDir, file)
  for (const entry of entries.filter(isLive)) {
    actions.createPage({
      path: entryPath(entry),
      component: template(CONTENT_KINDS[entry.kind].template),
      // An entry that belongs to a group (an article's category) names it too: its page lists its group's others.
      context: { id: entry.id, ...(entry.group ? { group: entry.group } : {}) },
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
