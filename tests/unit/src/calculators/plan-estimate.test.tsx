import React from "react"
import { renderToString } from "react-dom/server"
import { fireEvent } from "@testing-library/react"
import {
  MAX_COUNT,
  PLAN_ESTIMATE_ATTRIBUTE,
  PLAN_ESTIMATE_IDS,
  PLAN_ESTIMATE_READY_ATTRIBUTE,
  attachPlanEstimate,
  estimateText,
  planEstimateState,
  unitsField,
} from "../../../../src/calculators/plan-estimate"
import { PlanSections } from "../../../../src/calculators/PlanSections"
import { estimate, scheduleStanding, type FeeSchedule } from "../../../../src/calculators/plan-fees"
import { fillTemplate } from "../../../../src/lib/fill-template"
import { mostPlanEntries } from "../../../../tools/most-plans"
import { entryPages, site } from "../../support/fixtures"

/** The build's day the tests read the plans on. */
const TODAY = "2026-12-07"
const ENTRIES = mostPlanEntries(TODAY, ["tax-planning"])

/** A plan of `most` as its page's query gives it (the fragment's shape). */
function planOf(id: string): Queries.PlanSectionsContentFragment {
  const data = ENTRIES.find(entry => entry.id === id)!.data as Record<string, any>
  return {
    fields: { path: `/pricing/${data.address}` },
    name: data.name,
    summary: data.summary,
    audience: data.audience,
    service: data.service ? { fields: { itemId: data.service } } : null,
    includes: data.includes.map((item: { text: string; limit?: number }) => ({
      text: item.text,
      limit: item.limit ?? null,
    })),
    excludes: data.excludes,
    hourlyRate: data.hourlyRate ?? null,
    consultationFee: data.consultationFee,
    costs: data.costs,
    schedules: data.schedules.map((schedule: Record<string, any>) => ({ yearlyDiscount: null, ...schedule })),
  }
}

const texts = entryPages.plan
const messages = texts.estimate.messages

/** The published page's estimate, as a visitor's browser has it: the server's HTML, no React. */
function publishedPage(plan: Queries.PlanSectionsContentFragment) {
  document.body.innerHTML = renderToString(
    <PlanSections plan={plan} texts={texts} language={site.language} locale={site.locale} today={TODAY} />
  )
  return document.querySelector<HTMLElement>(`[${PLAN_ESTIMATE_ATTRIBUTE}]`)!
}

const field = (name: string) => document.getElementById(PLAN_ESTIMATE_IDS.field(name)) as HTMLInputElement
const output = (name: string) => document.querySelector<HTMLOutputElement>(`output[name="${name}"]`)
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } })
const inEffect = (plan: Queries.PlanSectionsContentFragment) =>
  scheduleStanding(plan.schedules as unknown as FeeSchedule[], TODAY).inEffect!

describe("src/calculators/plan-estimate.ts: a plan's estimate on the server's HTML, without React", () => {
  afterEach(() => (document.body.innerHTML = ""))

  it("names its fields after the driver and each add-on, and works out what was typed before it ran, in cents", () => {
    const plan = planOf("bookkeeping")
    const root = publishedPage(plan)
    const schedule = inEffect(plan)
    expect(
      [...document.querySelectorAll(`#${PLAN_ESTIMATE_IDS.form} input`)].map(input => input.getAttribute("name"))
    ).toEqual(["monthlyExpenses", ...schedule.addOns!.map(addOn => unitsField(addOn.id))])
    expect(field("monthlyExpenses")).toHaveAttribute("inputmode", "decimal")
    field("monthlyExpenses").value = "18,000"
    attachPlanEstimate(root)
    expect(root).toHaveAttribute(PLAN_ESTIMATE_READY_ATTRIBUTE)
    const expected = estimate(schedule, { driverFigure: 1_800_000, units: {} })
    expect(output("base")).toHaveAttribute("data-value", String(expected.base))
    expect(output("total")).toHaveAttribute("data-value", String(expected.total))
    expect(output("addOns")).toHaveAttribute("data-value", "0")
    expect(output("yearly")).toHaveAttribute("data-value", String(expected.yearly))
    expect(document.getElementById(PLAN_ESTIMATE_IDS.pending)).toHaveAttribute("hidden")
  })

  it("bills the add-ons' units beyond those included, and shows the working line by line", () => {
    const plan = planOf("bookkeeping")
    attachPlanEstimate(publishedPage(plan))
    const schedule = inEffect(plan)
    const [accounts, payroll] = schedule.addOns!
    type("monthlyExpenses", "50000")
    type(unitsField(accounts.id), String(accounts.included + 2))
    type(unitsField(payroll.id), "3")
    const expected = estimate(schedule, {
      driverFigure: 5_000_000,
      units: { [accounts.id]: accounts.included + 2, [payroll.id]: 3 },
    })
    expect(output("addOns")).toHaveAttribute("data-value", String(expected.addOns))
    expect(output("total")).toHaveAttribute("data-value", String(expected.total))
    // The tier, each add-on with units, the total and the year.
    expect(document.querySelectorAll(`#${PLAN_ESTIMATE_IDS.working} li`)).toHaveLength(5)
  })

  it("gives letters, a fraction of a unit and too many units the field's own validity, and no results", () => {
    const plan = planOf("payroll")
    attachPlanEstimate(publishedPage(plan))
    expect(field("employees")).toHaveAttribute("inputmode", "numeric")
    for (const [typed, message] of [
      ["twelve", messages.notACount],
      ["2.5", messages.notACount],
      ["-3", messages.notACount],
      [
        String(MAX_COUNT + 1),
        fillTemplate(messages.countTooLarge, { max: new Intl.NumberFormat("en-US").format(MAX_COUNT) }),
      ],
    ]) {
      type("employees", typed)
      expect({ typed, message: field("employees").validationMessage }).toEqual({ typed, message })
      expect(field("employees")).toHaveAttribute("aria-invalid", "true")
      expect(output("total")).not.toHaveAttribute("data-value")
      expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/)
    }
    type("employees", "12")
    expect(field("employees").validationMessage).toBe("")
    expect(output("total")).toHaveAttribute("data-value")
  })

  it("says quote for a tier priced on request, the add-ons still summed", () => {
    const plan = planOf("payroll")
    attachPlanEstimate(publishedPage(plan))
    type("employees", "500")
    expect(output("base")).toHaveAttribute("data-value", "quote")
    expect(output("base")).toHaveTextContent(texts.estimate.results.quote)
    expect(output("total")).toHaveAttribute("data-value", "quote")
    expect(output("addOns")).toHaveAttribute("data-value", "0")
  })

  it("works out a plan billed once at once, with no yearly figure, and refuses a negative amount", () => {
    const plan = planOf("tax-return")
    attachPlanEstimate(publishedPage(plan))
    expect(output("yearly")).toBeNull()
    expect(output("base")).toHaveAttribute("data-value", String(estimate(inEffect(plan), { units: {} }).base))
    const bookkeeping = planOf("bookkeeping")
    attachPlanEstimate(publishedPage(bookkeeping))
    type("monthlyExpenses", "-5")
    expect(field("monthlyExpenses").validationMessage).toBe(messages.negativeAmount)
  })

  it("carries the estimate in the call to action's link only once the box is ticked", () => {
    const plan = planOf("bookkeeping")
    attachPlanEstimate(publishedPage(plan))
    type("monthlyExpenses", "18000")
    const link = document.querySelector<HTMLAnchorElement>("section[aria-labelledby='cta-heading'] a")!
    const params = () => new URL(link.href, "https://site.example").searchParams
    expect(params().get("from")).toBe(plan.fields.path)
    expect(params().get("figures")).toBeNull()
    const box = document.getElementById(PLAN_ESTIMATE_IDS.includeEstimate) as HTMLInputElement
    fireEvent.click(box)
    expect(params().get("figures")).toContain(plan.name)
    expect(params().get("figures")).toContain("18000")
  })
})

describe("estimateText: the estimate for the inquiry", () => {
  it("gives the plan's name, each figure as typed and each result, one a line", () => {
    const plan = planOf("tax-return")
    const schedule = inEffect(plan)
    const setup = {
      planName: plan.name,
      schedule,
      texts: {
        billing: texts.billing,
        drivers: texts.drivers,
        upTo: texts.upTo,
        above: texts.above,
        every: texts.every,
        results: texts.estimate.results,
        working: texts.estimate.working,
        messages,
      },
      locale: site.locale,
      contact: { to: "/#contact", from: plan.fields.path },
    }
    const typed = { [unitsField(schedule.addOns![0].id)]: "2" }
    const { view } = planEstimateState(setup, typed)
    expect(estimateText(setup, typed, view!).split("\n")).toEqual([
      plan.name,
      `${schedule.addOns![0].label}: 2`,
      `${texts.estimate.results.base}: ${view!.results.base.text}`,
      `${texts.estimate.results.addOns}: ${view!.results.addOns.text}`,
      `${fillTemplate(texts.estimate.results.total, { period: texts.billing.once })}: ${view!.results.total.text}`,
    ])
  })
})
