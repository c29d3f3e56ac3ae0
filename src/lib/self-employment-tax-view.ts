import { CALCULATORS } from "./calculators"
import { moneyResult, type CalculatorView, type CalculatorViewer } from "./calculator-view"
import { selfEmploymentTax, type FilingStatus, type TaxLine } from "./self-employment-tax"

/**
 * Self-employment tax's results and working (self-employment-tax.ts): Schedule SE's lines and Form 8959's, each
 * with the values its line's text names.
 */
export const viewSelfEmploymentTax: CalculatorViewer = (tool, format, values): CalculatorView | null => {
  const input = {
    netProfit: values.netProfit as number,
    socialSecurityWages: values.socialSecurityWages as number,
    medicareWages: values.medicareWages as number,
    filingStatus: values.filingStatus as FilingStatus,
  }
  const constants = tool.constants
  if (!constants) return null
  const result = selfEmploymentTax(constants as Parameters<typeof selfEmploymentTax>[0], input)
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
  const results = Object.fromEntries(
    CALCULATORS["self-employment-tax"].outputs.map(name => [
      name,
      moneyResult(result[name as keyof typeof result] as number, format),
    ])
  )
  const earnings = find("Schedule SE", "4c", "at-least")
  return {
    results,
    working,
    ...(!result.owed && {
      note: {
        message: "belowMinimum",
        values: {
          minimum: format.dollars(constants.minimumNetEarnings ?? 0),
          netEarnings: money(earnings?.result ?? 0),
        },
      },
    }),
  }
}
