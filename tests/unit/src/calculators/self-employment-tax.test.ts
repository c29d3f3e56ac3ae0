/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation): the
 * module is pure, with nothing of a browser's.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import {
  FILING_STATUSES,
  selfEmploymentTax,
  type FilingStatus,
  type SelfEmploymentTaxConstants,
  type SelfEmploymentTaxInput,
  type SelfEmploymentTaxOutput,
} from "../../../../src/calculators/self-employment-tax"

/** The 2025 figures, as the content states them. */
const TAX_YEAR_2025: SelfEmploymentTaxConstants = {
  taxYear: 2025,
  source: "IRS Schedule SE (Form 1040) 2025 and its instructions; Form 8959 2025",
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
}

/**
 * Dollars as cents, to write the cases as the forms show them: `$(46_175)` is 4617500. (Rounding the float is
 * exact for amounts with at most two decimals, as these are.)
 */
const $ = (dollars: number) => Math.round(dollars * 100)

/** A single filer with no W-2 wages and this net profit (cents). */
const soleProprietor = (netProfit: number, more: Partial<SelfEmploymentTaxInput> = {}): SelfEmploymentTaxInput => ({
  netProfit,
  socialSecurityWages: 0,
  medicareWages: 0,
  filingStatus: "single",
  ...more,
})

const compute = (input: SelfEmploymentTaxInput) => selfEmploymentTax(TAX_YEAR_2025, input)

/** The result of the line a form numbers so (the last record of it, for a line worked in two steps). */
const line = (input: SelfEmploymentTaxInput, form: string, number: string) =>
  compute(input)
    .lines.filter(record => record.form === form && record.line === number)
    .at(-1)

const OUTPUTS: readonly SelfEmploymentTaxOutput[] = [
  "netEarnings",
  "socialSecurityTax",
  "medicareTax",
  "selfEmploymentTax",
  "deduction",
  "additionalMedicareTax",
]

describe("FILING_STATUSES", () => {
  it("lists the five filing statuses in Form 1040's order", () => {
    expect(FILING_STATUSES).toEqual([
      "single",
      "married-jointly",
      "married-separately",
      "head-of-household",
      "qualifying-surviving-spouse",
    ])
  })
})

describe("selfEmploymentTax: Schedule SE Part I, lines 3 to 13", () => {
  it("works every line in the forms' order for a $50,000 net profit, with its operands", () => {
    expect(compute(soleProprietor($(50_000)))).toEqual({
      owed: true,
      netEarnings: $(46_175),
      socialSecurityTax: $(5_725.7),
      medicareTax: $(1_339.08),
      selfEmploymentTax: $(7_064.78),
      deduction: $(3_532.39),
      additionalMedicareTax: 0,
      lines: [
        { form: "Schedule SE", line: "3", op: "enter", result: $(50_000) },
        { form: "Schedule SE", line: "4a", op: "multiply", amount: $(50_000), rate: 0.9235, result: $(46_175) },
        { form: "Schedule SE", line: "4c", op: "at-least", minimum: $(400), met: true, result: $(46_175) },
        {
          id: "netEarnings",
          form: "Schedule SE",
          line: "6",
          op: "carry",
          from: { form: "Schedule SE", line: "4c" },
          result: $(46_175),
        },
        { form: "Schedule SE", line: "7", op: "enter", result: $(176_100) },
        { form: "Schedule SE", line: "8a", op: "enter", result: 0 },
        { form: "Schedule SE", line: "9", op: "subtract", from: $(176_100), less: 0, result: $(176_100) },
        { form: "Schedule SE", line: "10", op: "smaller", of: [$(46_175), $(176_100)], result: $(46_175) },
        {
          id: "socialSecurityTax",
          form: "Schedule SE",
          line: "10",
          op: "multiply",
          amount: $(46_175),
          rate: 0.124,
          result: $(5_725.7),
        },
        {
          id: "medicareTax",
          form: "Schedule SE",
          line: "11",
          op: "multiply",
          amount: $(46_175),
          rate: 0.029,
          // 1,339.075: half a cent, rounded up.
          result: $(1_339.08),
        },
        {
          id: "selfEmploymentTax",
          form: "Schedule SE",
          line: "12",
          op: "add",
          amounts: [$(5_725.7), $(1_339.08)],
          result: $(7_064.78),
        },
        {
          id: "deduction",
          form: "Schedule SE",
          line: "13",
          op: "multiply",
          amount: $(7_064.78),
          rate: 0.5,
          result: $(3_532.39),
        },
        {
          form: "Form 8959",
          line: "8",
          op: "carry",
          from: { form: "Schedule SE", line: "6" },
          result: $(46_175),
        },
        { form: "Form 8959", line: "9", op: "enter", result: $(200_000) },
        { form: "Form 8959", line: "10", op: "enter", result: 0 },
        { form: "Form 8959", line: "11", op: "subtract", from: $(200_000), less: 0, result: $(200_000) },
        { form: "Form 8959", line: "12", op: "subtract", from: $(46_175), less: $(200_000), result: 0 },
        {
          id: "additionalMedicareTax",
          form: "Form 8959",
          line: "13",
          op: "multiply",
          amount: 0,
          rate: 0.009,
          result: 0,
        },
      ],
    })
  })

  it("gives each output as the result of the one line whose id it is", () => {
    const inputs = [
      soleProprietor($(50_000)),
      soleProprietor($(300_000), { socialSecurityWages: $(60_000), medicareWages: $(60_000) }),
      soleProprietor($(150_000), { filingStatus: "married-separately" }),
    ]
    for (const input of inputs) {
      const result = compute(input)
      for (const output of OUTPUTS) {
        const lines = result.lines.filter(record => record.id === output)
        expect(lines).toHaveLength(1)
        expect(lines[0].result).toBe(result[output])
      }
    }
  })

  describe("lines 4a and 4c: net earnings, and the $400 minimum", () => {
    it("line 4a: 92.35 % of a net profit, rounded to the cent", () => {
      // 1,000.01 × 0.9235 = 923.509235.
      expect(line(soleProprietor($(1_000.01)), "Schedule SE", "4a")).toMatchObject({ result: $(923.51) })
    })

    it("line 4c: net earnings of exactly $400 owe the tax ($433.13 × 0.9235 = 399.9955… → 400.00)", () => {
      const result = compute(soleProprietor($(433.13)))
      expect(result).toMatchObject({
        owed: true,
        netEarnings: $(400),
        socialSecurityTax: $(49.6),
        medicareTax: $(11.6),
      })
      expect(result).toMatchObject({ selfEmploymentTax: $(61.2), deduction: $(30.6) })
      expect(result.lines[2]).toEqual({
        form: "Schedule SE",
        line: "4c",
        op: "at-least",
        minimum: $(400),
        met: true,
        result: $(400),
      })
    })

    it("line 4c: net earnings of $399.99 owe nothing, and the working stops at the comparison with $400", () => {
      expect(compute(soleProprietor($(433.12)))).toEqual({
        owed: false,
        netEarnings: 0,
        socialSecurityTax: 0,
        medicareTax: 0,
        selfEmploymentTax: 0,
        deduction: 0,
        additionalMedicareTax: 0,
        lines: [
          { form: "Schedule SE", line: "3", op: "enter", result: $(433.12) },
          { form: "Schedule SE", line: "4a", op: "multiply", amount: $(433.12), rate: 0.9235, result: $(399.99) },
          { form: "Schedule SE", line: "4c", op: "at-least", minimum: $(400), met: false, result: $(399.99) },
        ],
      })
    })

    it("line 4c: a net profit of $400 is $369.40 of net earnings, below the minimum", () => {
      expect(compute(soleProprietor($(400)))).toMatchObject({ owed: false, netEarnings: 0 })
      expect(line(soleProprietor($(400)), "Schedule SE", "4c")).toMatchObject({ met: false, result: $(369.4) })
    })

    it("line 4a: a loss is carried from line 3 as it is, not multiplied; nothing is owed", () => {
      const loss = soleProprietor($(-5_000), { socialSecurityWages: $(80_000), medicareWages: $(250_000) })
      const result = compute(loss)
      expect(result.lines).toEqual([
        { form: "Schedule SE", line: "3", op: "enter", result: $(-5_000) },
        { form: "Schedule SE", line: "4a", op: "carry", from: { form: "Schedule SE", line: "3" }, result: $(-5_000) },
        { form: "Schedule SE", line: "4c", op: "at-least", minimum: $(400), met: false, result: $(-5_000) },
      ])
      // Net earnings are 0, not the loss; the wages over the threshold owe no Additional Medicare Tax here.
      for (const output of OUTPUTS) expect(result[output]).toBe(0)
      expect(result.owed).toBe(false)
    })

    it("line 4a: a net profit of zero is carried as zero; nothing is owed", () => {
      const result = compute(soleProprietor(0))
      expect(result.lines[1]).toEqual({
        form: "Schedule SE",
        line: "4a",
        op: "carry",
        from: { form: "Schedule SE", line: "3" },
        result: 0,
      })
      expect(result).toMatchObject({ owed: false, selfEmploymentTax: 0, additionalMedicareTax: 0 })
    })

    it("line 4c: the minimum is the year's constant", () => {
      const lower = { ...TAX_YEAR_2025, minimumNetEarnings: 369.4 }
      expect(selfEmploymentTax(lower, soleProprietor($(400)))).toMatchObject({ owed: true, netEarnings: $(369.4) })
    })
  })

  describe("lines 7 to 10: Social Security tax, up to the wage base", () => {
    it("line 10: net earnings above the wage base and no W-2 wages pay 12.4 % of the base alone", () => {
      // $200,000 × 0.9235 = $184,700 of net earnings, $8,600 above the base.
      const input = soleProprietor($(200_000))
      expect(line(input, "Schedule SE", "9")).toMatchObject({ result: $(176_100) })
      expect(compute(input).lines.find(record => record.line === "10")).toMatchObject({
        op: "smaller",
        of: [$(184_700), $(176_100)],
        result: $(176_100),
      })
      expect(compute(input)).toMatchObject({
        netEarnings: $(184_700),
        socialSecurityTax: $(21_836.4),
        medicareTax: $(5_356.3),
        selfEmploymentTax: $(27_192.7),
        deduction: $(13_596.35),
      })
    })

    it("line 9: W-2 Social Security wages use up part of the base; line 10 takes what is left", () => {
      const input = soleProprietor($(200_000), { socialSecurityWages: $(100_000), medicareWages: $(100_000) })
      expect(line(input, "Schedule SE", "8a")).toMatchObject({ op: "enter", result: $(100_000) })
      expect(line(input, "Schedule SE", "9")).toEqual({
        form: "Schedule SE",
        line: "9",
        op: "subtract",
        from: $(176_100),
        less: $(100_000),
        result: $(76_100),
      })
      // Medicare tax (line 11) has no base: it is the same as without wages.
      expect(compute(input)).toMatchObject({
        socialSecurityTax: $(9_436.4),
        medicareTax: $(5_356.3),
        selfEmploymentTax: $(14_792.7),
        deduction: $(7_396.35),
      })
    })

    it("line 9: W-2 wages at or above the base leave 0, and no Social Security tax on net earnings", () => {
      for (const wages of [$(176_100), $(180_000)]) {
        const input = soleProprietor($(200_000), { socialSecurityWages: wages, medicareWages: wages })
        expect(line(input, "Schedule SE", "9")).toMatchObject({ from: $(176_100), less: wages, result: 0 })
        expect(compute(input)).toMatchObject({
          socialSecurityTax: 0,
          medicareTax: $(5_356.3),
          selfEmploymentTax: $(5_356.3),
          deduction: $(2_678.15),
        })
      }
    })

    it("line 10: net earnings below what is left of the base are all taxed", () => {
      // $100,000 × 0.9235 = $92,350, against $176,100 − $83,750 = $92,350 left, then $92,349.99.
      const atBase = soleProprietor($(100_000), { socialSecurityWages: $(83_750) })
      expect(compute(atBase).lines.find(record => record.op === "smaller")).toMatchObject({ result: $(92_350) })
      expect(compute(atBase).socialSecurityTax).toBe($(11_451.4))
      const centOver = soleProprietor($(100_000), { socialSecurityWages: $(83_750.01) })
      expect(compute(centOver).lines.find(record => record.op === "smaller")).toMatchObject({
        of: [$(92_350), $(92_349.99)],
        result: $(92_349.99),
      })
    })

    it("line 7: the wage base is the year's constant", () => {
      const base2024 = { ...TAX_YEAR_2025, socialSecurityWageBase: 168600 }
      expect(selfEmploymentTax(base2024, soleProprietor($(200_000))).socialSecurityTax).toBe($(20_906.4))
    })
  })

  describe("lines 11 to 13 and the rounding of each line to the cent, halves away from zero", () => {
    it("line 11: 138,525.00 × 2.9 % = 4,017.225 → 4,017.23; line 13: half of 21,194.33 → 10,597.17", () => {
      // A $150,000 net profit is exactly $138,525.00 of net earnings.
      const result = compute(soleProprietor($(150_000)))
      expect(result).toMatchObject({
        netEarnings: 13852500,
        socialSecurityTax: $(17_177.1),
        // 13852500 × 0.029 = 401722.5 cents.
        medicareTax: 401723,
        selfEmploymentTax: $(21_194.33),
        deduction: $(10_597.17),
      })
    })

    it("line 4a: $630.00 × 92.35 % = 581.805 → 581.81, where floating point gives 581.80", () => {
      expect(Math.round(630 * 0.9235 * 100)).toBe(58180)
      expect(compute(soleProprietor($(630)))).toMatchObject({ owed: true, netEarnings: $(581.81) })
    })

    it("rounds each line as it is computed: line 12 adds lines 10 and 11 as rounded, not 15.3 % of line 6", () => {
      // $10,000.05: line 6 is 9,235.05 (9,235.046175); line 10 is 1,145.15 (1,145.1462); line 11 is 267.82
      // (267.81645); line 12 is 1,412.97, where 15.3 % of line 6 would be 1,412.96.
      expect(compute(soleProprietor($(10_000.05)))).toMatchObject({
        netEarnings: $(9_235.05),
        socialSecurityTax: $(1_145.15),
        medicareTax: $(267.82),
        selfEmploymentTax: $(1_412.97),
        // 706.485: half a cent, rounded up.
        deduction: $(706.49),
      })
    })
  })
})

describe("selfEmploymentTax: Form 8959 Part II, Additional Medicare Tax on self-employment income", () => {
  /** The 2025 thresholds, in dollars, by filing status. */
  const THRESHOLDS: Record<FilingStatus, number> = {
    single: 200_000,
    "married-jointly": 250_000,
    "married-separately": 125_000,
    "head-of-household": 200_000,
    "qualifying-surviving-spouse": 200_000,
  }
  // $100,000 of net profit is $92,350 of net earnings; W-2 Medicare wages bring the total near the threshold.
  const NET_EARNINGS = $(92_350)
  const withWages = (filingStatus: FilingStatus, medicareWages: number) =>
    soleProprietor($(100_000), {
      filingStatus,
      medicareWages,
      socialSecurityWages: Math.min(medicareWages, $(176_100)),
    })

  describe.each(FILING_STATUSES)("line 9: the threshold for %s", filingStatus => {
    const threshold = $(THRESHOLDS[filingStatus])

    it("enters the filing status's threshold", () => {
      expect(line(withWages(filingStatus, 0), "Form 8959", "9")).toMatchObject({ op: "enter", result: threshold })
    })

    it("owes nothing a cent under the threshold", () => {
      const input = withWages(filingStatus, threshold - NET_EARNINGS - 1)
      expect(line(input, "Form 8959", "12")).toMatchObject({ result: 0 })
      expect(compute(input).additionalMedicareTax).toBe(0)
    })

    it("owes nothing at the threshold", () => {
      const input = withWages(filingStatus, threshold - NET_EARNINGS)
      expect(line(input, "Form 8959", "11")).toMatchObject({ result: NET_EARNINGS })
      expect(line(input, "Form 8959", "12")).toMatchObject({ from: NET_EARNINGS, less: NET_EARNINGS, result: 0 })
      expect(compute(input).additionalMedicareTax).toBe(0)
    })

    it("owes 0.9 % of what is above it: $1,000 over is $9.00", () => {
      const input = withWages(filingStatus, threshold - NET_EARNINGS + $(1_000))
      expect(line(input, "Form 8959", "12")).toMatchObject({ result: $(1_000) })
      expect(line(input, "Form 8959", "13")).toMatchObject({ amount: $(1_000), rate: 0.009, result: $(9) })
      expect(compute(input).additionalMedicareTax).toBe($(9))
    })
  })

  it("line 9: each filing status has its own threshold: $300,000 of net profit, no wages", () => {
    // $277,050 of net earnings, over $200,000, $250,000 and $125,000.
    const taxFor = (filingStatus: FilingStatus) =>
      compute(soleProprietor($(300_000), { filingStatus })).additionalMedicareTax
    expect(FILING_STATUSES.map(taxFor)).toEqual([$(693.45), $(243.45), $(1_368.45), $(693.45), $(693.45)])
  })

  it("line 11: W-2 Medicare wages reduce the threshold that is left for net earnings", () => {
    const input = soleProprietor($(300_000), { socialSecurityWages: $(150_000), medicareWages: $(150_000) })
    expect(line(input, "Form 8959", "10")).toMatchObject({ op: "enter", result: $(150_000) })
    expect(line(input, "Form 8959", "11")).toEqual({
      form: "Form 8959",
      line: "11",
      op: "subtract",
      from: $(200_000),
      less: $(150_000),
      result: $(50_000),
    })
    expect(line(input, "Form 8959", "12")).toMatchObject({ from: $(277_050), less: $(50_000), result: $(227_050) })
    expect(compute(input).additionalMedicareTax).toBe($(2_043.45))
  })

  it("line 11: Medicare wages above the threshold leave 0 of it, and all net earnings owe the tax", () => {
    const input = soleProprietor($(300_000), { socialSecurityWages: $(176_100), medicareWages: $(250_000) })
    expect(line(input, "Form 8959", "11")).toMatchObject({ result: 0 })
    expect(line(input, "Form 8959", "12")).toMatchObject({ result: $(277_050) })
    expect(compute(input).additionalMedicareTax).toBe($(2_493.45))
  })

  it("line 8: Schedule SE line 6, carried", () => {
    expect(line(soleProprietor($(300_000)), "Form 8959", "8")).toEqual({
      form: "Form 8959",
      line: "8",
      op: "carry",
      from: { form: "Schedule SE", line: "6" },
      result: $(277_050),
    })
  })

  it("line 13: $15.00 over the threshold is 13.5 cents → 14, where floating point gives 13", () => {
    expect(Math.round(1500 * 0.009)).toBe(13)
    const input = withWages("single", $(200_000) - NET_EARNINGS + $(15))
    expect(compute(input).additionalMedicareTax).toBe(14)
  })

  it("owes no Additional Medicare Tax, and works no Form 8959 line, when no self-employment tax is owed", () => {
    const result = compute(soleProprietor($(433.12), { medicareWages: $(300_000) }))
    expect(result.additionalMedicareTax).toBe(0)
    expect(result.lines.filter(record => record.form === "Form 8959")).toEqual([])
  })
})

describe("selfEmploymentTax: what it refuses, as a programming error", () => {
  it("refuses amounts that are not whole cents, negative wages and an unknown filing status", () => {
    expect(() => compute(soleProprietor(100.5))).toThrow(/netProfit/)
    expect(() => compute(soleProprietor($(1_000), { socialSecurityWages: -1 }))).toThrow(/socialSecurityWages/)
    expect(() => compute(soleProprietor($(1_000), { medicareWages: -1 }))).toThrow(/medicareWages/)
    expect(() => compute(soleProprietor($(1_000), { medicareWages: 0.5 }))).toThrow(/medicareWages/)
    expect(() => compute(soleProprietor($(1_000), { filingStatus: "widowed" as FilingStatus }))).toThrow(
      /filing status/
    )
    expect(() => compute(soleProprietor($(1_000), { filingStatus: "toString" as FilingStatus }))).toThrow(
      /filing status/
    )
  })

  it("accepts a loss, and wages of 0", () => {
    expect(() => compute(soleProprietor(-1))).not.toThrow()
  })
})
