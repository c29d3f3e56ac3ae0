/**
 * What the search page reads and writes as text (no page's DOM here, only the parser's: unit-tested in jsdom): the
 * search its address asks for, the excerpts Pagefind marks, and the announcement of how many pages matched.
 */
import { fillTemplate } from "../lib/fill-template"

/** The words searched for and the filters chosen, as the page's form sends them: `/search?q=…&kind=…&category=…`. */
export interface SearchRequest {
  query: string
  kind: string
  category: string
}

/** The longest search the page runs: Pagefind looks up each word, and no one types more. */
export const LONGEST_QUERY = 200

/** The search the address asks for (`location.search`), each value trimmed; the words at most LONGEST_QUERY long. */
export function searchRequestOf(search: string): SearchRequest {
  const params = new URLSearchParams(search)
  const value = (name: string) => (params.get(name) ?? "").trim()
  return { query: value("q").slice(0, LONGEST_QUERY), kind: value("kind"), category: value("category") }
}

/** A piece of an excerpt: text to show, marked where it matched the words searched for. */
export interface ExcerptPart {
  text: string
  marked: boolean
}

/**
 * An excerpt as Pagefind gives it (`… are <mark>due</mark> on …`) as plain texts, each marked or not: the page
 * shows them as text (textContent), never as markup, so that nothing in what was indexed can run or load. The
 * browser's own parser reads it, so every character reference means what it means in HTML, and into a document
 * of its own, which runs no script and loads nothing. Of its elements only `<mark>` counts; any other tag is left
 * out, its text kept.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parsed = new DOMParser().parseFromString(excerpt, "text/html")
  const parts: ExcerptPart[] = []
  // Every text in the order it reads: a script or title at the start of an excerpt goes into the head.
  const texts = parsed.createTreeWalker(parsed.documentElement, NodeFilter.SHOW_TEXT)
  for (let node = texts.nextNode() as Text | null; node; node = texts.nextNode() as Text | null) {
    // A text's parent is an element: the walk starts at the document's.
    const marked = node.parentElement!.closest("mark") !== null
    const last = parts[parts.length - 1]
    if (last?.marked === marked) last.text += node.data
    else parts.push({ text: node.data, marked })
  }
  return parts
}

/** The words of the results' announcements (data/search.json `results`). */
export interface ResultTexts {
  countOne: string
  count: string
  none: string
}

/**
 * What the page announces once it has searched: how many pages match the words, in the editors' words, the
 * number as the site's language writes it (`1,234` in English).
 */
export function resultAnnouncement(texts: ResultTexts, count: number, query: string, language: string): string {
  const template = count === 0 ? texts.none : count === 1 ? texts.countOne : texts.count
  return fillTemplate(template, { count: new Intl.NumberFormat(language).format(count), query })
}

/** Whether a result's address is one of the site's own pages (`/insights/x`), as the index holds only those. */
export const isSitePath = (url: string) => url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")
