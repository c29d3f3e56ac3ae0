import { costReport, readStepTimes } from "../../../../scripts/test-cost/cost-report"

describe("scripts/test-cost/cost-report", () => {
  const facts = {
    date: new Date("2026-11-26T09:30:00Z"),
    commit: "abc1234",
    machine: "2 cores (Test CPU), Node v20.20.2",
  }

  it("reads the steps test-all.sh recorded, and refuses a line that is not a step and its seconds", () => {
    expect(readStepTimes("lint\t12\nunit tests (side by side)\t31\n\nnpm test\t250\n")).toEqual([
      { step: "lint", seconds: 12 },
      { step: "unit tests (side by side)", seconds: 31 },
      { step: "npm test", seconds: 250 },
    ])
    expect(() => readStepTimes("lint\ttwelve\n")).toThrow(/line 1/)
  })

  it("prints when, which commit and where, then each step in order and the whole run last", () => {
    const text = costReport(
      [
        { step: "lint", seconds: 12 },
        { step: "browser tests", seconds: 95 },
        { step: "npm test", seconds: 250 },
      ],
      facts
    )
    const lines = text.split("\n")
    expect(lines[0]).toMatch(/^2026-11-26 09:30 UTC, commit abc1234, 2 cores \(Test CPU\), Node v20\.20\.2\./)
    expect(lines.slice(2)).toEqual([
      "| Step          | Time           |",
      "| ------------- | -------------- |",
      "| lint          | 12 s           |",
      "| browser tests | 1 min 35 s     |",
      "| **npm test**  | **4 min 10 s** |",
    ])
  })

  it("has no table for a run that did not pass (no total)", () => {
    expect(() => costReport([{ step: "lint", seconds: 12 }], facts)).toThrow(/did not pass/)
  })
})
