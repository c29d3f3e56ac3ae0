import type { YearMonth } from "./year-month"

/** A business's cash and its monthly revenue and expenses, in cents, each 0 or more. */
export interface RunwayInput {
  cash: number
  monthlyRevenue: number
  monthlyExpenses: number
}

/**
 * How long the cash lasts. `netBurn` is expenses less revenue, in cents: 0 or less is not burning, and the cash
 * never runs out. When burning, the runway is given in whole tenths of a month (`runwayTenths`, exact, for
 * comparing) and as months with one decimal (`runwayMonths`, `runwayTenths / 10`, for formatting: 3.3);
 * `cashOutMonth` is the month the cash runs out in, `wholeMonths` (the runway's whole months) after the current
 * one.
 */
export type RunwayResult =
  | { burning: false; netBurn: number }
  | {
      burning: true
      netBurn: number
      runwayTenths: number
      runwayMonths: number
      wholeMonths: number
      cashOutMonth: YearMonth
    }

const MONTHS_PER_YEAR = 12

/** Throws unless `cents` is a whole number of cents, 0 or more: a programming error, not a visitor's. */
function checkAmount(cents: number, name: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`${name} must be whole cents, 0 or more: ${cents}`)
}

/**
 * The cash runway of `input` from `currentMonth` (an argument, so that the answer never depends on the day it is
 * computed): cash ÷ net burn, rounded down to a tenth of a month (2 ÷ 3 is 0.6), and the month the cash runs out.
 */
export function runway(input: RunwayInput, currentMonth: YearMonth): RunwayResult {
  const { cash, monthlyRevenue, monthlyExpenses } = input
  checkAmount(cash, "cash")
  checkAmount(monthlyRevenue, "monthlyRevenue")
  checkAmount(monthlyExpenses, "monthlyExpenses")
  const { year, month } = currentMonth
  if (!Number.isSafeInteger(year) || !Number.isInteger(month) || month < 1 || month > MONTHS_PER_YEAR)
    throw new RangeError(`Not a month: ${year}-${month}`)
  const netBurn = monthlyExpenses - monthlyRevenue
  if (netBurn <= 0) return { burning: false, netBurn }
  // Integer division cuts the quotient at a whole number of tenths: a runway never promises more than there is.
  const runwayTenths = Number((BigInt(cash) * 10n) / BigInt(netBurn))
  // Only with a cash of more than 2^53 / 10 cents (nearly $9 trillion) and a burn of a few cents.
  if (!Number.isSafeInteger(runwayTenths))
    throw new RangeError("A runway of more tenths of a month than a number holds")
  const wholeMonths = Math.floor(runwayTenths / 10)
  // Months counted from January of the current year, 0-based, so that years wrap with a division.
  const monthIndex = month - 1 + wholeMonths
  return {
    burning: true,
    netBurn,
    runwayTenths,
    runwayMonths: runwayTenths / 10,
    wholeMonths,
    cashOutMonth: {
      year: year + Math.floor(monthIndex / MONTHS_PER_YEAR),
      month: (monthIndex % MONTHS_PER_YEAR) + 1,
    },
  }
}
