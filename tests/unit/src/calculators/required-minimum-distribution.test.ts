/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation): the
 * module is pure, with nothing of a browser's.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import {
  requiredMinimumDistribution,
  type RmdConstants,
} from "../../../../src/calculators/required-minimum-distribution"

/**
 * IRS Publication 590-B, Appendix B, Table III (Uniform Lifetime), ages 72 to 120 and over, as the content states
 * it: age, divisor.
 */
const UNIFORM_LIFETIME: readonly [number, number][] = [
  [72, 27.4], [73, 26.5], [74, 25.5], [75, 24.6], [76, 23.7], [77, 22.9], [78, 22.0], [79, 21.1], [80, 20.2],
  [81, 19.4], [82, 18.5], [83, 17.7], [84, 16.8], [85, 16.0], [86, 15.2], [87, 14.4], [88, 13.7], [89, 12.9],
  [90, 12.2], [91, 11.5], [92, 10.8], [93, 10.1], [94, 9.5], [95, 8.9], [96, 8.4], [97, 7.8], [98, 7.3],
  [99, 6.8], [100, 6.4], [101, 6.0], [102, 5.6], [103, 5.2], [104, 4.9], [105, 4.6], [106, 4.3], [107, 4.1],
  [108, 3.9], [109, 3.7], [110, 3.5], [111, 3.4], [112, 3.3], [113, 3.1], [114, 3.0], [115, 2.9], [116, 2.8],
  [117, 2.7], [118, 2.5], [119, 2.3], [120, 2.0],
] // prettier-ignore

/** SECURE 2.0's start ages (73 for those born 1951–1959, 75 from 1960) and the table. */
const RULES_2025: RmdConstants = {
  taxYear: 2025,
  source: "IRS Publication 590-B (2024), Appendix B, Table III; SECURE 2.0 Act §107",
  startAges: [
    { bornFrom: 1951, age: 73 },
    { bornFrom: 1960, age: 75 },
  ],
  uniformLifetimeTable: UNIFORM_LIFETIME.map(([age, divisor]) => ({ age, divisor })),
}

const $100_000 = 10_000_000

const rmd = (birthYear: number, distributionYear: number, balance = $100_000, rules = RULES_2025) =>
  requiredMinimumDistribution(rules, { balance, birthYear, distributionYear })

describe("requiredMinimumDistribution: the start age", () => {
  it("starts at 73 for an owner born in 1951: the first distribution year is 2024", () => {
    expect(rmd(1951, 2024)).toEqual({
      status: "due",
      age: 73,
      startAge: 73,
      divisor: 26.5,
      // $100,000 / 26.5 = $3,773.584…
      rmd: 377_358,
      deadline: "2025-04-01",
      firstYear: 2024,
    })
  })

  it("is not yet due the year before, and names the first year", () => {
    expect(rmd(1951, 2023)).toEqual({ status: "not-yet", age: 72, startAge: 73, firstYear: 2024, rmd: 0 })
    // Even though the table has a row for 72.
    expect(RULES_2025.uniformLifetimeTable[0]).toEqual({ age: 72, divisor: 27.4 })
  })

  it("starts at 73 for an owner born in 1959, at 75 for one born in 1960", () => {
    expect(rmd(1959, 2032)).toMatchObject({ status: "due", age: 73, firstYear: 2032, deadline: "2033-04-01" })
    expect(rmd(1960, 2033)).toEqual({ status: "not-yet", age: 73, startAge: 75, firstYear: 2035, rmd: 0 })
    expect(rmd(1960, 2034)).toMatchObject({ status: "not-yet", age: 74, firstYear: 2035 })
    expect(rmd(1960, 2035)).toMatchObject({ status: "due", age: 75, divisor: 24.6, firstYear: 2035 })
  })

  it("does not cover an owner born before every start age's year (1950)", () => {
    expect(rmd(1950, 2024)).toEqual({ status: "not-covered" })
  })

  it("takes the start ages in any order", () => {
    const reversed = { ...RULES_2025, startAges: [...RULES_2025.startAges].reverse() }
    expect(rmd(1965, 2040, $100_000, reversed)).toMatchObject({ status: "due", age: 75, firstYear: 2040 })
    expect(rmd(1955, 2028, $100_000, reversed)).toMatchObject({ status: "due", age: 73, firstYear: 2028 })
  })
})

describe("requiredMinimumDistribution: the deadline", () => {
  it("is 1 April of the next year for the first distribution year", () => {
    expect(rmd(1952, 2025)).toMatchObject({ deadline: "2026-04-01" })
  })

  it("is 31 December of the year for every later year", () => {
    expect(rmd(1951, 2025)).toMatchObject({ status: "due", age: 74, divisor: 25.5, deadline: "2025-12-31" })
    expect(rmd(1951, 2040)).toMatchObject({ deadline: "2040-12-31" })
  })
})

describe("requiredMinimumDistribution: the divisor and the amount", () => {
  it("divides the previous year-end balance by the divisor for the owner's age: $100,000 / 26.5 = $3,773.58", () => {
    expect(rmd(1951, 2024)).toMatchObject({ divisor: 26.5, rmd: 377_358 })
    // $250,000 at 80 (divisor 20.2): $12,376.237…
    expect(rmd(1951, 2031, 25_000_000)).toMatchObject({ age: 80, divisor: 20.2, rmd: 1_237_624 })
  })

  it("reads every row of the table from the start age on", () => {
    for (const [age, divisor] of UNIFORM_LIFETIME.filter(([age]) => age >= 73))
      expect(rmd(1951, 1951 + age)).toMatchObject({ status: "due", age, divisor })
  })

  it("uses the last row (120) for an age past it: 120 and 125", () => {
    expect(rmd(1951, 2071)).toMatchObject({ status: "due", age: 120, divisor: 2.0, rmd: 5_000_000 })
    expect(rmd(1951, 2076)).toMatchObject({ status: "due", age: 125, divisor: 2.0, rmd: 5_000_000 })
  })

  it("rounds half a cent away from zero: $100,000.01 / 2.0 = $50,000.005 → $50,000.01", () => {
    expect(rmd(1951, 2071, 10_000_001)).toMatchObject({ rmd: 5_000_001 })
    // $99,999.90 / 5.6 (age 102) = $17,857.125 → $17,857.13.
    expect(rmd(1951, 2053, 9_999_990)).toMatchObject({ age: 102, divisor: 5.6, rmd: 1_785_713 })
  })

  it("owes 0 on a balance of 0", () => {
    expect(rmd(1951, 2030, 0)).toMatchObject({ status: "due", rmd: 0 })
  })

  it("does not cover an age the table does not reach down to, or leaves out", () => {
    const fromEighty = { ...RULES_2025, uniformLifetimeTable: RULES_2025.uniformLifetimeTable.slice(8) }
    expect(rmd(1951, 2030, $100_000, fromEighty)).toEqual({ status: "not-covered" })
    expect(rmd(1951, 2031, $100_000, fromEighty)).toMatchObject({ status: "due", age: 80 })
    const withoutNinety = {
      ...RULES_2025,
      uniformLifetimeTable: RULES_2025.uniformLifetimeTable.filter(row => row.age !== 90),
    }
    expect(rmd(1951, 2041, $100_000, withoutNinety)).toEqual({ status: "not-covered" })
  })

  it("takes the table's rows in any order, the oldest age's row for the ages past it", () => {
    const shuffled = {
      ...RULES_2025,
      uniformLifetimeTable: [...RULES_2025.uniformLifetimeTable].reverse(),
    }
    expect(rmd(1951, 2076, $100_000, shuffled)).toMatchObject({ divisor: 2.0 })
    expect(rmd(1951, 2024, $100_000, shuffled)).toMatchObject({ divisor: 26.5 })
  })

  it("does not cover any age with an empty table", () => {
    expect(rmd(1951, 2030, $100_000, { ...RULES_2025, uniformLifetimeTable: [] })).toEqual({ status: "not-covered" })
  })

  it("refuses a balance that is not whole cents of 0 or more, and years that are not whole", () => {
    expect(() => rmd(1951, 2030, -1)).toThrow(/balance/)
    expect(() => rmd(1951, 2030, 0.5)).toThrow(/balance/)
    expect(() => rmd(1951.5, 2030)).toThrow(/years/)
    expect(() => rmd(1951, Number.NaN)).toThrow(/years/)
  })
})
