/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation): the
 * module is pure, with nothing of a browser's.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { runway, type RunwayInput } from "../../../../src/calculators/runway"
import { formatYearMonth, type YearMonth } from "../../../../src/calculators/year-month"

const NOVEMBER_2026 = { year: 2026, month: 11 }

/** A business with this cash and monthly burn (cents), and no revenue. */
const burning = (cash: number, monthlyExpenses: number): RunwayInput => ({ cash, monthlyRevenue: 0, monthlyExpenses })

/** The month the cash runs out in, for a business that burns cash. */
const cashOut = (input: RunwayInput, currentMonth: YearMonth) => {
  const result = runway(input, currentMonth)
  if (!result.burning) throw new Error("Not burning")
  return result.cashOutMonth
}

describe("runway: how long the cash lasts at the current net burn", () => {
  it("divides cash by net burn exactly: $60,000 at $20,000 a month (less $5,000 of revenue) is 4 months", () => {
    const input = { cash: 6_000_000, monthlyRevenue: 500_000, monthlyExpenses: 2_000_000 }
    expect(runway(input, NOVEMBER_2026)).toEqual({
      burning: true,
      netBurn: 1_500_000,
      runwayTenths: 40,
      runwayMonths: 4,
      wholeMonths: 4,
      cashOutMonth: { year: 2027, month: 3 },
    })
  })

  it("rounds down to a tenth, never promising more runway than there is: 10 ÷ 3 is 3.3", () => {
    expect(runway(burning(1000, 300), NOVEMBER_2026)).toMatchObject({ runwayTenths: 33, runwayMonths: 3.3 })
  })

  it("rounds down where rounding to the nearest would round up: 2 ÷ 3 is 0.6, not 0.7", () => {
    expect(runway(burning(200, 300), NOVEMBER_2026)).toMatchObject({
      runwayTenths: 6,
      runwayMonths: 0.6,
      wholeMonths: 0,
      cashOutMonth: NOVEMBER_2026,
    })
    // A cent short of 1.0 months is 0.9.
    expect(runway(burning(299_999, 300_000), NOVEMBER_2026)).toMatchObject({ runwayTenths: 9, wholeMonths: 0 })
  })

  it("gives the runway as tenths to compare and months with one decimal to show", () => {
    const result = runway(burning(1_234_567, 100_000), NOVEMBER_2026)
    expect(result).toMatchObject({ runwayTenths: 123, runwayMonths: 12.3, wholeMonths: 12 })
  })

  it("has no runway with no cash: the cash is out this month", () => {
    expect(runway(burning(0, 100_000), NOVEMBER_2026)).toEqual({
      burning: true,
      netBurn: 100_000,
      runwayTenths: 0,
      runwayMonths: 0,
      wholeMonths: 0,
      cashOutMonth: NOVEMBER_2026,
    })
  })

  it("is not burning when revenue covers expenses exactly", () => {
    const input = { cash: 100, monthlyRevenue: 500_000, monthlyExpenses: 500_000 }
    expect(runway(input, NOVEMBER_2026)).toEqual({ burning: false, netBurn: 0 })
  })

  it("is not burning when revenue is more than expenses, and gives the (negative) net burn", () => {
    const input = { cash: 0, monthlyRevenue: 800_000, monthlyExpenses: 500_000 }
    expect(runway(input, NOVEMBER_2026)).toEqual({ burning: false, netBurn: -300_000 })
  })

  it("burns a cent a month when expenses are a cent more than revenue", () => {
    const input = { cash: 12, monthlyRevenue: 500_000, monthlyExpenses: 500_001 }
    expect(runway(input, NOVEMBER_2026)).toMatchObject({ burning: true, netBurn: 1, runwayTenths: 120 })
  })

  it("counts the cash-out month into the next year: November + 3 months is February", () => {
    expect(cashOut(burning(300, 100), NOVEMBER_2026)).toEqual({ year: 2027, month: 2 })
    // November + 1 is December of the same year; + 2 is January.
    expect(cashOut(burning(100, 100), NOVEMBER_2026)).toEqual({ year: 2026, month: 12 })
    expect(cashOut(burning(200, 100), NOVEMBER_2026)).toEqual({ year: 2027, month: 1 })
  })

  it("counts whole months only: 3.9 months from November is still February", () => {
    expect(runway(burning(390, 100), NOVEMBER_2026)).toMatchObject({
      runwayMonths: 3.9,
      cashOutMonth: { year: 2027, month: 2 },
    })
  })

  it("counts many years ahead: 1,000 months from January 2026 is May 2109", () => {
    expect(cashOut(burning(100_000, 100), { year: 2026, month: 1 })).toEqual({ year: 2109, month: 5 })
    // 24 months from December: December two years on.
    expect(cashOut(burning(2_400, 100), { year: 2026, month: 12 })).toEqual({ year: 2028, month: 12 })
  })

  it("refuses amounts that are not whole cents of 0 or more, and a month that is not 1 to 12", () => {
    expect(() => runway(burning(-1, 100), NOVEMBER_2026)).toThrow(/cash/)
    expect(() => runway(burning(1.5, 100), NOVEMBER_2026)).toThrow(/cash/)
    expect(() => runway({ cash: 0, monthlyRevenue: -1, monthlyExpenses: 0 }, NOVEMBER_2026)).toThrow(/monthlyRevenue/)
    expect(() => runway(burning(0, Number.NaN), NOVEMBER_2026)).toThrow(/monthlyExpenses/)
    for (const month of [0, 13, 1.5]) expect(() => runway(burning(0, 1), { year: 2026, month })).toThrow(/month/)
    expect(() => runway(burning(0, 1), { year: 2026.5, month: 1 })).toThrow(/month/)
  })

  it("refuses a runway of more tenths of a month than a number holds", () => {
    expect(() => runway(burning(Number.MAX_SAFE_INTEGER, 1), NOVEMBER_2026)).toThrow(RangeError)
    expect(runway(burning(Math.floor(Number.MAX_SAFE_INTEGER / 10), 1), NOVEMBER_2026)).toMatchObject({
      runwayTenths: Math.floor(Number.MAX_SAFE_INTEGER / 10) * 10,
    })
  })
})

describe("formatYearMonth", () => {
  it("writes a month as YYYY-MM, with a leading zero", () => {
    expect(formatYearMonth({ year: 2027, month: 2 })).toBe("2027-02")
    expect(formatYearMonth({ year: 2026, month: 11 })).toBe("2026-11")
  })
})
