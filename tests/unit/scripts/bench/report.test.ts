import fs from "fs"
import path from "path"
import type { TargetSummary } from "../../../../scripts/bench/figures"
import { DOC_END, DOC_START, report, writeIntoDoc } from "../../../../scripts/bench/report"
import { scratchFolder } from "../../support/scratch-folder"

const summary = (name: string, benchmarkIndex: number) =>
  ({
    name,
    kind: "page",
    urlPath: "/",
    root: "public",
    runs: [{ benchmarkIndex }, { benchmarkIndex: benchmarkIndex + 100 }],
    performance: { median: 90, worst: 88, all: [] },
    tbt: { median: 200, worst: 250, all: [] },
    lcp: { median: 1000, worst: 1100, all: [] },
    fcp: { median: 800, worst: 900, all: [] },
    otherScores: { accessibility: 100, bestPractices: 100, seo: 100 },
    cls: 0,
    firstLoadScripts: { files: 0, gzip: 0, brotli: 0 },
  }) as unknown as TargetSummary

describe("scripts/bench/report", () => {
  const facts = {
    date: new Date("2026-11-26T08:00:00Z"),
    commit: "abc1234",
    lighthouseVersion: "12.8.2",
    runsPerTarget: 2,
    machine: "a test",
  }

  it("prints the run's facts and benchmark index, every target, each kind of page's goals, and whether all are met", () => {
    const text = report(
      [summary("/", 1000), summary("/team", 1400)],
      [
        { page: "/", shipsScripts: true, goals: [{ name: "TBT", met: true, detail: "1 ≤ 2" }] },
        { page: "/team", shipsScripts: false, goals: [{ name: "no JavaScript", met: false, detail: "1 scripts" }] },
      ],
      facts
    )
    expect(text).toMatch(
      /^2026-11-26 08:00 UTC, the build of abc1234, Lighthouse 12\.8\.2, .* 2 interleaved runs per target, a test\. .*median 1250, from 1000 to 1500\./
    )
    expect(text).toContain("Pages that ship scripts, against their twins and the minimal page:")
    expect(text).toContain("| /    | met: 1 ≤ 2 |")
    expect(text).toContain("| /team | NOT MET: 1 scripts |")
    expect(text).toMatch(/Not every goal is met in this run/)
  })

  it("says how a median of an even number of runs is taken, and only then", () => {
    const text = (runsPerTarget: number) => report([summary("/", 1000)], [], { ...facts, runsPerTarget })
    expect(text(2)).toContain("Medians (of an even number of runs, the mean of the two middle ones), with the worst")
    expect(text(5)).toContain("Medians, with the worst run in brackets.")
  })

  it("writes a report between the doc's two marks, and refuses a doc without them", () => {
    const doc = path.join(scratchFolder("bench-doc-"), "performance.md")
    fs.writeFileSync(doc, `# Performance\n\n${DOC_START}\n\nold\n\n${DOC_END}\n\nAfter.\n`)
    writeIntoDoc(doc, "new")
    expect(fs.readFileSync(doc, "utf8")).toBe(`# Performance\n\n${DOC_START}\n\nnew\n\n${DOC_END}\n\nAfter.\n`)
    fs.writeFileSync(doc, "# Performance\n")
    expect(() => writeIntoDoc(doc, "new")).toThrow(/has no/)
  })
})
