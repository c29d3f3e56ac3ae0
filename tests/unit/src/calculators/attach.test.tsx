import React from "react"
import { renderToString } from "react-dom/server"
import { fireEvent } from "@testing-library/react"
import {
  attachCalculator,
  CALCULATOR_IDS,
  CALCULATOR_READY_ATTRIBUTE,
  CALCULATOR_SETUP_ATTRIBUTE,
} from "../../../../src/calculators/attach"
import { ToolCalculator } from "../../../../src/calculators/ToolCalculator"
import { CALCULATORS } from "../../../../src/calculators/registry"
import { calculatorState, figuresText } from "../../../../src/calculators/calculator"
import { fillTemplate } from "../../../../src/lib/fill-template"
import { entryPages, madeUpTools, site } from "../../support/fixtures"

type MadeUpTool = (typeof madeUpTools)[keyof typeof madeUpTools]

/**
 * The published page, as a visitor's browser has it: the server's HTML of the calculator, no React, and the
 * page's one script (attachCalculator) run on it.
 */
function publishedPage(tool: MadeUpTool) {
  document.body.innerHTML = renderToString(
    <ToolCalculator tool={tool} texts={entryPages.tool} locale={site.locale}>
      <div />
    </ToolCalculator>
  )
  return document.querySelector<HTMLElement>(`[${CALCULATOR_SETUP_ATTRIBUTE}]`)!
}

const field = (name: string) => document.getElementById(CALCULATOR_IDS.field(name)) as HTMLInputElement
const output = (name: string) => document.querySelector<HTMLOutputElement>(`output[name="${name}"]`)!
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } })
const link = () => document.querySelector<HTMLAnchorElement>("section[aria-labelledby='cta-heading'] a")!
const figuresOf = () => new URL(link().href, "https://site.example").searchParams.get("figures")

describe("src/calculators/attach.ts: the calculator on the server's HTML, without React", () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date("2026-11-20T15:00:00Z") }))
  afterEach(() => {
    jest.useRealTimers()
    document.body.innerHTML = ""
  })

  it("works out what was typed before it ran, and marks the calculator as responding", () => {
    const root = publishedPage(madeUpTools["self-employment-tax"])
    field("netProfit").value = "50000"
    expect(output("selfEmploymentTax")).not.toHaveAttribute("data-value")
    attachCalculator(root)
    expect(root).toHaveAttribute(CALCULATOR_READY_ATTRIBUTE)
    expect(output("selfEmploymentTax")).toHaveAttribute("data-value", "706478")
    expect(output("selfEmploymentTax").closest("div")).not.toHaveAttribute("hidden")
    expect(document.getElementById(CALCULATOR_IDS.pending)).toHaveAttribute("hidden")
    expect(document.querySelectorAll(`#${CALCULATOR_IDS.working} li`).length).toBeGreaterThan(0)
  })

  it("stops responding once undone, and a second start on a responding calculator changes nothing", () => {
    const root = publishedPage(madeUpTools["self-employment-tax"])
    const undo = attachCalculator(root)
    attachCalculator(root)()
    expect(root).toHaveAttribute(CALCULATOR_READY_ATTRIBUTE)
    type("netProfit", "50000")
    expect(output("selfEmploymentTax")).toHaveAttribute("data-value", "706478")
    undo()
    expect(root).not.toHaveAttribute(CALCULATOR_READY_ATTRIBUTE)
    type("netProfit", "60000")
    expect(output("selfEmploymentTax")).toHaveAttribute("data-value", "706478")
  })

  it("gives a field's problem as its validity, in its own line that the field names, and takes both back once fixed", () => {
    const tool = madeUpTools.runway
    attachCalculator(publishedPage(tool))
    const problem = document.getElementById(CALCULATOR_IDS.problem("cash"))!
    expect(problem).toHaveAttribute("hidden")
    type("cash", "12abc")
    expect(field("cash").validationMessage).toBe(tool.messages.notAnAmount)
    expect(field("cash")).toHaveAttribute("aria-invalid", "true")
    expect(problem).not.toHaveAttribute("hidden")
    expect(problem).toHaveTextContent(tool.messages.notAnAmount!)
    // The cash has no hint: the problem alone describes it, and nothing once it is fixed.
    expect(field("cash")).toHaveAttribute("aria-describedby", problem.id)
    expect(document.getElementById(CALCULATOR_IDS.working)).toHaveAttribute("hidden")
    type("cash", "12")
    expect(field("cash").validationMessage).toBe("")
    expect(field("cash")).not.toHaveAttribute("aria-invalid")
    expect(problem).toHaveAttribute("hidden")
    expect(field("cash")).not.toHaveAttribute("aria-describedby")
    // The revenue has a hint, which stays beside its problem.
    type("monthlyRevenue", "-5")
    expect(field("monthlyRevenue")).toHaveAttribute(
      "aria-describedby",
      `${CALCULATOR_IDS.hint("monthlyRevenue")} ${CALCULATOR_IDS.problem("monthlyRevenue")}`
    )
  })

  it("on Enter, works the figures out and lets the browser report a field's problem, instead of sending the form", () => {
    const tool = madeUpTools.runway
    const undo = attachCalculator(publishedPage(tool))
    const form = document.getElementById(CALCULATOR_IDS.form) as HTMLFormElement
    const report = jest.spyOn(form, "reportValidity")
    field("cash").value = "12abc"
    // fireEvent gives false when the event's default was prevented.
    expect(fireEvent.submit(form)).toBe(false)
    expect(report).toHaveBeenCalledTimes(1)
    expect(field("cash").validationMessage).toBe(tool.messages.notAnAmount)
    undo()
    expect(fireEvent.submit(form)).toBe(true)
    expect(report).toHaveBeenCalledTimes(1)
  })

  it("responds in a frame, run from the window around it, as the content manager's preview has it", () => {
    const frame = document.createElement("iframe")
    document.body.append(frame)
    const inside = frame.contentDocument!
    inside.body.innerHTML = renderToString(
      <ToolCalculator tool={madeUpTools.runway} texts={entryPages.tool} locale={site.locale}>
        <div />
      </ToolCalculator>
    )
    // The frame's elements are of its own window's classes, not of the window this code runs in.
    expect(inside.getElementById(CALCULATOR_IDS.form) instanceof HTMLFormElement).toBe(false)
    attachCalculator(inside.querySelector<HTMLElement>(`[${CALCULATOR_SETUP_ATTRIBUTE}]`)!)
    const cash = inside.getElementById(CALCULATOR_IDS.field("cash")) as HTMLInputElement
    fireEvent.input(cash, { target: { value: "12abc" } })
    expect(cash.validationMessage).toBe(madeUpTools.runway.messages.notAnAmount)
    fireEvent.input(cash, { target: { value: "100000" } })
    fireEvent.input(inside.getElementById(CALCULATOR_IDS.field("monthlyExpenses"))!, { target: { value: "10000" } })
    expect(inside.querySelector('output[name="runwayMonths"]')).toHaveAttribute("data-value", "10.0")
  })

  it("says which part is missing when the page has no calculator's setup or no form", () => {
    const root = publishedPage(madeUpTools.runway)
    document.getElementById(CALCULATOR_IDS.form)!.remove()
    expect(() => attachCalculator(root)).toThrow("The calculator's page has no setup or no form")
  })

  it("states a runway that is not burning as `none`, with its row hidden, and says why", () => {
    const tool = madeUpTools.runway
    attachCalculator(publishedPage(tool))
    type("cash", "100000")
    type("monthlyRevenue", "50000")
    type("monthlyExpenses", "40000")
    expect(output("runwayMonths")).toHaveAttribute("data-value", "none")
    expect(output("runwayMonths").closest("div")).toHaveAttribute("hidden")
    const note = document.getElementById(CALCULATOR_IDS.note)!
    expect(note).not.toHaveAttribute("hidden")
    expect(note).toHaveTextContent(tool.messages.notBurning!)
    type("monthlyRevenue", "0")
    expect(note).toHaveAttribute("hidden")
    expect(note).toBeEmptyDOMElement()
  })

  it("names the first year of a distribution not yet due in an <output> of its own inside the note", () => {
    const tool = madeUpTools["required-minimum-distribution"]
    attachCalculator(publishedPage(tool))
    type("balance", "100000")
    type("birthYear", "1960")
    type("distributionYear", "2026")
    const first = document.querySelector<HTMLOutputElement>(`#${CALCULATOR_IDS.note} output[name="firstYear"]`)
    expect(first).toHaveAttribute("data-value", "2035")
    expect(first!.htmlFor.value.split(" ")).toEqual(
      CALCULATORS["required-minimum-distribution"].inputs.map(input => CALCULATOR_IDS.field(input.name))
    )
    expect(output("rmd")).toHaveAttribute("data-value", "0")
    // The note's words around it, its placeholder filled by the output.
    expect(document.getElementById(CALCULATOR_IDS.note)!.textContent).toBe(
      fillTemplate(tool.messages.notYet!, { firstYear: "2035" })
    )
  })

  it("counts a runway's months from the visitor's month, on their clock", () => {
    attachCalculator(publishedPage(madeUpTools.runway))
    type("cash", "100000")
    type("monthlyExpenses", "10000")
    // Ten months from November 2026 (the clock of these tests).
    expect(output("runwayMonths")).toHaveAttribute("data-value", "10.0")
    expect(output("cashOutMonth")).toHaveAttribute("data-value", "2027-09")
  })

  it("carries the figures in the call to action's link only while the box is ticked, the note's words last", () => {
    const tool = madeUpTools["self-employment-tax"]
    const undo = attachCalculator(publishedPage(tool))
    const box = document.getElementById(CALCULATOR_IDS.includeFigures) as HTMLInputElement
    const taxYear = fillTemplate(entryPages.tool.taxYear, { year: tool.constants!.taxYear! })
    /** The figures for a net profit, as src/lib's modules put them, and the words of the note after them. */
    const expected = (netProfit: string, note = "") => {
      const typed = {
        netProfit,
        socialSecurityWages: "",
        medicareWages: "",
        filingStatus: tool.filingStatuses![0].value,
      }
      const month = { year: 2026, month: 11 }
      const { view } = calculatorState(tool, typed, month, site.locale, CALCULATORS["self-employment-tax"])
      return [figuresText(tool, typed, view!, taxYear), note].filter(Boolean).join("\n")
    }
    expect(document.getElementById(CALCULATOR_IDS.choice)).toHaveAttribute("hidden")
    type("netProfit", "50000")
    expect(document.getElementById(CALCULATOR_IDS.choice)).not.toHaveAttribute("hidden")
    expect(figuresOf()).toBeNull()
    fireEvent.click(box)
    expect(figuresOf()).toBe(expected("50000"))
    expect(figuresOf()).toContain(`${tool.inputs[0].label}: 50000`)
    // Under the minimum, the note says why nothing is owed.
    type("netProfit", "100")
    const note = document.getElementById(CALCULATOR_IDS.note)!.textContent
    expect(note.length).toBeGreaterThan(0)
    expect(figuresOf()).toBe(expected("100", note))
    fireEvent.click(box)
    expect(figuresOf()).toBeNull()
    expect(new URL(link().href).searchParams.get("from")).toBe(tool.fields.path)
    // Undone, the box no longer changes the link.
    undo()
    fireEvent.click(box)
    expect(figuresOf()).toBeNull()
  })

  it("places the first year where the note's words name it, or after them when they do not", () => {
    const tool = madeUpTools["required-minimum-distribution"]
    const words = { ...tool, messages: { ...tool.messages, notYet: "Nothing is due yet." } }
    attachCalculator(publishedPage(words))
    type("balance", "100000")
    type("birthYear", "1960")
    type("distributionYear", "2026")
    expect(document.getElementById(CALCULATOR_IDS.note)!.textContent).toBe("Nothing is due yet.2035")
  })

  it("writes the editors' texts as text: markup in a line of the working runs nothing and makes no element", () => {
    const tool = madeUpTools["self-employment-tax"]
    const hostile = '<img src=x onerror="window.hostile=1">'
    const withMarkup = { ...tool, working: tool.working.map(line => ({ ...line, text: `${hostile} ${line.text}` })) }
    attachCalculator(publishedPage(withMarkup))
    type("netProfit", "50000")
    const lines = document.querySelectorAll(`#${CALCULATOR_IDS.working} li`)
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(line.textContent.startsWith(`${hostile} `)).toBe(true)
    expect(document.querySelector(`#${CALCULATOR_IDS.working} img`)).toBeNull()
  })
})
