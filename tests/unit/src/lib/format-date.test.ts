/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation): one
 * test runs the module in a Node process of its own, in other time zones.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { execFileSync } from "child_process"
import path from "path"
import { formatDate } from "../../../../src/lib/format-date"
import { repoRoot } from "../../support/repo-root"
import { scratchFolder } from "../../support/scratch-folder"

/** The day of the month alone, not a part of a longer number ("1" in "February 1, 2026", not in "2026"). */
const day = (value: number) => new RegExp(`(^|\\D)${value}(\\D|$)`)

describe("formatDate", () => {
  it("writes a date as readers of the site's language read it: month in words, day and year", () => {
    const formatted = formatDate("2026-02-01", "en")
    expect(formatted).toContain("February")
    expect(formatted).toContain("2026")
    expect(formatted).toMatch(day(1))
  })

  it("gives back as it is a date not yet written in full (an editor's preview)", () => {
    for (const partial of ["", "2026", "2026-02", "2026-02-"]) expect(formatDate(partial, "en")).toBe(partial)
  })

  it("gives back as it is a text that holds a date among other characters, before or after it", () => {
    for (const text of ["2026-02-141", "x2026-02-14", "2026-02-14 "]) expect(formatDate(text, "en")).toBe(text)
  })

  it("writes it in the site's language", () => {
    expect(formatDate("2026-02-01", "de")).toContain("Februar")
    expect(formatDate("2026-02-01", "fr")).toContain("février")
  })

  it("keeps the day as written whatever the time zone of the machine that builds the site", () => {
    // Far east and far west of Greenwich, where a date read as local midnight or as UTC moves by a day. Jest
    // keeps the process's time zone, so a Node process of its own sets each (Node follows TZ as it changes).
    const script = `
      const { formatDate } = require(${JSON.stringify(path.join(repoRoot, "src", "lib", "format-date.ts"))})
      const results = ["Pacific/Kiritimati", "Etc/GMT+12"].map(zone => {
        process.env.TZ = zone
        const offset = new Date(2026, 1, 1).getTimezoneOffset()
        return { zone, offset, first: formatDate("2026-02-01", "en"), last: formatDate("2026-12-31", "en") }
      })
      console.log(JSON.stringify(results))`
    const results = JSON.parse(
      execFileSync(process.execPath, ["--import", "tsx", "-e", script], {
        cwd: repoRoot,
        encoding: "utf8",
        // tsx keeps a cache in the temporary folder: this test's own, removed after it.
        env: { ...process.env, TMPDIR: scratchFolder("format-date-") },
      })
    ) as { zone: string; offset: number; first: string; last: string }[]
    // The zones did apply: fourteen hours ahead of UTC, and twelve behind.
    expect(results.map(result => result.offset)).toEqual([-14 * 60, 12 * 60])
    for (const { first, last } of results) {
      expect(first).toContain("February")
      expect(first).toMatch(day(1))
      expect(last).toContain("December")
      expect(last).toMatch(day(31))
      expect(last).toContain("2026")
    }
  })
})
