/**
 * The goals each page of the site is held to, each against references measured in the same run
 * (docs/performance.md): a page that ships no script costs its own layout and nothing more (its twin); a
 * page that ships scripts costs its layout plus about what the bare framework costs (the minimal page).
 */
import type { TargetSummary } from "./figures"

export interface Goal {
  name: string
  met: boolean
  /** The comparison, with this run's figures. */
  detail: string
}

/** One long task: below it, a difference in TBT on a fast machine is noise. */
export const TBT_NOISE_MS = 50
/** How much more JavaScript than the minimal page a page may load first (gzip). */
const SCRIPT_ALLOWANCE_BYTES = 8000

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`

/** Three points of Lighthouse's performance score are noise between runs of the same HTML on a shared machine. */
const PERFORMANCE_NOISE = 3

/**
 * The goals of a page that ships no script: none fetched, and figures its twin's within noise (the twin is
 * the same HTML, so whatever else the page loads, such as a preload left behind, shows here).
 */
export function scriptFreeGoals(page: TargetSummary, twin: TargetSummary): Goal[] {
  return [
    {
      name: "no JavaScript",
      met: page.firstLoadScripts.files === 0,
      detail: `${page.firstLoadScripts.files} scripts, ${kb(page.firstLoadScripts.gzip)}`,
    },
    performanceGoal(page, twin),
  ]
}

function performanceGoal(page: TargetSummary, twin: TargetSummary): Goal {
  return {
    name: `performance ≥ twin's − ${PERFORMANCE_NOISE}`,
    met: page.performance.median >= twin.performance.median - PERFORMANCE_NOISE,
    detail: `${page.performance.median} ≥ ${twin.performance.median} − ${PERFORMANCE_NOISE}`,
  }
}

/** The goals of a page that ships scripts, against its twin and the stack's minimal page. */
export function scriptedGoals(page: TargetSummary, twin: TargetSummary, minimal: TargetSummary): Goal[] {
  const tbtAllowance = Math.max(minimal.tbt.median, TBT_NOISE_MS)
  const scriptsOver = page.firstLoadScripts.gzip - minimal.firstLoadScripts.gzip
  return [
    {
      name: "TBT ≤ twin's + max(minimal's, 50 ms)",
      met: page.tbt.median <= twin.tbt.median + tbtAllowance,
      detail: `${ms(page.tbt.median)} ≤ ${ms(twin.tbt.median)} + ${ms(tbtAllowance)}`,
    },
    performanceGoal(page, twin),
    {
      name: "LCP ≤ 1.10 × twin's",
      met: page.lcp.median <= 1.1 * twin.lcp.median,
      detail: `${seconds(page.lcp.median)} ≤ ${seconds(1.1 * twin.lcp.median)}`,
    },
    {
      name: "first-load JS ≤ minimal's + 8 KB",
      met: scriptsOver <= SCRIPT_ALLOWANCE_BYTES,
      detail: `${kb(page.firstLoadScripts.gzip)} = minimal's ${scriptsOver >= 0 ? "+" : "−"} ${kb(Math.abs(scriptsOver))}`,
    },
  ]
}
