import { CALCULATORS, FILING_STATUS_THRESHOLDS, isCalculatorName, type CalculatorInput } from "./calculators"
import { parseMoney, parseYear } from "./calculator-input"
import type { YearMonth } from "./runway"

/**
 * What a calculator's page shows for what a visitor typed: each field's problem, if any, in the editors'
 * words; each result as text and as its machine-readable value (`<output data-value>`); the working, line
 * by line, with the values each line's text names; and a note where a result needs one (nothing owed, not
 * burning, not due yet). Pure: the current month comes in, the page's texts come in, nothing is read from
 * the DOM or the clock.
 */

/** The calculators' amounts are the IRS's and a US business's: dollars. */
export const CURRENCY = "USD"

/** The largest amount a field takes, in cents: ten billion dollars, beyond any figure these forms meet. */
export const MAX_CENTS = 1_000_000_000_000

/** The earliest birth year a field takes; the latest is the current year. */
const EARLIEST_BIRTH_YEAR = 1900
/** A distribution year may be last year's (one not yet taken) up to this many years ahead. */
const DISTRIBUTION_YEARS_AHEAD = 50

type Maybe<T> = T | null | undefined

/** A calculator's entry as the page reads it (the ToolSectionsContent fragment, or the file's data in a preview). */
export interface ToolForView {
  calculator: string
  heading: string
  constants?: Maybe<{
    taxYear?: Maybe<number>
    source?: Maybe<string>
    netEarningsFactor?: Maybe<number>
    socialSecurityRate?: Maybe<number>
    medicareRate?: Maybe<number>
    socialSecurityWageBase?: Maybe<number>
    minimumNetEarnings?: Maybe<number>
    additionalMedicareRate?: Maybe<number>
    additionalMedicareThresholds?: Maybe<{
      single: number
      marriedJointly: number
      marriedSeparately: number
      headOfHousehold: number
      qualifyingSurvivingSpouse: number
    }>
    startAges?: Maybe<readonly { bornFrom: number; age: number }[]>
    uniformLifetimeTable?: Maybe<readonly { age: number; divisor: number }[]>
  }>
  inputs: readonly { name: string; label: string; hint?: Maybe<string> }[]
  filingStatuses?: Maybe<readonly { value: string; label: string }[]>
  results: readonly { name: string; label: string }[]
  working: readonly { line: string; text: string }[]
  constantLabels?: Maybe<readonly { constant: string; label: string }[]>
  messages: Record<string, Maybe<string>>
}

interface FieldProblem {
  /** The message's key in the entry's `messages`, and the values it names. */
  message: string
  values: Record<string, string>
}

/** A result: its text, and its value as `data-value` states it (cents, months, YYYY-MM, YYYY-MM-DD, a number). */
export interface ShownResult {
  text: string
  value: string
}

export interface CalculatorView {
  results: Record<string, ShownResult | null>
  /** The lines of the working that apply, in order, each with the values its text names. */
  working: { line: string; values: Record<string, string> }[]
  /** A message of the entry's that explains the results, with its values; `firstYear` is a result of its own. */
  note?: { message: string; values: Record<string, string> }
  /** The first year a distribution is due, when none is yet. */
  firstYear?: ShownResult
}

export interface CalculatorState {
  /** Each field's problem, by its name; a field without one is absent. */
  problems: Record<string, FieldProblem>
  /** The results, when every field holds a figure; null while one is empty or wrong. */
  view: CalculatorView | null
}

/** How the page formats the values: money, rates, months and dates, in the site's locale. */
export function formatters(locale: string) {
  const tag = locale.replace("_", "-")
  const money = new Intl.NumberFormat(tag, { style: "currency", currency: CURRENCY })
  const percent = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 4 })
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 4 })
  const tenths = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const whole = new Intl.NumberFormat(tag, { useGrouping: false, maximumFractionDigits: 0 })
  const month = new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", timeZone: "UTC" })
  const day = new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
  return {
    tag,
    money: (cents: number) => money.format(cents / 100),
    /** Whole dollars, as the content states amounts. */
    dollars: (dollars: number) => money.format(dollars),
    percent: (rate: number) => percent.format(rate),
    decimal: (value: number) => decimal.format(value),
    tenths: (value: number) => tenths.format(value),
    year: (value: number) => whole.format(value),
    month: ({ year, month: number }: YearMonth) => {
      const instant = Date.UTC(year, number - 1, 1)
      if (!Number.isNaN(instant)) return month.format(instant)
      // A year past any a Date holds (275760: the runway of a burn of a few cents): the month as the locale
      // writes it in a year a Date does hold, with the year itself in figures.
      return month
        .formatToParts(Date.UTC(2000, number - 1, 1))
        .map(part => (part.type === "year" ? whole.format(year) : part.value))
        .join("")
    },
    date: (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`)),
  }
}
export type Formatters = ReturnType<typeof formatters>

/** What the visitor typed, by field name, read from the form. */
export type Typed = Readonly<Record<string, string | undefined>>

/** The value of each field that holds one: cents, a year or a filing status; each problem, by field. */
function readInputs(inputs: readonly CalculatorInput[], typed: Typed, format: Formatters, currentYear: number) {
  const values: Record<string, number | string> = {}
  const problems: Record<string, FieldProblem> = {}
  let complete = true
  for (const input of inputs) {
    const text = typed[input.name] ?? ""
    if (input.kind === "filing-status") {
      if (Object.hasOwn(FILING_STATUS_THRESHOLDS, text)) values[input.name] = text
      else complete = false
      continue
    }
    if (input.kind === "year") {
      const range =
        input.name === "birthYear"
          ? { min: EARLIEST_BIRTH_YEAR, max: currentYear }
          : { min: currentYear - 1, max: currentYear + DISTRIBUTION_YEARS_AHEAD }
      const year = parseYear(text, range)
      if (!year.ok)
        problems[input.name] =
          year.problem === "not-a-year"
            ? { message: "notAYear", values: {} }
            : { message: "yearOutOfRange", values: { min: format.year(range.min), max: format.year(range.max) } }
      else if (year.year === null) complete = false
      else values[input.name] = year.year
      continue
    }
    const money = parseMoney(text, {
      locale: format.tag,
      currency: CURRENCY,
      allowNegative: input.kind === "signed-money",
      maxCents: MAX_CENTS,
    })
    if (!money.ok)
      problems[input.name] = {
        message: MONEY_PROBLEMS[money.problem],
        values: money.problem === "too-large" ? { max: format.money(MAX_CENTS) } : {},
      }
    else if (money.cents !== null) values[input.name] = money.cents
    else if (input.optional) values[input.name] = 0
    else complete = false
  }
  return { values, problems, complete: complete && Object.keys(problems).length === 0 }
}

const MONEY_PROBLEMS = {
  "not-a-number": "notAnAmount",
  negative: "negativeAmount",
  "too-large": "tooLarge",
  "too-precise": "tooPrecise",
} as const

/** The values of a calculator's fields, once each holds one: cents, a year, or a filing status. */
type InputValues = Readonly<Record<string, number | string>>

/**
 * A calculator's results for its fields' values, in the site's formats: one module per calculator
 * (self-employment-tax-view.ts, runway-view.ts, required-minimum-distribution-view.ts; calculator-viewers.ts
 * has them by name). Null when the entry lacks the figures the calculator needs.
 */
export type CalculatorViewer = (
  tool: ToolForView,
  format: Formatters,
  values: InputValues,
  currentMonth: YearMonth
) => CalculatorView | null

/**
 * The page's state for what was typed: every field's problem, and the results once every field holds a
 * figure and the calculator's `viewer` is given. `currentMonth` is the
 * visitor's (the page reads its clock; tests pass a fixed one).
 */
export function calculatorState(
  tool: ToolForView,
  typed: Typed,
  currentMonth: YearMonth,
  locale: string,
  viewer: CalculatorViewer | undefined
): CalculatorState {
  if (!isCalculatorName(tool.calculator)) return { problems: {}, view: null }
  const format = formatters(locale)
  const { values, problems, complete } = readInputs(
    CALCULATORS[tool.calculator].inputs,
    typed,
    format,
    currentMonth.year
  )
  return { problems, view: complete && viewer ? viewer(tool, format, values, currentMonth) : null }
}

/** An amount of cents as a result shows it, and as its `data-value` states it. */
export const moneyResult = (cents: number, format: Formatters): ShownResult => ({
  text: format.money(cents),
  value: String(cents),
})

/**
 * The visitor's figures as one text for the inquiry (its `figures` field): the calculator's heading and tax
 * year, each field as typed (a choice by its words), and each result, one a line, in the editors' labels.
 */
export function figuresText(tool: ToolForView, typed: Typed, view: CalculatorView, taxYearLabel: string): string {
  // A field left empty (an optional one, read as 0) is left out.
  const inputs = tool.inputs.flatMap(input => {
    const text = (typed[input.name] ?? "").trim()
    const shown = tool.filingStatuses?.find(choice => choice.value === text)?.label ?? text
    return shown ? [`${input.label}: ${shown}`] : []
  })
  const results = tool.results.flatMap(result => {
    const shown = view.results[result.name]
    return shown?.text ? [`${result.label}: ${shown.text}`] : []
  })
  return [tool.heading, taxYearLabel, ...inputs, ...results].filter(Boolean).join("\n")
}
