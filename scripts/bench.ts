/**
 * `npm run bench`: Lighthouse 12 (mobile, its default simulated throttling) in the system Chromium, in
 * one interleaved run over three kinds of page, so that their ratios mean something on a noisy shared
 * machine (a slow minute slows all three alike):
 *
 * - every public page of the production build in public/ (every built page but the 404 page and the CMS),
 *   served as the host serves it (tools/host-like-server.ts);
 * - the same pages with every script and script preload removed: the physical limit for this content
 *   (Lighthouse's LCP then equals FCP, and nothing runs on the main thread but style and layout);
 * - the stack's minimal page (bench/stack-minimal/: Gatsby, Emotion, react-helmet, transformer-json, one
 *   page with one query), built here from the repository's node_modules when its build is missing or
 *   older than its sources.
 *
 * Each round runs every target once, in a rotated order. It prints each target's medians and worst runs,
 * Lighthouse's benchmark index (how fast the machine was), and whether each page meets each goal against
 * the references of the same run (docs/performance.md); bench-results/summary.json keeps the numbers and
 * bench-results/<target>-<run>.report.html every report. A benchmark, not a test: nothing fails on a slow run. Run `npm run build` first.
 *
 * Options: --runs <n> (default 5), --port <n> (default 9200; the three servers use n, n+1 and n+2),
 * --pages <path,path> (only these pages and their twins, while trying a change; the figures in
 * docs/performance.md come from a run over every page), --compare <dir> (the same pages from another build, a copy of an
 * earlier public/, measured in the same run: a change's effect, before and after, on a noisy machine),
 * --write-docs (this run's report replaces the figures in docs/performance.md).
 */
import { execFile, execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { promisify } from "util"
import type { Result } from "lighthouse"
import { CHROMIUM_ARGS, chromiumPath } from "../tools/chromium"
import { startHostLikeServer, type HostLikeServer } from "../tools/host-like-server"
import { BUDGET, transferSize } from "../tools/transfer-size"
import { publicPages } from "../tools/published-pages"

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
const RESULTS = "bench-results"
const SCRIPT_FREE_DIR = path.join(RESULTS, "script-free")
const MINIMAL_DIR = path.join("bench", "stack-minimal")

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const RUNS = option("runs", 5)
const PORT = option("port", 9200)
const pagesFlag = process.argv.indexOf("--pages")
const ONLY_PAGES = pagesFlag > 0 ? process.argv[pagesFlag + 1].split(",") : undefined
/** --write-docs: this run's figures replace those in docs/performance.md (a full run over every page only). */
const WRITE_DOCS = process.argv.includes("--write-docs")
const PERFORMANCE_DOC = path.join("docs", "performance.md")
const compareFlag = process.argv.indexOf("--compare")
const COMPARE_DIR = compareFlag > 0 ? process.argv[compareFlag + 1] : undefined

/** One kind of page measured: a page of the site, its script-free twin, or the stack's minimal page. */
interface Target {
  name: string
  kind: "page" | "script-free" | "stack-minimal"
  urlPath: string
  /** The folder its files are served from, for the byte counts. */
  root: string
  host: () => HostLikeServer
}

interface RunFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  tbt: number
  lcp: number
  fcp: number
  cls: number
  /** Lighthouse's measure of this machine's speed in that run (higher is faster; a mid-range phone is about 1,000). */
  benchmarkIndex: number
  /** Scripts the page fetched until the network was idle (not prefetches): their paths. */
  scripts: string[]
}

// ---------------------------------------------------------------------------------------------------
// The references

/** Every executable script and every script preload removed; JSON-LD (data, never run) stays. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
}

/** A copy of public/ whose pages have no script: what the content costs without any JavaScript. */
function buildScriptFreeCopy(): void {
  fs.rmSync(SCRIPT_FREE_DIR, { recursive: true, force: true })
  fs.cpSync("public", SCRIPT_FREE_DIR, { recursive: true })
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".html")) fs.writeFileSync(full, withoutScripts(fs.readFileSync(full, "utf8")))
    }
  }
  walk(SCRIPT_FREE_DIR)
}

function newestChange(dir: string): number {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (["public", ".cache", "node_modules"].includes(entry.name)) continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs)
  }
  return newest
}

/** Builds bench/stack-minimal with the repository's Gatsby unless its build is newer than its sources. */
function buildStackMinimal(): void {
  const built = path.join(MINIMAL_DIR, "public", "index.html")
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs > newestChange(MINIMAL_DIR)) return
  console.log(`Building the stack's minimal page (${MINIMAL_DIR})...`)
  execFileSync(path.resolve("node_modules", ".bin", "gatsby"), ["build"], {
    cwd: MINIMAL_DIR,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
}

// ---------------------------------------------------------------------------------------------------
// Lighthouse

async function lighthouse(url: string, outputPath: string, attempt = 1): Promise<Result> {
  // Lighthouse's own command line, in plain Node: it runs functions inside the page, which must not
  // pass through the TypeScript loader this script runs under. Asynchronously, because the servers
  // answering it run in this process.
  try {
    await promisify(execFile)(
      "node_modules/.bin/lighthouse",
      [
        url,
        `--only-categories=${CATEGORIES.join(",")}`,
        "--output=json",
        "--output=html",
        `--output-path=${outputPath}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(" ")}`,
        "--quiet",
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath() } }
    )
  } catch (error) {
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART) and asks to be run again: up to twice more.
    if (attempt > 2 || !String(error).includes("NO_NAVSTART")) throw error
    console.log(`${url}: Lighthouse recorded no trace (NO_NAVSTART); running it again`)
    return lighthouse(url, outputPath, attempt + 1)
  }
  return JSON.parse(fs.readFileSync(`${outputPath}.report.json`, "utf8")) as Result
}

function figures(lhr: Result): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const requests = (lhr.audits["network-requests"].details as unknown as { items: NetworkRequest[] }).items
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    tbt: Math.round(value("total-blocking-time")),
    lcp: Math.round(value("largest-contentful-paint")),
    fcp: Math.round(value("first-contentful-paint")),
    cls: value("cumulative-layout-shift"),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    // Prefetches (<link rel="prefetch">, Gatsby's for linked pages) are of type "Other", not "Script".
    scripts: [
      ...new Set(requests.filter(item => item.resourceType === "Script").map(item => new URL(item.url).pathname)),
    ],
  }
}

interface NetworkRequest {
  url: string
  resourceType?: string
}

// ---------------------------------------------------------------------------------------------------
// Statistics and the report

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const max = (values: number[]) => Math.max(...values)
const min = (values: number[]) => Math.min(...values)

interface TargetSummary {
  name: string
  kind: Target["kind"]
  urlPath: string
  runs: RunFigures[]
  performance: { median: number; worst: number; all: number[] }
  otherScores: { accessibility: number; bestPractices: number; seo: number }
  tbt: { median: number; worst: number; all: number[] }
  lcp: { median: number; worst: number; all: number[] }
  fcp: { median: number; worst: number }
  cls: number
  firstLoadScripts: { files: number; gzip: number; brotli: number }
}

function summarize(target: Target, runs: RunFigures[]): TargetSummary {
  const pick = (key: "performance" | "tbt" | "lcp" | "fcp") => runs.map(run => run[key])
  // The scripts of the run that fetched the most (a run cut short by the network going quiet early must
  // not hide one).
  const scripts = runs.map(run => run.scripts).sort((a, b) => b.length - a.length)[0] ?? []
  const sizes = scripts.map(script => transferSize(target.root, script))
  return {
    name: target.name,
    kind: target.kind,
    urlPath: target.urlPath,
    runs,
    performance: { median: median(pick("performance")), worst: min(pick("performance")), all: pick("performance") },
    otherScores: {
      accessibility: min(runs.map(run => run.accessibility)),
      bestPractices: min(runs.map(run => run.bestPractices)),
      seo: min(runs.map(run => run.seo)),
    },
    tbt: { median: median(pick("tbt")), worst: max(pick("tbt")), all: pick("tbt") },
    lcp: { median: median(pick("lcp")), worst: max(pick("lcp")), all: pick("lcp") },
    fcp: { median: median(pick("fcp")), worst: max(pick("fcp")) },
    cls: max(runs.map(run => run.cls)),
    firstLoadScripts: {
      files: sizes.length,
      gzip: sizes.reduce((sum, file) => sum + file.gzip, 0),
      brotli: sizes.reduce((sum, file) => sum + file.brotli, 0),
    },
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => max(rows.map(row => row[column].length)))
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`
  return [line(rows[0]), `| ${widths.map(width => "-".repeat(width)).join(" | ")} |`, ...rows.slice(1).map(line)].join(
    "\n"
  )
}

/** One goal of a page against the references of the same run, and whether the page meets it. */
interface Goal {
  name: string
  met: boolean
  detail: string
}

/**
 * The goals every public page is held to, each against the references measured in the same run
 * (docs/performance.md): it costs no more than its own layout (its twin) plus the bare framework (the
 * minimal page).
 */
function goalsOf(page: TargetSummary, twin: TargetSummary, minimal: TargetSummary): Goal[] {
  const tbtLimit = twin.tbt.median + minimal.tbt.median
  const perfBest = Math.max(minimal.performance.median, twin.performance.median)
  const jsOver = page.firstLoadScripts.gzip - minimal.firstLoadScripts.gzip
  const lcpLimit = 1.1 * minimal.lcp.median
  return [
    {
      name: "TBT ≤ twin + minimal",
      met: page.tbt.median <= tbtLimit,
      detail: `${page.tbt.median} ≤ ${twin.tbt.median} + ${minimal.tbt.median} ms`,
    },
    {
      name: "performance, every run ≥ minimal's worst",
      met: page.performance.worst >= minimal.performance.worst,
      detail: `${page.performance.worst} ≥ ${minimal.performance.worst}`,
    },
    {
      name: "performance median within 2 of the better reference",
      met: page.performance.median >= perfBest - 2,
      detail: `${page.performance.median} ≥ ${perfBest} − 2`,
    },
    {
      name: "first-load JS ≤ minimal + 8 KB",
      met: jsOver <= 8000,
      detail: `${kb(page.firstLoadScripts.gzip)} = minimal ${jsOver >= 0 ? "+" : "−"} ${kb(Math.abs(jsOver))}`,
    },
    {
      name: "LCP ≤ 1.10× minimal",
      met: page.lcp.median <= lcpLimit,
      detail: `${seconds(page.lcp.median)} ≤ ${seconds(lcpLimit)}`,
    },
  ]
}

function report(summaries: TargetSummary[], lighthouseVersion: string, date: Date): string {
  const minimal = summaries.find(summary => summary.kind === "stack-minimal")!
  const twinOf = (page: TargetSummary) =>
    summaries.find(summary => summary.kind === "script-free" && summary.urlPath === page.urlPath)!
  const indices = summaries.flatMap(summary => summary.runs.map(run => run.benchmarkIndex))
  const rows = [
    [
      "Target",
      "Perf. median (worst)",
      "TBT median (worst)",
      "LCP median (worst)",
      "FCP median",
      "CLS",
      "A11y/BP/SEO, worst",
      "First-load JS gzip",
    ],
    ...summaries.map(summary => [
      summary.name,
      `${summary.performance.median} (${summary.performance.worst})`,
      `${summary.tbt.median} ms (${summary.tbt.worst})`,
      `${seconds(summary.lcp.median)} (${seconds(summary.lcp.worst)})`,
      seconds(summary.fcp.median),
      String(Number(summary.cls.toFixed(3))),
      `${summary.otherScores.accessibility}/${summary.otherScores.bestPractices}/${summary.otherScores.seo}`,
      `${kb(summary.firstLoadScripts.gzip)} in ${summary.firstLoadScripts.files}`,
    ]),
  ]
  const pages = summaries.filter(summary => summary.kind === "page")
  const goalRows = [
    ["Page", ...goalsOf(pages[0], twinOf(pages[0]), minimal).map(goal => goal.name)],
    ...pages.map(page => [
      page.name,
      ...goalsOf(page, twinOf(page), minimal).map(goal => `${goal.met ? "met" : "NOT MET"}: ${goal.detail}`),
    ]),
  ]
  const allMet = pages.every(page => goalsOf(page, twinOf(page), minimal).every(goal => goal.met))
  return [
    `${date.toISOString().slice(0, 16).replace("T", " ")} UTC, Lighthouse ${lighthouseVersion}, mobile (simulated ` +
      `throttling), ${RUNS} interleaved runs per target, ${process.env.BENCH_MACHINE ?? "this machine"}. Lighthouse's ` +
      `benchmark index (this machine's speed; a mid-range phone is about 1,000): median ${median(indices)}, ` +
      `from ${min(indices)} to ${max(indices)}.`,
    "",
    "Medians, with the worst run in brackets. Twin: the page without scripts; minimal: the stack's minimal page.",
    "",
    table(rows),
    "",
    "Goals, each against the references of this run:",
    "",
    table(goalRows),
    "",
    allMet ? "Every page meets every goal in this run." : "Not every goal is met in this run (NOT MET above).",
    "",
    `Budgets (tools/transfer-size.ts, brotli, checked exactly by tests/browser/budget.spec.ts): ${kb(BUDGET.totalBytes)} in all on /, ${kb(BUDGET.scriptBytes)} of JavaScript on every page`,
  ].join("\n")
}

/** Replaces what stands between the bench's two marks in docs/performance.md with this run's report. */
function writeIntoDocs(text: string): void {
  if (ONLY_PAGES || COMPARE_DIR)
    throw new Error("--write-docs takes a run over every page, without --pages or --compare")
  const start = "<!-- bench: written by npm run bench -- --write-docs -->"
  const end = "<!-- bench: end -->"
  const doc = fs.readFileSync(PERFORMANCE_DOC, "utf8")
  const [before, rest] = doc.split(start)
  const after = rest?.split(end)[1]
  if (after === undefined) throw new Error(`${PERFORMANCE_DOC} has no "${start}" … "${end}" section`)
  fs.writeFileSync(PERFORMANCE_DOC, `${before}${start}\n\n${text}\n\n${end}${after}`)
}

// ---------------------------------------------------------------------------------------------------

function fileName(target: Target): string {
  const page = target.urlPath === "/" ? "home" : target.urlPath.slice(1).replace(/\//g, "-")
  const prefix = target.root === COMPARE_DIR ? "compare-" : ""
  return target.kind === "page" ? `${prefix}${page}` : `${target.kind}-${page}`
}

async function main() {
  if (!fs.existsSync(path.join("public", "index.html")))
    throw new Error("public/ has no build: run `npm run build` first")
  fs.mkdirSync(RESULTS, { recursive: true })
  buildStackMinimal()
  buildScriptFreeCopy()

  const site = await startHostLikeServer({ port: PORT })
  const scriptFree = await startHostLikeServer({ root: SCRIPT_FREE_DIR, port: PORT + 1 })
  const minimal = await startHostLikeServer({ root: path.join(MINIMAL_DIR, "public"), port: PORT + 2 })
  const compared = COMPARE_DIR ? await startHostLikeServer({ root: COMPARE_DIR, port: PORT + 3 }) : undefined
  const pages = publicPages("public").filter(page => !ONLY_PAGES || ONLY_PAGES.includes(page))
  if (pages.length === 0) throw new Error(`No built page matches --pages ${ONLY_PAGES?.join(",")}`)
  const targets: Target[] = [
    ...pages.map(urlPath => ({ name: urlPath, kind: "page" as const, urlPath, root: "public", host: () => site })),
    ...pages.map(urlPath => ({
      name: `${urlPath} without scripts`,
      kind: "script-free" as const,
      urlPath,
      root: SCRIPT_FREE_DIR,
      host: () => scriptFree,
    })),
    ...(compared && COMPARE_DIR
      ? pages.map(urlPath => ({
          name: `${urlPath} (${path.basename(COMPARE_DIR)})`,
          kind: "page" as const,
          urlPath,
          root: COMPARE_DIR,
          host: () => compared,
        }))
      : []),
    {
      name: "stack minimal page",
      kind: "stack-minimal",
      urlPath: "/",
      root: path.join(MINIMAL_DIR, "public"),
      host: () => minimal,
    },
  ]

  const runs = new Map<Target, RunFigures[]>(targets.map(target => [target, []]))
  try {
    for (let round = 0; round < RUNS; round++) {
      // Rotated, so that no target always runs first (or right after the same neighbour).
      const order = targets.map((_, index) => targets[(index + round * 3) % targets.length])
      for (const target of order) {
        const lhr = await lighthouse(
          `${target.host().url}${target.urlPath}`,
          path.join(RESULTS, `${fileName(target)}-${round + 1}`)
        )
        const run = figures(lhr)
        runs.get(target)!.push(run)
        console.log(
          `round ${round + 1}/${RUNS}  ${target.name.padEnd(38)} performance ${run.performance}  TBT ${run.tbt} ms  LCP ${seconds(run.lcp)}`
        )
      }
    }
  } finally {
    await Promise.all([site.close(), scriptFree.close(), minimal.close(), compared?.close()])
  }

  const summaries = targets.map(target => summarize(target, runs.get(target)!))
  const { version } = JSON.parse(fs.readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }
  const date = new Date()
  const text = report(summaries, version, date)
  fs.writeFileSync(
    path.join(RESULTS, "summary.json"),
    JSON.stringify({ date: date.toISOString(), lighthouse: version, runs: RUNS, summaries }, null, 2)
  )
  fs.writeFileSync(path.join(RESULTS, "summary.md"), `${text}\n`)
  if (WRITE_DOCS) {
    writeIntoDocs(text)
    console.log(`Wrote this run's figures into ${PERFORMANCE_DOC}.`)
  }
  console.log(`\n${text}`)
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message)
  process.exit(1)
})
