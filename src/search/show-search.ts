/**
 * What the search page does in the browser, as its one script (src/page-modules/search.ts, bundled with
 * Pagefind's runtime by plugins/site-search): no React, and on no other page. It reads the search from the
 * page's address (the form's plain GET), runs it on the Pagefind index of the published pages, and shows the
 * results in the list the page rendered (SearchSections.tsx), a few at a time, with their number announced
 * politely. The page's words come from its own markup (`data-texts`, from data/search.json); every text it
 * writes is set as text, never as markup.
 */
import * as pagefind from "pagefind-runtime"
import type { PagefindResultData } from "pagefind-runtime"
import { formatDate } from "../lib/format-date"
import { INDEX_FOLDER, RESULTS_AT_A_TIME } from "./names"
import { resultPager } from "./result-pager"
import { excerptParts, isSitePath, resultAnnouncement, searchRequestOf, type ResultTexts } from "./search-text"

/** The words the script writes, as the page renders them into `data-texts` (SearchSections.tsx). */
export interface SearchPageTexts {
  language: string
  /** Each kind's name, by the kind's name in content-kinds.ts (`service-page`). */
  kinds: Record<string, string>
  /** The kinds whose pages have a date to sort by (articles). */
  dated: readonly string[]
  results: ResultTexts & { prompt: string; searching: string; failed: string }
}

const part = <Element extends HTMLElement>(root: ParentNode, selector: string) => {
  const element = root.querySelector<Element>(selector)
  if (!element) throw new Error(`the search page has no ${selector}`)
  return element
}

/** One result: its kind and, for an article, its date; its title as a link to it; its excerpt, the matches marked. */
function resultItem(result: PagefindResultData, texts: SearchPageTexts): HTMLLIElement {
  const item = document.createElement("li")
  const about = document.createElement("p")
  const kind = result.filters.kind?.[0]
  about.textContent = [kind && texts.kinds[kind], result.meta.date && formatDate(result.meta.date, texts.language)]
    .filter(Boolean)
    .join(" · ")
  const heading = document.createElement("h2")
  const link = document.createElement("a")
  link.href = result.url
  link.textContent = result.meta.title ?? result.url
  heading.append(link)
  const excerpt = document.createElement("p")
  for (const { text, marked } of excerptParts(result.excerpt)) {
    if (!marked) excerpt.append(text)
    else {
      const mark = document.createElement("mark")
      mark.textContent = text
      excerpt.append(mark)
    }
  }
  item.append(about, heading, excerpt)
  return item
}

/** The element the search page's script attaches to (SearchSections.tsx renders it). */
export const SEARCH_ROOT = "#site-search"

/** Runs the search the page's address asks for, in the search page's `root`. */
export async function showSearch(root: HTMLElement): Promise<void> {
  const texts = JSON.parse(root.dataset.texts ?? "{}") as SearchPageTexts
  for (const note of root.querySelectorAll<HTMLElement>("[data-without-script]")) note.hidden = true
  const request = searchRequestOf(window.location.search)
  const form = part<HTMLFormElement>(root, "form")
  part<HTMLInputElement>(form, 'input[name="q"]').value = request.query
  for (const [name, value] of [
    ["kind", request.kind],
    ["category", request.category],
  ] as const) {
    const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)
    if (select && [...select.options].some(option => option.value === value)) select.value = value
  }
  // What the announcement names as searched for: the words, or the filters chosen without words.
  const described =
    request.query ||
    [...form.querySelectorAll("select")]
      .filter(select => select.value)
      .map(select => select.selectedOptions[0].text)
      .join(", ")
  const status = part(root, '[role="status"]')
  const list = part<HTMLOListElement>(root, "ol")
  const more = part<HTMLButtonElement>(root, "button[data-more]")
  // Where the search stands, for tools that wait for it (`data-state`): prompt, searching, done or failed.
  const stand = (state: string, text: string) => {
    root.dataset.state = state
    status.textContent = text
  }
  if (!request.query && !request.kind && !request.category) {
    stand("prompt", texts.results.prompt)
    return
  }
  stand("searching", texts.results.searching)
  try {
    await pagefind.options({ basePath: `/${INDEX_FOLDER}/`, noWorker: true })
    const filters = Object.fromEntries(
      Object.entries({ kind: request.kind, category: request.category }).filter(([, value]) => value)
    )
    // Without words, the pages of the filters chosen; articles (a category's, or the kind's) newest first.
    const byDate = !request.query && (Boolean(request.category) || texts.dated.includes(request.kind))
    const search = await pagefind.search(request.query || null, {
      filters,
      ...(byDate ? { sort: { date: "desc" } } : {}),
    })
    const found = search.results
    const nextResults = resultPager(found, RESULTS_AT_A_TIME, result => result.data())
    const showMore = (focusFirst: boolean) =>
      nextResults((next, left) => {
        const items = next.filter(result => isSitePath(result.url)).map(result => resultItem(result, texts))
        list.append(...items)
        more.hidden = left === 0
        if (focusFirst) items[0]?.querySelector("a")?.focus()
      })
    await showMore(false)
    more.addEventListener("click", () => void showMore(true))
    stand("done", resultAnnouncement(texts.results, found.length, described, texts.language))
  } catch (error) {
    stand("failed", texts.results.failed)
    console.error("search failed:", error)
  }
}
