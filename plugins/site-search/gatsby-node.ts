import { spawnSync } from "child_process"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { EVERY_KIND } from "../content-model/content-kinds"
import { buildPageModule } from "../page-modules/bundle"
import { INDEX_FOLDER, SEARCH_PATH } from "../../src/search/names"

// Paths from the project, not from this file: Gatsby runs a compiled copy of it from .cache/.
const PLUGIN_DIR = path.join(process.cwd(), "plugins", "site-search")
const PUBLIC_DIR = path.join(process.cwd(), "public")
/** Pagefind's browser runtime, written by Pagefind itself for each build (pagefind-service.mjs). */
const RUNTIME_FILE = path.join(process.cwd(), ".cache", "site-search", "pagefind.js")

/** Runs a task of pagefind-service.mjs (Pagefind's Node API is an ES module) and gives its answer. */
function pagefindTask<Answer>(task: object): Answer {
  const run = spawnSync(process.execPath, [path.join(PLUGIN_DIR, "pagefind-service.mjs")], {
    input: JSON.stringify(task),
    encoding: "utf8",
    maxBuffer: 1 << 26,
  })
  if (run.status !== 0) throw new Error(`site-search: Pagefind failed: ${run.stderr || run.error}`)
  return JSON.parse(run.stdout) as Answer
}

/**
 * The search page's script: client/search-page.ts with Pagefind's runtime, in one file named after its
 * content (`/search-<hash>.js`, plugins/page-modules/bundle.ts). Its path, for the page to load.
 */
async function buildSearchScript(): Promise<string> {
  pagefindTask({ task: "runtime", outputFile: RUNTIME_FILE })
  return buildPageModule("search", {
    publicDir: PUBLIC_DIR,
    alias: { "pagefind-runtime": RUNTIME_FILE },
  })
}

/**
 * A kind's live entries, with what the index keeps of a grouped kind's entry, its group (an article's category),
 * and of a dated kind's, its date and author.
 */
const liveEntriesQuery = () =>
  `{ siteJson { language } entryPagesJson { ${EVERY_KIND.map(kind => `${kind.textsKey} { searchLabel }`).join(" ")} } ${EVERY_KIND.map(
    kind =>
      `${kind.typeName}: all${kind.typeName}(filter: { fields: { live: { eq: true } } }) { nodes { fields { path } ${[
        kind.groups && `category: ${kind.groups.field}`,
        kind.datedBy && `date: ${kind.datedBy} author { name }`,
      ]
        .filter(Boolean)
        .join(" ")} } }`
  ).join(" ")} }`

/** A live entry as the query gives it. */
interface LiveEntry {
  fields: { path: string }
  category?: string
  date?: string
  author?: { name: string }
}

type Helpers = Pick<Parameters<NonNullable<GatsbyNode["createPages"]>>[0], "graphql">

/** The site's language, the live entries of the kind whose GraphQL type is `typeName`, and each kind's words. */
async function liveEntries(helpers: Helpers) {
  const result = await helpers.graphql<
    { siteJson: { language: string }; entryPagesJson: Record<string, { searchLabel: string }> } & Record<
      string,
      { nodes: LiveEntry[] }
    >
  >(liveEntriesQuery())
  if (result.errors || !result.data) throw new Error(`site-search: the entries' query failed: ${String(result.errors)}`)
  const data = result.data
  return {
    language: data.siteJson.language,
    nodesOf: (typeName: string) => data[typeName].nodes,
    /** What a result of the kind says it is (data/entry-pages.json, the kind's `searchLabel`). */
    labelOf: (kind: (typeof EVERY_KIND)[number]) => data.entryPagesJson[kind.textsKey].searchLabel,
  }
}

/**
 * The page /search (src/templates/search.tsx), with its script and the choices of its filters in its context:
 * the kinds that have a live entry, each with what a result calls it, and the categories that have a live article. Built again with every
 * build and development server, so that the script always bundles the runtime of the index it reads.
 */
export const createPages: GatsbyNode["createPages"] = async helpers => {
  const script = await buildSearchScript()
  const { nodesOf, labelOf } = await liveEntries(helpers)
  const kinds = EVERY_KIND.filter(kind => nodesOf(kind.typeName).length > 0).map(kind => ({
    name: kind.name,
    label: labelOf(kind),
  }))
  const categories = [
    ...new Set(
      EVERY_KIND.filter(kind => kind.groups).flatMap(kind => nodesOf(kind.typeName).map(node => node.category!))
    ),
  ]
  helpers.actions.createPage({
    path: SEARCH_PATH,
    component: path.join(process.cwd(), "src", "templates", "search.tsx"),
    // The kinds whose pages have a date to sort by (the index's `date`, below): an article's publication.
    context: { script, kinds, categories, dated: EVERY_KIND.filter(kind => kind.datedBy).map(kind => kind.name) },
  })
}

/**
 * After the build has written every page: Pagefind's index of the pages a reader looks for (every live
 * entry's page of every kind: service pages, people, articles, calculators, the firm's own pages; not the
 * home page, the lists, the 404 or thank-you page, the search page or the admin), each under its address,
 * with its kind (and an article's category and author) as filters and an article's date to sort by, into
 * public/pagefind/.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async helpers => {
  const started = process.hrtime.bigint()
  const { language, nodesOf } = await liveEntries(helpers)
  const pages = EVERY_KIND.flatMap(kind =>
    nodesOf(kind.typeName).map(({ fields, category, date, author }) => ({
      url: fields.path,
      file: path.join(PUBLIC_DIR, fields.path, "index.html"),
      filters: { kind: kind.name, ...(category && { category }), ...(author && { author: author.name }) },
      meta: date ? { date } : {},
      sort: date ? { date } : {},
    }))
  )
  const written = pagefindTask<{ pages: number; files: number; bytes: number }>({
    task: "index",
    outputPath: path.join(PUBLIC_DIR, INDEX_FOLDER),
    language: language.split("-")[0],
    pages,
  })
  helpers.reporter.info(
    `site-search: ${written.pages} pages indexed into public/${INDEX_FOLDER}/ (${written.files} files, ${Math.round(written.bytes / 1024)} KB) in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`
  )
}
