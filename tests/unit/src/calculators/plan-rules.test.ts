/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { planProblems, plansDueForReview } from "../../../../src/calculators/plan-rules"

/** A valid plan of the tests' own: two schedules, tiers by monthly expenses, one add-on. */
function plan(): Record<string, any> {
  return {
    address: "bookkeeping",
    name: "Bookkeeping",
    hourlyRate: 150,
    consultationFee: 0,
    schedules: [
      {
        effectiveFrom: "2026-01-01",
        billing: "month",
        driver: "monthlyExpenses",
        tiers: [
          { upTo: 10000, amount: 250 },
          { upTo: 25000, amount: 375.5 },
          { upTo: null, amount: null },
        ],
        addOns: [{ id: "accounts", label: "Accounts", unitAmount: 25, included: 2 }],
        yearlyDiscount: 0.1,
      },
      {
        effectiveFrom: "2027-01-01",
        billing: "once",
        driver: "none",
        tiers: [{ upTo: null, amount: 400 }],
        addOns: [],
      },
    ],
  }
}

describe("planProblems: what a plan's fees must say beyond the schema", () => {
  it("finds nothing wrong with a plan whose fees hold together", () => {
    expect(planProblems(plan())).toEqual([])
  })

  it("refuses bounds that do not rise, naming the tier before", () => {
    const data = plan()
    data.schedules[0].tiers[1].upTo = 10000
    expect(planProblems(data)).toEqual([
      {
        pointer: "/schedules/0/tiers/1/upTo",
        message: "Higher than the 1st tier's bound, 10,000: the tiers rise (now 10,000)",
      },
    ])
  })

  it("refuses a tier after the one without an upper bound, and a last tier with one", () => {
    const after = plan()
    after.schedules[0].tiers.push({ upTo: 50000, amount: 900 })
    expect(planProblems(after)).toEqual([
      {
        pointer: "/schedules/0/tiers/3",
        message:
          "No tier after one without an upper bound, which covers every figure above the tier before it: take this tier off, or give the 3rd tier its bound",
      },
    ])
    const bounded = plan()
    bounded.schedules[0].tiers[2].upTo = 100000
    expect(planProblems(bounded)).toEqual([
      {
        pointer: "/schedules/0/tiers/2/upTo",
        message: "Empty for the last tier, which covers every figure above the tier before it (now 100,000)",
      },
    ])
  })

  it("refuses more than one tier for a price that follows no figure", () => {
    const data = plan()
    data.schedules[1].tiers = [
      { upTo: 5, amount: 400 },
      { upTo: null, amount: 500 },
    ]
    expect(planProblems(data)).toEqual([
      { pointer: "/schedules/1/tiers", message: "One tier, for a price that follows no figure (now 2)" },
    ])
  })

  it("refuses two schedules on one day, at the later one", () => {
    const data = plan()
    data.schedules[1].effectiveFrom = "2026-01-01"
    expect(planProblems(data)).toEqual([
      {
        pointer: "/schedules/1/effectiveFrom",
        message: 'A day of its own: the 1st schedule takes effect on it (now "2026-01-01")',
      },
    ])
  })

  it("refuses a yearly discount on a plan not billed each month", () => {
    const data = plan()
    data.schedules[1].yearlyDiscount = 0.1
    expect(planProblems(data)).toEqual([
      {
        pointer: "/schedules/1/yearlyDiscount",
        message: 'Only for a plan billed each month: take it off (now billed "once")',
      },
    ])
  })

  it("refuses an add-on code twice in a schedule", () => {
    const data = plan()
    data.schedules[0].addOns.push({ id: "accounts", label: "More", unitAmount: 5, included: 0 })
    expect(planProblems(data)).toEqual([
      {
        pointer: "/schedules/0/addOns/1/id",
        message: 'Each code once in a schedule: the 1st add-on has it (now "accounts")',
      },
    ])
  })

  it("refuses an amount with a fraction of a cent, wherever it is", () => {
    const data = plan()
    data.hourlyRate = 150.005
    data.consultationFee = 0.001
    data.schedules[0].tiers[0].amount = 250.125
    data.schedules[0].addOns[0].unitAmount = 1e-7
    expect(planProblems(data).map(problem => problem.pointer)).toEqual([
      "/hourlyRate",
      "/consultationFee",
      "/schedules/0/tiers/0/amount",
      "/schedules/0/addOns/0/unitAmount",
    ])
    expect(planProblems(data)[0].message).toBe("Dollars and cents, at most two decimals (now 150.005)")
  })

  it("reads what is not yet a plan (an entry an editor is typing) without failing", () => {
    expect(planProblems({})).toEqual([])
    expect(planProblems({ schedules: [null, { tiers: "none" }] })).toEqual([])
  })
})

describe("plansDueForReview: a reminder for fees unchanged for a year", () => {
  const plans = [
    { id: "old", data: plan() },
    { id: "retired", data: { ...plan(), retiredTo: "/pricing" } },
    { id: "fresh", data: { ...plan(), schedules: [{ ...plan().schedules[0], effectiveFrom: "2026-11-01" }] } },
  ]

  it("names the plans whose schedule in effect took effect more than the months given ago, not retired ones", () => {
    expect(plansDueForReview(plans, "2027-01-02", 12)).toEqual([])
    expect(plansDueForReview(plans, "2026-12-31", 12)).toEqual([])
    expect(plansDueForReview(plans, "2027-01-01", 12)).toEqual([])
    expect(
      plansDueForReview(
        plans.slice(0, 1).map(p => ({ ...p, data: { ...p.data, schedules: [p.data.schedules[0]] } })),
        "2027-01-02",
        12
      )
    ).toEqual([{ id: "old", since: "2026-01-01" }])
  })
})
