/**
 * The pages that respond without React: each loads one module of its own, and no other script. A module's
 * entry is in src/page-modules/; bundle.ts bundles it with esbuild into public/<name>-<hash>.js for the
 * plugin that makes its page (the search page's: plugins/site-search; a calculator's: plugins/content-pages).
 * The adapter keeps these scripts where it takes Gatsby's out, caches them for a year (they are named after
 * their content) and gives each page the script sources its module needs.
 */
const PAGE_MODULES = {
  search: "src/page-modules/search.ts",
  calculator: "src/page-modules/calculator.ts",
} as const
export type PageModuleName = keyof typeof PAGE_MODULES
const NAMES = Object.keys(PAGE_MODULES)

/** A page module's entry, from the project's root: `src/page-modules/calculator.ts`. */
export const pageModuleEntry = (name: PageModuleName) => PAGE_MODULES[name]

/** A page module's file in public/, named after its content (esbuild's hash, in capitals): `calculator-ABCD1234.js`. */
export const pageModuleFile = (name: PageModuleName) => new RegExp(`^${name}-[A-Z0-9]+\\.js$`)

/** Any page module's file in public/. */
export const PAGE_MODULE_FILE = new RegExp(`^(?:${NAMES.join("|")})-[A-Z0-9]+\\.js$`)

const PAGE_MODULE_ELEMENT = new RegExp(`<script\\b[^>]*\\bsrc="\\/(${NAMES.join("|")})-[A-Z0-9]+\\.js"[^>]*>`, "gi")

/** The page modules a page's HTML loads, by name, in order. */
export function pageModulesOf(html: string): PageModuleName[] {
  return [...html.matchAll(PAGE_MODULE_ELEMENT)].map(match => match[1].toLowerCase() as PageModuleName)
}

/** Whether a script element (its start tag) is a page module's. */
export const isPageModuleElement = (tag: string) => pageModulesOf(tag).length > 0
