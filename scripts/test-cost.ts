/**
 * `npm run test:cost`: what the last `npm test` cost, step by step, from the times it recorded
 * (test-results/test-times.tsv, written by scripts/test-all.sh), as a table with the day, the commit and
 * the machine. `--write-docs` puts it into docs/testing.md ("What it costs"). Run it after an `npm test`
 * on a fresh clone (`npm ci`, then `npm test`), whose times are the ones CI sees.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parseArgs } from "util"
import { writeMarkedSection } from "../tools/marked-section"
import { costReport, readStepTimes, TEST_COST_END, TEST_COST_START } from "./test-cost/cost-report"

const TIMES = path.join("test-results", "test-times.tsv")
const TESTING_DOC = path.join("docs", "testing.md")

const { values: options } = parseArgs({ options: { "write-docs": { type: "boolean", default: false } } })

if (!fs.existsSync(TIMES)) throw new Error(`${TIMES} is missing: run \`npm test\` first`)
const steps = readStepTimes(fs.readFileSync(TIMES, "utf8"))
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim()
const text = costReport(steps, {
  date: fs.statSync(TIMES).mtime,
  commit,
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? "unknown"}), Node ${process.version}`,
})
if (options["write-docs"]) {
  writeMarkedSection(TESTING_DOC, TEST_COST_START, TEST_COST_END, text)
  console.log(`Wrote the table into ${TESTING_DOC}.`)
}
console.log(text)
