import type { TargetSummary } from "../../../../scripts/bench/figures"
import { scriptedGoals, scriptFreeGoals, TBT_NOISE_MS } from "../../../../scripts/bench/goals"

/** A summary with these medians (the rest does not enter the goals). */
const summary = (medians: { performance: number; tbt: number; lcp: number; gzip: number; files?: number }) =>
  ({
    performance: { median: medians.performance },
    tbt: { median: medians.tbt },
    lcp: { median: medians.lcp },
    firstLoadScripts: { files: medians.files ?? (medians.gzip > 0 ? 4 : 0), gzip: medians.gzip },
  }) as TargetSummary

const met = (goals: { name: string; met: boolean }[]) => Object.fromEntries(goals.map(goal => [goal.name, goal.met]))

describe("scripts/bench/goals", () => {
  const twin = summary({ performance: 90, tbt: 300, lcp: 1000, gzip: 0 })

  it("holds a page with scripts to its twin plus the larger of the minimal page's TBT and one long task", () => {
    const fastMinimal = summary({ performance: 99, tbt: 20, lcp: 700, gzip: 80_000 })
    const slowMinimal = summary({ performance: 99, tbt: 120, lcp: 700, gzip: 80_000 })
    const page = (tbt: number) => summary({ performance: 90, tbt, lcp: 1000, gzip: 84_000 })
    const tbtGoal = (goals: ReturnType<typeof scriptedGoals>) => goals[0].met
    expect(tbtGoal(scriptedGoals(page(300 + TBT_NOISE_MS), twin, fastMinimal))).toBe(true)
    expect(tbtGoal(scriptedGoals(page(300 + TBT_NOISE_MS + 1), twin, fastMinimal))).toBe(false)
    expect(tbtGoal(scriptedGoals(page(420), twin, slowMinimal))).toBe(true)
    expect(tbtGoal(scriptedGoals(page(421), twin, slowMinimal))).toBe(false)
  })

  it("and its performance within 3 points of its twin's, its LCP within 10 % of it, its JavaScript within 8 KB of the minimal page's", () => {
    const minimal = summary({ performance: 99, tbt: 20, lcp: 700, gzip: 80_000 })
    expect(
      Object.values(met(scriptedGoals(summary({ performance: 87, tbt: 300, lcp: 1100, gzip: 88_000 }), twin, minimal)))
    ).toEqual([true, true, true, true])
    expect(
      Object.values(met(scriptedGoals(summary({ performance: 86, tbt: 300, lcp: 1101, gzip: 88_001 }), twin, minimal)))
    ).toEqual([true, false, false, false])
  })

  it("holds a page without scripts to none fetched and its twin's performance, within 3 points", () => {
    expect(
      scriptFreeGoals(summary({ performance: 87, tbt: 300, lcp: 1000, gzip: 0 }), twin).map(goal => goal.met)
    ).toEqual([true, true])
    expect(
      scriptFreeGoals(summary({ performance: 86, tbt: 300, lcp: 1000, gzip: 500, files: 1 }), twin).map(
        goal => goal.met
      )
    ).toEqual([false, false])
  })
})
