/**
 * The one script of a calculator's page and of a plan's (plugins/page-modules): no React, and on no other page;
 * one cached file for both. The page's HTML holds the calculator, or the plan's estimate, as its component
 * rendered it (src/calculators/ToolCalculator.tsx, PlanSections.tsx); this makes it respond.
 */
import { attachToEvery } from "./attach"
import { attachCalculator, CALCULATOR_SETUP_ATTRIBUTE } from "../calculators/attach"
import { attachPlanEstimate, PLAN_ESTIMATE_ATTRIBUTE } from "../calculators/plan-estimate"

attachToEvery(`[${CALCULATOR_SETUP_ATTRIBUTE}]`, attachCalculator)
attachToEvery(`[${PLAN_ESTIMATE_ATTRIBUTE}]`, attachPlanEstimate)
