/**
 * A calculator page's one script (plugins/page-modules): no React, and on no other page. The page's HTML holds
 * the calculator as its component rendered it (src/calculators/ToolCalculator.tsx); this makes it respond.
 */
import { attachToEvery } from "./attach"
import { attachCalculator, CALCULATOR_SETUP_ATTRIBUTE } from "../calculators/attach"

attachToEvery(`[${CALCULATOR_SETUP_ATTRIBUTE}]`, attachCalculator)
