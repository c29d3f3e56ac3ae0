/**
 * `npm run bench`: Lighthouse 12 (mobile, its default simulated throttling) in the system Chromium, in one
 * interleaved run, so that the figures' ratios mean something on a noisy shared machine (a slow minute slows
 * every target alike):
 *
 * - every public page of the production build in public/, served as the host serves it
 *   (tools/host-like-server.ts);
 * - each page's twin: the same HTML and CSS with every script removed, what its layout alone costs
 *   (scripts/bench/twins.ts);
 * - the stack's minimal page (bench/stack-minimal/), built here when its build is missing or older than
 *   its sources.
 *
 * Each round runs every target once, in a rotated order. It prints each target's medians and worst runs,
 * Lighthouse's benchmark index, and whether each page meets its goals (scripts/bench/goals.ts) against the
 * references of the same run; bench-results/summary.json keeps the numbers and
 * bench-results/<target>-<run>.report.html every report. A benchmark, not a test: nothing fails on a slow
 * run. Run `npm run build` first.
 *
 * Options: --runs <n> (default 5), --port <n> (default 9200; the servers use n to n+3), --pages <path,path>
 * (only these pages and their twins, while trying a change), --compare <dir> (the same pages from another
 * build, a copy of an earlier public/, in the same run: a change's effect on a noisy machine),
 * --write-docs (this run's report replaces the one in docs/performance.md; a run over every page only).
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { parseArgs } from "util"
import { startHostLikeServer, type HostLikeServer } from "../tools/host-like-server"
import { publicPages } from "../tools/host-answers"
import { buildStackMinimal, pageHtml, twinOf, writeTwins } from "./bench/twins"
import { figuresOf, runLighthouse } from "./bench/lighthouse-run"
import { summarize, type MeasuredTarget, type RunFigures, type TargetSummary } from "./bench/figures"
import { scriptedGoals, scriptFreeGoals, seconds } from "./bench/goals"
import { report, writeIntoDoc, type PageGoals } from "./bench/report"

const RESULTS = "bench-results"
const TWINS_DIR = path.join(RESULTS, "twins")
const MINIMAL_DIR = path.join("bench", "stack-minimal")
const PERFORMANCE_DOC = path.join("docs", "performance.md")

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "9200" },
    pages: { type: "string" },
    compare: { type: "string" },
    "write-docs": { type: "boolean", default: false },
  },
})
const RUNS = Number(options.runs)
const PORT = Number(options.port)
const ONLY_PAGES = options.pages?.split(",")
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs takes a whole number of runs, not ${options.runs}`)
if (options["write-docs"] && (ONLY_PAGES || options.compare))
  throw new Error("--write-docs takes a run over every page, without --pages or --compare")

interface Target extends MeasuredTarget {
  host: HostLikeServer
}

function fileName(target: Target): string {
  const page = target.urlPath === "/" ? "home" : target.urlPath.slice(1).replace(/\//g, "-")
  return target.kind === "page" ? page : `${target.kind}-${page}`
}

/** Every target, `rounds` times, each round in an order rotated by three, so that none always runs first or after the same neighbour. */
async function measure(targets: Target[], rounds: number): Promise<Map<Target, RunFigures[]>> {
  const runs = new Map<Target, RunFigures[]>(targets.map(target => [target, []]))
  for (let round = 0; round < rounds; round++) {
    for (const target of targets.map((_, index) => targets[(index + round * 3) % targets.length])) {
      const lhr = await runLighthouse(
        `${target.host.url}${target.urlPath}`,
        path.join(RESULTS, `${fileName(target)}-${round + 1}`)
      )
      const run = figuresOf(lhr)
      runs.get(target)!.push(run)
      console.log(
        `round ${round + 1}/${rounds}  ${target.name.padEnd(44)} performance ${run.performance}  TBT ${run.tbt} ms  LCP ${seconds(run.lcp)}`
      )
    }
  }
  return runs
}

/** Each page's goals: against its twin and the minimal page if it ships scripts, else against its twin alone. */
function pageGoals(summaries: TargetSummary[]): PageGoals[] {
  const minimal = summaries.find(summary => summary.kind === "stack-minimal")!
  return summaries
    .filter(summary => summary.kind === "page")
    .map(page => {
      const twin = summaries.find(summary => summary.kind === "twin" && summary.urlPath === page.urlPath)!
      const html = pageHtml(page.root, page.urlPath)
      const shipsScripts = twinOf(html) !== html
      return {
        page: page.name,
        shipsScripts,
        goals: shipsScripts ? scriptedGoals(page, twin, minimal) : scriptFreeGoals(page, twin),
      }
    })
}

/** The commit public/ was built from, as far as the work tree says: HEAD, marked when files had changed. */
function buildCommit(): string {
  const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim()
  const changed = execFileSync("git", ["status", "--porcelain", "--", "src", "data", "plugins", "adapters"], {
    encoding: "utf8",
  }).trim()
  return changed ? `${head} with changes` : head
}

async function main() {
  if (!fs.existsSync(path.join("public", "index.html")))
    throw new Error("public/ has no build: run `npm run build` first")
  fs.mkdirSync(RESULTS, { recursive: true })
  buildStackMinimal(MINIMAL_DIR)
  writeTwins("public", TWINS_DIR)

  const pages = publicPages("public").filter(page => !ONLY_PAGES || ONLY_PAGES.includes(page))
  if (pages.length === 0) throw new Error(`No built page matches --pages ${options.pages}`)
  const servers = {
    site: await startHostLikeServer({ port: PORT }),
    twins: await startHostLikeServer({ root: TWINS_DIR, port: PORT + 1 }),
    minimal: await startHostLikeServer({ root: path.join(MINIMAL_DIR, "public"), port: PORT + 2 }),
    compared: options.compare ? await startHostLikeServer({ root: options.compare, port: PORT + 3 }) : undefined,
  }
  const compared = options.compare && servers.compared ? { dir: options.compare, host: servers.compared } : undefined
  const targets: Target[] = [
    ...pages.map(urlPath => ({ name: urlPath, kind: "page" as const, urlPath, root: "public", host: servers.site })),
    ...pages.map(urlPath => ({
      name: `${urlPath} twin (no script)`,
      kind: "twin" as const,
      urlPath,
      root: TWINS_DIR,
      host: servers.twins,
    })),
    ...(compared
      ? pages.map(urlPath => ({
          name: `${urlPath} (${path.basename(compared.dir)})`,
          kind: "compared" as const,
          urlPath,
          root: compared.dir,
          host: compared.host,
        }))
      : []),
    {
      name: "stack minimal page",
      kind: "stack-minimal",
      urlPath: "/",
      root: path.join(MINIMAL_DIR, "public"),
      host: servers.minimal,
    },
  ]

  let runs: Map<Target, RunFigures[]>
  try {
    runs = await measure(targets, RUNS)
  } finally {
    await Promise.all(
      [servers.site, servers.twins, servers.minimal, servers.compared].flatMap(server =>
        server ? [server.close()] : []
      )
    )
  }

  const summaries = targets.map(target =>
    summarize({ name: target.name, kind: target.kind, urlPath: target.urlPath, root: target.root }, runs.get(target)!)
  )
  const goals = pageGoals(summaries)
  const { version } = JSON.parse(fs.readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }
  const date = new Date()
  const text = report(summaries, goals, {
    date,
    commit: buildCommit(),
    lighthouseVersion: version,
    runsPerTarget: RUNS,
    machine: process.env.BENCH_MACHINE ?? "this machine",
  })
  fs.writeFileSync(
    path.join(RESULTS, "summary.json"),
    JSON.stringify({ date: date.toISOString(), lighthouse: version, runs: RUNS, summaries, goals }, null, 2)
  )
  fs.writeFileSync(path.join(RESULTS, "summary.md"), `${text}\n`)
  if (options["write-docs"]) {
    writeIntoDoc(PERFORMANCE_DOC, text)
    console.log(`Wrote this run's figures into ${PERFORMANCE_DOC}.`)
  }
  console.log(`\n${text}`)
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message)
  process.exit(1)
})
