/**
 * The pages that respond without React: each loads one module of its own, bundled by esbuild into
 * public/<name>-<hash>.js (plugins/content-pages/page-module.ts), and no other script. The search page's
 * searches the index (plugins/site-search), a calculator's works out its results (src/client/calculator.ts).
 * The adapter keeps these scripts where it takes Gatsby's out, caches them for a year (they are named after
 * their content) and gives each page the script sources its module needs.
 */
const PAGE_MODULES = ["search", "calculator"] as const
export type PageModuleName = (typeof PAGE_MODULES)[number]

/** A page module's file in public/, named after its content (esbuild's hash, in capitals): `calculator-ABCD1234.js`. */
export const pageModuleFile = (name: PageModuleName) => new RegExp(`^${name}-[A-Z0-9]+\\.js$`)

/** Any page module's file in public/. */
export const PAGE_MODULE_FILE = new RegExp(`^(?:${PAGE_MODULES.join("|")})-[A-Z0-9]+\\.js$`)

const PAGE_MODULE_ELEMENT = new RegExp(
  `<script\\b[^>]*\\bsrc="\\/(${PAGE_MODULES.join("|")})-[A-Z0-9]+\\.js"[^>]*>`,
  "gi"
)

/** The page modules a page's HTML loads, by name, in order. */
export function pageModulesOf(html: string): PageModuleName[] {
  return [...html.matchAll(PAGE_MODULE_ELEMENT)].map(match => match[1].toLowerCase() as PageModuleName)
}

/** Whether a script element (its start tag) is a page module's. */
export const isPageModuleElement = (tag: string) => pageModulesOf(tag).length > 0
