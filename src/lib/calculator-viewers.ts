import type { CalculatorName } from "./calculators"
import type { CalculatorViewer } from "./calculator-view"
import { viewSelfEmploymentTax } from "./self-employment-tax-view"
import { viewRunway } from "./runway-view"
import { viewRequiredMinimumDistribution } from "./required-minimum-distribution-view"

/**
 * Every calculator's viewer, by its name. A page ships all three (about 1.5 KB brotli together): loading its
 * own alone, as a chunk of its own, made webpack share its modules with other pages' chunks and cost more.
 */
export const VIEWERS: { readonly [Name in CalculatorName]: CalculatorViewer } = {
  "self-employment-tax": viewSelfEmploymentTax,
  runway: viewRunway,
  "required-minimum-distribution": viewRequiredMinimumDistribution,
}
