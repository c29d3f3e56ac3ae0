import { fillTemplate } from "../lib/fill-template"
import { contactLinkFrom } from "../lib/inquiry"
import { CURRENCY, MAX_CENTS, formatters, type Formatters } from "./calculator"
import { parseMoney } from "./input"
import { estimate, type Estimate, type FeeSchedule, type Priced } from "./plan-fees"

/**
 * A plan's estimate on its page (PlanEstimate.tsx renders it): what the visitor typed, read as figures, each
 * field's problem in the editors' words, the results as `<output name data-value>` (cents, or `quote`), the working
 * line by line, and the call to action's link with the estimate when the visitor ticks the box. The figures come
 * from plan-fees.ts; this words them. The calculators' module makes it respond on the published page (one cached
 * file for both), and the component's effect where React renders the page.
 */

/** The attribute that holds the estimate's setup, as JSON, on the element that holds the estimate. */
export const PLAN_ESTIMATE_ATTRIBUTE = "data-plan-estimate"
/** Set on that element while the estimate responds: tests wait for it, as for a hydrated page. */
export const PLAN_ESTIMATE_READY_ATTRIBUTE = "data-plan-estimate-ready"

/** The ids of the estimate's parts. */
export const PLAN_ESTIMATE_IDS = {
  form: "plan-estimate",
  field: (name: string) => `plan-estimate-${name}`,
  problem: (name: string) => `plan-estimate-${name}-problem`,
  pending: "plan-estimate-pending",
  working: "plan-estimate-working",
  choice: "plan-estimate-choice",
  includeEstimate: "plan-estimate-include",
} as const

/** The largest count a field takes (employees, units of an add-on): beyond any firm these plans are for. */
export const MAX_COUNT = 100_000

/** The `name` of an add-on's field: `units-<its code>`. */
export const unitsField = (addOnId: string) => `units-${addOnId}`

/** The words the estimate writes, from data/entry-pages.json's `plan`. */
interface PlanEstimateTexts {
  billing: { month: string; year: string; once: string }
  drivers: { monthlyExpenses: string; employees: string; none: string }
  upTo: string
  above: string
  every: string
  results: { base: string; addOns: string; total: string; yearly: string; quote: string }
  working: { tier: string; single: string; addOn: string; total: string; yearly: string }
  messages: {
    notAnAmount: string
    negativeAmount: string
    tooLarge: string
    tooPrecise: string
    notACount: string
    countTooLarge: string
  }
}

/** What the component writes into PLAN_ESTIMATE_ATTRIBUTE. */
export interface PlanEstimateSetup {
  planName: string
  /** The schedule in effect: the estimate never uses an announced or an honoured one. */
  schedule: FeeSchedule
  texts: PlanEstimateTexts
  locale: string
  /** What the call to action's link says of the page: where it leads, the page's path, its service. */
  contact: { to: string; from: string; service?: string }
}

/** What the visitor typed, by field name. */
type Typed = Readonly<Record<string, string | undefined>>

interface FieldProblem {
  message: keyof PlanEstimateTexts["messages"]
  values: Record<string, string>
}

/** A result as an `<output>` shows it: its text, and its `data-value` (cents, or `quote`). */
interface ShownResult {
  text: string
  value: string
}

interface PlanEstimateView {
  results: { base: ShownResult; addOns: ShownResult; total: ShownResult; yearly?: ShownResult }
  /** The lines of the working, in order, in the editors' words with the figures filled in. */
  working: string[]
}

interface PlanEstimateState {
  problems: Record<string, FieldProblem>
  /** The results, once the driver's field holds a figure and no field has a problem; null until then. */
  view: PlanEstimateView | null
}

/** A count as typed: digits only, spaces around them allowed, and the locale's group separators ("1,200"). */
function parseCount(
  text: string,
  format: Formatters
): { ok: true; count: number | null } | { ok: false; problem: FieldProblem } {
  const group = new Intl.NumberFormat(format.tag).formatToParts(12345).find(part => part.type === "group")?.value
  const trimmed = text.trim()
  if (trimmed === "") return { ok: true, count: null }
  const digits = group ? trimmed.split(group).join("") : trimmed
  if (!/^\d+$/.test(digits)) return { ok: false, problem: { message: "notACount", values: {} } }
  const count = Number(digits)
  if (count > MAX_COUNT)
    return {
      ok: false,
      problem: { message: "countTooLarge", values: { max: new Intl.NumberFormat(format.tag).format(MAX_COUNT) } },
    }
  return { ok: true, count }
}

const MONEY_PROBLEMS = {
  "not-a-number": "notAnAmount",
  negative: "negativeAmount",
  "too-large": "tooLarge",
  "too-precise": "tooPrecise",
} as const

/** The fields' figures and problems, and the estimate once the figures are complete. */
export function planEstimateState(setup: PlanEstimateSetup, typed: Typed): PlanEstimateState {
  const { schedule } = setup
  const format = formatters(setup.locale)
  const problems: Record<string, FieldProblem> = {}
  let driverFigure: number | undefined
  let complete = true
  if (schedule.driver === "monthlyExpenses") {
    const money = parseMoney(typed[schedule.driver] ?? "", {
      locale: format.tag,
      currency: CURRENCY,
      allowNegative: false,
      maxCents: MAX_CENTS,
    })
    if (!money.ok)
      problems[schedule.driver] = {
        message: MONEY_PROBLEMS[money.problem],
        values: money.problem === "too-large" ? { max: format.money(MAX_CENTS) } : {},
      }
    else if (money.cents === null) complete = false
    else driverFigure = money.cents
  } else if (schedule.driver === "employees") {
    const count = parseCount(typed[schedule.driver] ?? "", format)
    if (!count.ok) problems[schedule.driver] = count.problem
    else if (count.count === null) complete = false
    else driverFigure = count.count
  }
  const units: Record<string, number> = {}
  for (const addOn of schedule.addOns ?? []) {
    const count = parseCount(typed[unitsField(addOn.id)] ?? "", format)
    if (!count.ok) problems[unitsField(addOn.id)] = count.problem
    else units[addOn.id] = count.count ?? 0
  }
  if (!complete || Object.keys(problems).length > 0) return { problems, view: null }
  return { problems, view: viewOf(setup, estimate(schedule, { driverFigure, units }), driverFigure, format) }
}

/** The estimate as the page shows it: each result, and the working line by line. */
function viewOf(
  setup: PlanEstimateSetup,
  result: Estimate,
  driverFigure: number | undefined,
  format: Formatters
): PlanEstimateView {
  const { schedule, texts } = setup
  const period = texts.billing[schedule.billing]
  const shown = (priced: Priced): ShownResult =>
    priced === "quote"
      ? { text: texts.results.quote, value: "quote" }
      : { text: format.money(priced), value: String(priced) }
  const bound = (upTo: number) => (schedule.driver === "monthlyExpenses" ? format.dollars(upTo) : format.decimal(upTo))
  const tierWords = () => {
    const { tier, tierIndex } = result
    if (tier.upTo !== null) return fillTemplate(texts.upTo, { upTo: bound(tier.upTo) })
    const before = schedule.tiers[tierIndex - 1]?.upTo
    return before === undefined || before === null ? texts.every : fillTemplate(texts.above, { upTo: bound(before) })
  }
  const amount = result.base === "quote" ? texts.results.quote : `${format.money(result.base)} ${period}`
  const figure =
    driverFigure === undefined
      ? ""
      : schedule.driver === "monthlyExpenses"
        ? format.money(driverFigure)
        : format.decimal(driverFigure)
  const working = [
    schedule.driver === "none"
      ? fillTemplate(texts.working.single, { amount })
      : fillTemplate(texts.working.tier, { driver: texts.drivers[schedule.driver], figure, tier: tierWords(), amount }),
    ...result.addOnLines
      .filter(line => line.units > 0)
      .map(line =>
        fillTemplate(texts.working.addOn, {
          label: line.addOn.label,
          units: format.decimal(line.units),
          included: format.decimal(line.addOn.included),
          beyond: format.decimal(line.beyond),
          unitAmount: format.dollars(line.addOn.unitAmount),
          result: format.money(line.cents),
        })
      ),
    fillTemplate(texts.working.total, {
      base: shown(result.base).text,
      addOns: format.money(result.addOns),
      result: shown(result.total).text,
    }),
    ...(result.yearly === undefined
      ? []
      : [
          fillTemplate(texts.working.yearly, {
            total: shown(result.total).text,
            discount: format.percent(schedule.yearlyDiscount ?? 0),
            result: shown(result.yearly).text,
          }),
        ]),
  ]
  return {
    results: {
      base: shown(result.base),
      addOns: shown(result.addOns),
      total: shown(result.total),
      ...(result.yearly !== undefined && { yearly: shown(result.yearly) }),
    },
    working,
  }
}

/** The visitor's estimate as one text for the inquiry: the plan, each figure as typed, each result, one a line. */
export function estimateText(setup: PlanEstimateSetup, typed: Typed, view: PlanEstimateView): string {
  const { schedule, texts } = setup
  const period = texts.billing[schedule.billing]
  const fields = [
    ...(schedule.driver === "none" ? [] : [[texts.drivers[schedule.driver], typed[schedule.driver]]]),
    ...(schedule.addOns ?? []).map(addOn => [addOn.label, typed[unitsField(addOn.id)]]),
  ].flatMap(([label, value]) => (value?.trim() ? [`${label}: ${value.trim()}`] : []))
  const results = [
    [texts.results.base, view.results.base.text],
    [texts.results.addOns, view.results.addOns.text],
    [fillTemplate(texts.results.total, { period }), view.results.total.text],
    ...(view.results.yearly ? [[texts.results.yearly, view.results.yearly.text]] : []),
  ].map(([label, text]) => `${label}: ${text}`)
  return [setup.planName, ...fields, ...results].join("\n")
}

/** What the form holds, by field name, read from the fields themselves. */
function readForm(form: HTMLFormElement): Typed {
  return Object.fromEntries(
    [...new FormData(form)].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : []))
  )
}

/**
 * Makes the estimate in `root` respond: works out what its fields hold at once (what was typed before the script
 * arrived) and with every change. Returns what undoes it; an estimate already responding is left as it is.
 */
export function attachPlanEstimate(root: HTMLElement): () => void {
  if (root.hasAttribute(PLAN_ESTIMATE_READY_ATTRIBUTE)) return () => undefined
  const setup = JSON.parse(root.getAttribute(PLAN_ESTIMATE_ATTRIBUTE) ?? "null") as PlanEstimateSetup | null
  const document = root.ownerDocument
  const page = document.defaultView!
  const byId = (id: string) => document.getElementById(id)
  const form = byId(PLAN_ESTIMATE_IDS.form)
  if (!setup || !(form instanceof page.HTMLFormElement))
    throw new Error("The plan's page has no estimate's setup or form")
  const box = byId(PLAN_ESTIMATE_IDS.includeEstimate) as HTMLInputElement | null
  const link = box?.closest("section")?.querySelector("a[href]")
  const update = () => {
    const typed = readForm(form)
    const { problems, view } = planEstimateState(setup, typed)
    for (const element of form.elements) {
      if (!(element instanceof page.HTMLInputElement)) continue
      const problem = problems[element.name]
      const text = problem ? fillTemplate(setup.texts.messages[problem.message], problem.values) : ""
      element.setCustomValidity(text)
      if (problem) element.setAttribute("aria-invalid", "true")
      else element.removeAttribute("aria-invalid")
      const line = byId(PLAN_ESTIMATE_IDS.problem(element.name))
      if (line) {
        line.textContent = text
        line.hidden = !problem
      }
    }
    for (const output of root.querySelectorAll<HTMLOutputElement>("output[name]")) {
      const shown = view?.results[output.name as keyof PlanEstimateView["results"]]
      output.textContent = shown?.text ?? ""
      if (shown) output.dataset.value = shown.value
      else delete output.dataset.value
      const row = output.closest("div")
      if (row) row.hidden = !shown
    }
    const pending = byId(PLAN_ESTIMATE_IDS.pending)
    if (pending) pending.hidden = Boolean(view)
    const working = byId(PLAN_ESTIMATE_IDS.working)
    if (working) {
      const items = (view?.working ?? []).map(text => {
        const item = document.createElement("li")
        item.textContent = text
        return item
      })
      working.querySelector("ol")?.replaceChildren(...items)
      working.hidden = items.length === 0
    }
    const choice = byId(PLAN_ESTIMATE_IDS.choice)
    if (choice) choice.hidden = !view
    if (link)
      link.setAttribute(
        "href",
        contactLinkFrom(
          setup.contact.to,
          setup.contact.from,
          setup.contact.service,
          view && box?.checked ? estimateText(setup, typed, view) : undefined
        )
      )
  }
  const submit = (event: Event) => {
    event.preventDefault()
    update()
    form.reportValidity()
  }
  form.addEventListener("input", update)
  form.addEventListener("submit", submit)
  box?.addEventListener("change", update)
  update()
  root.toggleAttribute(PLAN_ESTIMATE_READY_ATTRIBUTE, true)
  return () => {
    form.removeEventListener("input", update)
    form.removeEventListener("submit", submit)
    box?.removeEventListener("change", update)
    root.removeAttribute(PLAN_ESTIMATE_READY_ATTRIBUTE)
  }
}
