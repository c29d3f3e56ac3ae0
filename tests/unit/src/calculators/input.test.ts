/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation): the
 * module is pure, with nothing of a browser's (Node's Intl, with its full ICU data, formats the locales).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { parseMoney, parseYear, type MoneyOptions } from "../../../../src/calculators/input"

/** A field for an amount in US dollars, up to $10 million, no loss. */
const US: MoneyOptions = { locale: "en-US", currency: "USD", allowNegative: false, maxCents: 1_000_000_000 }
const SIGNED: MoneyOptions = { ...US, allowNegative: true }

const money = (text: string, options: MoneyOptions = US) => parseMoney(text, options)
const cents = (value: number | null) => ({ ok: true, cents: value })
const problem = (name: string) => ({ ok: false, problem: name })

describe("parseMoney: an amount as a visitor typed it", () => {
  it("reads whole dollars, dollars with cents, and cents alone", () => {
    expect(money("5000")).toEqual(cents(500_000))
    expect(money("5000.5")).toEqual(cents(500_050))
    expect(money("5000.05")).toEqual(cents(500_005))
    expect(money(".75")).toEqual(cents(75))
    expect(money("0.07")).toEqual(cents(7))
    expect(money("5.")).toEqual(cents(500))
    expect(money("0")).toEqual(cents(0))
    expect(money("007")).toEqual(cents(700))
  })

  it("reads group separators where the locale puts them", () => {
    expect(money("5,000")).toEqual(cents(500_000))
    expect(money("1,234,567.89")).toEqual(cents(123_456_789))
    expect(money("12,345")).toEqual(cents(1_234_500))
  })

  it("refuses group separators where the locale does not put them, rather than misread them", () => {
    // "1,5" may mean 1.5 to a visitor used to a decimal comma: it is no en-US number, not 15.
    for (const text of ["1,5", "1,2345", "1234,567", "12,34,567", ",500", "500,", "1,,000", "1,000.5,0"])
      expect([text, money(text)]).toEqual([text, problem("not-a-number")])
  })

  it("reads a currency sign before or after the amount, and spaces around it and its signs", () => {
    expect(money("$5,000")).toEqual(cents(500_000))
    expect(money("  $ 5,000.00  ")).toEqual(cents(500_000))
    expect(money("5,000 $")).toEqual(cents(500_000))
    expect(money("\u00a05000\t")).toEqual(cents(500_000))
  })

  it("reads a space in place of a group separator, where the locale puts one", () => {
    expect(money("10 000")).toEqual(cents(1_000_000))
    expect(money("1 234 567")).toEqual(cents(123_456_700))
    expect(money("1 2 3")).toEqual(problem("not-a-number"))
    expect(money("1  000")).toEqual(problem("not-a-number"))
  })

  it("gives no amount (null) for an empty field, or one of spaces only", () => {
    expect(money("")).toEqual(cents(null))
    expect(money("   ")).toEqual(cents(null))
    expect(money("\u00a0\t")).toEqual(cents(null))
  })

  it("is not a number for letters, two decimal points, two signs, Infinity, NaN, exponents or signs alone", () => {
    const texts = ["abc", "12a", "1.2.3", "--5", "−-5", "-$-5", "Infinity", "NaN", "1e5", "0x10", "$", "-", ".", "$$5"]
    // Parentheses around it all only: not inside it, nor before something else.
    for (const text of [...texts, "$5$", "5-", "+5", "(5", "5)", "(-5)", "()", "1_000", "٥", "5(3)", "(5)3"])
      expect([text, money(text, SIGNED)]).toEqual([text, problem("not-a-number")])
  })

  it("reads a minus sign (hyphen or U+2212) or parentheses as a loss, where a loss is allowed", () => {
    expect(money("-5,000", SIGNED)).toEqual(cents(-500_000))
    expect(money("\u22125,000", SIGNED)).toEqual(cents(-500_000))
    expect(money("($5,000)", SIGNED)).toEqual(cents(-500_000))
    expect(money("( 5,000.50 )", SIGNED)).toEqual(cents(-500_050))
    expect(money("-$5,000", SIGNED)).toEqual(cents(-500_000))
    expect(money("$-5,000", SIGNED)).toEqual(cents(-500_000))
    expect(money("- 5", SIGNED)).toEqual(cents(-500))
  })

  it("refuses a negative amount where none is allowed", () => {
    for (const text of ["-5", "\u22125", "($5)", "-$0.01"])
      expect([text, money(text)]).toEqual([text, problem("negative")])
  })

  it("reads minus zero as 0, which is not negative", () => {
    expect(money("-0")).toEqual(cents(0))
    // Zeros past the cents too: still no loss, where none is allowed.
    expect(money("-0.000")).toEqual(cents(0))
    expect(Object.is((money("-0.00", SIGNED) as { cents: number }).cents, 0)).toBe(true)
  })

  it("refuses a fraction of a cent, but not zeros past the second decimal", () => {
    expect(money("12.345")).toEqual(problem("too-precise"))
    expect(money("12.001")).toEqual(problem("too-precise"))
    expect(money("-12.345", SIGNED)).toEqual(problem("too-precise"))
    expect(money("12.340")).toEqual(cents(1234))
    expect(money("12.000")).toEqual(cents(1200))
  })

  it("refuses more than maxCents, either way from 0", () => {
    expect(money("10,000,000")).toEqual(cents(1_000_000_000))
    expect(money("10,000,000.01")).toEqual(problem("too-large"))
    expect(money("-10,000,000.01", SIGNED)).toEqual(problem("too-large"))
    expect(money("-10,000,000", SIGNED)).toEqual(cents(-1_000_000_000))
    // More digits than a number holds exactly.
    expect(money("99999999999999999999999")).toEqual(problem("too-large"))
    expect(money("1", { ...US, maxCents: 0 })).toEqual(problem("too-large"))
  })

  it("names the first problem that applies: not a number, then negative, then too precise, then too large", () => {
    expect(money("-1.2.3")).toEqual(problem("not-a-number"))
    expect(money("-12.345")).toEqual(problem("negative"))
    expect(money("99999999999.999")).toEqual(problem("too-precise"))
  })

  it("follows the locale's separators: de-DE writes 1.234,56 and puts the euro sign after", () => {
    const de = { locale: "de-DE", currency: "EUR", allowNegative: true, maxCents: 1_000_000_000 }
    expect(money("1.234,56", de)).toEqual(cents(123_456))
    expect(money("1.234,56 €", de)).toEqual(cents(123_456))
    expect(money("-1.234,56 €", de)).toEqual(cents(-123_456))
    expect(money("1,234.56", de)).toEqual(problem("not-a-number"))
    expect(money("1.2.3", de)).toEqual(problem("not-a-number"))
  })

  it("follows the locale's group sizes: en-IN writes 12,34,567", () => {
    const india = { locale: "en-IN", currency: "INR", allowNegative: false, maxCents: 1_000_000_000 }
    expect(money("12,34,567.50", india)).toEqual(cents(123_456_750))
    expect(money("₹1,234", india)).toEqual(cents(123_400))
    expect(money("1,234,567", india)).toEqual(problem("not-a-number"))
  })

  it("reads a locale's own space as a group separator (fr-FR: U+202F), and its currency signs", () => {
    const fr = { locale: "fr-FR", currency: "USD", allowNegative: false, maxCents: 1_000_000_000 }
    expect(money("1\u202f234,5", fr)).toEqual(cents(123_450))
    expect(money("1 234,5 $US", fr)).toEqual(cents(123_450))
    expect(money("1 234,5 $", fr)).toEqual(cents(123_450))
  })

  it("reads both the locale's currency sign and the bare one: US$ and $ in en-CA", () => {
    const canada = { locale: "en-CA", currency: "USD", allowNegative: false, maxCents: 1_000_000_000 }
    expect(money("US$5", canada)).toEqual(cents(500))
    expect(money("$5", canada)).toEqual(cents(500))
    expect(money("US$$5", canada)).toEqual(problem("not-a-number"))
  })

  it("refuses a maxCents that is not whole cents of 0 or more, as a programming error", () => {
    expect(() => money("5", { ...US, maxCents: -1 })).toThrow(RangeError)
    expect(() => money("5", { ...US, maxCents: 1.5 })).toThrow(RangeError)
    expect(() => money("5", { ...US, maxCents: Number.POSITIVE_INFINITY })).toThrow(RangeError)
  })
})

describe("parseYear: a year as a visitor typed it", () => {
  const RANGE = { min: 1900, max: 2100 }

  it("reads a year of digits, with spaces around it", () => {
    expect(parseYear("1958", RANGE)).toEqual({ ok: true, year: 1958 })
    expect(parseYear("  2024 ", RANGE)).toEqual({ ok: true, year: 2024 })
  })

  it("gives no year (null) for an empty field, or one of spaces only", () => {
    expect(parseYear("", RANGE)).toEqual({ ok: true, year: null })
    expect(parseYear("  ", RANGE)).toEqual({ ok: true, year: null })
  })

  it("is not a year for anything but digits", () => {
    for (const text of ["nineteen", "1958.5", "-1958", "1,958", "19 58", "1e3", "Infinity", "+1958"])
      expect([text, parseYear(text, RANGE)]).toEqual([text, { ok: false, problem: "not-a-year" }])
  })

  it("is out of range outside min and max, which are themselves in range", () => {
    expect(parseYear("1900", RANGE)).toEqual({ ok: true, year: 1900 })
    expect(parseYear("2100", RANGE)).toEqual({ ok: true, year: 2100 })
    expect(parseYear("1899", RANGE)).toEqual({ ok: false, problem: "out-of-range" })
    expect(parseYear("2101", RANGE)).toEqual({ ok: false, problem: "out-of-range" })
    expect(parseYear("58", RANGE)).toEqual({ ok: false, problem: "out-of-range" })
    expect(parseYear("99999999999999999999", RANGE)).toEqual({ ok: false, problem: "out-of-range" })
  })
})
