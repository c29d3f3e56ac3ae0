/**
 * Names the search page, its script, the index and the host's headers share (no Node modules here: the
 * page's template imports it too).
 */

export { SEARCH_PATH } from "../../src/lib/page-paths"

/** The search page's one script, named by esbuild after its content (gatsby-node.ts): cached like any hashed file. */
export const SEARCH_SCRIPT = /^search-[A-Z0-9]+\.js$/i

/** The search page's script element, as the page renders it (src/components/sections/SearchSections.tsx). */
export const SEARCH_SCRIPT_ELEMENT = /<script\b[^>]*\bsrc="\/search-[A-Z0-9]+\.js"[^>]*>/i

/** Where Pagefind's index of the published pages is served from: `/pagefind/`. */
export const INDEX_FOLDER = "pagefind"

/**
 * How many results the page shows at first, and then with each "more": each costs one fragment of the index
 * (about 2.3 KB for an article of 900 words), as Pagefind's own interface does.
 */
export const RESULTS_AT_A_TIME = 5
