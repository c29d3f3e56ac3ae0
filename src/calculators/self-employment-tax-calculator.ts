import { defineCalculator, moneyResult, MONEY_MESSAGES, type CalculatorView } from "./calculator"
import {
  FILING_STATUS_THRESHOLDS,
  selfEmploymentTax,
  type SelfEmploymentTaxOutput,
  type TaxLine,
} from "./self-employment-tax"

const OUTPUTS: readonly SelfEmploymentTaxOutput[] = [
  "netEarnings",
  "socialSecurityTax",
  "medicareTax",
  "selfEmploymentTax",
  "deduction",
  "additionalMedicareTax",
]

/**
 * Self-employment tax (self-employment-tax.ts): Schedule SE's lines and Form 8959's, each with the values its
 * line's text names.
 */
export const selfEmploymentTaxCalculator = defineCalculator({
  inputs: [
    { name: "netProfit", kind: "signed-money" },
    { name: "socialSecurityWages", kind: "money", optional: true },
    { name: "medicareWages", kind: "money", optional: true },
    {
      name: "filingStatus",
      kind: "choice",
      options: FILING_STATUS_THRESHOLDS,
      words: { field: "filingStatuses", called: "filing statuses" },
    },
  ] as const,
  outputs: OUTPUTS,
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
  figures: {
    taxYear: "stated",
    source: "stated",
    netEarningsFactor: "percent",
    socialSecurityRate: "percent",
    medicareRate: "percent",
    socialSecurityWageBase: "dollars",
    minimumNetEarnings: "dollars",
    additionalMedicareRate: "percent",
    additionalMedicareThresholds: { byChoice: "filingStatus" },
  },
  view: (input, figures, format): CalculatorView => {
    const result = selfEmploymentTax(figures, input)
    type Op<Name extends TaxLine["op"]> = Extract<TaxLine, { op: Name }>
    const find = <Name extends TaxLine["op"]>(form: TaxLine["form"], line: string, op: Name) =>
      result.lines.find(
        (candidate): candidate is Op<Name> => candidate.form === form && candidate.line === line && candidate.op === op
      )
    const money = (cents: number) => format.money(cents)
    const working: CalculatorView["working"] = []
    const add = <Name extends TaxLine["op"]>(
      line: string,
      found: Op<Name> | undefined,
      values: (line: Op<Name>) => Record<string, string>
    ) => {
      if (found) working.push({ line, values: { ...values(found), result: money(found.result) } })
    }
    add("se-4a", find("Schedule SE", "4a", "multiply"), line => ({
      netProfit: money(line.amount),
      factor: format.percent(line.rate),
    }))
    add("se-9", find("Schedule SE", "9", "subtract"), line => ({
      wageBase: money(line.from),
      socialSecurityWages: money(line.less),
    }))
    add("se-10", find("Schedule SE", "10", "multiply"), line => ({
      taxedEarnings: money(line.amount),
      rate: format.percent(line.rate),
    }))
    add("se-11", find("Schedule SE", "11", "multiply"), line => ({
      netEarnings: money(line.amount),
      rate: format.percent(line.rate),
    }))
    add("se-12", find("Schedule SE", "12", "add"), line => ({
      socialSecurityTax: money(line.amounts[0]),
      medicareTax: money(line.amounts[1]),
    }))
    add("se-13", find("Schedule SE", "13", "multiply"), line => ({ selfEmploymentTax: money(line.amount) }))
    add("f8959-11", find("Form 8959", "11", "subtract"), line => ({
      threshold: money(line.from),
      medicareWages: money(line.less),
    }))
    add("f8959-12", find("Form 8959", "12", "subtract"), line => ({
      netEarnings: money(line.from),
      remainingThreshold: money(line.less),
    }))
    add("f8959-13", find("Form 8959", "13", "multiply"), line => ({
      excess: money(line.amount),
      rate: format.percent(line.rate),
    }))
    const results = Object.fromEntries(OUTPUTS.map(name => [name, moneyResult(result[name], format)]))
    const earnings = find("Schedule SE", "4c", "at-least")
    return {
      results,
      working,
      ...(!result.owed && {
        note: {
          message: "belowMinimum",
          values: { minimum: format.dollars(figures.minimumNetEarnings), netEarnings: money(earnings?.result ?? 0) },
        },
      }),
    }
  },
})
