/**
 * The articles' feed (RSS 2.0) at `/insights/rss.xml`, by gatsby-plugin-feed: the newest live articles with
 * absolute addresses, linked from the head of every page of the insights. It exists while an article is
 * live, as the insights do: with none, the plugin is given no feed to write or link. Its title and
 * description are the insights' own (data/entry-pages.json), read when the build starts.
 */
import fs from "fs"
import path from "path"
import { CONTENT_KINDS } from "../content-model/content-kinds"
import { entriesOf, dataOf, readContentSnapshot } from "../content-model/content-snapshot"
import { isLive } from "../content-model/content-entries"
import { newestFirst } from "../../src/lib/article-order"

/** How many articles the feed holds: the newest. */
const FEED_SIZE = 20
/** The feed's path: a file the kind's address space reserves (content-kinds.ts `builtFiles`). */
const FEED_PATH = `${CONTENT_KINDS.article.basePath}${CONTENT_KINDS.article.builtFiles![0]}`

interface FeedQuery {
  query: {
    site: { siteMetadata: { siteUrl: string } }
    allArticleJson: {
      nodes: { title: string; summary: string; published: string; fields: { path: string }; author: { name: string } }[]
    }
  }
}

const hasLiveArticle = (snapshot: ReturnType<typeof readContentSnapshot>) =>
  entriesOf(snapshot).some(entry => entry.kind === CONTENT_KINDS.article.name && isLive(entry))

/** Whether a live article's node exists: the feed's condition, as GraphQL knows it once the content is read. */
export const LIVE_ARTICLE_QUERY = `{ allArticleJson(filter: { fields: { live: { eq: true } } }, limit: 1) { totalCount } }`

/**
 * Removes the feed an earlier build wrote into `publicDir` when this build writes none (no article is live
 * now): the plugin writes a feed, it never removes one, and an old feed would announce pages that are gone.
 */
export function removeFeedLeftOver(publicDir: string, articleIsLive: boolean): boolean {
  const file = path.join(publicDir, FEED_PATH)
  if (articleIsLive || !fs.existsSync(file)) return false
  fs.rmSync(file)
  return true
}

/** gatsby-plugin-feed's options for the content in `rootDir`. */
export function articleFeedOptions(rootDir: string) {
  const snapshot = readContentSnapshot(rootDir)
  const live = hasLiveArticle(snapshot)
  const texts = dataOf(snapshot, CONTENT_KINDS.article.groups!.listedIn) as
    { insights?: { feedTitle?: string; seo?: { description?: string } } } | undefined
  const title = texts?.insights?.feedTitle ?? ""
  const description = texts?.insights?.seo?.description ?? ""
  const language = (dataOf(snapshot, "site.json") as { language?: string } | undefined)?.language
  return {
    query: `{ site { siteMetadata { siteUrl } } }`,
    setup: ({ query }: FeedQuery) => ({
      title,
      description,
      site_url: `${query.site.siteMetadata.siteUrl}${CONTENT_KINDS.article.indexPath}`,
      feed_url: `${query.site.siteMetadata.siteUrl}${FEED_PATH}`,
      generator: "Gatsby",
      language,
      custom_namespaces: { dc: "http://purl.org/dc/elements/1.1/" },
    }),
    feeds: live
      ? [
          {
            output: FEED_PATH,
            title,
            // Linked from the head of the insights' pages: the list, its categories and every article.
            match: `^${CONTENT_KINDS.article.indexPath}(/|$)`,
            query: `{
              allArticleJson(filter: { fields: { live: { eq: true } } }) {
                nodes { title summary published fields { path } author { name } }
              }
            }`,
            serialize: ({ query }: FeedQuery) =>
              newestFirst(query.allArticleJson.nodes)
                .slice(0, FEED_SIZE)
                .map(article => {
                  const url = `${query.site.siteMetadata.siteUrl}${article.fields.path}`
                  return {
                    title: article.title,
                    description: article.summary,
                    date: `${article.published}T00:00:00Z`,
                    url,
                    guid: url,
                    custom_elements: [{ "dc:creator": article.author.name }],
                  }
                }),
          },
        ]
      : [],
  }
}
