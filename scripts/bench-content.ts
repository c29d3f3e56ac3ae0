/**
 * `npm run bench:content -- --articles 1000`: what the site costs as the firm's content grows, in one run.
 * Two copies of the project (its files, with the repository's node_modules linked) in the system's temporary
 * folder hold two contents: the content (data/, or CONTENT_DIR's) with `--base-articles` generated articles
 * and the people who sign them, and the same with `--articles` more (tools/generated-content.ts). Each is
 * built from a cold cache, the two in turn for `--rounds` rounds, so that both meet the same moments of a
 * shared machine; the larger build's median time is given as a multiple of the smaller's. For each it prints
 * Gatsby's "run queries in workers" and "Building static HTML for pages", the host's rules (`_headers`:
 * rules and longest line; `_redirects`), the published page with the most elements, the search index (its
 * pages, files, size and the time it took), what a first search transfers (a word of nearly every article,
 * and one topic's), and how many browser tests the content gets (`playwright test --list`). Then, on the larger one, two builds with the cache: after one article's summary changed (with
 * the pages whose HTML shows it), and after one person's job title changed, each with the pages rendered
 * again and those whose HTML changed.
 *
 * A measurement: nothing fails. `--write-docs` writes the table into docs/performance.md ("Content at
 * scale"). Options: --articles <n> (default 1000), --base-articles <n> (default 4), --rounds <n> (default
 * 3), --write-docs.
 */
import { execFileSync, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parseArgs } from "util"
import { JSDOM } from "jsdom"
import { DATA_DIR } from "../plugins/content-model/data-files"
import { CONTENT_KINDS } from "../plugins/content-model/content-kinds"
import { addGeneratedArticles } from "../tools/generated-content"
import { markdownTable } from "../tools/markdown-table"
import { writeMarkedSection } from "../tools/marked-section"
import { firstSearch } from "../tools/first-search"
import { BUDGET } from "../tools/transfer-size"
import { INDEX_FOLDER } from "../src/search/names"

const { values: options } = parseArgs({
  options: {
    articles: { type: "string", default: "1000" },
    "base-articles": { type: "string", default: "4" },
    rounds: { type: "string", default: "3" },
    "write-docs": { type: "boolean", default: false },
  },
})
const ARTICLES = Number(options.articles)
const BASE_ARTICLES = Number(options["base-articles"])
const ROUNDS = Number(options.rounds)
const ROOT = path.join(os.tmpdir(), `${path.basename(process.cwd())}-bench-content`)
const CONTENT = "content"

interface BuildFigures {
  seconds: number
  queries: string
  html: string
  /** The pages whose published HTML differs from the build before. */
  changedPages?: number
  headersRules: number
  headersLongestLine: number
  redirects: number
  /** plugins/site-search's line: the pages indexed, the index's files and size, and the time it took. */
  searchIndex: string
}

/** A copy of the project's files (what git tracks and what it would), with the repository's node_modules linked. */
function projectCopy(name: string): string {
  const target = path.join(ROOT, name)
  fs.rmSync(target, { recursive: true, force: true })
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    encoding: "utf8",
  })
    .split("\0")
    .filter(file => file && fs.existsSync(file))
  for (const file of files) {
    fs.mkdirSync(path.join(target, path.dirname(file)), { recursive: true })
    fs.copyFileSync(file, path.join(target, file))
  }
  fs.symlinkSync(path.resolve("node_modules"), path.join(target, "node_modules"))
  fs.rmSync(path.join(target, CONTENT), { recursive: true, force: true })
  fs.cpSync(path.resolve(DATA_DIR), path.join(target, CONTENT), { recursive: true })
  return target
}

/** Every published page's HTML, by its file in public/. */
function publishedPages(project: string): Map<string, string> {
  const publicDir = path.join(project, "public")
  const pages = new Map<string, string>()
  for (const file of fs.readdirSync(publicDir, { recursive: true }) as string[])
    if (file.endsWith(".html") && !file.startsWith("admin") && fs.statSync(path.join(publicDir, file)).isFile())
      pages.set(file, fs.readFileSync(path.join(publicDir, file), "utf8"))
  return pages
}

/** `gatsby build` in `project`, timed, with the lines of its log that say what it did. */
function build(project: string, before?: Map<string, string>): BuildFigures {
  // Without a build before it to compare with, from a cold cache: no .cache/, no public/.
  if (!before)
    for (const folder of [".cache", "public"]) fs.rmSync(path.join(project, folder), { recursive: true, force: true })
  const started = process.hrtime.bigint()
  const run = spawnSync(path.join(project, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: project,
    encoding: "utf8",
    maxBuffer: 1 << 28,
    env: { ...process.env, CONTENT_DIR: CONTENT, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
  })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (run.status !== 0) throw new Error(`gatsby build failed in ${project}:\n${run.stdout}\n${run.stderr}`)
  const line = (pattern: RegExp) => pattern.exec(run.stdout)?.[1] ?? "(not in the log)"
  const headers = fs.readFileSync(path.join(project, "public", "_headers"), "utf8").split("\n")
  const redirects = fs.readFileSync(path.join(project, "public", "_redirects"), "utf8").split("\n")
  const after = publishedPages(project)
  return {
    seconds,
    queries: line(/run queries in workers - ([^\n]+)/),
    html: line(/Building static HTML for pages - ([^\n]+)/),
    ...(before && { changedPages: [...after].filter(([file, html]) => before.get(file) !== html).length }),
    headersRules: headers.filter(text => text.startsWith("/")).length,
    headersLongestLine: Math.max(...headers.map(text => text.length)),
    redirects: redirects.filter(text => text.startsWith("/")).length,
    searchIndex: line(/site-search: ([^\n]+)/),
  }
}

/** How many browser tests the content gets, as Playwright lists them. */
function browserTests(project: string): string {
  const run = spawnSync(path.join(project, "node_modules", ".bin", "playwright"), ["test", "--list"], {
    cwd: project,
    encoding: "utf8",
    maxBuffer: 1 << 28,
    env: { ...process.env, CONTENT_DIR: CONTENT },
  })
  return /Total: (\d+ tests? in \d+ files?)/.exec(run.stdout)?.[1] ?? "(not listed)"
}

/** Changes one field of one entry's file in the project's content. */
function editEntry(project: string, file: string, edit: (data: Record<string, unknown>) => void): void {
  const full = path.join(project, CONTENT, file)
  const data = JSON.parse(fs.readFileSync(full, "utf8")) as Record<string, unknown>
  edit(data)
  fs.writeFileSync(full, `${JSON.stringify(data, null, 2)}\n`)
}

/** The published page with the most elements, and how many: Lighthouse's dom-size audit fails above 1,400. */
function largestPage(project: string): string {
  let largest = { file: "", elements: 0 }
  for (const [file, html] of publishedPages(project)) {
    const elements = new JSDOM(html).window.document.getElementsByTagName("*").length
    if (elements > largest.elements) largest = { file, elements }
  }
  return `${largest.elements.toLocaleString("en-US")} (${largest.file})`
}

/** The searches measured: a word of nearly every generated article, and one topic's (tools/generated-content.ts). */
const SEARCHED_WORDS = ["budget", "payroll"]
const SEARCH_PORT = 9310

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

async function main() {
  fs.mkdirSync(ROOT, { recursive: true })
  console.log(
    `Projects in ${ROOT}; the content: ${DATA_DIR}/ with ${BASE_ARTICLES} generated articles, then with ${ARTICLES} more.`
  )
  const small = projectCopy("small")
  addGeneratedArticles(path.join(small, CONTENT), BASE_ARTICLES)
  const large = projectCopy("large")
  const ids = addGeneratedArticles(path.join(large, CONTENT), BASE_ARTICLES + ARTICLES)

  // Cold builds, the two contents in turn, so that both meet the same moments of a shared machine.
  const smallBuilds: BuildFigures[] = []
  const largeBuilds: BuildFigures[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Round ${round} of ${ROUNDS}: building both contents from a cold cache...`)
    smallBuilds.push(build(small))
    largeBuilds.push(build(large))
  }
  const [smallBuild, largeBuild] = [smallBuilds.at(-1)!, largeBuilds.at(-1)!]
  const tests = { small: browserTests(small), large: browserTests(large) }
  const largest = { small: largestPage(small), large: largestPage(large) }
  // A first search on each: a word of nearly every generated article, and one of a single topic.
  const searches: Record<string, { small: string; large: string }> = {}
  for (const words of SEARCHED_WORDS) {
    const spent = async (project: string) => {
      const files = await firstSearch(path.join(project, "public"), words, SEARCH_PORT)
      const bytes = (test: (file: string) => boolean) =>
        files.filter(file => test(file.path)).reduce((sum, file) => sum + file.brotli, 0)
      return `${bytes(() => true).toLocaleString("en-US")} B (index ${bytes(file => file.startsWith(`/${INDEX_FOLDER}/`)).toLocaleString("en-US")} B, ${files.length} files)`
    }
    searches[words] = { small: await spent(small), large: await spent(large) }
  }

  console.log("Changing one article's summary, and building again...")
  let before = publishedPages(large)
  const summary = `What changes this year, and what to do first (updated ${ids.length}).`
  editEntry(
    large,
    `${CONTENT_KINDS.article.folder}/${ids[Math.floor(ids.length / 2)]}.json`,
    data => (data.summary = summary)
  )
  const afterSummary = build(large, before)
  const showingSummary = [...publishedPages(large).values()].filter(html => html.includes(summary)).length
  console.log("Changing one person's job title, and building again...")
  before = publishedPages(large)
  const jobTitle = "Managing Partner"
  editEntry(large, `${CONTENT_KINDS.person.folder}/generated-author-a.json`, data => (data.jobTitle = jobTitle))
  const afterPerson = build(large, before)

  const seconds = (figures: BuildFigures) => `${figures.seconds.toFixed(1)} s`
  const builds = (list: BuildFigures[]) =>
    `${median(list.map(figures => figures.seconds)).toFixed(1)} s (${list.map(seconds).join(", ")})`
  const ratio =
    median(largeBuilds.map(figures => figures.seconds)) / median(smallBuilds.map(figures => figures.seconds))
  const table = markdownTable([
    ["", `${BASE_ARTICLES} articles`, `${BASE_ARTICLES + ARTICLES} articles`],
    [`\`gatsby build\`, cold: median (each of ${ROUNDS} rounds)`, builds(smallBuilds), builds(largeBuilds)],
    ["the larger build's time, as a multiple of the smaller's", "", `${ratio.toFixed(2)}×`],
    ["run queries in workers", smallBuild.queries, largeBuild.queries],
    ["Building static HTML for pages", smallBuild.html, largeBuild.html],
    [
      "`public/_headers`: rules, longest line",
      `${smallBuild.headersRules}, ${smallBuild.headersLongestLine} characters`,
      `${largeBuild.headersRules}, ${largeBuild.headersLongestLine} characters`,
    ],
    ["`public/_redirects`: rules", String(smallBuild.redirects), String(largeBuild.redirects)],
    ["the largest page's elements (its file)", largest.small, largest.large],
    ["`plugins/site-search`: the index", smallBuild.searchIndex, largeBuild.searchIndex],
    ...SEARCHED_WORDS.map(words => [
      `a first search for "${words}": every byte it transfers, brotli (at most ${BUDGET.searchBytes / 1000} KB)`,
      searches[words].small,
      searches[words].large,
    ]),
    ["browser tests (`playwright test --list`)", tests.small, tests.large],
    [
      "one article's summary changed, built again: HTML rendered; pages changed; pages that show the summary",
      "",
      `${afterSummary.html}; ${afterSummary.changedPages}; ${showingSummary}`,
    ],
    [
      "one person's job title changed, built again: HTML rendered; pages changed",
      "",
      `${afterPerson.html}; ${afterPerson.changedPages}`,
    ],
    ["those builds' time", "", `${seconds(afterSummary)}, ${seconds(afterPerson)}`],
  ])
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim()
  const report = `Run of ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, build of ${commit}, ${os.cpus().length} cores (load average ${os
    .loadavg()
    .map(load => load.toFixed(1))
    .join(", ")} at the end).\n\n${table}`
  console.log(`\n${report}`)
  if (options["write-docs"]) {
    const doc = path.join("docs", "performance.md")
    writeMarkedSection(
      doc,
      "<!-- content at scale: written by npm run bench:content -- --write-docs -->",
      "<!-- content at scale: end -->",
      report
    )
    console.log(`Written to ${doc}.`)
  }
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
