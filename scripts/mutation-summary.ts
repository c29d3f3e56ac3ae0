/**
 * The last part of `npm run test:mutation`: the mutation score of each of the folders whose logic
 * Stryker mutates (stryker.config.mjs), and of all of them, from Stryker's JSON report
 * (reports/mutation/mutation.json). Exits 1 when a folder scores below FOLDER_MINIMUM; the overall minimum
 * is Stryker's own `thresholds.break`, which fails `stryker run` itself.
 *
 * The score is Stryker's: mutants detected (killed by a test, or timed out) out of the mutants that ran
 * (those, plus the ones that survived or that no test reached). Mutants that do not compile (the
 * TypeScript checker) are not counted.
 */
import fs from "fs"
import path from "path"

const REPORT = path.join("reports", "mutation", "mutation.json")
const FOLDERS = [
  "src/lib",
  "src/calculators",
  "src/search",
  "plugins/content-model",
  "plugins/content-admin",
  "adapters/static-host",
  "tools",
]
/** No folder may score below this (docs/testing.md, "Mutation testing"). */
export const FOLDER_MINIMUM = 75

type Status = "Killed" | "Timeout" | "Survived" | "NoCoverage" | "CompileError" | "RuntimeError" | "Ignored" | "Pending"

/** The part of Stryker's JSON report the summary reads: each mutated file's mutants, by the file's path. */
export interface Report {
  files: Record<string, { mutants: { status: Status }[] }>
}

interface Tally {
  killed: number
  timeout: number
  survived: number
  noCoverage: number
  invalid: number
}

const empty = (): Tally => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, invalid: 0 })

function add(tally: Tally, status: Status): void {
  if (status === "Killed") tally.killed++
  else if (status === "Timeout") tally.timeout++
  else if (status === "Survived") tally.survived++
  else if (status === "NoCoverage") tally.noCoverage++
  else if (status === "CompileError" || status === "RuntimeError") tally.invalid++
}

/** The score, or undefined when no mutant of the folder ran (Stryker was run on other folders). */
function score(tally: Tally): number | undefined {
  const detected = tally.killed + tally.timeout
  const valid = detected + tally.survived + tally.noCoverage
  return valid === 0 ? undefined : (100 * detected) / valid
}

/**
 * The summary of a report whose file paths are relative to `cwd` (or absolute): the table's rows (a header,
 * a row per folder, one for all of them) and the folders that scored below FOLDER_MINIMUM.
 */
export function summarize(report: Report, cwd: string): { rows: string[][]; below: string[] } {
  const byFolder = new Map(FOLDERS.map(folder => [folder, empty()]))
  const overall = empty()
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const relative = path.relative(cwd, path.resolve(cwd, file)).split(path.sep).join("/")
    const folder = FOLDERS.find(candidate => relative.startsWith(`${candidate}/`))
    if (!folder) throw new Error(`${relative} is in none of the folders this summary knows: ${FOLDERS.join(", ")}`)
    for (const { status } of mutants) {
      add(byFolder.get(folder)!, status)
      add(overall, status)
    }
  }

  const rows = [
    ["folder", "score", "killed", "timed out", "survived", "no coverage", "not compiling"],
    ...[...byFolder, ["all", overall] as const].map(([folder, tally]) => [
      folder,
      score(tally)?.toFixed(2).concat(" %") ?? "not run",
      ...[tally.killed, tally.timeout, tally.survived, tally.noCoverage, tally.invalid].map(String),
    ]),
  ]
  const below = [...byFolder]
    .filter(([, tally]) => (score(tally) ?? FOLDER_MINIMUM) < FOLDER_MINIMUM)
    .map(([folder]) => folder)
  return { rows, below }
}

// Run as a script (tsx scripts/mutation-summary.ts), not when a test imports it.
if (require.main === module) {
  if (!fs.existsSync(REPORT)) {
    console.error(`${REPORT} is missing: Stryker did not finish (see its output above).`)
    process.exit(1)
  }
  const { rows, below } = summarize(JSON.parse(fs.readFileSync(REPORT, "utf8")) as Report, process.cwd())
  const widths = rows[0].map((_, column) => Math.max(...rows.map(row => row[column].length)))
  console.log("\nMutation score per folder (Stryker's JSON report, reports/mutation/mutation.json):")
  for (const row of rows)
    console.log(
      row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ")
    )
  if (below.length > 0) {
    console.error(`\nBelow the ${FOLDER_MINIMUM} % every folder must reach: ${below.join(", ")}`)
    process.exit(1)
  }
}
