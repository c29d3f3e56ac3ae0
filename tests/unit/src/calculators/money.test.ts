/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation): the
 * module is pure, with nothing of a browser's.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import {
  discountedCents,
  divideCents,
  exactOf,
  multiplyCents,
  roundedQuotient,
  toCents,
} from "../../../../src/calculators/money"

describe("toCents: dollars as content states them", () => {
  it("turns whole dollars and dollars with cents into exact cents", () => {
    expect(toCents(176100)).toBe(17610000)
    expect(toCents(1234.56)).toBe(123456)
    // 0.07 * 100 is 7.000000000000001 in floating point: read as decimals, it is exact.
    expect(0.07 * 100).not.toBe(7)
    expect(toCents(0.07)).toBe(7)
    expect(toCents(-5)).toBe(-500)
    expect(toCents(0)).toBe(0)
  })

  it("refuses an amount with a fraction of a cent, which is a mistake in the content", () => {
    expect(() => toCents(0.005)).toThrow(RangeError)
    expect(() => toCents(0.1 + 0.2)).toThrow(/not a whole number of cents/)
  })

  it("refuses an amount of more cents than a number holds exactly", () => {
    // 2^53 cents is $90,071,992,547,409.92.
    expect(toCents(90_071_992_547_409)).toBe(9_007_199_254_740_900)
    expect(() => toCents(90_071_992_547_410)).toThrow(RangeError)
  })
})

describe("multiplyCents: cents times an exact decimal rate", () => {
  it("reads the rate as its shortest decimal form, exactly", () => {
    expect(exactOf(0.029)).toEqual({ units: 29n, scale: 3 })
    expect(exactOf(0.9235)).toEqual({ units: 9235n, scale: 4 })
    expect(exactOf(1e-7)).toEqual({ units: 1n, scale: 7 })
    expect(exactOf(1.5e-7)).toEqual({ units: 15n, scale: 8 })
    expect(exactOf(1e21)).toEqual({ units: 10n ** 21n, scale: 0 })
    expect(exactOf(-2.5)).toEqual({ units: -25n, scale: 1 })
    expect(exactOf(176100)).toEqual({ units: 176100n, scale: 0 })
    expect(() => exactOf(Number.POSITIVE_INFINITY)).toThrow(new RangeError("Infinity is not a number of this world"))
    expect(multiplyCents(100000, 0.124)).toBe(12400)
  })

  it("rounds a quotient to the nearest whole number, halves away from zero, whatever the signs", () => {
    expect(roundedQuotient(5n, 2n)).toBe(3n)
    expect(roundedQuotient(-5n, 2n)).toBe(-3n)
    expect(roundedQuotient(5n, -2n)).toBe(-3n)
    expect(roundedQuotient(-5n, -2n)).toBe(3n)
    expect(roundedQuotient(4n, 3n)).toBe(1n)
    expect(roundedQuotient(5n, 3n)).toBe(2n)
    expect(roundedQuotient(-4n, 3n)).toBe(-1n)
    expect(() => roundedQuotient(1n, 0n)).toThrow(new RangeError("A division by 0"))
  })

  it("rounds half a cent away from zero: 13852500 × 0.029 = 401722.5 → 401723", () => {
    expect(multiplyCents(13852500, 0.029)).toBe(401723)
    expect(multiplyCents(3, 0.5)).toBe(2)
  })

  it("rounds half a cent away from zero for a negative amount too (Math.round would give -0)", () => {
    expect(multiplyCents(-1, 0.5)).toBe(-1)
    expect(Math.round(-0.5)).toBe(-0)
    expect(multiplyCents(-3, 0.5)).toBe(-2)
  })

  it("rounds less than half a cent toward zero, and gives 0 rather than -0", () => {
    expect(multiplyCents(1, 0.4)).toBe(0)
    expect(multiplyCents(-1, 0.4)).toBe(0)
    expect(Object.is(multiplyCents(-1, 0.4), 0)).toBe(true)
    expect(multiplyCents(-1, 0.6)).toBe(-1)
  })

  it("gets right the half cents floating point gets wrong: 630.00 × 0.9235 = 581.805 → 581.81", () => {
    expect(Math.round(630 * 0.9235 * 100)).toBe(58180)
    expect(multiplyCents(63000, 0.9235)).toBe(58181)
    // 15.00 × 0.9 %: 13.5 cents, where 1500 * 0.009 is 13.499999999999998.
    expect(Math.round(1500 * 0.009)).toBe(13)
    expect(multiplyCents(1500, 0.009)).toBe(14)
  })

  it("refuses an amount that is not whole cents, and a rate that is not a number", () => {
    expect(() => multiplyCents(0.5, 2)).toThrow(new RangeError("0.5 is not a whole number of cents"))
    expect(() => multiplyCents(Number.NaN, 2)).toThrow(RangeError)
    expect(() => multiplyCents(100, Number.NaN)).toThrow()
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(/more cents than a number holds/)
  })
})

describe("divideCents: cents divided by a decimal", () => {
  it("rounds to the cent: $100,000 / 26.5 = $3,773.58", () => {
    expect(divideCents(10000000, 26.5)).toBe(377358)
  })

  it("rounds half a cent away from zero, for either sign", () => {
    expect(divideCents(1, 2)).toBe(1)
    expect(divideCents(-1, 2)).toBe(-1)
    expect(divideCents(3, 2)).toBe(2)
    expect(divideCents(-3, 2)).toBe(-2)
    // 14 / 5.6 = 2.5, which a quotient cut short at 20 decimals still shows as the half.
    expect(divideCents(14, 5.6)).toBe(3)
  })

  it("rounds a quotient just below or above half a cent the way the exact quotient goes", () => {
    // 1 / 3 = 0.333…, 5 / 3 = 1.666…: the repeating decimals big.js cuts after 20 places.
    expect(divideCents(1, 3)).toBe(0)
    expect(divideCents(5, 3)).toBe(2)
    expect(divideCents(-5, 3)).toBe(-2)
    // (2^53 - 1) / 2 ends in .5; one cent less ends in .0.
    expect(divideCents(Number.MAX_SAFE_INTEGER, 2)).toBe(2 ** 52)
    expect(divideCents(Number.MAX_SAFE_INTEGER - 1, 2)).toBe(2 ** 52 - 1)
  })

  it("refuses a divisor of 0, and an amount that is not whole cents", () => {
    expect(() => divideCents(100, 0)).toThrow()
    expect(() => divideCents(1.5, 2)).toThrow(new RangeError("1.5 is not a whole number of cents"))
  })
})

describe("discountedCents: cents less a decimal discount, rounded once", () => {
  it("takes the discount from the whole, exactly, halves away from zero", () => {
    expect(discountedCents(120000, 0.07)).toBe(111600)
    expect(discountedCents(60, 0.125)).toBe(53)
    expect(discountedCents(-60, 0.125)).toBe(-53)
    expect(discountedCents(1000, 0)).toBe(1000)
    expect(discountedCents(1000, 1)).toBe(0)
  })

  it("refuses cents that are not whole", () => {
    expect(() => discountedCents(0.5, 0.1)).toThrow(RangeError)
  })
})
