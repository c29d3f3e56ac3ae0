/**
 * The calculators a tool page can show, each declared once: the names of its inputs and results (the page's
 * `<input name>` and `<output name>`, which tools outside the site read), the lines of its working with the
 * values each line's text may name, the messages it may show, and the constants it needs. The schema
 * (data/schemas/tool.schema.json) offers these names to editors; the rule book (entry-rules.ts) checks that
 * a tool's entry words every one of its calculator's; the page renders them in this order.
 *
 * Plain data, no DOM: the content check and the content manager's bundle read it too.
 */

export type CalculatorName = "self-employment-tax" | "runway" | "required-minimum-distribution"

/** What a visitor types: an amount of money (a loss allowed or not), a year, or a choice of filing status. */
type InputKind = "money" | "signed-money" | "year" | "filing-status"

export interface CalculatorInput {
  name: string
  kind: InputKind
  /** Whether the field may be left empty (read as 0). */
  optional?: boolean
}

interface WorkingLine {
  /** The line's id in the entry's `working` list. */
  line: string
  /** The values its text may name, as `{name}`; every line also has `{result}`. */
  values: readonly string[]
}

export interface Calculator {
  inputs: readonly CalculatorInput[]
  /** The `<output name>` of each result, in the order shown. */
  outputs: readonly string[]
  /** The working, in the form's order. */
  working: readonly WorkingLine[]
  /** The messages of the entry's `messages` this calculator shows. */
  messages: readonly string[]
  /** The fields of the entry's `constants` it reads (none for the runway). */
  constants: readonly string[]
}

/** Messages every calculator with inputs of that kind shows in a field's validity. */
const MONEY_MESSAGES = ["notAnAmount", "negativeAmount", "tooLarge", "tooPrecise"] as const
const YEAR_MESSAGES = ["notAYear", "yearOutOfRange"] as const

export const CALCULATORS: { readonly [Name in CalculatorName]: Calculator } = {
  "self-employment-tax": {
    inputs: [
      { name: "netProfit", kind: "signed-money" },
      { name: "socialSecurityWages", kind: "money", optional: true },
      { name: "medicareWages", kind: "money", optional: true },
      { name: "filingStatus", kind: "filing-status" },
    ],
    outputs: [
      "netEarnings",
      "socialSecurityTax",
      "medicareTax",
      "selfEmploymentTax",
      "deduction",
      "additionalMedicareTax",
    ],
    working: [
      { line: "se-4a", values: ["netProfit", "factor"] },
      { line: "se-9", values: ["wageBase", "socialSecurityWages"] },
      { line: "se-10", values: ["taxedEarnings", "rate"] },
      { line: "se-11", values: ["netEarnings", "rate"] },
      { line: "se-12", values: ["socialSecurityTax", "medicareTax"] },
      { line: "se-13", values: ["selfEmploymentTax"] },
      { line: "f8959-11", values: ["threshold", "medicareWages"] },
      { line: "f8959-12", values: ["netEarnings", "remainingThreshold"] },
      { line: "f8959-13", values: ["excess", "rate"] },
    ],
    messages: [...MONEY_MESSAGES, "belowMinimum"],
    constants: [
      "taxYear",
      "source",
      "netEarningsFactor",
      "socialSecurityRate",
      "medicareRate",
      "socialSecurityWageBase",
      "minimumNetEarnings",
      "additionalMedicareRate",
      "additionalMedicareThresholds",
    ],
  },
  runway: {
    inputs: [
      { name: "cash", kind: "money" },
      { name: "monthlyRevenue", kind: "money", optional: true },
      { name: "monthlyExpenses", kind: "money" },
    ],
    outputs: ["netBurn", "runwayMonths", "cashOutMonth"],
    working: [
      { line: "net-burn", values: ["monthlyExpenses", "monthlyRevenue"] },
      { line: "runway", values: ["cash", "netBurn"] },
      { line: "cash-out", values: ["currentMonth", "wholeMonths"] },
    ],
    messages: [...MONEY_MESSAGES, "notBurning"],
    constants: [],
  },
  "required-minimum-distribution": {
    inputs: [
      { name: "balance", kind: "money" },
      { name: "birthYear", kind: "year" },
      { name: "distributionYear", kind: "year" },
    ],
    outputs: ["age", "divisor", "rmd", "deadline"],
    working: [
      { line: "age", values: ["distributionYear", "birthYear"] },
      { line: "first-year", values: ["birthYear", "startAge"] },
      { line: "rmd", values: ["balance", "divisor"] },
      { line: "deadline", values: ["distributionYear"] },
    ],
    messages: [...MONEY_MESSAGES, ...YEAR_MESSAGES, "notYet", "notCovered"],
    constants: ["taxYear", "source", "startAges", "uniformLifetimeTable"],
  },
}

export const CALCULATOR_NAMES = Object.keys(CALCULATORS) as CalculatorName[]

/** The output a required distribution names when none is due yet: the first year one is. */
export const FIRST_YEAR_OUTPUT = "firstYear"

/** Every name of a kind, across the calculators, in a stable order: what the schema's lists offer. */
export const everyInputName = () => unique(CALCULATOR_NAMES.flatMap(name => CALCULATORS[name].inputs.map(i => i.name)))
export const everyOutputName = () => unique(CALCULATOR_NAMES.flatMap(name => CALCULATORS[name].outputs))
export const everyWorkingLine = () =>
  unique(CALCULATOR_NAMES.flatMap(name => CALCULATORS[name].working.map(line => line.line)))
export const everyMessage = () => unique(CALCULATOR_NAMES.flatMap(name => CALCULATORS[name].messages))

const unique = (names: string[]) => [...new Set(names)]

/** The filing statuses of Form 8959, as the page's choice sends them, with the constant's key for each threshold. */
export const FILING_STATUS_THRESHOLDS = {
  single: "single",
  "married-jointly": "marriedJointly",
  "married-separately": "marriedSeparately",
  "head-of-household": "headOfHousehold",
  "qualifying-surviving-spouse": "qualifyingSurvivingSpouse",
} as const

export const isCalculatorName = (name: unknown): name is CalculatorName =>
  typeof name === "string" && Object.hasOwn(CALCULATORS, name)
