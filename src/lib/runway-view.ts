import { moneyResult, type CalculatorView, type CalculatorViewer } from "./calculator-view"
import { formatYearMonth, runway } from "./runway"

/** The runway's results and working (runway.ts): net burn, months of cash, the month it runs out. */
export const viewRunway: CalculatorViewer = (_tool, format, values, currentMonth): CalculatorView => {
  const input = {
    cash: values.cash as number,
    monthlyRevenue: values.monthlyRevenue as number,
    monthlyExpenses: values.monthlyExpenses as number,
  }
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
