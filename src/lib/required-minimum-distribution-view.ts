import { moneyResult, type CalculatorView, type CalculatorViewer } from "./calculator-view"
import { requiredMinimumDistribution } from "./required-minimum-distribution"

/** A required distribution's results and working (required-minimum-distribution.ts): age, divisor, amount, deadline. */
export const viewRequiredMinimumDistribution: CalculatorViewer = (tool, format, values): CalculatorView | null => {
  const input = {
    balance: values.balance as number,
    birthYear: values.birthYear as number,
    distributionYear: values.distributionYear as number,
  }
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
