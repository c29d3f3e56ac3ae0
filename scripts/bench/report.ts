/** The bench's report: the targets' figures and each page's goals, as Markdown tables, and its place in the docs. */
import { writeMarkedSection } from "../../tools/marked-section"
import { markdownTable } from "../../tools/markdown-table"
import { median, type TargetSummary } from "./figures"
import { kb, seconds, type Goal } from "./goals"

/** A page's goals in this run, beside the name of the page. */
export interface PageGoals {
  page: string
  shipsScripts: boolean
  goals: Goal[]
}

export interface RunFacts {
  date: Date
  /** The commit the build was made from, and whether the work tree had changes then. */
  commit: string
  lighthouseVersion: string
  runsPerTarget: number
  machine: string
}

const round = (value: number) => String(Math.round(value))

function figuresTable(summaries: TargetSummary[]): string {
  return markdownTable([
    [
      "Target",
      "Perf. median (worst)",
      "TBT median (worst)",
      "LCP median (worst)",
      "FCP median",
      "CLS",
      "A11y/BP/SEO, worst",
      "First-load JS gzip",
    ],
    ...summaries.map(summary => [
      summary.name,
      `${round(summary.performance.median)} (${summary.performance.worst})`,
      `${round(summary.tbt.median)} ms (${summary.tbt.worst})`,
      `${seconds(summary.lcp.median)} (${seconds(summary.lcp.worst)})`,
      seconds(summary.fcp.median),
      String(Number(summary.cls.toFixed(3))),
      `${summary.otherScores.accessibility}/${summary.otherScores.bestPractices}/${summary.otherScores.seo}`,
      `${kb(summary.firstLoadScripts.gzip)} in ${summary.firstLoadScripts.files}`,
    ]),
  ])
}

/** One table per kind of page (those that ship scripts, those that ship none), a column per goal. */
function goalsTables(pages: PageGoals[]): string[] {
  return [true, false].flatMap(shipsScripts => {
    const ofKind = pages.filter(page => page.shipsScripts === shipsScripts)
    if (ofKind.length === 0) return []
    return [
      shipsScripts
        ? "Pages that ship scripts, against their twins and the minimal page:"
        : "Pages that ship no script:",
      "",
      markdownTable([
        ["Page", ...ofKind[0].goals.map(goal => goal.name)],
        ...ofKind.map(page => [
          page.page,
          ...page.goals.map(goal => `${goal.met ? "met" : "NOT MET"}: ${goal.detail}`),
        ]),
      ]),
      "",
    ]
  })
}

export function report(summaries: TargetSummary[], pages: PageGoals[], facts: RunFacts): string {
  const indices = summaries.flatMap(summary => summary.runs.map(run => run.benchmarkIndex))
  const allMet = pages.every(page => page.goals.every(goal => goal.met))
  return [
    `${facts.date.toISOString().slice(0, 16).replace("T", " ")} UTC, the build of ${facts.commit}, Lighthouse ${facts.lighthouseVersion}, mobile ` +
      `(simulated throttling), ${facts.runsPerTarget} interleaved runs per target, ${facts.machine}. Lighthouse's ` +
      `benchmark index (this machine's speed; a mid-range phone is about 1,000): median ${round(median(indices))}, ` +
      `from ${Math.min(...indices)} to ${Math.max(...indices)}.`,
    "",
    `Medians${facts.runsPerTarget % 2 === 0 ? " (of an even number of runs, the mean of the two middle ones)" : ""}, ` +
      "with the worst run in brackets. Twin: the page without scripts; minimal: the stack's minimal page.",
    "",
    figuresTable(summaries),
    "",
    "Goals, each against the references of this run:",
    "",
    ...goalsTables(pages),
    allMet ? "Every page meets every goal in this run." : "Not every goal is met in this run (NOT MET above).",
  ].join("\n")
}

export const DOC_START = "<!-- bench: written by npm run bench -- --write-docs -->"
export const DOC_END = "<!-- bench: end -->"

/** Replaces the bench's report between its two marks in `docFile` with `text`. */
export function writeIntoDoc(docFile: string, text: string): void {
  writeMarkedSection(docFile, DOC_START, DOC_END, text)
}
