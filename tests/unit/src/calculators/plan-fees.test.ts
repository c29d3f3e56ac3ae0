/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation): the
 * module is pure, with nothing of a browser's.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import {
  HONOURED_DAYS,
  addDays,
  estimate,
  firstEffectiveDay,
  fromPrice,
  nextChangeDay,
  scheduleStanding,
  type FeeSchedule,
} from "../../../../src/calculators/plan-fees"

/** A bookkeeping plan's schedule of the tests' own: tiers by monthly expenses, two add-ons, 10 % off a year. */
const BOOKKEEPING: FeeSchedule = {
  effectiveFrom: "2026-01-01",
  billing: "month",
  driver: "monthlyExpenses",
  tiers: [
    { upTo: 10000, amount: 250 },
    { upTo: 25000, amount: 375 },
    { upTo: 100000, amount: 650.5 },
    { upTo: null, amount: null },
  ],
  addOns: [
    { id: "accounts", label: "Bank accounts", unitAmount: 25, included: 2 },
    { id: "payroll", label: "Payroll runs", unitAmount: 12.5, included: 0 },
  ],
  yearlyDiscount: 0.1,
}

const dollars = (amount: number) => Math.round(amount * 100)

describe("estimate: a schedule's fees for a visitor's figures, in cents", () => {
  it("takes the first tier whose upper bound is at least the figure: exactly at the bound, and a cent above it", () => {
    expect(estimate(BOOKKEEPING, { driverFigure: dollars(10000), units: {} }).base).toBe(dollars(250))
    expect(estimate(BOOKKEEPING, { driverFigure: dollars(10000) + 1, units: {} }).base).toBe(dollars(375))
    expect(estimate(BOOKKEEPING, { driverFigure: dollars(25000), units: {} }).tierIndex).toBe(1)
    expect(estimate(BOOKKEEPING, { driverFigure: dollars(25000) + 1, units: {} }).base).toBe(dollars(650.5))
    expect(estimate(BOOKKEEPING, { driverFigure: 0, units: {} }).tierIndex).toBe(0)
  })

  it("prices a figure beyond the last bound on request: base, total and yearly are quote, the add-ons still summed", () => {
    const quote = estimate(BOOKKEEPING, { driverFigure: dollars(100000) + 1, units: { payroll: 2 } })
    expect(quote).toMatchObject({ tierIndex: 3, base: "quote", addOns: dollars(25), total: "quote", yearly: "quote" })
  })

  it("bills an add-on's units beyond those included: below, at and above the included units", () => {
    const addOns = (accounts: number) =>
      estimate(BOOKKEEPING, { driverFigure: dollars(5000), units: { accounts } }).addOns
    expect(addOns(1)).toBe(0)
    expect(addOns(2)).toBe(0)
    expect(addOns(3)).toBe(dollars(25))
    expect(addOns(5)).toBe(dollars(75))
    const lines = estimate(BOOKKEEPING, { driverFigure: dollars(5000), units: { accounts: 4, payroll: 3 } }).addOnLines
    expect(lines.map(({ addOn, units, beyond, cents }) => [addOn.id, units, beyond, cents])).toEqual([
      ["accounts", 4, 2, dollars(50)],
      ["payroll", 3, 3, dollars(37.5)],
    ])
  })

  it("adds the add-ons to the base for one billing period", () => {
    const result = estimate(BOOKKEEPING, { driverFigure: dollars(18000), units: { accounts: 3, payroll: 1 } })
    expect(result.total).toBe(dollars(375 + 25 + 12.5))
  })

  it("gives a monthly plan's year paid at once, less its discount, rounded to the cent with halves away from zero", () => {
    // 650.50 × 12 = 7,806.00, less 10 %: 7,025.40.
    expect(estimate(BOOKKEEPING, { driverFigure: dollars(50000), units: {} }).yearly).toBe(702540)
    // A total of $0.05 a month: 60 cents a year, less 12.5 %: 52.5 cents, a half that rounds up to 53.
    const halfCent: FeeSchedule = {
      ...BOOKKEEPING,
      driver: "none",
      tiers: [{ upTo: null, amount: 0.05 }],
      addOns: [],
      yearlyDiscount: 0.125,
    }
    expect(estimate(halfCent, { units: {} }).yearly).toBe(53)
    // 1 − 0.07 is 0.9299999999999999 in floating point: the discount is worked in decimals.
    const seven = { ...halfCent, tiers: [{ upTo: null, amount: 100 }], yearlyDiscount: 0.07 }
    expect(estimate(seven, { units: {} }).yearly).toBe(111600)
    expect(estimate({ ...seven, yearlyDiscount: null }, { units: {} }).yearly).toBe(120000)
  })

  it("gives no yearly figure to a plan billed once or by the year", () => {
    expect(estimate({ ...BOOKKEEPING, billing: "once" }, { driverFigure: 0, units: {} }).yearly).toBeUndefined()
    expect(estimate({ ...BOOKKEEPING, billing: "year" }, { driverFigure: 0, units: {} })).not.toHaveProperty("yearly")
  })

  it("counts employees as a whole figure against the tiers' bounds, and a plan with no driver by its one tier", () => {
    const payroll: FeeSchedule = {
      ...BOOKKEEPING,
      driver: "employees",
      tiers: [
        { upTo: 10, amount: 99 },
        { upTo: null, amount: 199 },
      ],
      addOns: null,
    }
    expect(estimate(payroll, { driverFigure: 10, units: {} }).base).toBe(dollars(99))
    expect(estimate(payroll, { driverFigure: 11, units: {} }).base).toBe(dollars(199))
    expect(estimate(payroll, { driverFigure: 11, units: {} }).addOns).toBe(0)
    const once: FeeSchedule = { ...payroll, driver: "none", billing: "once", tiers: [{ upTo: null, amount: 400 }] }
    expect(estimate(once, { units: {} })).toMatchObject({ base: dollars(400), total: dollars(400), addOns: 0 })
  })
})

describe("scheduleStanding: which fees hold on a day", () => {
  const first = { ...BOOKKEEPING, effectiveFrom: "2026-01-01" }
  const second = { ...BOOKKEEPING, effectiveFrom: "2026-12-01", tiers: [{ upTo: null, amount: 300 }] }
  const third = { ...BOOKKEEPING, effectiveFrom: "2027-03-01", tiers: [{ upTo: null, amount: 320 }] }
  const schedules = [third, first, second]

  it("is nothing before the first schedule takes effect, whose day is the plan's first", () => {
    expect(scheduleStanding(schedules, "2025-12-31")).toEqual({ announced: first })
    expect(firstEffectiveDay(schedules)).toBe("2026-01-01")
  })

  it("takes the latest schedule in effect on or before the day, and announces the next one", () => {
    expect(scheduleStanding(schedules, "2026-01-01")).toEqual({ inEffect: first, announced: second })
    expect(scheduleStanding(schedules, "2026-11-30")).toEqual({ inEffect: first, announced: second })
    expect(scheduleStanding(schedules, "2026-12-01").inEffect).toBe(second)
    expect(scheduleStanding(schedules, "2027-03-01")).toEqual({
      inEffect: third,
      honoured: { schedule: second, until: "2027-03-30" },
    })
    expect(scheduleStanding(schedules, "2027-03-31")).toEqual({ inEffect: third })
  })

  it("honours the fees it replaced for 30 calendar days after their last day: the window's first and last days, and the day after", () => {
    expect(HONOURED_DAYS).toBe(30)
    const honoured = { schedule: first, until: "2026-12-30" }
    expect(scheduleStanding(schedules, "2026-12-01")).toEqual({ inEffect: second, announced: third, honoured })
    expect(scheduleStanding(schedules, "2026-12-30").honoured).toEqual(honoured)
    expect(scheduleStanding(schedules, "2026-12-31")).toEqual({ inEffect: second, announced: third })
  })

  it("counts a window that crosses into the next year", () => {
    const later = { ...second, effectiveFrom: "2026-12-20" }
    expect(scheduleStanding([first, later], "2027-01-18").honoured).toEqual({ schedule: first, until: "2027-01-18" })
    expect(scheduleStanding([first, later], "2027-01-19").honoured).toBeUndefined()
  })

  it("names the next day the standing changes: an announced schedule's first day, or the day after the honoured fees end", () => {
    expect(nextChangeDay(schedules, "2026-06-01")).toBe("2026-12-01")
    expect(nextChangeDay(schedules, "2026-12-05")).toBe("2026-12-31")
    expect(nextChangeDay(schedules, "2027-01-05")).toBe("2027-03-01")
    expect(nextChangeDay([first], "2026-06-01")).toBeUndefined()
  })
})

describe("addDays and fromPrice", () => {
  it("counts calendar days across months, a leap day and years", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29")
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01")
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(addDays("2026-12-01", 29)).toBe("2026-12-30")
  })

  it("gives the lowest priced tier's amount, and none when every tier is on request", () => {
    expect(fromPrice(BOOKKEEPING)).toBe(dollars(250))
    expect(fromPrice({ ...BOOKKEEPING, tiers: [{ upTo: null, amount: null }] })).toBeUndefined()
  })
})
