import Big from "big.js"

/**
 * Amounts of money as whole cents (JS integers, exact up to 2^53), and the products and quotients of them that
 * the calculators need, rounded to the cent as the tax forms round: halves away from zero. Sums and differences
 * of cents are sums of integers, exact in JS numbers; only a rate or a divisor brings fractions of a cent, and
 * those are worked in decimal (big.js), never in binary floating point: 630 × 0.9235 is 581.805 and rounds to
 * 581.81, where the float 630 * 0.9235 * 100 is 58180.49999999999 and rounds to 58180.
 */

/**
 * big.js's own constructor for these helpers, so that no other code changing `Big.DP` or `Big.RM` changes
 * their answers. A quotient is cut (not rounded) after 20 decimals before it is rounded to the cent: a cut can
 * neither lift a quotient below half a cent to the half nor take one at or above the half below it, so the
 * cent it rounds to is the exact quotient's.
 */
const Decimal = Big()
Decimal.DP = 20
Decimal.RM = Decimal.roundDown

/** A decimal value as whole cents, halves away from zero (big.js's roundHalfUp does so for negatives too). */
function wholeCents(value: Big): number {
  const cents = value.round(0, Decimal.roundHalfUp).toNumber()
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${value.toString()} is more cents than a number holds`)
  // -0.4 cent rounds to -0, which is no amount a page should show or a test tell from 0.
  return cents === 0 ? 0 : cents
}

/** Throws unless `cents` is a whole number of cents (a safe integer): a programming error, not a visitor's. */
function checkCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`)
}

/**
 * Dollars as content states them (176100 for the Social Security wage base, 1234.56) as cents. A number is
 * read as its shortest decimal form, so 1234.56 is exactly 123456 cents; an amount with a fraction of a cent
 * (0.1 + 0.2, 0.005) throws rather than being rounded, as the content is then wrong.
 */
export function toCents(dollars: number): number {
  const cents = new Decimal(dollars).times(100)
  if (!cents.eq(cents.round(0))) throw new RangeError(`${dollars} dollars is not a whole number of cents`)
  return wholeCents(cents)
}

/**
 * Cents times an exact decimal rate (0.029 is 2.9 %, read as its shortest decimal form, as big.js reads a
 * number), rounded to the cent, halves away from zero.
 */
export function multiplyCents(cents: number, rate: number): number {
  checkCents(cents)
  return wholeCents(new Decimal(cents).times(rate))
}

/**
 * Cents divided by a decimal (a life-expectancy divisor, 26.5), rounded to the cent, halves away from zero.
 * Throws for a divisor of 0.
 */
export function divideCents(cents: number, divisor: number): number {
  checkCents(cents)
  return wholeCents(new Decimal(cents).div(divisor))
}
