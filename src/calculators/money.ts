/**
 * Amounts of money as whole cents (JS integers, exact up to 2^53), and the products and quotients of them that
 * the calculators need, rounded to the cent as the tax forms round: halves away from zero. Sums and differences
 * of cents are sums of integers, exact in JS numbers; only a rate or a divisor brings fractions of a cent, and
 * those are worked in integers (BigInt) from the rate's decimal digits, never in binary floating point:
 * 630 × 0.9235 is 581.805 and rounds to 581.81, where the float 630 * 0.9235 * 100 is 58180.49999999999 and
 * rounds to 58180. BigInt rather than a decimal library: the calculators' pages ship this code, and the few
 * operations they need are a line each here (a library such as big.js adds about 2.7 KB brotli).
 */

/** A number as it is written (its shortest decimal form, as `String` gives it): 0.9235 is 9235 × 10^-4. */
export interface Exact {
  units: bigint
  /** The power of ten below the units: 4 for 0.9235, 0 for a whole number. */
  scale: number
}

/** A finite number's shortest decimal form, exactly: `0.029` → 29 × 10^-3, `1e-7` → 1 × 10^-7, `176100` → 176100. */
export function exactOf(value: number): Exact {
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not a number of this world`)
  const [mantissa, exponent] = String(value).toLowerCase().split("e")
  const [whole, fraction = ""] = mantissa.split(".")
  // Number(undefined) would be NaN: a number written without an exponent has 0.
  const scale = fraction.length - (exponent === undefined ? 0 : Number(exponent))
  const units = BigInt(whole + fraction)
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 }
}

/** `numerator` ÷ `denominator` rounded to a whole number, halves away from zero. */
export function roundedQuotient(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError("A division by 0")
  const negative = numerator < 0n !== denominator < 0n
  const [n, d] = [numerator < 0n ? -numerator : numerator, denominator < 0n ? -denominator : denominator]
  const magnitude = (2n * n + d) / (2n * d)
  return negative ? -magnitude : magnitude
}

/** A BigInt of cents as a number, which it must fit exactly (BigInt has no −0, so neither does the result). */
function asCents(cents: bigint): number {
  const value = Number(cents)
  if (!Number.isSafeInteger(value)) throw new RangeError(`${cents} is more cents than a number holds`)
  return value
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
  const { units, scale } = exactOf(dollars)
  const hundredths = units * 100n
  const divisor = 10n ** BigInt(scale)
  if (hundredths % divisor !== 0n) throw new RangeError(`${dollars} dollars is not a whole number of cents`)
  return asCents(hundredths / divisor)
}

/** Cents times an exact decimal rate (0.029 is 2.9 %, read as its shortest decimal form), halves away from zero. */
export function multiplyCents(cents: number, rate: number): number {
  checkCents(cents)
  const { units, scale } = exactOf(rate)
  return asCents(roundedQuotient(BigInt(cents) * units, 10n ** BigInt(scale)))
}

/**
 * Cents divided by a decimal (a life-expectancy divisor, 26.5), rounded to the cent, halves away from zero.
 * Throws for a divisor of 0.
 */
export function divideCents(cents: number, divisor: number): number {
  checkCents(cents)
  const { units, scale } = exactOf(divisor)
  return asCents(roundedQuotient(BigInt(cents) * 10n ** BigInt(scale), units))
}

/**
 * Cents less a discount given as an exact decimal fraction (0.1 is 10 % off): cents × (1 − discount), rounded to
 * the cent once, halves away from zero; worked from the discount's decimal digits, as 1 − 0.07 is
 * 0.9299999999999999 in floating point.
 */
export function discountedCents(cents: number, discount: number): number {
  checkCents(cents)
  const { units, scale } = exactOf(discount)
  const whole = 10n ** BigInt(scale)
  return asCents(roundedQuotient(BigInt(cents) * (whole - units), whole))
}
