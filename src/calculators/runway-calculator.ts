import { defineCalculator, moneyResult, MONEY_MESSAGES, type CalculatorView } from "./calculator"
import { runway } from "./runway"
import { formatYearMonth } from "./year-month"

/** A business's runway (runway.ts): net burn, months of cash, the month it runs out. It reads no figures. */
export const runwayCalculator = defineCalculator({
  inputs: [
    { name: "cash", kind: "money" },
    { name: "monthlyRevenue", kind: "money", optional: true },
    { name: "monthlyExpenses", kind: "money" },
  ] as const,
  outputs: ["netBurn", "runwayMonths", "cashOutMonth"],
  working: [
    { line: "net-burn", values: ["monthlyExpenses", "monthlyRevenue"] },
    { line: "runway", values: ["cash", "netBurn"] },
    { line: "cash-out", values: ["currentMonth", "wholeMonths"] },
  ],
  messages: [...MONEY_MESSAGES, "notBurning"],
  figures: {},
  view: (input, _figures, format, currentMonth): CalculatorView => {
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
  },
})
