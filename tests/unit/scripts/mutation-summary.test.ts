import { FOLDER_MINIMUM, summarize, type Report } from "../../../scripts/mutation-summary"

type Status = Report["files"][string]["mutants"][number]["status"]

/** A report's entry for one file: its mutants, `count` of each status. */
const mutants = (counts: Partial<Record<Status, number>>) => ({
  mutants: Object.entries(counts).flatMap(([status, count]) =>
    Array.from({ length: count }, () => ({ status: status as Status }))
  ),
})

/** The summary's row of `folder` (or "all"). */
const rowOf = (rows: string[][], folder: string) => rows.find(row => row[0] === folder)

describe("the mutation summary (npm run test:mutation)", () => {
  it("scores each folder by the mutants detected (killed or timed out) out of those that ran, leaving out those that did not compile", () => {
    const { rows } = summarize(
      {
        files: {
          "src/lib/a.ts": mutants({ Killed: 5, Timeout: 1, Survived: 1, NoCoverage: 1, CompileError: 3 }),
          "src/lib/b.ts": mutants({ Killed: 1, RuntimeError: 1, Ignored: 2, Pending: 1 }),
        },
      },
      "/project"
    )
    expect(rows[0]).toEqual(["folder", "score", "killed", "timed out", "survived", "no coverage", "not compiling"])
    expect(rowOf(rows, "src/lib")).toEqual(["src/lib", "77.78 %", "6", "1", "1", "1", "4"])
    expect(rowOf(rows, "all")).toEqual(["all", "77.78 %", "6", "1", "1", "1", "4"])
  })

  it("adds up every folder, each file counted in its own, whether its path is relative or absolute", () => {
    const { rows } = summarize(
      {
        files: {
          "tools/a.ts": mutants({ Killed: 3, Survived: 1 }),
          "/project/adapters/static-host/b.ts": mutants({ Killed: 1 }),
          "plugins/content-admin/c.ts": mutants({ NoCoverage: 1, Killed: 1 }),
        },
      },
      "/project"
    )
    expect(rows.map(([folder, score]) => [folder, score])).toEqual([
      ["folder", "score"],
      ["src/lib", "not run"],
      ["src/calculators", "not run"],
      ["src/search", "not run"],
      ["plugins/content-model", "not run"],
      ["plugins/content-admin", "50.00 %"],
      ["adapters/static-host", "100.00 %"],
      ["tools", "75.00 %"],
      ["all", "71.43 %"],
    ])
  })

  it("names the folders below the minimum, not one at it nor one Stryker did not run", () => {
    const atMinimum = { Killed: FOLDER_MINIMUM, Survived: 100 - FOLDER_MINIMUM }
    const { below } = summarize(
      {
        files: {
          "tools/a.ts": mutants({ Killed: FOLDER_MINIMUM - 1, Survived: 101 - FOLDER_MINIMUM }),
          "src/lib/a.ts": mutants(atMinimum),
          "plugins/content-model/a.ts": mutants({ CompileError: 1 }),
        },
      },
      "/project"
    )
    expect(below).toEqual(["tools"])
  })

  it("refuses a report with a file outside its folders, naming it", () => {
    expect(() => summarize({ files: { "scripts/x.ts": mutants({ Killed: 1 }) } }, "/project")).toThrow(
      "scripts/x.ts is in none of the folders this summary knows: src/lib, src/calculators, src/search, plugins/content-model, plugins/content-admin, adapters/static-host, tools"
    )
  })
})
