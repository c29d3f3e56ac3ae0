/**
 * A calculator page's one script (bundled by esbuild, plugins/content-pages/page-module.ts): no React, and on
 * no other page. The page's HTML holds the calculator as its component rendered it; this makes it respond.
 */
import { attachCalculator, CALCULATOR_SETUP_ATTRIBUTE } from "./calculator"

for (const root of document.querySelectorAll<HTMLElement>(`[${CALCULATOR_SETUP_ATTRIBUTE}]`)) attachCalculator(root)
