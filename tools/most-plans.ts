/**
 * The plans of the `most` content variant (variant-scenarios.ts): bookkeeping for businesses, tiered by monthly
 * expenses, with add-ons and a yearly discount, whose fees changed ten days before the variant's day (so that
 * the earlier fees are honoured) and change again in thirty (announced); a tax return for individuals, billed
 * once, with add-ons for each state return and each rental property; payroll, by employees, its last tier priced
 * on request. Test content, made up here: the default content has no plan. The days count from the site's clock
 * (src/lib/clock.ts) in the firm's zone, as the build reads them.
 */
import { addDays } from "../src/calculators/plan-fees"

// Stryker disable StringLiteral: made-up content, not logic (docs/testing.md, "Mutation testing")

const COSTS = "Filing fees charged by the IRS or a state, and couriers, are paid by you, at cost."

/** The entries, by id, with the services they belong to, and their schedules' days counted from `today`. */
export function mostPlanEntries(
  today: string,
  services: readonly string[]
): { id: string; data: Record<string, unknown> }[] {
  const [firstService, secondService = firstService] = services
  return [
    {
      id: "bookkeeping",
      data: {
        // Renamed: the address it had first leads here.
        address: "bookkeeping-plans",
        formerAddresses: ["bookkeeping"],
        name: "Bookkeeping",
        summary: "Monthly books for a growing business: reconciled, categorised and closed each month.",
        audience: "business",
        ...(firstService && { service: firstService }),
        includes: [
          { text: "bank and card accounts reconciled each month", limit: 4 },
          { text: "special transactions recorded (loans, assets, equity)", limit: 20 },
          { text: "Monthly profit and loss statement and balance sheet" },
        ],
        excludes: ["Audits and reviews", "Sales tax filings"],
        hourlyRate: 150,
        consultationFee: 0,
        costs: COSTS,
        schedules: [
          {
            effectiveFrom: addDays(today, -400),
            billing: "month",
            driver: "monthlyExpenses",
            tiers: [
              { upTo: 10000, amount: 250 },
              { upTo: 25000, amount: 350 },
              { upTo: 100000, amount: 600 },
              { upTo: null, amount: null },
            ],
            addOns: [{ id: "accounts", label: "Bank and card accounts", unitAmount: 25, included: 4 }],
            yearlyDiscount: 0.1,
          },
          {
            effectiveFrom: addDays(today, -10),
            billing: "month",
            driver: "monthlyExpenses",
            tiers: [
              { upTo: 10000, amount: 275 },
              { upTo: 25000, amount: 375 },
              { upTo: 100000, amount: 650.5 },
              { upTo: null, amount: null },
            ],
            addOns: [
              { id: "accounts", label: "Bank and card accounts", unitAmount: 25, included: 4 },
              { id: "payroll-runs", label: "Payroll runs", unitAmount: 12.5, included: 0 },
            ],
            yearlyDiscount: 0.1,
          },
          {
            effectiveFrom: addDays(today, 30),
            billing: "month",
            driver: "monthlyExpenses",
            tiers: [
              { upTo: 10000, amount: 285 },
              { upTo: 25000, amount: 395 },
              { upTo: 100000, amount: 675 },
              { upTo: null, amount: null },
            ],
            addOns: [
              { id: "accounts", label: "Bank and card accounts", unitAmount: 25, included: 4 },
              { id: "payroll-runs", label: "Payroll runs", unitAmount: 12.5, included: 0 },
            ],
            yearlyDiscount: 0.125,
          },
        ],
      },
    },
    {
      id: "tax-return",
      data: {
        address: "tax-return",
        name: "Individual Tax Return",
        summary: "Your federal return prepared, reviewed and filed, with your state returns and rentals.",
        audience: "individual",
        includes: [
          { text: "Federal return (Form 1040) prepared and e-filed" },
          { text: "state return", limit: 1 },
          { text: "Answers to IRS letters about the return for a year" },
        ],
        excludes: ["Amended returns for earlier years"],
        hourlyRate: 175,
        consultationFee: 95,
        costs: COSTS,
        schedules: [
          {
            effectiveFrom: addDays(today, -200),
            billing: "once",
            driver: "none",
            tiers: [{ upTo: null, amount: 450 }],
            addOns: [
              { id: "state-returns", label: "State returns", unitAmount: 150, included: 1 },
              { id: "rental-properties", label: "Rental properties", unitAmount: 100, included: 0 },
            ],
          },
        ],
      },
    },
    {
      id: "payroll",
      data: {
        address: "payroll",
        name: "Payroll",
        summary: "Payroll run, taxes deposited and quarterly forms filed, priced by the number of employees.",
        audience: "business",
        ...(secondService && { service: secondService }),
        includes: [{ text: "payroll runs a month", limit: 2 }, { text: "Forms 941 and 940, W-2s and 1099s" }],
        excludes: [],
        consultationFee: 0,
        costs: COSTS,
        schedules: [
          {
            effectiveFrom: addDays(today, -100),
            billing: "month",
            driver: "employees",
            tiers: [
              { upTo: 10, amount: 99 },
              { upTo: 50, amount: 249 },
              { upTo: null, amount: null },
            ],
            addOns: [],
          },
        ],
      },
    },
  ]
}
