import fs from "fs"
import path from "path"
import { JSDOM } from "jsdom"
import { content } from "../../tools/content"
import { EVERY_KIND } from "../../plugins/content-model/content-kinds"
import { entryPath, isLive } from "../../plugins/content-model/content-entries"
import { fileOfPage } from "./fixtures"

/**
 * What the search's tests search for, read from the published pages: the pages the index holds, and the
 * words of each as Pagefind indexes them (tests/browser/search.spec.ts, budget.spec.ts).
 */

/** Every page the index holds: each live entry's, with its kind. */
export const indexed = EVERY_KIND.flatMap(kind =>
  (content.entries[kind.name] as { retiredTo?: string }[])
    .filter(entry => isLive(entry as never))
    .map(entry => ({ path: entryPath(entry as never), kind: kind.name }))
)

/** The words of a published page's main content, as Pagefind indexes them (not what it is told to ignore). */
const wordsOf = (urlPath: string): string[] => {
  const document = new JSDOM(fs.readFileSync(path.join("public", fileOfPage(urlPath)), "utf8")).window.document
  const main = document.querySelector("main")!
  for (const ignored of main.querySelectorAll("[data-pagefind-ignore]")) ignored.remove()
  return (main.textContent ?? "").toLowerCase().match(/\p{L}{5,}/gu) ?? []
}
const pageWords = new Map(indexed.map(page => [page.path, new Set(wordsOf(page.path))]))

/** The word of a page that the fewest other indexed pages have. */
export function rarestWordOf(urlPath: string): string {
  const counts = [...pageWords.get(urlPath)!].map(word => ({
    word,
    pages: [...pageWords.values()].filter(words => words.has(word)).length,
  }))
  return counts.sort((a, b) => a.pages - b.pages || a.word.localeCompare(b.word))[0].word
}

/** The word the most indexed pages have, and how many: a search that fills the first page of results. */
export function commonestWord(): { word: string; pages: number } | undefined {
  const counts = new Map<string, number>()
  for (const words of pageWords.values()) for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1)
  const [commonest] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  return commonest && { word: commonest[0], pages: commonest[1] }
}
