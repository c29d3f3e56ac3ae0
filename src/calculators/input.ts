/**
 * What a visitor typed in a calculator's field, read as the calculators need it: an amount of money as whole
 * cents, a year as a number, or the reason it is neither, for the page to word. Written for locales that write
 * numbers in Latin digits with a group and a decimal separator (en-US "1,234.50", de-DE "1.234,50"): the
 * separators are the locale's own, as Intl formats numbers.
 */

type MoneyProblem = "not-a-number" | "negative" | "too-large" | "too-precise"

export interface MoneyOptions {
  /** A BCP 47 locale, such as en-US: whose separators and currency sign the text may use. */
  locale: string
  /** An ISO 4217 code, such as USD: whose sign the text may start or end with. */
  currency: string
  /** Whether a negative amount (a loss) is an answer. */
  allowNegative: boolean
  /** The largest amount, in cents, either way from 0: a safe integer, 0 or more. */
  maxCents: number
}

export type MoneyResult = { ok: true; cents: number | null } | { ok: false; problem: MoneyProblem }

type YearProblem = "not-a-year" | "out-of-range"

export type YearResult = { ok: true; year: number | null } | { ok: false; problem: YearProblem }

/** Cents in a dollar (or whatever the currency's main unit is): amounts have at most two decimals. */
const CENT_DIGITS = 2

/**
 * A number the locale groups at every level, so that its parts show the separators and the sizes of the groups:
 * 1234.5 shows no group separator in locales that leave four-digit numbers ungrouped (es-ES "1234,5"), and the
 * sizes differ below the thousands in some (en-IN "1,23,45,678.5").
 */
const SAMPLE = 12345678.5

/** The minus signs a visitor may type: the ASCII hyphen-minus, the typographic minus (U+2212). */
const MINUS_SIGNS = ["-", "\u2212"]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** What a locale writes numbers and a currency with: separators, group sizes, minus signs, currency signs. */
interface NumberStyle {
  group: string
  decimal: string
  /** The size of the group before the decimal separator (3), and of the groups before it (3; 2 in en-IN). */
  primary: number
  secondary: number
  minusSigns: readonly string[]
  currencySigns: readonly string[]
}

function numberStyle(locale: string, currency: string): NumberStyle {
  const parts = new Intl.NumberFormat(locale).formatToParts(SAMPLE)
  const part = (type: Intl.NumberFormatPartTypes) => parts.find(entry => entry.type === type)?.value ?? ""
  const integers = parts.filter(entry => entry.type === "integer").map(entry => entry.value.length)
  const minus = new Intl.NumberFormat(locale).formatToParts(-1).find(entry => entry.type === "minusSign")?.value
  // The sign as the locale writes it (US$ in en-CA) and the bare one ($), which a visitor is more likely to type.
  const currencySigns = (["symbol", "narrowSymbol"] as const).flatMap(currencyDisplay =>
    new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay })
      .formatToParts(1)
      .filter(entry => entry.type === "currency")
      .map(entry => entry.value)
  )
  return {
    group: part("group"),
    decimal: part("decimal"),
    primary: integers.at(-1)!,
    secondary: integers.at(-2) ?? integers.at(-1)!,
    minusSigns: [...new Set([...MINUS_SIGNS, ...(minus ? [minus] : [])])],
    // The longest first, so that US$ is not read as U, S and $.
    currencySigns: [...new Set(currencySigns)].sort((a, b) => b.length - a.length),
  }
}

/**
 * An amount of money as a visitor typed it, in cents: "5,000", "$5,000.50", "  5000 ", "1 234,5" (fr-FR). Spaces
 * may stand around the number and its signs, and in place of a group separator; group separators must sit where
 * the locale puts them ("1,5" in en-US is no number, rather than a misread 15). A currency sign may come before
 * or after the number; a minus sign (- or −) before it or its currency sign, or parentheses around it all, make
 * it negative. Decimals past the second must be zeros. Empty text (or only spaces) is no amount yet: `null`.
 *
 * The problems, the first that applies: not a number as above (letters, "1.2.3", "--5", "Infinity", "1e5"); a
 * negative amount where none is allowed (-0 is 0, and allowed); a fraction of a cent; more than `maxCents`.
 */
export function parseMoney(text: string, options: MoneyOptions): MoneyResult {
  const { allowNegative, maxCents } = options
  if (!Number.isSafeInteger(maxCents) || maxCents < 0) throw new RangeError(`maxCents must be whole cents: ${maxCents}`)
  let rest = text.trim()
  if (rest === "") return { ok: true, cents: null }
  const style = numberStyle(options.locale, options.currency)
  const notANumber = { ok: false, problem: "not-a-number" } as const

  const parenthesized = /^\((.*)\)$/s.exec(rest)
  if (parenthesized) rest = parenthesized[1].trim()
  let [signs, currencySigns] = [parenthesized ? 1 : 0, 0]
  // Before the number: a minus sign and a currency sign, in either order ("-$5", "$-5").
  for (;;) {
    const minus = style.minusSigns.find(sign => rest.startsWith(sign))
    const currency = style.currencySigns.find(sign => rest.startsWith(sign))
    if (!minus && !currency) break
    if (minus) signs++
    else currencySigns++
    rest = rest.slice((minus ?? currency)!.length).trimStart()
  }
  // After it, a currency sign alone ("5 $", as de-DE writes it).
  const trailing = style.currencySigns.find(sign => rest.endsWith(sign))
  if (trailing) {
    currencySigns++
    rest = rest.slice(0, -trailing.length).trimEnd()
  }
  if (signs > 1 || currencySigns > 1) return notANumber

  // A space stands for a group separator too; a locale without one (none known) has spaces alone, rather than
  // an empty alternative, which would make the pattern below backtrack without end.
  const separator = style.group ? `(?:${escapeRegExp(style.group)}|\\s)` : "\\s"
  const number = new RegExp(`^(\\d+(?:${separator}\\d+)*)?(?:${escapeRegExp(style.decimal)}(\\d*))?$`).exec(rest)
  if (!number || !/\d/.test(rest)) return notANumber
  const [, whole = "", fraction = ""] = number
  const groups = whole.split(new RegExp(separator))
  const grouped =
    groups.length === 1 ||
    (groups[0].length <= style.secondary &&
      groups.slice(1, -1).every(group => group.length === style.secondary) &&
      groups.at(-1)!.length === style.primary)
  if (!grouped) return notANumber

  // Whole cents in an integer: the digits of the dollars, then of the cents (zeros after them allowed).
  const extra = fraction.slice(CENT_DIGITS)
  const cents = BigInt(`${groups.join("") || "0"}${fraction.slice(0, CENT_DIGITS).padEnd(CENT_DIGITS, "0")}`)
  const negative = signs === 1 && (cents !== 0n || /[1-9]/.test(extra))
  if (negative && !allowNegative) return { ok: false, problem: "negative" }
  if (/[1-9]/.test(extra)) return { ok: false, problem: "too-precise" }
  if (cents > BigInt(maxCents)) return { ok: false, problem: "too-large" }
  return { ok: true, cents: negative ? -Number(cents) : Number(cents) }
}

/**
 * A year as a visitor typed it: digits only ("1958"), spaces around them allowed; `null` for empty text. A year
 * outside `range` (inclusive) is `out-of-range`; anything else ("1958.5", "-1958", "1,958", "fifty") is
 * `not-a-year`.
 */
export function parseYear(text: string, range: { min: number; max: number }): YearResult {
  const trimmed = text.trim()
  if (trimmed === "") return { ok: true, year: null }
  if (!/^\d+$/.test(trimmed)) return { ok: false, problem: "not-a-year" }
  const year = Number(trimmed)
  if (year < range.min || year > range.max) return { ok: false, problem: "out-of-range" }
  return { ok: true, year }
}
