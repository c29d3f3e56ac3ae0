import { fillTemplate } from "../lib/fill-template"
import { calculatorOf } from "./registry"
import { calculatorState, figuresText, type CalculatorView, type ToolForView, type Typed } from "./calculator"
import { contactLinkFrom } from "../lib/inquiry"
import type { YearMonth } from "./year-month"

/**
 * What a calculator responds with, on the DOM its component rendered (src/calculators/ToolCalculator.tsx): the
 * fields' problems, the results, the note, the working, and the call to action's link with the visitor's
 * figures once they tick the box. The same code runs on the published page, as the page's one script
 * (calculator-page.ts, without React), and under React (the content manager's preview, `gatsby develop`, a
 * page the app renders after a move from the home page), from the component's effect.
 */

/** The attribute that holds what the calculator needs to know, as JSON, on the element that holds the calculator. */
export const CALCULATOR_SETUP_ATTRIBUTE = "data-calculator"
/** Set on that element while the calculator responds: tests wait for it, as for a hydrated page. */
export const CALCULATOR_READY_ATTRIBUTE = "data-calculator-ready"

/** The ids of the component's parts, for the script to find them (`calculator-netProfit`, `calculator-note`). */
export const CALCULATOR_IDS = {
  form: "calculator",
  field: (name: string) => `calculator-${name}`,
  hint: (name: string) => `calculator-${name}-hint`,
  problem: (name: string) => `calculator-${name}-problem`,
  pending: "calculator-pending",
  note: "calculator-note",
  working: "calculator-working",
  choice: "calculator-choice",
  includeFigures: "calculator-include-figures",
} as const

/** What the component writes into CALCULATOR_SETUP_ATTRIBUTE. */
export interface CalculatorSetup {
  tool: ToolForView
  /** The tax year as the figures name it ("Figures for tax year 2025"), or "". */
  taxYear: string
  locale: string
  /** What the call to action's link says of the page: its path and its service. */
  contact: { to: string; from: string; service?: string }
}

/** The visitor's month, from their clock: the runway's cash-out month counts from it. */
function currentMonth(): YearMonth {
  const now = new Date()
  return { year: now.getFullYear(), month: now.getMonth() + 1 }
}

/** What the form holds, by field name. Read from the fields themselves, where typing lives. */
function readForm(form: HTMLFormElement): Typed {
  return Object.fromEntries(
    [...new FormData(form)].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : []))
  )
}

/** The note's text, with the result it names (`{firstYear}`), if any, as an `<output>` of its own. */
function writeNote(note: HTMLElement, template: string, view: CalculatorView, outputFor: string): void {
  const named = view.note?.output
  if (!named) {
    note.textContent = fillTemplate(template, view.note?.values ?? {})
    return
  }
  const [before, after = ""] = fillTemplate(template, { ...view.note?.values, [named.name]: "\u0000" }).split("\u0000")
  const output = note.ownerDocument.createElement("output")
  output.setAttribute("name", named.name)
  output.htmlFor.value = outputFor
  output.dataset.value = named.value
  output.textContent = named.text
  note.replaceChildren(before, output, after)
}

/**
 * Makes the calculator in `root` respond: works out what its fields hold at once (what was typed before the
 * script arrived) and with every change. Returns what undoes it. A calculator already responding is left
 * as it is.
 */
export function attachCalculator(root: HTMLElement): () => void {
  if (root.hasAttribute(CALCULATOR_READY_ATTRIBUTE)) return () => undefined
  const setup = JSON.parse(root.getAttribute(CALCULATOR_SETUP_ATTRIBUTE) ?? "null") as CalculatorSetup | null
  const document = root.ownerDocument
  const byId = (id: string) => document.getElementById(id)
  // The page's own window's classes: the content manager renders its preview into a frame, from its window.
  const page = document.defaultView!
  const form = byId(CALCULATOR_IDS.form)
  if (!setup || !(form instanceof page.HTMLFormElement))
    throw new Error("The calculator's page has no setup or no form")
  const { tool, locale } = setup
  const calculator = calculatorOf(tool.calculator)
  const box = byId(CALCULATOR_IDS.includeFigures) as HTMLInputElement | null
  // The call to action's link: the one beside the box.
  const link = box?.closest("section")?.querySelector("a[href]")
  const message = (key: string, values: Record<string, string>) => fillTemplate(tool.messages[key] ?? "", values)
  const shown = (id: string, show: boolean) => {
    const element = byId(id)
    if (element) element.hidden = !show
  }
  const outputFor = (calculator?.inputs ?? []).map(input => CALCULATOR_IDS.field(input.name)).join(" ")

  const update = () => {
    const typed = readForm(form)
    const { problems, view } = calculatorState(tool, typed, currentMonth(), locale, calculator)
    for (const element of form.elements) {
      if (!(element instanceof page.HTMLInputElement)) continue
      const problem = problems[element.name]
      const text = problem ? message(problem.message, problem.values) : ""
      // The field's own validity carries the editors' reason, for the browser's report on Enter.
      element.setCustomValidity(text)
      if (problem) element.setAttribute("aria-invalid", "true")
      else element.removeAttribute("aria-invalid")
      const problemLine = byId(CALCULATOR_IDS.problem(element.name))
      if (problemLine) {
        problemLine.textContent = text
        problemLine.hidden = !problem
      }
      const described = [CALCULATOR_IDS.hint(element.name), CALCULATOR_IDS.problem(element.name)].filter(
        id => byId(id) && !byId(id)!.hidden
      )
      if (described.length > 0) element.setAttribute("aria-describedby", described.join(" "))
      else element.removeAttribute("aria-describedby")
    }
    for (const result of tool.results) {
      const output = root.querySelector<HTMLOutputElement>(`output[name="${result.name}"]`)
      if (!output) continue
      const value = view?.results[result.name]
      output.textContent = value?.text ?? ""
      // A value without a text ("none": not burning) is still the machine's to read.
      if (value) output.dataset.value = value.value
      else delete output.dataset.value
      // Its row (term and value) shows only with a value.
      const row = output.closest("div")
      if (row) row.hidden = !value?.text
    }
    shown(CALCULATOR_IDS.pending, !view)
    const note = byId(CALCULATOR_IDS.note)
    if (note) {
      if (view?.note) writeNote(note, tool.messages[view.note.message] ?? "", view, outputFor)
      else note.replaceChildren()
      note.hidden = !view?.note
    }
    const working = byId(CALCULATOR_IDS.working)
    if (working) {
      const lines = (view?.working ?? []).flatMap(line => {
        const text = tool.working.find(candidate => candidate.line === line.line)?.text
        if (!text) return []
        const item = document.createElement("li")
        item.textContent = fillTemplate(text, line.values)
        return [item]
      })
      working.querySelector("ol")?.replaceChildren(...lines)
      working.hidden = lines.length === 0
    }
    shown(CALCULATOR_IDS.choice, Boolean(view))
    if (link) {
      const noteText = view?.note ? message(view.note.message, view.note.values) : ""
      const figures =
        view && box?.checked ? [figuresText(tool, typed, view, setup.taxYear), noteText].filter(Boolean).join("\n") : ""
      link.setAttribute(
        "href",
        contactLinkFrom(setup.contact.to, setup.contact.from, setup.contact.service, figures || undefined)
      )
    }
  }

  const submit = (event: Event) => {
    event.preventDefault()
    update()
    form.reportValidity()
  }
  // A choice in a <select> is an input event too.
  form.addEventListener("input", update)
  form.addEventListener("submit", submit)
  box?.addEventListener("change", update)
  update()
  root.toggleAttribute(CALCULATOR_READY_ATTRIBUTE, true)
  return () => {
    form.removeEventListener("input", update)
    form.removeEventListener("submit", submit)
    box?.removeEventListener("change", update)
    root.removeAttribute(CALCULATOR_READY_ATTRIBUTE)
  }
}
