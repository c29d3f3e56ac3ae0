/**
 * The calculators of the `most` content variant (variant-scenarios.ts): one of each, with every word a tool's
 * entry has, the 2025 figures of the IRS's publications, and who signs and reviews them. Test content, made
 * up here: the default content has no calculator.
 */

// Stryker disable StringLiteral: made-up content, not logic (docs/testing.md, "Mutation testing")

/** Publication 590-B (2025), Appendix B, Table III (Uniform Lifetime): ages 72 to 120 and over. */
const UNIFORM_LIFETIME_DIVISORS = [
  27.4, 26.5, 25.5, 24.6, 23.7, 22.9, 22.0, 21.1, 20.2, 19.4, 18.5, 17.7, 16.8, 16.0, 15.2, 14.4, 13.7, 12.9, 12.2,
  11.5, 10.8, 10.1, 9.5, 8.9, 8.4, 7.8, 7.3, 6.8, 6.4, 6.0, 5.6, 5.2, 4.9, 4.6, 4.3, 4.1, 3.9, 3.7, 3.5, 3.4, 3.3, 3.1,
  3.0, 2.9, 2.8, 2.7, 2.5, 2.3, 2.0,
]

const MONEY_MESSAGES = {
  notAnAmount: "Enter an amount in dollars, such as 50,000.",
  negativeAmount: "Enter an amount of zero or more.",
  tooLarge: "Enter an amount up to {max}.",
  tooPrecise: "Enter dollars and cents, at most two decimals.",
}

const callToAction = (button: string) => ({
  heading: "Talk your result through with us",
  text: "Send us your question; the person who answers this service will reply.",
  button,
  includeFigures: "Include my figures in my message",
})

/** The entries, by id, for the people and service pages `most` has: who signs, who reviews, and what they are about. */
export function mostToolEntries(
  signer: { author: string; reviewer: string },
  services: readonly string[]
): { id: string; data: Record<string, unknown> }[] {
  const [firstService, secondService = firstService] = services
  const signed = { ...signer, reviewed: "2025-11-20" }
  return [
    {
      id: "self-employment-tax",
      data: {
        // Renamed: the address it had first leads here.
        address: "self-employment-tax-2025",
        formerAddresses: ["self-employment-tax"],
        calculator: "self-employment-tax",
        heading: "Self-employment tax calculator",
        summary: "Work out your 2025 self-employment tax and its deduction, line by line as Schedule SE does.",
        intro:
          "For a sole proprietor or partner with a profit from their business: the Social Security and Medicare tax on it, and the Additional Medicare Tax.",
        ...signed,
        ...(firstService && { service: firstService }),
        constants: {
          taxYear: 2025,
          source: "https://www.irs.gov/forms-pubs/about-schedule-se-form-1040",
          netEarningsFactor: 0.9235,
          socialSecurityRate: 0.124,
          medicareRate: 0.029,
          socialSecurityWageBase: 176100,
          minimumNetEarnings: 400,
          additionalMedicareRate: 0.009,
          additionalMedicareThresholds: {
            single: 200000,
            marriedJointly: 250000,
            marriedSeparately: 125000,
            headOfHousehold: 200000,
            qualifyingSurvivingSpouse: 200000,
          },
        },
        inputs: [
          {
            name: "netProfit",
            label: "Net profit",
            hint: "Schedule C line 31, or your share from a partnership. A loss is a negative number.",
          },
          {
            name: "socialSecurityWages",
            label: "W-2 Social Security wages",
            hint: "Box 3 of your W-2s, if you also had a job. Leave empty for none.",
          },
          { name: "medicareWages", label: "W-2 Medicare wages", hint: "Box 5 of your W-2s. Leave empty for none." },
          { name: "filingStatus", label: "Filing status" },
        ],
        filingStatuses: [
          { value: "single", label: "Single" },
          { value: "married-jointly", label: "Married filing jointly" },
          { value: "married-separately", label: "Married filing separately" },
          { value: "head-of-household", label: "Head of household" },
          { value: "qualifying-surviving-spouse", label: "Qualifying surviving spouse" },
        ],
        results: [
          { name: "netEarnings", label: "Net earnings from self-employment" },
          { name: "socialSecurityTax", label: "Social Security part" },
          { name: "medicareTax", label: "Medicare part" },
          { name: "selfEmploymentTax", label: "Self-employment tax" },
          { name: "deduction", label: "Deduction for half of it" },
          { name: "additionalMedicareTax", label: "Additional Medicare Tax" },
        ],
        working: [
          { line: "se-4a", text: "Net earnings (Schedule SE, line 4a): {netProfit} × {factor} = {result}" },
          { line: "se-9", text: "Room under the wage base (line 9): {wageBase} − {socialSecurityWages} = {result}" },
          { line: "se-10", text: "Social Security part (line 10): {taxedEarnings} × {rate} = {result}" },
          { line: "se-11", text: "Medicare part (line 11): {netEarnings} × {rate} = {result}" },
          { line: "se-12", text: "Self-employment tax (line 12): {socialSecurityTax} + {medicareTax} = {result}" },
          { line: "se-13", text: "Deduction (line 13): half of {selfEmploymentTax} = {result}" },
          { line: "f8959-11", text: "Threshold left (Form 8959, line 11): {threshold} − {medicareWages} = {result}" },
          { line: "f8959-12", text: "Earnings above it (line 12): {netEarnings} − {remainingThreshold} = {result}" },
          { line: "f8959-13", text: "Additional Medicare Tax (line 13): {excess} × {rate} = {result}" },
        ],
        constantLabels: [
          { constant: "netEarningsFactor", label: "Share of net profit taxed" },
          { constant: "socialSecurityRate", label: "Social Security rate" },
          { constant: "medicareRate", label: "Medicare rate" },
          { constant: "socialSecurityWageBase", label: "Social Security wage base" },
          { constant: "minimumNetEarnings", label: "Minimum net earnings" },
          { constant: "additionalMedicareRate", label: "Additional Medicare Tax rate" },
          { constant: "additionalMedicareThresholds", label: "Additional Medicare Tax threshold" },
        ],
        messages: {
          ...MONEY_MESSAGES,
          belowMinimum: "Net earnings of {netEarnings} are under {minimum}: no self-employment tax is due.",
        },
        method:
          "Schedule SE taxes 92.35 % of your net profit. The Social Security part applies up to the year's wage base, less any W-2 Social Security wages; the Medicare part applies to all of it. Half the tax is deducted from your income.\n\nForm 8959 adds 0.9 % on net earnings above your filing status's threshold, less your W-2 Medicare wages.",
        disclaimer: "An estimate for one person, without the optional methods or church income: not tax advice.",
        callToAction: callToAction("Ask about your tax"),
      },
    },
    {
      id: "runway",
      data: {
        address: "runway",
        calculator: "runway",
        heading: "Runway calculator",
        summary: "How many months your cash lasts at your current burn, and the month it runs out.",
        intro: "For a business spending more than it earns: enter your cash and your monthly revenue and expenses.",
        ...signed,
        inputs: [
          { name: "cash", label: "Cash in the bank" },
          { name: "monthlyRevenue", label: "Monthly revenue", hint: "Leave empty for none." },
          { name: "monthlyExpenses", label: "Monthly expenses" },
        ],
        results: [
          { name: "netBurn", label: "Net burn a month" },
          { name: "runwayMonths", label: "Runway in months" },
          { name: "cashOutMonth", label: "Cash runs out in" },
        ],
        working: [
          { line: "net-burn", text: "Net burn: {monthlyExpenses} − {monthlyRevenue} = {result}" },
          { line: "runway", text: "Runway: {cash} ÷ {netBurn} = {result} months, rounded down" },
          { line: "cash-out", text: "Cash out: {currentMonth} + {wholeMonths} months = {result}" },
        ],
        messages: { ...MONEY_MESSAGES, notBurning: "Your revenue covers your expenses: your cash does not run out." },
        method:
          "Net burn is what you spend in a month less what you earn. Your runway is your cash divided by it, rounded down to a tenth of a month, so that it never promises more time than there is.",
        disclaimer: "An estimate at a constant burn: not financial advice.",
        callToAction: callToAction("Plan your runway with us"),
      },
    },
    {
      id: "required-distribution",
      data: {
        address: "required-distribution",
        calculator: "required-minimum-distribution",
        heading: "Required minimum distribution calculator",
        summary: "The least you must take from an IRA or 401(k) this year, and by when.",
        intro: "For an account owner (not a beneficiary) whose spouse is not more than ten years younger.",
        ...signed,
        ...(secondService && { service: secondService }),
        constants: {
          taxYear: 2025,
          source: "https://www.irs.gov/publications/p590b",
          startAges: [
            { bornFrom: 1951, age: 73 },
            { bornFrom: 1960, age: 75 },
          ],
          uniformLifetimeTable: UNIFORM_LIFETIME_DIVISORS.map((divisor, index) => ({ age: 72 + index, divisor })),
        },
        inputs: [
          { name: "balance", label: "Account balance on 31 December last year" },
          { name: "birthYear", label: "Year of birth" },
          { name: "distributionYear", label: "Year of the distribution" },
        ],
        results: [
          { name: "age", label: "Your age that year" },
          { name: "divisor", label: "Distribution period" },
          { name: "rmd", label: "Required distribution" },
          { name: "deadline", label: "Take it by" },
        ],
        working: [
          { line: "age", text: "Age: {distributionYear} − {birthYear} = {result}" },
          { line: "first-year", text: "First distribution year: {birthYear} + {startAge} = {result}" },
          { line: "rmd", text: "Distribution: {balance} ÷ {divisor} = {result}" },
          { line: "deadline", text: "Deadline for {distributionYear}: {result}" },
        ],
        constantLabels: [
          { constant: "startAges", label: "Age of the first distribution" },
          { constant: "uniformLifetimeTable", label: "Uniform Lifetime Table" },
        ],
        messages: {
          ...MONEY_MESSAGES,
          notAYear: "Enter a year of four digits, such as 1955.",
          yearOutOfRange: "Enter a year from {min} to {max}.",
          notYet: "No distribution is due yet: your first is for {firstYear}.",
          notCovered: "This calculator covers account owners born in 1951 or later.",
        },
        method:
          "The balance on 31 December of the year before is divided by the Uniform Lifetime Table's distribution period for your age that year. The first distribution may wait until 1 April of the next year; every later one is due by 31 December.",
        disclaimer: "An estimate for an account owner: not tax advice.",
        callToAction: callToAction("Ask about your distributions"),
      },
    },
  ]
}
// Stryker restore StringLiteral
