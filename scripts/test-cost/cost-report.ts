/** The table of what an `npm test` cost (scripts/test-cost.ts), from the step times scripts/test-all.sh records. */
import { markdownTable } from "../../tools/markdown-table"

export interface StepTime {
  step: string
  seconds: number
}

export const TEST_COST_START = "<!-- test cost: written by npm run test:cost -- --write-docs -->"
export const TEST_COST_END = "<!-- test cost: end -->"

/** The steps of test-results/test-times.tsv: a name and whole seconds per line, tab-separated. */
export function readStepTimes(tsv: string): StepTime[] {
  return tsv
    .split("\n")
    .filter(line => line.trim() !== "")
    .map((line, index) => {
      const [step, seconds] = line.split("\t")
      if (!step || !/^\d+$/.test(seconds ?? ""))
        throw new Error(`line ${index + 1} is not "<step>\\t<seconds>": ${line}`)
      return { step, seconds: Number(seconds) }
    })
}

const duration = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`

/** The table: each step and its time, the whole run last in bold; above it, when, what and where. */
export function costReport(steps: StepTime[], facts: { date: Date; commit: string; machine: string }): string {
  const total = steps.find(step => step.step === "npm test")
  if (!total) throw new Error("the times hold no total: the run did not pass")
  const rows = steps.filter(step => step !== total).map(step => [step.step, duration(step.seconds)])
  return [
    `${facts.date.toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${facts.commit}, ${facts.machine}. ` +
      "Steps side by side overlap: their times add up to more than the wall time they took.",
    "",
    markdownTable([["Step", "Time"], ...rows, ["**npm test**", `**${duration(total.seconds)}**`]]),
  ].join("\n")
}
