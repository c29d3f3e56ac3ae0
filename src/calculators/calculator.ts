import { parseMoney, parseYear } from "./input"
import type { YearMonth } from "./year-month"

/**
 * What every calculator is, whichever it computes: the fields a visitor fills in, the results and the lines of
 * the working it shows, the messages it may need and the figures it reads from its entry, each with how a
 * reader is shown it; and its view, which works the results out and words them. Each calculator declares
 * itself with `defineCalculator` beside its computation (self-employment-tax-calculator.ts, …); registry.ts
 * has them by name. This module knows no particular calculator.
 *
 * Pure: the current month comes in, the page's texts come in, nothing is read from the DOM or the clock.
 */

/** The calculators' amounts are the IRS's and a US business's: dollars. */
export const CURRENCY = "USD"

/** The largest amount a field takes, in cents: ten billion dollars, beyond any figure these forms meet. */
export const MAX_CENTS = 1_000_000_000_000

type Maybe<T> = T | null | undefined

/**
 * A field a visitor fills in: an amount of money (a loss allowed or not; an optional one left empty is 0), a
 * year in a range that moves with the current year, or one of a choice's options, which the entry words in
 * its list `words.field` (`value` and `label` for each; `words.called`, what the rule book calls them).
 */
export type CalculatorInput =
  | { name: string; kind: "money" | "signed-money"; optional?: boolean }
  | { name: string; kind: "year"; range: (currentYear: number) => { min: number; max: number } }
  | {
      name: string
      kind: "choice"
      /** Each option's value, as the page's `<option value>` sends it, with its key in a by-choice figure. */
      options: Readonly<Record<string, string>>
      words: { field: "filingStatuses"; called: string }
    }

/** A line of the working: its id in the entry's `working` list, and the values its text may name as `{name}`. */
interface WorkingLine {
  line: string
  values: readonly string[]
}

/**
 * How a reader is shown a figure of the entry's, in the list of figures the page prints for everyone (also
 * without JavaScript): `stated`, in the page's own words instead (the tax year, the source); a rate as a
 * percentage; an amount in whole dollars; a table's rows, each by a key and a value; an amount for each option
 * of a choice field, named by the option's words.
 */
export type FigureFormat =
  | "stated"
  | "percent"
  | "dollars"
  | { rows: { key: string; keyFormat: "year" | "year-onward"; value: string; valueFormat: "year" | "decimal" } }
  | { byChoice: string }

type StatedFigures = NonNullable<Queries.ToolSectionsContentFragment["constants"]>
/** The figures an entry states, as the page reads them: any may be missing while an editor works. */
export type ToolConstants = { readonly [Name in keyof StatedFigures]?: StatedFigures[Name] | null }

/** Figures a calculator reads, each present: what its view is given. */
export type Figures<Name extends keyof ToolConstants> = { readonly [Key in Name]: NonNullable<ToolConstants[Key]> }

/** A calculator's entry as the page reads it (the ToolSectionsContent fragment, or the file's data in a preview). */
export interface ToolForView {
  calculator: string
  heading: string
  constants?: Maybe<ToolConstants>
  inputs: readonly { name: string; label: string; hint?: Maybe<string> }[]
  filingStatuses?: Maybe<readonly { value: string; label: string }[]>
  results: readonly { name: string; label: string }[]
  working: readonly { line: string; text: string }[]
  constantLabels?: Maybe<readonly { constant: string; label: string }[]>
  messages: Record<string, Maybe<string>>
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
  /**
   * A message of the entry's that explains the results, with its values; `output`, a result it names as one
   * of its values (`{firstYear}`), which the page shows as an `<output>` of that name.
   */
  note?: { message: string; values: Record<string, string>; output?: { name: string } & ShownResult }
}

/** The values of a calculator's fields, once each holds one: cents, a year, or a choice's option. */
type InputValues = Readonly<Record<string, number | string>>

/** The value a field of this kind gives its calculator: a choice its option, the others a number. */
type ValueOf<Input> = Input extends { kind: "choice"; options: infer Options } ? keyof Options & string : number

/** The values of a calculator's fields, by name, typed by their kinds. */
export type ValuesOf<Inputs extends readonly CalculatorInput[]> = {
  readonly [Input in Inputs[number] as Input["name"]]: ValueOf<Input>
}

/** What a calculator checks in its entry's figures beyond the schema, each problem at its field. */
type FigureRules = (constants: Readonly<Record<string, unknown>>) => { pointer: string; message: string }[]

/** A calculator, as the page, the content check and the content manager read it. */
export interface Calculator {
  inputs: readonly CalculatorInput[]
  /** The `<output name>` of each result, in the order shown. */
  outputs: readonly string[]
  /** The working, in the form's order. */
  working: readonly WorkingLine[]
  /** The messages of the entry's `messages` this calculator shows. */
  messages: readonly string[]
  /** The fields of the entry's `constants` it reads, in the order a reader is shown them, with how. */
  figures: Readonly<Record<string, FigureFormat>>
  figureRules?: FigureRules
  /** Its results for its fields' values; null when the entry lacks a figure it reads. */
  view: (
    values: InputValues,
    constants: Maybe<ToolConstants>,
    format: Formatters,
    currentMonth: YearMonth
  ) => CalculatorView | null
}

/**
 * A calculator from its declaration: its view is given its fields' values and its figures typed by what it
 * declares, and is not called while a figure it reads is missing. Its `inputs` are declared `as const`, so that
 * their names and kinds type the values (Gatsby compiles its Node files with a parser that predates `const`
 * type parameters).
 */
export function defineCalculator<
  Inputs extends readonly CalculatorInput[],
  FigureName extends keyof ToolConstants = never,
>(definition: {
  inputs: Inputs
  outputs: readonly string[]
  working: readonly WorkingLine[]
  messages: readonly string[]
  figures: { readonly [Name in FigureName]: FigureFormat }
  figureRules?: FigureRules
  view: (
    values: ValuesOf<Inputs>,
    figures: Figures<FigureName>,
    format: Formatters,
    currentMonth: YearMonth
  ) => CalculatorView
}): Calculator {
  const names = Object.keys(definition.figures) as FigureName[]
  return {
    ...definition,
    view: (values, constants, format, currentMonth) => {
      const figures = presentFigures(constants, names)
      // readInputs gave each of the calculator's fields a value of its kind: they are its values.
      return figures && definition.view(values as ValuesOf<Inputs>, figures, format, currentMonth)
    },
  }
}

/** The figures named, when each is present. */
function presentFigures<Name extends keyof ToolConstants>(
  constants: Maybe<ToolConstants>,
  names: readonly Name[]
): Figures<Name> | null {
  if (names.some(name => constants?.[name] === null || constants?.[name] === undefined)) return null
  return (constants ?? {}) as Figures<Name>
}

interface FieldProblem {
  /** The message's key in the entry's `messages`, and the values it names. */
  message: string
  values: Record<string, string>
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

/** The value of each field that holds one: cents, a year or an option; each problem, by field. */
function readInputs(inputs: readonly CalculatorInput[], typed: Typed, format: Formatters, currentYear: number) {
  const values: Record<string, number | string> = {}
  const problems: Record<string, FieldProblem> = {}
  let complete = true
  for (const input of inputs) {
    const text = typed[input.name] ?? ""
    if (input.kind === "choice") {
      if (Object.hasOwn(input.options, text)) values[input.name] = text
      else complete = false
      continue
    }
    if (input.kind === "year") {
      const range = input.range(currentYear)
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

/** The messages a field of money may show in its validity, as readInputs names them. */
export const MONEY_MESSAGES = ["notAnAmount", "negativeAmount", "tooLarge", "tooPrecise"] as const
/** The messages a year's field may show. */
export const YEAR_MESSAGES = ["notAYear", "yearOutOfRange"] as const

const MONEY_PROBLEMS = {
  "not-a-number": "notAnAmount",
  negative: "negativeAmount",
  "too-large": "tooLarge",
  "too-precise": "tooPrecise",
} as const

/**
 * The page's state for what was typed into `calculator`'s fields (the entry's own, from registry.ts): every
 * field's problem, and the results once every field holds a figure. `currentMonth` is the visitor's (the page
 * reads its clock; tests pass a fixed one).
 */
export function calculatorState(
  tool: ToolForView,
  typed: Typed,
  currentMonth: YearMonth,
  locale: string,
  calculator: Calculator | undefined
): CalculatorState {
  if (!calculator) return { problems: {}, view: null }
  const format = formatters(locale)
  const { values, problems, complete } = readInputs(calculator.inputs, typed, format, currentMonth.year)
  return { problems, view: complete ? calculator.view(values, tool.constants, format, currentMonth) : null }
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
