/**
 * `npm run bench`: Lighthouse 12 (mobile, its default simulated throttling) in the system Chromium
 * against the production build, served as the host serves it (scripts/static-host.ts). For each page
 * it prints every run's scores and TBT, then the four category scores, LCP, TBT, CLS and bytes by type
 * of the median run (Lighthouse's own advice, as single runs vary on a shared machine).
 * Run `npm run build` first. Options: --runs <n> (default 5). Full reports go to bench-results/.
 */
import { execFile } from "child_process"
import fs from "fs"
import { promisify } from "util"
import type { Result } from "lighthouse"
import { computeMedianRun } from "lighthouse/core/lib/median-run.js"
import { CHROMIUM_ARGS, chromiumPath } from "../tools/chromium"
import { startStaticHost } from "./static-host"
import { BUDGET, transferSize } from "../tools/transfer-size"

const PAGES = ["/", "/financial-advisory", "/thank-you"]
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
const runsFlag = process.argv.indexOf("--runs")
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 5

async function lighthouse(url: string, outputPath: string, attempt = 1): Promise<Result> {
  // Lighthouse's own command line, in plain Node: it runs functions inside the page, which must not
  // pass through the TypeScript loader this script runs under. Asynchronously, because the server
  // answering it runs in this process.
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
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART) and asks to be run again: once more.
    if (attempt > 1 || !String(error).includes("NO_NAVSTART")) throw error
    console.log(`${url}: Lighthouse recorded no trace (NO_NAVSTART); running it again`)
    return lighthouse(url, outputPath, attempt + 1)
  }
  return JSON.parse(fs.readFileSync(`${outputPath}.report.json`, "utf8")) as Result
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function summary(pagePath: string, runs: Result[]): string {
  const lhr = computeMedianRun(runs) as Result
  const score = (result: Result, id: string) => Math.round((result.categories[id]?.score ?? 0) * 100)
  const audit = (id: string) => lhr.audits[id]
  const tbts = runs.map(run => Math.round(run.audits["total-blocking-time"].numericValue ?? 0))
  const resources = (
    audit("resource-summary").details as unknown as {
      items: { resourceType: string; transferSize: number; requestCount: number }[]
    }
  ).items
  const shortfalls = CATEGORIES.flatMap(id =>
    lhr.categories[id].auditRefs
      .filter(ref => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map(
        ref =>
          `  below 100 in ${id}: ${lhr.audits[ref.id].title} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`
      )
  )
  return [
    pagePath,
    `  scores       performance ${score(lhr, "performance")}  accessibility ${score(lhr, "accessibility")}  best practices ${score(lhr, "best-practices")}  SEO ${score(lhr, "seo")}`,
    `  metrics      LCP ${audit("largest-contentful-paint").displayValue}  TBT ${audit("total-blocking-time").displayValue}  CLS ${audit("cumulative-layout-shift").displayValue}  FCP ${audit("first-contentful-paint").displayValue}  SI ${audit("speed-index").displayValue}`,
    `  transferred  ${resources
      .filter(item => item.requestCount > 0)
      .map(item => `${item.resourceType} ${(item.transferSize / 1000).toFixed(1)} KB`)
      .join(", ")} (with response headers)`,
    `  all runs     performance ${runs.map(run => score(run, "performance")).join(", ")}; TBT ${tbts.join(", ")} ms (median ${median(tbts)} ms)`,
    ...shortfalls,
  ].join("\n")
}

async function main() {
  const host = await startStaticHost({ port: 9200 })
  fs.mkdirSync("bench-results", { recursive: true })
  const blocks: string[] = []
  try {
    for (const pagePath of PAGES) {
      const name = pagePath === "/" ? "home" : pagePath.slice(1)
      const runs: Result[] = []
      for (let run = 1; run <= RUNS; run++)
        runs.push(await lighthouse(`${host.url}${pagePath}`, `bench-results/${name}-${run}`))
      blocks.push(summary(pagePath, runs))
    }
  } finally {
    await host.close()
  }

  const homeFiles = JSON.parse(fs.readFileSync("bench-results/home-1.report.json", "utf8")) as Result
  const requested = (homeFiles.audits["network-requests"].details as unknown as { items: { url: string }[] }).items.map(
    item => new URL(item.url).pathname
  )
  const sizes = [...new Set(requested)].map(path => transferSize("public", path))
  const total = (key: "brotli" | "gzip", onlyScripts = false) =>
    sizes.filter(file => !onlyScripts || file.path.endsWith(".js")).reduce((sum, file) => sum + file[key], 0)

  const { version } = JSON.parse(fs.readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }
  console.log(
    `Lighthouse ${version}, mobile (simulated throttling), median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}\n`
  )
  console.log(blocks.join("\n\n"))
  console.log(
    `\nHome page first load, bodies only: brotli ${total("brotli")} B (JavaScript ${total("brotli", true)} B), ` +
      `gzip ${total("gzip")} B (JavaScript ${total("gzip", true)} B); budget ${BUDGET.totalBytes} B / ${BUDGET.scriptBytes} B brotli`
  )
  console.log("Full reports: bench-results/*.report.html")
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message)
  process.exit(1)
})
