/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation): the
 * module is pure, with nothing of a browser's (Node's Intl, with its full ICU data, formats the locales).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { CALCULATORS, calculatorOf } from "../../../../src/calculators/registry"
import {
  MAX_CENTS,
  calculatorState,
  figuresText,
  formatters,
  type CalculatorState,
  type CalculatorView,
  type ToolForView,
  type Typed,
} from "../../../../src/calculators/calculator"
import type { YearMonth } from "../../../../src/calculators/year-month"
import { constantRows } from "../../../../src/calculators/figures"

import { mostToolEntries } from "../../../../tools/most-tools"

/** The `most` variant's calculators, as the page reads them: plain data of the fragment's shape. */
const ENTRIES = mostToolEntries({ author: "avery", reviewer: "blake" }, ["tax-planning"])
const entry = (calculator: string) =>
  ENTRIES.find(({ data }) => data.calculator === calculator)!.data as unknown as ToolForView
const SELF_EMPLOYMENT = entry("self-employment-tax")
const RUNWAY = entry("runway")
const DISTRIBUTION = entry("required-minimum-distribution")

const LOCALE = "en_US"
const NOVEMBER_2026: YearMonth = { year: 2026, month: 11 }
const JUNE_2024: YearMonth = { year: 2024, month: 6 }

/** The texts the tests expect, as Intl writes them in the site's locale (a narrow space is Intl's to choose). */
const US_DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })
const money = (cents: number) => US_DOLLARS.format(cents / 100)
const percent = (rate: number) =>
  new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 4 }).format(rate)
const monthName = (year: number, month: number) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, 1)
  )
const dayName = (isoDate: string) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`)
  )

const stateOf = (tool: ToolForView, typed: Typed, currentMonth: YearMonth = NOVEMBER_2026) =>
  calculatorState(tool, typed, currentMonth, LOCALE, calculatorOf(tool.calculator))

/** The results, working and note for what was typed, which must all be figures. */
function viewOf(tool: ToolForView, typed: Typed, currentMonth: YearMonth = NOVEMBER_2026): CalculatorView {
  const { problems, view } = stateOf(tool, typed, currentMonth)
  expect(problems).toEqual({})
  if (!view) throw new Error(`No view for ${JSON.stringify(typed)}`)
  return view
}

/** A result shown as money: its text, and its value in cents. */
const moneyShown = (cents: number) => ({ text: money(cents), value: String(cents) })

/** The names of the values each line of the working shows, by line. */
const valueNames = (view: CalculatorView) =>
  view.working.map(({ line, values }) => ({ line, values: Object.keys(values).sort() }))

/** The names each line of a calculator's working may show, as the registry declares them, with `result`. */
const declaredNames = (calculator: keyof typeof CALCULATORS) =>
  CALCULATORS[calculator].working.map(({ line, values }) => ({ line, values: [...values, "result"].sort() }))

describe("calculatorState: self-employment tax", () => {
  const FIFTY_THOUSAND = { netProfit: "50,000", filingStatus: "single" }

  it("works out the six results of a $50,000 profit, in cents and as text", () => {
    const { results } = viewOf(SELF_EMPLOYMENT, FIFTY_THOUSAND)
    expect(results).toEqual({
      netEarnings: moneyShown(4_617_500),
      socialSecurityTax: moneyShown(572_570),
      medicareTax: moneyShown(133_908),
      selfEmploymentTax: moneyShown(706_478),
      deduction: moneyShown(353_239),
      additionalMedicareTax: moneyShown(0),
    })
    expect(results.netEarnings!.text).toBe("$46,175.00")
    expect(Object.keys(results)).toEqual(CALCULATORS["self-employment-tax"].outputs)
  })

  it("shows every line of the working in the registry's order, each with exactly its values and its result", () => {
    const view = viewOf(SELF_EMPLOYMENT, FIFTY_THOUSAND)
    expect(valueNames(view)).toEqual(declaredNames("self-employment-tax"))
    const lines = Object.fromEntries(view.working.map(({ line, values }) => [line, values]))
    expect(lines["se-4a"]).toEqual({ netProfit: money(5_000_000), factor: percent(0.9235), result: money(4_617_500) })
    expect(lines["se-9"]).toEqual({
      wageBase: money(17_610_000),
      socialSecurityWages: money(0),
      result: money(17_610_000),
    })
    expect(lines["se-10"]).toEqual({ taxedEarnings: money(4_617_500), rate: percent(0.124), result: money(572_570) })
    expect(lines["se-12"]).toEqual({
      socialSecurityTax: money(572_570),
      medicareTax: money(133_908),
      result: money(706_478),
    })
    expect(lines["se-13"]).toEqual({ selfEmploymentTax: money(706_478), result: money(353_239) })
    expect(lines["f8959-12"]).toEqual({
      netEarnings: money(4_617_500),
      remainingThreshold: money(20_000_000),
      result: money(0),
    })
    expect(view.note).toBeUndefined()
  })

  it("takes the filing status's threshold, less the W-2 Medicare wages, for the Additional Medicare Tax", () => {
    const typed = { netProfit: "300,000", medicareWages: "100,000", filingStatus: "single" }
    const view = viewOf(SELF_EMPLOYMENT, typed)
    // $277,050 of net earnings above $200,000 less $100,000 of wages: $177,050 at 0.9 %.
    expect(view.results.additionalMedicareTax).toEqual(moneyShown(159_345))
    expect(view.working.find(({ line }) => line === "f8959-11")!.values).toEqual({
      threshold: money(20_000_000),
      medicareWages: money(10_000_000),
      result: money(10_000_000),
    })
    const jointly = viewOf(SELF_EMPLOYMENT, { netProfit: "300,000", filingStatus: "married-jointly" })
    expect(jointly.results.additionalMedicareTax).toEqual(moneyShown(24_345))
  })

  it("owes nothing under the minimum ($400 × 0.9235 is under $400), with the note naming both", () => {
    const view = viewOf(SELF_EMPLOYMENT, { netProfit: "400", filingStatus: "single" })
    for (const name of CALCULATORS["self-employment-tax"].outputs) expect(view.results[name]).toEqual(moneyShown(0))
    expect(view.note).toEqual({
      message: "belowMinimum",
      values: { minimum: money(40_000), netEarnings: money(36_940) },
    })
    // The forms stop at line 4c: only the line before it is worked.
    expect(view.working.map(({ line }) => line)).toEqual(["se-4a"])
  })

  it("owes nothing on a loss, with the note naming it", () => {
    const view = viewOf(SELF_EMPLOYMENT, { netProfit: "-5,000", filingStatus: "single" })
    for (const name of CALCULATORS["self-employment-tax"].outputs) expect(view.results[name]).toEqual(moneyShown(0))
    expect(view.note).toEqual({
      message: "belowMinimum",
      values: { minimum: money(40_000), netEarnings: money(-500_000) },
    })
  })

  it("gives a field with letters, or written as an exponent, the problem notAnAmount, and no results", () => {
    for (const netProfit of ["fifty", "50k", "1e5"])
      expect(stateOf(SELF_EMPLOYMENT, { netProfit, filingStatus: "single" })).toEqual({
        problems: { netProfit: { message: "notAnAmount", values: {} } },
        view: null,
      })
  })

  it("refuses a negative wage (a loss only for the profit), and a fraction of a cent", () => {
    expect(
      stateOf(SELF_EMPLOYMENT, { netProfit: "50,000", socialSecurityWages: "-100", filingStatus: "single" })
    ).toEqual({ problems: { socialSecurityWages: { message: "negativeAmount", values: {} } }, view: null })
    expect(stateOf(SELF_EMPLOYMENT, { netProfit: "50,000.005", filingStatus: "single" })).toEqual({
      problems: { netProfit: { message: "tooPrecise", values: {} } },
      view: null,
    })
  })

  it("refuses an amount over the largest, naming it, and takes the largest itself", () => {
    expect(MAX_CENTS).toBe(1_000_000_000_000)
    expect(stateOf(SELF_EMPLOYMENT, { netProfit: "10,000,000,000.01", filingStatus: "single" })).toEqual({
      problems: { netProfit: { message: "tooLarge", values: { max: money(MAX_CENTS) } } },
      view: null,
    })
    expect(stateOf(SELF_EMPLOYMENT, { netProfit: "10,000,000,000", filingStatus: "single" }).view).not.toBeNull()
  })

  it("tells every field's problem at once", () => {
    const typed = { netProfit: "abc", socialSecurityWages: "-1", medicareWages: "1.001", filingStatus: "single" }
    expect(stateOf(SELF_EMPLOYMENT, typed).problems).toEqual({
      netProfit: { message: "notAnAmount", values: {} },
      socialSecurityWages: { message: "negativeAmount", values: {} },
      medicareWages: { message: "tooPrecise", values: {} },
    })
  })

  it("counts an empty optional field as 0", () => {
    const zero = viewOf(SELF_EMPLOYMENT, { ...FIFTY_THOUSAND, socialSecurityWages: "0", medicareWages: "0" })
    expect(viewOf(SELF_EMPLOYMENT, { ...FIFTY_THOUSAND, socialSecurityWages: "", medicareWages: "  " })).toEqual(zero)
    expect(viewOf(SELF_EMPLOYMENT, FIFTY_THOUSAND)).toEqual(zero)
  })

  it("shows no results, and no problem, while a required field is empty or no filing status is chosen", () => {
    expect(stateOf(SELF_EMPLOYMENT, { netProfit: "", filingStatus: "single" })).toEqual({ problems: {}, view: null })
    expect(stateOf(SELF_EMPLOYMENT, { netProfit: "   ", filingStatus: "single" })).toEqual({ problems: {}, view: null })
    expect(stateOf(SELF_EMPLOYMENT, { netProfit: "50,000" })).toEqual({ problems: {}, view: null })
    expect(stateOf(SELF_EMPLOYMENT, { netProfit: "50,000", filingStatus: "widowed" })).toEqual({
      problems: {},
      view: null,
    })
    expect(stateOf(SELF_EMPLOYMENT, { netProfit: "50,000", filingStatus: "toString" }).view).toBeNull()
  })

  it("shows no results for an entry without its figures, nor for a calculator it does not know", () => {
    expect(stateOf({ ...SELF_EMPLOYMENT, constants: null }, FIFTY_THOUSAND)).toEqual({ problems: {}, view: null })
    expect(stateOf({ ...SELF_EMPLOYMENT, calculator: "mortgage" }, FIFTY_THOUSAND)).toEqual({
      problems: {},
      view: null,
    })
  })
})

describe("calculatorState: runway", () => {
  const BURNING = { cash: "100,000", monthlyExpenses: "40,000", monthlyRevenue: "10,000" }

  it("burns $30,000 a month, lasts 3.3 months and runs out in the month three after, into the next year", () => {
    const view = viewOf(RUNWAY, BURNING, NOVEMBER_2026)
    expect(view.results).toEqual({
      netBurn: moneyShown(3_000_000),
      runwayMonths: { text: "3.3", value: "3.3" },
      cashOutMonth: { text: monthName(2027, 2), value: "2027-02" },
    })
    expect(view.note).toBeUndefined()
  })

  it("shows each line of its working with exactly its values and its result", () => {
    const view = viewOf(RUNWAY, BURNING, NOVEMBER_2026)
    expect(valueNames(view)).toEqual(declaredNames("runway"))
    expect(view.working).toEqual([
      {
        line: "net-burn",
        values: { monthlyExpenses: money(4_000_000), monthlyRevenue: money(1_000_000), result: money(3_000_000) },
      },
      { line: "runway", values: { cash: money(10_000_000), netBurn: money(3_000_000), result: "3.3" } },
      {
        line: "cash-out",
        values: { currentMonth: monthName(2026, 11), wholeMonths: "3", result: monthName(2027, 2) },
      },
    ])
  })

  it("writes whole months with their tenth, and counts an empty revenue as none", () => {
    const view = viewOf(RUNWAY, { cash: "60,000", monthlyExpenses: "15,000" }, { year: 2026, month: 1 })
    expect(view.results.runwayMonths).toEqual({ text: "4.0", value: "4.0" })
    expect(view.results.cashOutMonth).toEqual({ text: monthName(2026, 5), value: "2026-05" })
  })

  it("names no runway and no month when revenue covers the expenses, with the note notBurning", () => {
    for (const monthlyRevenue of ["40,000", "50,000"]) {
      const view = viewOf(RUNWAY, { ...BURNING, monthlyRevenue }, NOVEMBER_2026)
      expect(view.results.runwayMonths).toEqual({ text: "", value: "none" })
      expect(view.results.cashOutMonth).toEqual({ text: "", value: "none" })
      expect(view.note).toEqual({ message: "notBurning", values: {} })
      expect(view.working.map(({ line }) => line)).toEqual(["net-burn"])
    }
    expect(viewOf(RUNWAY, { ...BURNING, monthlyRevenue: "40,000" }).results.netBurn).toEqual(moneyShown(0))
  })

  it("names the month the cash runs out in for a burn of a cent, past any date a Date holds", () => {
    // $100,000 at $0.01 a month is ten million months: the year 835,360, where Date.UTC gives NaN.
    const view = viewOf(RUNWAY, { cash: "100,000", monthlyRevenue: "39,999.99", monthlyExpenses: "40,000" })
    expect(view.results).toEqual({
      netBurn: moneyShown(1),
      runwayMonths: { text: "10,000,000.0", value: "10000000.0" },
      cashOutMonth: { text: "March 835360", value: "835360-03" },
    })
    expect(view.working.at(-1)!.values.result).toBe("March 835360")
    // The largest cash at the smallest burn: a trillion months.
    const largest = viewOf(RUNWAY, { cash: "10,000,000,000", monthlyExpenses: "0.01" }, { year: 2026, month: 1 })
    expect(largest.results.cashOutMonth).toEqual({ text: "May 83333335359", value: "83333335359-05" })
  })

  it("takes no loss in any of its fields", () => {
    expect(stateOf(RUNWAY, { ...BURNING, cash: "-1" })).toEqual({
      problems: { cash: { message: "negativeAmount", values: {} } },
      view: null,
    })
  })
})

describe("calculatorState: required minimum distribution", () => {
  const typed = (birthYear: string, distributionYear: string, balance = "100,000") => ({
    balance,
    birthYear,
    distributionYear,
  })

  it("makes the first year's distribution due on 1 April of the next year", () => {
    const view = viewOf(DISTRIBUTION, typed("1951", "2024"), JUNE_2024)
    expect(view.results).toEqual({
      age: { text: "73", value: "73" },
      divisor: { text: "26.5", value: "26.5" },
      rmd: moneyShown(377_358),
      deadline: { text: dayName("2025-04-01"), value: "2025-04-01" },
    })
    expect(view.note).toBeUndefined()
    expect(view.note?.output).toBeUndefined()
  })

  it("divides $100,000 by 26.5 at 73, to the cent", () => {
    expect(viewOf(DISTRIBUTION, typed("1951", "2024"), JUNE_2024).results.rmd).toEqual({
      text: "$3,773.58",
      value: "377358",
    })
  })

  it("makes a later year's due on 31 December of that year", () => {
    const view = viewOf(DISTRIBUTION, typed("1951", "2025"), JUNE_2024)
    expect(view.results.age).toEqual({ text: "74", value: "74" })
    expect(view.results.divisor).toEqual({ text: "25.5", value: "25.5" })
    expect(view.results.deadline).toEqual({ text: dayName("2025-12-31"), value: "2025-12-31" })
  })

  it("shows each line of its working with exactly its values and its result", () => {
    const view = viewOf(DISTRIBUTION, typed("1951", "2024"), JUNE_2024)
    expect(valueNames(view)).toEqual(declaredNames("required-minimum-distribution"))
    expect(view.working).toEqual([
      { line: "age", values: { distributionYear: "2024", birthYear: "1951", result: "73" } },
      { line: "first-year", values: { birthYear: "1951", startAge: "73", result: "2024" } },
      { line: "rmd", values: { balance: money(10_000_000), divisor: "26.5", result: money(377_358) } },
      { line: "deadline", values: { distributionYear: "2024", result: dayName("2025-04-01") } },
    ])
  })

  it("owes none yet before the start age, naming the first year, as a result of its own", () => {
    const view = viewOf(DISTRIBUTION, typed("1952", "2024"), JUNE_2024)
    expect(view.results).toEqual({
      age: { text: "72", value: "72" },
      divisor: null,
      rmd: { text: money(0), value: "0" },
      deadline: null,
    })
    expect(view.note).toEqual({
      message: "notYet",
      values: { firstYear: "2025" },
      output: { name: "firstYear", text: "2025", value: "2025" },
    })
    expect(view.working.map(({ line }) => line)).toEqual(["age", "first-year"])
  })

  it("covers no one born before the first start age's year, with the note notCovered and no result", () => {
    const view = viewOf(DISTRIBUTION, typed("1950", "2024"), JUNE_2024)
    expect(view.results).toEqual({ age: null, divisor: null, rmd: null, deadline: null })
    expect(view.note).toEqual({ message: "notCovered", values: {} })
    expect(view.working).toEqual([])
  })

  it("refuses a birth year in the future, and a distribution year before last year, naming the range", () => {
    expect(stateOf(DISTRIBUTION, typed("2025", "2024"), JUNE_2024)).toEqual({
      problems: { birthYear: { message: "yearOutOfRange", values: { min: "1900", max: "2024" } } },
      view: null,
    })
    expect(stateOf(DISTRIBUTION, typed("1951", "2022"), JUNE_2024)).toEqual({
      problems: { distributionYear: { message: "yearOutOfRange", values: { min: "2023", max: "2074" } } },
      view: null,
    })
    expect(stateOf(DISTRIBUTION, typed("1951", "2023"), JUNE_2024).view).not.toBeNull()
  })

  it("refuses a year that is not four digits", () => {
    for (const birthYear of ["19x5", "1951.5", "-1951"])
      expect(stateOf(DISTRIBUTION, typed(birthYear, "2024"), JUNE_2024)).toEqual({
        problems: { birthYear: { message: "notAYear", values: {} } },
        view: null,
      })
  })

  it("shows no results while a field is empty, and none for an entry without its table", () => {
    expect(stateOf(DISTRIBUTION, typed("", "2024"), JUNE_2024)).toEqual({ problems: {}, view: null })
    expect(stateOf(DISTRIBUTION, typed("1951", "2024", ""), JUNE_2024)).toEqual({ problems: {}, view: null })
    const withoutTable = { ...DISTRIBUTION, constants: { ...DISTRIBUTION.constants, uniformLifetimeTable: null } }
    expect(stateOf(withoutTable, typed("1951", "2024"), JUNE_2024)).toEqual({ problems: {}, view: null })
  })
})

describe("constantRows: the figures a reader sees without the calculator", () => {
  it("lists the self-employment tax's figures in the entry's order: rates as percentages, amounts in dollars", () => {
    const rows = constantRows(calculatorOf(SELF_EMPLOYMENT.calculator), SELF_EMPLOYMENT, LOCALE)
    expect(rows.map(({ label }) => label)).toEqual(SELF_EMPLOYMENT.constantLabels!.map(({ label }) => label))
    const values = Object.fromEntries(rows.map(({ constant, values }) => [constant, values]))
    expect(values.netEarningsFactor).toEqual([{ key: "netEarningsFactor", value: percent(0.9235) }])
    expect(values.socialSecurityRate).toEqual([{ key: "socialSecurityRate", value: percent(0.124) }])
    expect(values.medicareRate).toEqual([{ key: "medicareRate", value: percent(0.029) }])
    expect(values.additionalMedicareRate).toEqual([{ key: "additionalMedicareRate", value: percent(0.009) }])
    expect(values.socialSecurityWageBase).toEqual([{ key: "socialSecurityWageBase", value: money(17_610_000) }])
    expect(values.minimumNetEarnings).toEqual([{ key: "minimumNetEarnings", value: money(40_000) }])
    expect(percent(0.9235)).toBe("92.35%")
  })

  it("names each threshold by the words of its filing status", () => {
    const thresholds = constantRows(calculatorOf(SELF_EMPLOYMENT.calculator), SELF_EMPLOYMENT, LOCALE).find(
      ({ constant }) => constant === "additionalMedicareThresholds"
    )!
    expect(thresholds.values).toEqual([
      { key: "Single", value: money(20_000_000) },
      { key: "Married filing jointly", value: money(25_000_000) },
      { key: "Married filing separately", value: money(12_500_000) },
      { key: "Head of household", value: money(20_000_000) },
      { key: "Qualifying surviving spouse", value: money(20_000_000) },
    ])
  })

  it("follows the order the entry names them in, and leaves out a figure the entry lacks", () => {
    const reversed = { ...SELF_EMPLOYMENT, constantLabels: [...SELF_EMPLOYMENT.constantLabels!].reverse() }
    expect(constantRows(calculatorOf(reversed.calculator), reversed, LOCALE).map(({ constant }) => constant)).toEqual(
      reversed.constantLabels.map(({ constant }) => constant)
    )
    const withoutRate = { ...SELF_EMPLOYMENT, constants: { ...SELF_EMPLOYMENT.constants, medicareRate: null } }
    expect(
      constantRows(calculatorOf(withoutRate.calculator), withoutRate, LOCALE).map(({ constant }) => constant)
    ).not.toContain("medicareRate")
    expect(constantRows(calculatorOf(withoutRate.calculator), withoutRate, LOCALE)).toHaveLength(
      SELF_EMPLOYMENT.constantLabels!.length - 1
    )
  })

  it("lists a distribution's start ages by birth year, and its table one value per age", () => {
    const [startAges, table] = constantRows(calculatorOf(DISTRIBUTION.calculator), DISTRIBUTION, LOCALE)
    expect(startAges).toEqual({
      constant: "startAges",
      label: "Age of the first distribution",
      values: [
        { key: "1951–", value: "73" },
        { key: "1960–", value: "75" },
      ],
    })
    const rows = DISTRIBUTION.constants!.uniformLifetimeTable!
    expect(table.constant).toBe("uniformLifetimeTable")
    expect(table.values).toEqual(rows.map(({ age, divisor }) => ({ key: String(age), value: String(divisor) })))
    expect(table.values).toHaveLength(49)
    expect(table.values[1]).toEqual({ key: "73", value: "26.5" })
    expect(table.values.at(-1)).toEqual({ key: "120", value: "2" })
  })

  it("lists nothing for the runway, which has no figures", () => {
    expect(constantRows(calculatorOf(RUNWAY.calculator), RUNWAY, LOCALE)).toEqual([])
  })
})

describe("figuresText: the visitor's figures for the inquiry", () => {
  it("gives the heading, the tax year, each field as typed (a filing status by its words) and each result", () => {
    const typed = {
      netProfit: " 50,000 ",
      socialSecurityWages: "10,000",
      medicareWages: "10,000",
      filingStatus: "married-jointly",
    }
    const view = viewOf(SELF_EMPLOYMENT, typed)
    expect(figuresText(SELF_EMPLOYMENT, typed, view, "Tax year 2025").split("\n")).toEqual([
      "Self-employment tax calculator",
      "Tax year 2025",
      "Net profit: 50,000",
      "W-2 Social Security wages: 10,000",
      "W-2 Medicare wages: 10,000",
      "Filing status: Married filing jointly",
      ...SELF_EMPLOYMENT.results.map(({ name, label }) => `${label}: ${view.results[name]!.text}`),
    ])
    expect(figuresText(SELF_EMPLOYMENT, typed, view, "Tax year 2025")).toContain(
      `Self-employment tax: ${money(706_478)}`
    )
  })

  it("leaves out a result the view has no text for, and an empty tax year", () => {
    const typed = { cash: "100,000", monthlyRevenue: "50,000", monthlyExpenses: "40,000" }
    expect(figuresText(RUNWAY, typed, viewOf(RUNWAY, typed), "").split("\n")).toEqual([
      "Runway calculator",
      "Cash in the bank: 100,000",
      "Monthly revenue: 50,000",
      "Monthly expenses: 40,000",
      `Net burn a month: ${money(-1_000_000)}`,
    ])
    const notYet = { balance: "100,000", birthYear: "1952", distributionYear: "2024" }
    const lines = figuresText(DISTRIBUTION, notYet, viewOf(DISTRIBUTION, notYet, JUNE_2024), "Tax year 2025")
    expect(lines.split("\n").slice(-2)).toEqual(["Your age that year: 72", `Required distribution: ${money(0)}`])
  })
})

describe("nothing shown is NaN, Infinity or undefined, whatever a visitor types", () => {
  const ODD = [", ", ".", "-", "$", "  ", "1,2,3", "١٢٣", "99999999999999999999", "Infinity", "NaN", "-0", "(5)"]
  const VALID: Record<string, Typed> = {
    "self-employment-tax": {
      netProfit: "50,000",
      socialSecurityWages: "1",
      medicareWages: "1",
      filingStatus: "single",
    },
    runway: { cash: "100,000", monthlyRevenue: "10,000", monthlyExpenses: "40,000" },
    "required-minimum-distribution": { balance: "100,000", birthYear: "1951", distributionYear: "2026" },
  }

  /** Every text and value in what the page shows, numbers as the page would write them. */
  function shown(value: unknown): string[] {
    if (typeof value === "string") return [value]
    if (typeof value === "number" || value === undefined) return [String(value)]
    if (Array.isArray(value)) return value.flatMap(shown)
    if (value && typeof value === "object") return Object.values(value).flatMap(shown)
    return []
  }
  const everyText = (tool: ToolForView, typed: Typed, state: CalculatorState) => [
    ...shown(state),
    ...(state.view ? [figuresText(tool, typed, state.view, "Tax year")] : []),
  ]

  it.each([SELF_EMPLOYMENT, RUNWAY, DISTRIBUTION])(
    "in any field of $calculator, one at a time and all at once",
    tool => {
      expect(calculatorOf(tool.calculator)).toBeDefined()
      const valid = VALID[tool.calculator]
      const fields = CALCULATORS[tool.calculator as keyof typeof CALCULATORS].inputs.map(({ name }) => name)
      const cases: Typed[] = [
        valid,
        ...ODD.flatMap(odd => [
          ...fields.map(field => ({ ...valid, [field]: odd })),
          Object.fromEntries(fields.map(f => [f, odd])),
        ]),
      ]
      let refused = 0
      for (const typed of cases) {
        const state = calculatorState(tool, typed, NOVEMBER_2026, LOCALE, calculatorOf(tool.calculator))
        refused += Object.keys(state.problems).length
        for (const text of everyText(tool, typed, state))
          expect({ typed, text }).not.toEqual({ typed, text: expect.stringMatching(/NaN|Infinity|undefined/) })
      }
      // The odd texts reached the fields: most of them are refused.
      expect(refused).toBeGreaterThan(ODD.length)
      expect(
        shown(calculatorState(tool, valid, NOVEMBER_2026, LOCALE, calculatorOf(tool.calculator)).view).length
      ).toBeGreaterThan(5)
    }
  )

  it("writes the largest amount a field takes without exponent or rounding", () => {
    expect(formatters(LOCALE).money(MAX_CENTS)).toBe("$10,000,000,000.00")
  })

  it("writes a month past any a Date holds in the locale's order, with the year in figures", () => {
    const inYear2000 = (tag: string) =>
      new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", timeZone: "UTC" }).format(Date.UTC(2000, 2, 1))
    for (const locale of ["en_US", "de_DE", "ja_JP"]) {
      const tag = locale.replace("_", "-")
      expect(formatters(locale).month({ year: 835_360, month: 3 })).toBe(inYear2000(tag).replace("2000", "835360"))
    }
    expect(formatters("ja_JP").month({ year: 835_360, month: 3 })).toMatch(/^835360年/)
  })
})
