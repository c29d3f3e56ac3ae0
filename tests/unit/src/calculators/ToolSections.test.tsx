import React from "react"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { ToolSections } from "../../../../src/calculators/ToolSections"
import { signatureOf } from "../../../../src/components/sections/PersonName"
import { CALCULATORS } from "../../../../src/calculators/registry"
import { fillTemplate } from "../../../../src/lib/fill-template"
import { formatDate } from "../../../../src/lib/format-date"
import { entryPages, madeUpSignature, madeUpTools, site } from "../../support/fixtures"

const texts = entryPages.tool

function renderTool(name: keyof typeof madeUpTools) {
  const tool = madeUpTools[name]
  render(<ToolSections tool={tool} texts={texts} language={site.language} locale={site.locale} />)
  return tool
}

/** A field by the label its entry gives it. */
const fieldOf = (tool: (typeof madeUpTools)[keyof typeof madeUpTools], name: string) =>
  screen.getByLabelText<HTMLInputElement>(tool.inputs.find(input => input.name === name)!.label)

const outputOf = (name: string) => document.querySelector<HTMLOutputElement>(`output[name="${name}"]`)!

describe("ToolSections", () => {
  it("shows the heading, the introduction, who set it up and who reviewed it on which day, and the tax year", () => {
    const tool = renderTool("self-employment-tax")
    const intro = screen.getByRole("region", { name: tool.heading })
    expect(within(intro).getByRole("heading", { level: 1 })).toHaveTextContent(tool.heading)
    expect(intro).toHaveTextContent(tool.intro)
    expect(intro).toHaveTextContent(`${texts.byline} ${signatureOf(madeUpSignature)}`)
    expect(intro).toHaveTextContent(
      `${texts.reviewedBy} ${signatureOf(madeUpSignature)} ${texts.reviewedOn} ${formatDate(tool.reviewed, site.language)}`
    )
    expect(intro).toHaveTextContent(fillTemplate(texts.taxYear, { year: tool.constants!.taxYear! }))
  })

  it("names each field and each result as its calculator declares them, results empty until figures are typed", () => {
    const tool = renderTool("runway")
    for (const input of CALCULATORS.runway.inputs) expect(fieldOf(tool, input.name).name).toBe(input.name)
    for (const name of CALCULATORS.runway.outputs) {
      expect(outputOf(name)).not.toHaveAttribute("data-value")
      expect(outputOf(name)).toHaveTextContent("")
    }
    expect(screen.getByText(texts.resultsPending)).toBeInTheDocument()
  })

  it("lists the figures it uses by their names, and links their source", () => {
    const tool = renderTool("required-minimum-distribution")
    const figures = screen.getByRole("region", { name: texts.figuresHeading })
    for (const { label } of tool.constantLabels!) expect(within(figures).getByText(label)).toBeInTheDocument()
    expect(within(figures).getByRole("link", { name: texts.source })).toHaveAttribute("href", tool.constants!.source)
    // The method, as the build rendered it from the editors' Markdown.
    expect(document.body.innerHTML).toContain(tool.methodHtml)
  })

  it("works out the results as the visitor types, each in an <output> with its value, and shows the working", async () => {
    const tool = renderTool("self-employment-tax")
    fireEvent.input(fieldOf(tool, "netProfit"), { target: { value: "50000" } })
    // The component's effect makes the calculator respond (src/calculators/attach.ts), as in the preview.
    await waitFor(() => expect(outputOf("selfEmploymentTax")).toHaveAttribute("data-value", "706478"))
    expect(outputOf("netEarnings").textContent).toMatch(/46,175\.00/)
    const working = screen.getByRole("heading", { name: texts.workingHeading }).nextElementSibling!
    expect(within(working as HTMLElement).getAllByRole("listitem")).toHaveLength(
      CALCULATORS["self-employment-tax"].working.length
    )
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined|\{\w+\}/)
  })

  it("gives a field holding no figure the editors' reason as its validity, and shows no result", () => {
    const tool = renderTool("self-employment-tax")
    const netProfit = fieldOf(tool, "netProfit")
    fireEvent.input(netProfit, { target: { value: "12abc" } })
    expect(netProfit.validationMessage).toBe(tool.messages.notAnAmount)
    expect(netProfit).toHaveAttribute("aria-invalid", "true")
    expect(outputOf("selfEmploymentTax")).not.toHaveAttribute("data-value")
    fireEvent.input(netProfit, { target: { value: "12" } })
    expect(netProfit.validationMessage).toBe("")
  })

  it("carries the figures in its call to action only once the visitor ticks the box, with its path and service", async () => {
    const tool = renderTool("self-employment-tax")
    const link = screen.getByRole("link", { name: tool.callToAction.button })
    const query = () => new URL(link.getAttribute("href")!, "https://site.example").searchParams
    expect(query().get("from")).toBe(tool.fields.path)
    expect(query().get("service")).toBe(tool.service!.fields.itemId)
    fireEvent.input(fieldOf(tool, "netProfit"), { target: { value: "50000" } })
    await waitFor(() => expect(outputOf("selfEmploymentTax")).toHaveAttribute("data-value", "706478"))
    expect(query().get("figures")).toBeNull()
    fireEvent.click(screen.getByLabelText(tool.callToAction.includeFigures))
    const figures = query().get("figures")!
    expect(figures.split("\n")).toEqual(
      expect.arrayContaining([tool.heading, `${tool.inputs[0].label}: 50000`, expect.stringMatching(/7,064\.78$/)])
    )
  })
})
