/**
 * Names the search page, its script, the index and the host's headers share (no Node modules here: the
 * page's template imports it too).
 */

export { SEARCH_PATH } from "../lib/page-paths"

/** Where Pagefind's index of the published pages is served from: `/pagefind/`. */
export const INDEX_FOLDER = "pagefind"

/**
 * How many results the page shows at first, and then with each "more": each costs one fragment of the index
 * (about 2.3 KB for an article of 900 words), as Pagefind's own interface does.
 */
export const RESULTS_AT_A_TIME = 5
