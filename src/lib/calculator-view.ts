import { CALCULATORS, FILING_STATUS_THRESHOLDS, isCalculatorName, type CalculatorInput } from "./calculators"
import { parseMoney, parseYear } from "./calculator-input"
import { selfEmploymentTax, type FilingStatus, type TaxLine } from "./self-employment-tax"
import { formatYearMonth, runway, type YearMonth } from "./runway"
import { requiredMinimumDistribution } from "./required-minimum-distribution"

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

export interface FieldProblem {
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
type Formatters = ReturnType<typeof formatters>

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

/**
 * The page's state for what was typed: every field's problem, and the results once every field holds a
 * figure. `currentMonth` is the visitor's (the page reads its clock; tests pass a fixed one).
 */
export function calculatorState(
  tool: ToolForView,
  typed: Typed,
  currentMonth: YearMonth,
  locale: string
): CalculatorState {
  if (!isCalculatorName(tool.calculator)) return { problems: {}, view: null }
  const format = formatters(locale)
  const { values, problems, complete } = readInputs(
    CALCULATORS[tool.calculator].inputs,
    typed,
    format,
    currentMonth.year
  )
  if (!complete) return { problems, view: null }
  const number = (name: string) => values[name] as number
  switch (tool.calculator) {
    case "self-employment-tax":
      return {
        problems,
        view: selfEmploymentTaxView(tool, format, {
          netProfit: number("netProfit"),
          socialSecurityWages: number("socialSecurityWages"),
          medicareWages: number("medicareWages"),
          filingStatus: values.filingStatus as FilingStatus,
        }),
      }
    case "runway":
      return {
        problems,
        view: runwayView(format, currentMonth, {
          cash: number("cash"),
          monthlyRevenue: number("monthlyRevenue"),
          monthlyExpenses: number("monthlyExpenses"),
        }),
      }
    case "required-minimum-distribution":
      return {
        problems,
        view: distributionView(tool, format, {
          balance: number("balance"),
          birthYear: number("birthYear"),
          distributionYear: number("distributionYear"),
        }),
      }
  }
}

const moneyResult = (cents: number, format: Formatters): ShownResult => ({
  text: format.money(cents),
  value: String(cents),
})

function selfEmploymentTaxView(
  tool: ToolForView,
  format: Formatters,
  input: Parameters<typeof selfEmploymentTax>[1]
): CalculatorView | null {
  const constants = tool.constants
  if (!constants) return null
  const result = selfEmploymentTax(constants as Parameters<typeof selfEmploymentTax>[0], input)
  type Op<Name extends TaxLine["op"]> = Extract<TaxLine, { op: Name }>
  const find = <Name extends TaxLine["op"]>(form: TaxLine["form"], line: string, op: Name) =>
    result.lines.find(
      (candidate): candidate is Op<Name> => candidate.form === form && candidate.line === line && candidate.op === op
    )
  const money = (cents: number) => format.money(cents)
  const working: CalculatorView["working"] = []
  const add = <Name extends TaxLine["op"]>(
    line: string,
    found: Op<Name> | undefined,
    values: (line: Op<Name>) => Record<string, string>
  ) => {
    if (found) working.push({ line, values: { ...values(found), result: money(found.result) } })
  }
  add("se-4a", find("Schedule SE", "4a", "multiply"), line => ({
    netProfit: money(line.amount),
    factor: format.percent(line.rate),
  }))
  add("se-9", find("Schedule SE", "9", "subtract"), line => ({
    wageBase: money(line.from),
    socialSecurityWages: money(line.less),
  }))
  add("se-10", find("Schedule SE", "10", "multiply"), line => ({
    taxedEarnings: money(line.amount),
    rate: format.percent(line.rate),
  }))
  add("se-11", find("Schedule SE", "11", "multiply"), line => ({
    netEarnings: money(line.amount),
    rate: format.percent(line.rate),
  }))
  add("se-12", find("Schedule SE", "12", "add"), line => ({
    socialSecurityTax: money(line.amounts[0]),
    medicareTax: money(line.amounts[1]),
  }))
  add("se-13", find("Schedule SE", "13", "multiply"), line => ({ selfEmploymentTax: money(line.amount) }))
  add("f8959-11", find("Form 8959", "11", "subtract"), line => ({
    threshold: money(line.from),
    medicareWages: money(line.less),
  }))
  add("f8959-12", find("Form 8959", "12", "subtract"), line => ({
    netEarnings: money(line.from),
    remainingThreshold: money(line.less),
  }))
  add("f8959-13", find("Form 8959", "13", "multiply"), line => ({
    excess: money(line.amount),
    rate: format.percent(line.rate),
  }))
  const results = Object.fromEntries(
    CALCULATORS["self-employment-tax"].outputs.map(name => [
      name,
      moneyResult(result[name as keyof typeof result] as number, format),
    ])
  )
  const earnings = find("Schedule SE", "4c", "at-least")
  return {
    results,
    working,
    ...(!result.owed && {
      note: {
        message: "belowMinimum",
        values: {
          minimum: format.dollars(constants.minimumNetEarnings ?? 0),
          netEarnings: money(earnings?.result ?? 0),
        },
      },
    }),
  }
}

function runwayView(format: Formatters, currentMonth: YearMonth, input: Parameters<typeof runway>[0]): CalculatorView {
  const result = runway(input, currentMonth)
  const money = (cents: number) => format.money(cents)
  const working: CalculatorView["working"] = [
    {
      line: "net-burn",
      values: {
        monthlyExpenses: money(input.monthlyExpenses),
        monthlyRevenue: money(input.monthlyRevenue),
        result: money(result.netBurn),
      },
    },
  ]
  if (!result.burning)
    return {
      results: {
        netBurn: moneyResult(result.netBurn, format),
        runwayMonths: { text: "", value: "none" },
        cashOutMonth: { text: "", value: "none" },
      },
      working,
      note: { message: "notBurning", values: {} },
    }
  const months = format.tenths(result.runwayMonths)
  const wholeMonths = Math.floor(result.runwayTenths / 10)
  working.push(
    { line: "runway", values: { cash: money(input.cash), netBurn: money(result.netBurn), result: months } },
    {
      line: "cash-out",
      values: {
        currentMonth: format.month(currentMonth),
        wholeMonths: format.year(wholeMonths),
        result: format.month(result.cashOutMonth),
      },
    }
  )
  return {
    results: {
      netBurn: moneyResult(result.netBurn, format),
      runwayMonths: { text: months, value: result.runwayMonths.toFixed(1) },
      cashOutMonth: { text: format.month(result.cashOutMonth), value: formatYearMonth(result.cashOutMonth) },
    },
    working,
  }
}

function distributionView(
  tool: ToolForView,
  format: Formatters,
  input: Parameters<typeof requiredMinimumDistribution>[1]
): CalculatorView | null {
  const constants = tool.constants
  if (!constants?.startAges || !constants.uniformLifetimeTable) return null
  const result = requiredMinimumDistribution(
    { taxYear: constants.taxYear ?? 0, source: constants.source ?? "", ...constants } as Parameters<
      typeof requiredMinimumDistribution
    >[0],
    input
  )
  const empty = { age: null, divisor: null, rmd: null, deadline: null }
  if (result.status === "not-covered")
    return { results: empty, working: [], note: { message: "notCovered", values: {} } }
  const years = { distributionYear: format.year(input.distributionYear), birthYear: format.year(input.birthYear) }
  const startAge = result.firstYear - input.birthYear
  const working: CalculatorView["working"] = [
    { line: "age", values: { ...years, result: format.year(result.age) } },
    {
      line: "first-year",
      values: { birthYear: years.birthYear, startAge: format.year(startAge), result: format.year(result.firstYear) },
    },
  ]
  const age = { text: format.year(result.age), value: String(result.age) }
  if (result.status === "not-yet") {
    const firstYear = { text: format.year(result.firstYear), value: String(result.firstYear) }
    return {
      results: { ...empty, age, rmd: moneyResult(0, format) },
      working,
      note: { message: "notYet", values: { firstYear: firstYear.text } },
      firstYear,
    }
  }
  working.push(
    {
      line: "rmd",
      values: {
        balance: format.money(input.balance),
        divisor: format.decimal(result.divisor),
        result: format.money(result.rmd),
      },
    },
    { line: "deadline", values: { distributionYear: years.distributionYear, result: format.date(result.deadline) } }
  )
  return {
    results: {
      age,
      divisor: { text: format.decimal(result.divisor), value: String(result.divisor) },
      rmd: moneyResult(result.rmd, format),
      deadline: { text: format.date(result.deadline), value: result.deadline },
    },
    working,
  }
}

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
