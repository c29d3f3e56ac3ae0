import { multiplyCents, toCents } from "./money"

/**
 * Self-employment tax as IRS Schedule SE (Form 1040) Part I works it out for one person (lines 3 to 13, without
 * the optional methods of line 4b or church employee income of lines 5a–5b), and the Additional Medicare Tax on
 * self-employment income of Form 8959 Part II (lines 8 to 13). The year's figures come in as constants (content),
 * so that a new tax year is an editor's change; each line is worked out and rounded to the cent in the forms'
 * order, and given back with its operands, so that a page can show the working line by line.
 */

export type FilingStatus =
  "single" | "married-jointly" | "married-separately" | "head-of-household" | "qualifying-surviving-spouse"

/** The filing statuses, in the order Form 1040 lists them. */
export const FILING_STATUSES: readonly FilingStatus[] = [
  "single",
  "married-jointly",
  "married-separately",
  "head-of-household",
  "qualifying-surviving-spouse",
]

/** A tax year's figures, as content states them: rates as decimals (0.124 is 12.4 %), amounts in dollars. */
export interface SelfEmploymentTaxConstants {
  taxYear: number
  /** Where the figures come from (the forms and their instructions), for the page to cite. */
  source: string
  /** The share of net profit that counts as net earnings (line 4a): 0.9235. */
  netEarningsFactor: number
  socialSecurityRate: number
  medicareRate: number
  /** The Social Security wage base, in dollars (line 7). */
  socialSecurityWageBase: number
  /** Net earnings below this (in dollars; line 4c) owe no self-employment tax. */
  minimumNetEarnings: number
  additionalMedicareRate: number
  /** Form 8959 line 9's threshold for each filing status, in dollars. */
  additionalMedicareThresholds: {
    single: number
    marriedJointly: number
    marriedSeparately: number
    headOfHousehold: number
    qualifyingSurvivingSpouse: number
  }
}

/** The visitor's figures, in cents. */
export interface SelfEmploymentTaxInput {
  /** Schedule C's (or F's) net profit, negative for a loss (line 3). */
  netProfit: number
  /** W-2 Social Security wages and tips (Schedule SE line 8a), at least 0. */
  socialSecurityWages: number
  /** W-2 Medicare wages and tips (Form 8959 line 10), at least 0. */
  medicareWages: number
  filingStatus: FilingStatus
}

/** The outputs of the calculation, each the result of one line of `lines`. */
export type SelfEmploymentTaxOutput =
  "netEarnings" | "socialSecurityTax" | "medicareTax" | "selfEmploymentTax" | "deduction" | "additionalMedicareTax"

type TaxForm = "Schedule SE" | "Form 8959"

/** A line of a form, as the forms refer to each other's: Schedule SE line 6. */
interface LineReference {
  form: TaxForm
  line: string
}

/**
 * What a line does with its operands, each amount in cents. `result` is always the line's own figure, so that a
 * page can show every line's amount the same way, and the operands the working that led to it.
 */
type LineOperation =
  /** A figure the line takes as given: the visitor's, or the year's constant. */
  | { op: "enter"; result: number }
  /** Another line's figure, where the form says "enter the amount from line …". */
  | { op: "carry"; from: LineReference; result: number }
  | { op: "multiply"; amount: number; rate: number; result: number }
  | { op: "add"; amounts: readonly [number, number]; result: number }
  /** `from` − `less`, 0 when that is zero or less: each subtraction these forms ask for is so floored. */
  | { op: "subtract"; from: number; less: number; result: number }
  | { op: "smaller"; of: readonly [number, number]; result: number }
  /**
   * The form's test of its line against a minimum (Schedule SE line 4c: "if less than $400, stop"): `met` when
   * `result` is the minimum or more. When not met, the calculation stops there.
   */
  | { op: "at-least"; minimum: number; met: boolean; result: number }

/**
 * A line of the working: the form and line it is, the output it produces (where it produces one) and its
 * operation. A line the form works in two steps comes as two records with the same `line`, in order (Schedule
 * SE line 10: the smaller of lines 6 and 9, then that times 12.4 %).
 */
export type TaxLine = { id?: SelfEmploymentTaxOutput; form: TaxForm; line: string } & LineOperation

/** The outputs in cents (all 0 when not `owed`), and the working that led to them. */
export interface SelfEmploymentTaxResult {
  /** Whether net earnings reach the minimum: below it, no self-employment tax is owed and the forms stop. */
  owed: boolean
  netEarnings: number
  socialSecurityTax: number
  medicareTax: number
  selfEmploymentTax: number
  /** The deductible part of the self-employment tax (Schedule 1 line 15). */
  deduction: number
  additionalMedicareTax: number
  lines: readonly TaxLine[]
}

/**
 * The share of self-employment tax that is deductible (Schedule SE line 13): the employer-equivalent half, set
 * by law (IRC §164(f)) rather than by the year, so not one of the year's constants.
 */
const DEDUCTIBLE_SHARE = 0.5

/**
 * The filing statuses of Form 8959, as the page's choice sends them, with the key of each one's threshold in
 * `additionalMedicareThresholds`.
 */
export const FILING_STATUS_THRESHOLDS = {
  single: "single",
  "married-jointly": "marriedJointly",
  "married-separately": "marriedSeparately",
  "head-of-household": "headOfHousehold",
  "qualifying-surviving-spouse": "qualifyingSurvivingSpouse",
} as const satisfies Record<FilingStatus, keyof SelfEmploymentTaxConstants["additionalMedicareThresholds"]>

/** Throws unless `cents` is a whole number of cents, and (for wages) not negative: a programming error. */
function checkAmount(cents: number, name: string, allowNegative: boolean): void {
  if (!Number.isSafeInteger(cents) || (!allowNegative && cents < 0))
    throw new RangeError(`${name} must be a whole number of cents${allowNegative ? "" : ", 0 or more"}: ${cents}`)
}

/** The lines of one form: a line's record from its number, its operation and the output it produces, if any. */
const lineOf =
  (form: TaxForm) =>
  (line: string, operation: LineOperation, id?: SelfEmploymentTaxOutput): TaxLine => ({
    ...(id && { id }),
    form,
    line,
    ...operation,
  })

/** A floored subtraction, as the forms' "if zero or less, enter -0-". */
const flooredDifference = (from: number, less: number) => Math.max(0, from - less)

/**
 * Self-employment tax and Additional Medicare Tax for one person's net profit, W-2 wages and filing status, with
 * the working of each line. Pure: the year's figures are an argument, all amounts are cents.
 */
export function selfEmploymentTax(
  constants: SelfEmploymentTaxConstants,
  input: SelfEmploymentTaxInput
): SelfEmploymentTaxResult {
  const { netProfit, socialSecurityWages, medicareWages, filingStatus } = input
  checkAmount(netProfit, "netProfit", true)
  checkAmount(socialSecurityWages, "socialSecurityWages", false)
  checkAmount(medicareWages, "medicareWages", false)
  if (!Object.hasOwn(FILING_STATUS_THRESHOLDS, filingStatus))
    throw new RangeError(`Unknown filing status: ${filingStatus}`)
  const se = lineOf("Schedule SE")
  const lines: TaxLine[] = [se("3", { op: "enter", result: netProfit })]

  // Line 4a: "If line 3 is more than zero, multiply line 3 by 92.35% (0.9235). Otherwise, enter amount from line 3."
  const line4a = netProfit > 0 ? multiplyCents(netProfit, constants.netEarningsFactor) : netProfit
  lines.push(
    se(
      "4a",
      netProfit > 0
        ? { op: "multiply", amount: netProfit, rate: constants.netEarningsFactor, result: line4a }
        : { op: "carry", from: { form: "Schedule SE", line: "3" }, result: line4a }
    )
  )
  // Line 4c: lines 4a and 4b (the optional methods, 0 here) combined; "if less than $400, stop".
  const minimum = toCents(constants.minimumNetEarnings)
  const owed = line4a >= minimum
  lines.push(se("4c", { op: "at-least", minimum, met: owed, result: line4a }))
  if (!owed)
    return {
      owed,
      netEarnings: 0,
      socialSecurityTax: 0,
      medicareTax: 0,
      selfEmploymentTax: 0,
      deduction: 0,
      additionalMedicareTax: 0,
      lines,
    }

  // Line 6: lines 4c and 5b (church employee income, 0 here).
  const netEarnings = line4a
  lines.push(se("6", { op: "carry", from: { form: "Schedule SE", line: "4c" }, result: netEarnings }, "netEarnings"))
  const wageBase = toCents(constants.socialSecurityWageBase)
  lines.push(se("7", { op: "enter", result: wageBase }))
  // Line 8a: W-2 Social Security wages; lines 8b and 8c (unreported tips, Form 8919 wages) are 0 here, so line 8d
  // (their total) is line 8a, and is not repeated.
  lines.push(se("8a", { op: "enter", result: socialSecurityWages }))
  const line9 = flooredDifference(wageBase, socialSecurityWages)
  lines.push(se("9", { op: "subtract", from: wageBase, less: socialSecurityWages, result: line9 }))
  const subjectToSocialSecurity = Math.min(netEarnings, line9)
  lines.push(se("10", { op: "smaller", of: [netEarnings, line9], result: subjectToSocialSecurity }))
  const socialSecurityTax = multiplyCents(subjectToSocialSecurity, constants.socialSecurityRate)
  lines.push(
    se(
      "10",
      {
        op: "multiply",
        amount: subjectToSocialSecurity,
        rate: constants.socialSecurityRate,
        result: socialSecurityTax,
      },
      "socialSecurityTax"
    )
  )
  const medicareTax = multiplyCents(netEarnings, constants.medicareRate)
  lines.push(
    se("11", { op: "multiply", amount: netEarnings, rate: constants.medicareRate, result: medicareTax }, "medicareTax")
  )
  const total = socialSecurityTax + medicareTax
  lines.push(se("12", { op: "add", amounts: [socialSecurityTax, medicareTax], result: total }, "selfEmploymentTax"))
  const deduction = multiplyCents(total, DEDUCTIBLE_SHARE)
  lines.push(se("13", { op: "multiply", amount: total, rate: DEDUCTIBLE_SHARE, result: deduction }, "deduction"))

  // Form 8959 Part II. Line 8 is Schedule SE line 6 ("if zero or less, enter -0-"): never negative here, as
  // line 6 has reached the minimum.
  const f8959 = lineOf("Form 8959")
  lines.push(f8959("8", { op: "carry", from: { form: "Schedule SE", line: "6" }, result: netEarnings }))
  const threshold = toCents(constants.additionalMedicareThresholds[FILING_STATUS_THRESHOLDS[filingStatus]])
  lines.push(f8959("9", { op: "enter", result: threshold }))
  lines.push(f8959("10", { op: "enter", result: medicareWages }))
  const line11 = flooredDifference(threshold, medicareWages)
  lines.push(f8959("11", { op: "subtract", from: threshold, less: medicareWages, result: line11 }))
  const line12 = flooredDifference(netEarnings, line11)
  lines.push(f8959("12", { op: "subtract", from: netEarnings, less: line11, result: line12 }))
  const additionalMedicareTax = multiplyCents(line12, constants.additionalMedicareRate)
  lines.push(
    f8959(
      "13",
      { op: "multiply", amount: line12, rate: constants.additionalMedicareRate, result: additionalMedicareTax },
      "additionalMedicareTax"
    )
  )

  return {
    owed,
    netEarnings,
    socialSecurityTax,
    medicareTax,
    selfEmploymentTax: total,
    deduction,
    additionalMedicareTax,
    lines,
  }
}
