/**
 * What a calculator's entry must say beyond its schema, for the calculator it chooses (src/lib/calculators.ts
 * declares each one's inputs, results, lines, messages and figures): the words of each, once, and none of
 * another calculator's; its figures; a distribution table whose divisors fall as the age rises, each age
 * once, reaching down to the first start age. The content check and the content manager both apply them.
 *
 * No Node modules here: the content manager's bundle imports it too.
 */
import { CALCULATORS, FILING_STATUS_THRESHOLDS, isCalculatorName, type Calculator } from "../../src/lib/calculators"
import type { Problem } from "./content-rules"
import { ordinal } from "./content-shape"

/** The figures every calculator with figures states, besides its own: which year, and where from. */
const STATED_FIGURES = ["taxYear", "source"]

/** The filing statuses a self-employment tax calculator offers, each of which the entry words. */
const FILING_STATUSES = Object.keys(FILING_STATUS_THRESHOLDS)

type Listed = Record<string, unknown> | null | undefined

const listOf = (value: unknown): Listed[] => (Array.isArray(value) ? (value as Listed[]) : [])

/**
 * Each name of `wanted` once in the list `field` (its items' `key`), and none other: a problem at the item
 * that repeats or does not belong, and at the list for a name it lacks.
 */
function wordedOnce(
  data: Record<string, unknown>,
  field: string,
  key: string,
  wanted: readonly string[],
  what: string
) {
  const problems: Problem[] = []
  const items = listOf(data[field])
  const names = items.map(item => item?.[key])
  names.forEach((name, index) => {
    if (typeof name !== "string") return
    if (!wanted.includes(name))
      problems.push({
        pointer: `/${field}/${index}/${key}`,
        message: `One of this calculator's ${what}: ${wanted.join(", ")} (now ${JSON.stringify(name)})`,
      })
    else if (names.indexOf(name) < index)
      problems.push({
        pointer: `/${field}/${index}/${key}`,
        message: `Each once: the ${ordinal(names.indexOf(name) + 1)} already has it (now ${JSON.stringify(name)})`,
      })
  })
  const missing = wanted.filter(name => !names.includes(name))
  if (missing.length > 0)
    problems.push({
      pointer: `/${field}`,
      message: `Words for each of this calculator's ${what} (now missing ${missing.join(", ")})`,
    })
  return problems
}

/** The placeholders of a text: `{netProfit}`. */
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(match => match[1])

function workingProblems(data: Record<string, unknown>, calculator: Calculator): Problem[] {
  return listOf(data.working).flatMap((item, index) => {
    const line = calculator.working.find(candidate => candidate.line === item?.line)
    const text = item?.text
    if (!line || typeof text !== "string") return []
    const allowed = ["result", ...line.values]
    const unknown = placeholdersOf(text).filter(name => !allowed.includes(name))
    return unknown.length > 0
      ? [
          {
            pointer: `/working/${index}/text`,
            message: `Only this line's values in braces: ${allowed.map(name => `{${name}}`).join(", ")} (now ${unknown.map(name => `{${name}}`).join(", ")})`,
          },
        ]
      : []
  })
}

function messageProblems(data: Record<string, unknown>, calculator: Calculator): Problem[] {
  const messages = (data.messages ?? {}) as Record<string, unknown>
  return calculator.messages.flatMap(name =>
    typeof messages[name] === "string" && messages[name]
      ? []
      : [{ pointer: `/messages/${name}`, message: "Required for this calculator (now missing)" }]
  )
}

function figuresProblems(data: Record<string, unknown>, calculator: Calculator): Problem[] {
  if (calculator.constants.length === 0) return []
  const constants = data.constants
  if (typeof constants !== "object" || constants === null)
    return [
      {
        pointer: "/constants",
        message: `The figures this calculator uses: ${calculator.constants.join(", ")} (now missing)`,
      },
    ]
  const stated = constants as Record<string, unknown>
  const problems: Problem[] = calculator.constants.flatMap(name =>
    stated[name] === undefined || stated[name] === null
      ? [{ pointer: `/constants/${name}`, message: "Required for this calculator (now missing)" }]
      : []
  )
  return [...problems, ...tableProblems(stated)]
}

/** The start ages, each birth year once; the table, each age once, divisors falling as the age rises. */
function tableProblems(constants: Record<string, unknown>): Problem[] {
  const problems: Problem[] = []
  const starts = listOf(constants.startAges)
  const bornFrom = starts.map(start => start?.bornFrom)
  bornFrom.forEach((year, index) => {
    if (typeof year === "number" && bornFrom.indexOf(year) < index)
      problems.push({
        pointer: `/constants/startAges/${index}/bornFrom`,
        message: `Each birth year once: the ${ordinal(bornFrom.indexOf(year) + 1)} start age has it (now ${year})`,
      })
  })
  const rows = listOf(constants.uniformLifetimeTable)
  const ages = rows.map(row => row?.age)
  rows.forEach((row, index) => {
    const age = row?.age
    const divisor = row?.divisor
    if (typeof age !== "number" || typeof divisor !== "number") return
    if (ages.indexOf(age) < index) {
      problems.push({
        pointer: `/constants/uniformLifetimeTable/${index}/age`,
        message: `Each age once: the ${ordinal(ages.indexOf(age) + 1)} row has it (now ${age})`,
      })
      return
    }
    // Against each age's first row: a row given twice is reported as such, not again at every older age.
    const younger = rows.filter(
      (other, at) => typeof other?.age === "number" && other.age < age && ages.indexOf(other.age) === at
    )
    const notAbove = younger.find(other => typeof other?.divisor === "number" && other.divisor <= divisor)
    if (notAbove)
      problems.push({
        pointer: `/constants/uniformLifetimeTable/${index}/divisor`,
        message: `Less than the divisor of every younger age: the divisors fall as the age rises (now ${divisor} at ${age}, ${String(notAbove.divisor)} at ${String(notAbove.age)})`,
      })
  })
  const youngest = Math.min(...ages.filter((age): age is number => typeof age === "number"))
  const earliestStart = Math.min(
    ...starts.map(start => start?.age).filter((age): age is number => typeof age === "number")
  )
  if (rows.length > 0 && Number.isFinite(earliestStart) && youngest > earliestStart)
    problems.push({
      pointer: "/constants/uniformLifetimeTable",
      message: `Rows from the first start age, ${earliestStart}, up (now from ${youngest})`,
    })
  return problems
}

/** What is wrong with a calculator's entry for the calculator it chooses, each at the field that has to change. */
export function toolProblems(data: object): Problem[] {
  const entry = data as Record<string, unknown>
  if (!isCalculatorName(entry.calculator)) return []
  const calculator = CALCULATORS[entry.calculator]
  const constantsShown = calculator.constants.filter(name => !STATED_FIGURES.includes(name))
  return [
    ...wordedOnce(
      entry,
      "inputs",
      "name",
      calculator.inputs.map(input => input.name),
      "fields"
    ),
    ...wordedOnce(entry, "results", "name", calculator.outputs, "results"),
    ...wordedOnce(
      entry,
      "working",
      "line",
      calculator.working.map(line => line.line),
      "lines"
    ),
    ...(calculator.inputs.some(input => input.kind === "filing-status")
      ? wordedOnce(entry, "filingStatuses", "value", FILING_STATUSES, "filing statuses")
      : []),
    ...(constantsShown.length > 0 ? wordedOnce(entry, "constantLabels", "constant", constantsShown, "figures") : []),
    ...workingProblems(entry, calculator),
    ...messageProblems(entry, calculator),
    ...figuresProblems(entry, calculator),
  ]
}

/**
 * The calculators whose figures are for a tax year before last year, in the firm's zone (`currentYear`,
 * passed in: a reminder never depends on the day the code is read). A reminder only: it never fails a check.
 */
export function toolsDueForNewFigures(
  tools: readonly { id: string; data: unknown }[],
  currentYear: number
): { id: string; taxYear: number }[] {
  return tools.flatMap(({ id, data }) => {
    const { constants, retiredTo } = (data ?? {}) as { constants?: { taxYear?: unknown }; retiredTo?: unknown }
    const taxYear = constants?.taxYear
    return typeof taxYear === "number" && !retiredTo && taxYear < currentYear - 1 ? [{ id, taxYear }] : []
  })
}
