/**
 * What a calculator's entry must say beyond its schema, for the calculator it chooses (registry.ts declares
 * each one's inputs, results, lines, messages and figures): the words of each, once, and none of another
 * calculator's; the words of each option of a choice; its figures, and what its calculator checks in them
 * (a distribution table whose divisors fall as the age rises). The content check and the content manager both
 * apply them.
 *
 * No Node modules here: the content manager's bundle imports it too.
 */
import { calculatorOf } from "./registry"
import type { Calculator } from "./calculator"
import { ordinal } from "../lib/ordinal"

/** A problem at a field of the entry, as the content check reports it (plugins/content-model/content-rules.ts). */
interface Problem {
  /** Where, as a JSON Pointer into the entry: `/inputs/1/name`. */
  pointer: string
  message: string
}

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
  const figures = Object.keys(calculator.figures)
  if (figures.length === 0) return []
  const constants = data.constants
  if (typeof constants !== "object" || constants === null)
    return [{ pointer: "/constants", message: `The figures this calculator uses: ${figures.join(", ")} (now missing)` }]
  const stated = constants as Record<string, unknown>
  const problems: Problem[] = figures.flatMap(name =>
    stated[name] === undefined || stated[name] === null
      ? [{ pointer: `/constants/${name}`, message: "Required for this calculator (now missing)" }]
      : []
  )
  return [...problems, ...(calculator.figureRules?.(stated) ?? [])]
}

/** What is wrong with a calculator's entry for the calculator it chooses, each at the field that has to change. */
export function toolProblems(data: object): Problem[] {
  const entry = data as Record<string, unknown>
  const calculator = calculatorOf(entry.calculator)
  if (!calculator) return []
  // The figures a reader is shown in a list, each named in the entry's words: not those the page states itself.
  const listed = Object.entries(calculator.figures).flatMap(([name, format]) => (format === "stated" ? [] : [name]))
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
    ...calculator.inputs.flatMap(input =>
      input.kind === "choice"
        ? wordedOnce(entry, input.words.field, "value", Object.keys(input.options), input.words.called)
        : []
    ),
    ...(listed.length > 0 ? wordedOnce(entry, "constantLabels", "constant", listed, "figures") : []),
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
