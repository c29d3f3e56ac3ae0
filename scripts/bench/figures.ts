/**
 * The bench's figures: what one Lighthouse run of a target measured (RunFigures, from lighthouse-run.ts),
 * and a target's runs summed up (its medians, worst runs and first-load JavaScript).
 */
import { transferSize } from "../../tools/transfer-size"

/** What is measured: a page of the site, its twin (the same page without scripts), or a reference. */
type TargetKind = "page" | "twin" | "stack-minimal" | "compared"

/** A target as the figures need it: its name, its page, and the folder its files are served from. */
export interface MeasuredTarget {
  name: string
  kind: TargetKind
  urlPath: string
  root: string
}

export interface RunFigures {
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

/** The middle value; of an even number of values, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("the median of no values")
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

interface Spread {
  median: number
  worst: number
  all: number[]
}

export interface TargetSummary extends MeasuredTarget {
  runs: RunFigures[]
  performance: Spread
  tbt: Spread
  lcp: Spread
  fcp: Spread
  /** The worst run's accessibility, best-practices and SEO scores (they do not vary with the machine). */
  otherScores: { accessibility: number; bestPractices: number; seo: number }
  cls: number
  firstLoadScripts: { files: number; gzip: number; brotli: number }
}

/** A target's runs summed up; `worst` is the lowest score, or the highest time. */
export function summarize(target: MeasuredTarget, runs: RunFigures[]): TargetSummary {
  const spread = (key: "performance" | "tbt" | "lcp" | "fcp", higherIsBetter = false): Spread => {
    const all = runs.map(run => run[key])
    return { median: median(all), worst: higherIsBetter ? Math.min(...all) : Math.max(...all), all }
  }
  // The scripts of the run that fetched the most: a run cut short by the network going quiet early must not hide one.
  const scripts = runs.map(run => run.scripts).sort((a, b) => b.length - a.length)[0] ?? []
  const sizes = scripts.map(script => transferSize(target.root, script))
  return {
    ...target,
    runs,
    performance: spread("performance", true),
    tbt: spread("tbt"),
    lcp: spread("lcp"),
    fcp: spread("fcp"),
    otherScores: {
      accessibility: Math.min(...runs.map(run => run.accessibility)),
      bestPractices: Math.min(...runs.map(run => run.bestPractices)),
      seo: Math.min(...runs.map(run => run.seo)),
    },
    cls: Math.max(...runs.map(run => run.cls)),
    firstLoadScripts: {
      files: sizes.length,
      gzip: sizes.reduce((sum, file) => sum + file.gzip, 0),
      brotli: sizes.reduce((sum, file) => sum + file.brotli, 0),
    },
  }
}
