/**
 * What the search page reads and writes as text (no DOM here: unit-tested on its own): the search its address
 * asks for, the excerpts Pagefind marks, and the announcement of how many pages matched.
 */
import { fillTemplate } from "../../../src/lib/fill-template"

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

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }

/** The text an HTML fragment's character references stand for (`&lt;` is `<`, `&#39;` is `'`). */
function decoded(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? reference
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference
  })
}

/**
 * An excerpt as Pagefind gives it (`… are <mark>due</mark> on …`) as plain texts, each marked or not: the page
 * shows them as text (textContent), never as markup, so that nothing in what was indexed can run or load. Any
 * tag other than `<mark>` is left out.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  let marked = false
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true
    else if (/^<\/mark>$/i.test(piece)) marked = false
    else {
      const text = decoded(piece.replace(/<[^>]*>?/g, ""))
      if (text) parts.push({ text, marked })
    }
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
