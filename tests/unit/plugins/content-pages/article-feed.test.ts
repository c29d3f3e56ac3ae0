import fs from "fs"
import path from "path"
import { articleFeedOptions, removeFeedLeftOver } from "../../../../plugins/content-pages/article-feed"
import { CONTENT_KINDS } from "../../../../plugins/content-model/content-kinds"
import { scratchProject } from "../../support/scratch-project"

/** Scratch projects whose articles' folder holds only the articles a test writes (fields the feed reads). */
describe("plugins/content-pages/article-feed: a feed while an article is live, none (and none left over) without", () => {
  function projectWith(articles: Record<string, object>) {
    const project = scratchProject()
    const folder = path.join(project.root, project.dataDir, CONTENT_KINDS.article.folder)
    fs.rmSync(folder, { recursive: true, force: true })
    fs.mkdirSync(folder, { recursive: true })
    for (const [id, fields] of Object.entries(articles))
      fs.writeFileSync(path.join(folder, `${id}.json`), JSON.stringify(fields))
    const publicDir = path.join(project.root, "public")
    const feedFile = path.join(publicDir, CONTENT_KINDS.article.basePath, CONTENT_KINDS.article.builtFiles![0])
    fs.mkdirSync(path.dirname(feedFile), { recursive: true })
    fs.writeFileSync(feedFile, "<rss/>")
    return { root: project.root, publicDir, feedFile }
  }

  it("asks the plugin for one feed, of the insights' pages, while an article is live", () => {
    const { root } = projectWith({ news: { address: "news", category: "tax" } })
    const { feeds } = articleFeedOptions(root)
    expect(feeds).toHaveLength(1)
    expect(feeds[0]).toMatchObject({
      output: `${CONTENT_KINDS.article.basePath}${CONTENT_KINDS.article.builtFiles![0]}`,
    })
    expect(new RegExp(feeds[0].match).test(CONTENT_KINDS.article.indexPath!)).toBe(true)
    expect(new RegExp(feeds[0].match).test(`${CONTENT_KINDS.article.indexPath}/news`)).toBe(true)
    expect(new RegExp(feeds[0].match).test("/team")).toBe(false)
  })

  it("holds the twenty newest live articles, newest first, then by title, each at its absolute address", () => {
    const { root } = projectWith({ news: { address: "news", category: "tax" } })
    const [feed] = articleFeedOptions(root).feeds
    const nodes = Array.from({ length: 22 }, (_, index) => ({
      title: `Article ${String(index).padStart(2, "0")}`,
      summary: "",
      published: `2026-01-${String(1 + Math.floor(index / 2)).padStart(2, "0")}`,
      fields: { path: `/insights/a-${index}` },
      author: { name: "A" },
    }))
    const items = feed.serialize({
      query: { site: { siteMetadata: { siteUrl: "https://example.org" } }, allArticleJson: { nodes } },
    })
    // Two a day (20 and 21 on the newest): the newest day first, a day's two by title; the oldest two left out.
    const expected = Array.from({ length: 10 }, (_, day) => [20 - 2 * day, 21 - 2 * day]).flat()
    expect(items.map(item => item.title)).toEqual(expected.map(index => nodes[index].title))
    expect(items[0]).toMatchObject({ url: "https://example.org/insights/a-20", date: "2026-01-11T00:00:00Z" })
  })

  it("asks for none when every article is retired, and removes the feed an earlier build wrote", () => {
    const { root, publicDir, feedFile } = projectWith({ news: { address: "news", retiredTo: "other" } })
    expect(articleFeedOptions(root).feeds).toEqual([])
    expect(removeFeedLeftOver(publicDir, false)).toBe(true)
    expect(fs.existsSync(feedFile)).toBe(false)
    expect(removeFeedLeftOver(publicDir, false)).toBe(false)
  })

  it("keeps the feed in public/ while an article is live: the plugin writes it again", () => {
    const { publicDir, feedFile } = projectWith({ news: { address: "news" } })
    expect(removeFeedLeftOver(publicDir, true)).toBe(false)
    expect(fs.existsSync(feedFile)).toBe(true)
  })
})
