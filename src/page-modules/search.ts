/**
 * The search page's one script (plugins/page-modules; bundled with Pagefind's runtime by plugins/site-search):
 * no React, and on no other page. It runs the search the page's address asks for (src/search/show-search.ts).
 */
import { attachToEvery } from "./attach"
import { SEARCH_ROOT, showSearch } from "../search/show-search"

attachToEvery(SEARCH_ROOT, root => void showSearch(root))
