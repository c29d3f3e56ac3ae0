import { median, summarize, type RunFigures } from "../../../../scripts/bench/figures"
import { buildFolder } from "../../support/build-folder"

const run = (figures: Partial<RunFigures>): RunFigures => ({
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbt: 100,
  lcp: 1000,
  fcp: 800,
  cls: 0,
  benchmarkIndex: 1500,
  scripts: [],
  ...figures,
})

describe("scripts/bench/figures", () => {
  it("takes the middle value as the median, of an even number the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([40, 10, 30, 20])).toBe(25)
    expect(median([7])).toBe(7)
    expect(() => median([])).toThrow()
  })

  it("sums a target's runs up: medians, the worst score (lowest) and time (highest), and the scripts of the run that fetched most", () => {
    const root = buildFolder({ "app.js": "a".repeat(2000), "page.js": "console.log(1)" })
    const summary = summarize({ name: "/", kind: "page", urlPath: "/", root }, [
      run({ performance: 90, tbt: 300, lcp: 900, accessibility: 98, scripts: ["/app.js"] }),
      run({ performance: 80, tbt: 500, lcp: 1100, cls: 0.02, scripts: ["/app.js", "/page.js"] }),
      run({ performance: 95, tbt: 100, lcp: 1000 }),
      run({ performance: 85, tbt: 200, lcp: 950 }),
    ])
    expect(summary.performance).toEqual({ median: 87.5, worst: 80, all: [90, 80, 95, 85] })
    expect(summary.tbt).toMatchObject({ median: 250, worst: 500 })
    expect(summary.lcp).toMatchObject({ median: 975, worst: 1100 })
    expect(summary.otherScores).toEqual({ accessibility: 98, bestPractices: 100, seo: 100 })
    expect(summary.cls).toBe(0.02)
    expect(summary.firstLoadScripts.files).toBe(2)
    expect(summary.firstLoadScripts.gzip).toBeGreaterThan(0)
  })
})
