import { defineCalculator, moneyResult, MONEY_MESSAGES, YEAR_MESSAGES, type CalculatorView } from "./calculator"
import { requiredMinimumDistribution } from "./required-minimum-distribution"
import { ordinal } from "../lib/ordinal"

/** The earliest birth year the page takes; the latest is the current year. */
const EARLIEST_BIRTH_YEAR = 1900
/** A distribution year may be last year's (one not yet taken) up to this many years ahead. */
const DISTRIBUTION_YEARS_AHEAD = 50

type Rows = readonly (Record<string, unknown> | null | undefined)[]
const rowsOf = (value: unknown): Rows => (Array.isArray(value) ? (value as Rows) : [])

/**
 * What a distribution's figures must be beyond the schema: each birth year of the start ages once; the table's
 * ages once each, its divisors falling as the age rises, reaching down to the first start age.
 */
function tableProblems(constants: Readonly<Record<string, unknown>>) {
  const problems: { pointer: string; message: string }[] = []
  const starts = rowsOf(constants.startAges)
  const bornFrom = starts.map(start => start?.bornFrom)
  bornFrom.forEach((year, index) => {
    if (typeof year === "number" && bornFrom.indexOf(year) < index)
      problems.push({
        pointer: `/constants/startAges/${index}/bornFrom`,
        message: `Each birth year once: the ${ordinal(bornFrom.indexOf(year) + 1)} start age has it (now ${year})`,
      })
  })
  const rows = rowsOf(constants.uniformLifetimeTable)
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

/** A required minimum distribution (required-minimum-distribution.ts): age, divisor, amount, deadline. */
export const requiredMinimumDistributionCalculator = defineCalculator({
  inputs: [
    { name: "balance", kind: "money" },
    {
      name: "birthYear",
      kind: "year",
      range: (currentYear: number) => ({ min: EARLIEST_BIRTH_YEAR, max: currentYear }),
    },
    {
      name: "distributionYear",
      kind: "year",
      range: (currentYear: number) => ({ min: currentYear - 1, max: currentYear + DISTRIBUTION_YEARS_AHEAD }),
    },
  ] as const,
  outputs: ["age", "divisor", "rmd", "deadline"],
  working: [
    { line: "age", values: ["distributionYear", "birthYear"] },
    { line: "first-year", values: ["birthYear", "startAge"] },
    { line: "rmd", values: ["balance", "divisor"] },
    { line: "deadline", values: ["distributionYear"] },
  ],
  messages: [...MONEY_MESSAGES, ...YEAR_MESSAGES, "notYet", "notCovered"],
  figures: {
    taxYear: "stated",
    source: "stated",
    startAges: { rows: { key: "bornFrom", keyFormat: "year-onward", value: "age", valueFormat: "year" } },
    uniformLifetimeTable: { rows: { key: "age", keyFormat: "year", value: "divisor", valueFormat: "decimal" } },
  },
  figureRules: tableProblems,
  view: (input, figures, format): CalculatorView => {
    const result = requiredMinimumDistribution(figures, input)
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
      const firstYear = { name: "firstYear", text: format.year(result.firstYear), value: String(result.firstYear) }
      return {
        results: { ...empty, age, rmd: moneyResult(0, format) },
        working,
        note: { message: "notYet", values: { firstYear: firstYear.text }, output: firstYear },
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
  },
})
