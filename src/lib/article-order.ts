/**
 * The order of the articles, one function for every list of them: the lists of /insights, a category's page
 * and a person's page (their templates), the "more in this category" of an article's page (its page context,
 * plugins/content-pages), the feed (plugins/content-pages/article-feed.ts) and the content manager's
 * previews, so that a preview cannot order them otherwise than the page.
 */

/** What ordering an article needs of it. */
export interface OrderedArticle {
  published: string
  title: string
}

/** Compares two texts by their UTF-16 code units, as GraphQL's sort does (not by the reader's language). */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Newest first (`published`, a date written year-month-day), then by title. */
export function newestFirst<Article extends OrderedArticle>(articles: readonly Article[]): Article[] {
  return [...articles].sort((a, b) => byCodeUnits(b.published, a.published) || byCodeUnits(a.title, b.title))
}

/** How many other articles an article's page offers. */
export const MORE_IN_CATEGORY = 3

/** The articles an article's page offers next: the newest other live articles of its category. */
export function moreInCategory<Article extends OrderedArticle & { id: string; category: string; live: boolean }>(
  articles: readonly Article[],
  article: { id: string; category: string }
): Article[] {
  const others = articles.filter(other => other.live && other.category === article.category && other.id !== article.id)
  return newestFirst(others).slice(0, MORE_IN_CATEGORY)
}
