/**
 * The calculators a tool page can show, by the name its entry chooses (`calculator`): each declared once, beside
 * its computation, with the names of its inputs and results (the page's `<input name>` and `<output name>`, which
 * tools outside the site read), the lines of its working with the values each line's text may name, the
 * messages it may show and the figures it reads. The schema (data/schemas/tool.schema.json) offers these names
 * to editors; the rule book (rules.ts) checks that a tool's entry words every one of its calculator's; the page
 * renders them in this order.
 *
 * No DOM, no Node modules: the content check and the content manager's bundle read it too. A new calculator is
 * a module of its own with `defineCalculator`, a line here, and its names in the schema (a unit test names them).
 */
import type { Calculator } from "./calculator"
import { selfEmploymentTaxCalculator } from "./self-employment-tax-calculator"
import { runwayCalculator } from "./runway-calculator"
import { requiredMinimumDistributionCalculator } from "./required-minimum-distribution-calculator"

export const CALCULATORS = {
  "self-employment-tax": selfEmploymentTaxCalculator,
  runway: runwayCalculator,
  "required-minimum-distribution": requiredMinimumDistributionCalculator,
} as const satisfies Record<string, Calculator>

export type CalculatorName = keyof typeof CALCULATORS

export const CALCULATOR_NAMES = Object.keys(CALCULATORS) as CalculatorName[]

export const isCalculatorName = (name: unknown): name is CalculatorName =>
  typeof name === "string" && Object.hasOwn(CALCULATORS, name)

/** The calculator an entry chooses, if it is one. */
export const calculatorOf = (name: unknown): Calculator | undefined =>
  isCalculatorName(name) ? CALCULATORS[name] : undefined

/** Every name of a kind, across the calculators, in a stable order: what the schema's lists offer. */
export const everyInputName = () => unique(CALCULATOR_NAMES.flatMap(name => CALCULATORS[name].inputs.map(i => i.name)))
export const everyOutputName = () => unique(CALCULATOR_NAMES.flatMap(name => CALCULATORS[name].outputs))
export const everyWorkingLine = () =>
  unique(CALCULATOR_NAMES.flatMap(name => CALCULATORS[name].working.map(line => line.line)))
export const everyMessage = () => unique(CALCULATOR_NAMES.flatMap(name => CALCULATORS[name].messages))

const unique = (names: string[]) => [...new Set(names)]
