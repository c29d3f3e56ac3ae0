import type { CalculatorName } from "./calculators"
import type { CalculatorViewer } from "./calculator-view"
import { viewSelfEmploymentTax } from "./self-employment-tax-view"
import { viewRunway } from "./runway-view"
import { viewRequiredMinimumDistribution } from "./required-minimum-distribution-view"

/**
 * Every calculator's viewer, by its name. The calculators' one module (src/client/calculator-page.ts) carries
 * all three (about 1.5 KB brotli together): one file for every calculator's page, which the browser keeps
 * from one calculator to the next.
 */
export const VIEWERS: { readonly [Name in CalculatorName]: CalculatorViewer } = {
  "self-employment-tax": viewSelfEmploymentTax,
  runway: viewRunway,
  "required-minimum-distribution": viewRequiredMinimumDistribution,
}
