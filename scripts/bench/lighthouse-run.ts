/** One Lighthouse run of a page, in the system's Chromium, and the figures the bench keeps of it. */
import { execFile } from "child_process"
import fs from "fs"
import { promisify } from "util"
import type { Result } from "lighthouse"
import { CHROMIUM_ARGS, chromiumPath } from "../../tools/chromium"
import type { RunFigures } from "./figures"

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const

/**
 * Lighthouse (mobile, its default simulated throttling) on `url`; its JSON and HTML reports are written to
 * `outputPath`.report.json and .report.html.
 */
export async function runLighthouse(url: string, outputPath: string, attempt = 1): Promise<Result> {
  // Lighthouse's own command line, in plain Node: it runs functions inside the page, which must not pass
  // through the TypeScript loader the bench runs under. Asynchronously, because the servers answering it
  // run in the bench's process.
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
    return runLighthouse(url, outputPath, attempt + 1)
  }
  return JSON.parse(fs.readFileSync(`${outputPath}.report.json`, "utf8")) as Result
}

interface NetworkRequest {
  url: string
  resourceType?: string
}

/** What the bench keeps of a Lighthouse result. */
export function figuresOf(lhr: Result): RunFigures {
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
    // Prefetches (<link rel="prefetch">) are of type "Other", not "Script".
    scripts: [
      ...new Set(requests.filter(item => item.resourceType === "Script").map(item => new URL(item.url).pathname)),
    ],
  }
}
