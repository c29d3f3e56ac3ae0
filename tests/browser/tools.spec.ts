import type { Page } from "@playwright/test"
import { CALCULATOR_IDS } from "../../src/calculators/attach"
import {
  test,
  expect,
  TOOLS,
  SERVICE_PAGES,
  holdScripts,
  calculatorResponds,
  waitForHydration,
  contactForm,
} from "./fixtures"
import { content, listingPageSize } from "../../tools/content"
import { byCodeUnits } from "../../src/lib/article-order"
import { listingPagePath } from "../../src/lib/listing-pages"
import { CALCULATORS, isCalculatorName, type CalculatorName } from "../../src/calculators/registry"
import { selfEmploymentTax, type SelfEmploymentTaxConstants } from "../../src/calculators/self-employment-tax"
import { runway } from "../../src/calculators/runway"
import { formatYearMonth } from "../../src/calculators/year-month"
import { requiredMinimumDistribution, type RmdConstants } from "../../src/calculators/required-minimum-distribution"
import { fillTemplate } from "../../src/lib/fill-template"
import { entryPath } from "../../plugins/content-model/content-entries"
import { CONTENT_KINDS } from "../../plugins/content-model/content-kinds"
import { STAND_IN_SUBMISSIONS_PATH, type Submission } from "../../tools/netlify-forms-stand-in"

/**
 * The calculators as a visitor uses them, on the content that has them (the `most` variant has one of each):
 * results as they type, each an `<output>` whose `data-value` the pure modules' answer gives; the editors'
 * reason at a field that holds no figure, and no result then; the page without JavaScript; what was typed
 * before the scripts arrived; the figures carried into an inquiry; where the calculators are listed. Every
 * word is the content's, every expected figure is worked out by src/lib's own modules from the content's
 * constants, and the clock is fixed (a runway's cash-out month counts from it).
 */

type Tool = (typeof TOOLS)[number] & { calculator: CalculatorName }
const toolOf = (name: CalculatorName) => TOOLS.find(tool => tool.calculator === name) as Tool | undefined
const NOW = new Date("2026-11-20T15:00:00Z")

/** A field by the label its entry gives it. */
const field = (page: Page, tool: Tool, name: string) =>
  page.getByLabel(tool.inputs.find(input => input.name === name)!.label, { exact: true })
const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`)

async function open(page: Page, tool: Tool) {
  await page.clock.setFixedTime(NOW)
  await page.goto(entryPath(tool))
  await waitForHydration(page)
}

test.describe("every calculator", () => {
  test.skip(TOOLS.length === 0, "this content has no calculator")

  for (const tool of TOOLS as Tool[])
    test(`${entryPath(tool)}: its heading, its labelled fields with a decimal keyboard for money, its byline and figures`, async ({
      page,
    }) => {
      await open(page, tool)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tool.heading)
      expect(isCalculatorName(tool.calculator)).toBe(true)
      for (const input of CALCULATORS[tool.calculator].inputs) {
        const control = field(page, tool, input.name)
        await expect(control).toHaveAttribute("name", input.name)
        if (input.kind === "money" || input.kind === "signed-money")
          await expect(control).toHaveAttribute("inputmode", "decimal")
      }
      for (const result of CALCULATORS[tool.calculator].outputs) await expect(output(page, result)).toHaveCount(1)
      const intro = page.getByRole("region", { name: tool.heading })
      await expect(intro).toContainText(content.entryPages.tool.byline)
      await expect(intro).toContainText(content.entryPages.tool.reviewedBy)
      if (tool.constants?.source)
        await expect(page.getByRole("link", { name: content.entryPages.tool.source })).toHaveAttribute(
          "href",
          tool.constants.source
        )
    })
})

test.describe("the self-employment tax calculator", () => {
  const tool = toolOf("self-employment-tax")
  test.skip(!tool, "this content has no self-employment tax calculator")
  const constants = tool?.constants as unknown as SelfEmploymentTaxConstants

  test("works out Schedule SE and Form 8959 as the visitor types, line by line, as the pure module does", async ({
    page,
  }) => {
    await open(page, tool!)
    await field(page, tool!, "netProfit").fill("250,000")
    await field(page, tool!, "medicareWages").fill("10000")
    await page.locator('select[name="filingStatus"]').selectOption("married-separately")
    const expected = selfEmploymentTax(constants, {
      netProfit: 25_000_000,
      socialSecurityWages: 0,
      medicareWages: 1_000_000,
      filingStatus: "married-separately",
    })
    for (const name of CALCULATORS["self-employment-tax"].outputs)
      await expect(output(page, name)).toHaveAttribute(
        "data-value",
        String(expected[name as Exclude<keyof typeof expected, "lines" | "owed">])
      )
    // The working: a line for each of the entry's lines, in the form's order, with nothing unfilled.
    const lines = page.locator("#calculator-results ol li")
    await expect(lines).toHaveCount(CALCULATORS["self-employment-tax"].working.length)
    for (const text of await lines.allTextContents()) expect(text).not.toMatch(/\{\w+\}|NaN|Infinity|undefined/)
  })

  test("under the minimum, every result is 0 and the page says why; letters get the field's own reason and no result", async ({
    page,
  }) => {
    await open(page, tool!)
    const netProfit = field(page, tool!, "netProfit")
    await netProfit.fill("-5,000")
    await expect(output(page, "selfEmploymentTax")).toHaveAttribute("data-value", "0")
    const below = tool!.messages.belowMinimum!.split("{")[0]
    await expect(page.locator("#calculator-results")).toContainText(below)

    await netProfit.fill("fifty thousand")
    await netProfit.press("Enter")
    expect(await netProfit.evaluate(input => (input as HTMLInputElement).validationMessage)).toBe(
      tool!.messages.notAnAmount
    )
    await expect(netProfit).toHaveAttribute("aria-invalid", "true")
    await expect(output(page, "selfEmploymentTax")).not.toHaveAttribute("data-value", /.*/)
    await expect(page.locator("#calculator-results")).toContainText(content.entryPages.tool.resultsPending)
    await expect(page.locator("main")).not.toContainText(/NaN|Infinity|undefined/)
  })
})

test.describe("the runway calculator", () => {
  const tool = toolOf("runway")
  test.skip(!tool, "this content has no runway calculator")

  test("gives the runway rounded down to a tenth and the month the cash runs out, from the visitor's month", async ({
    page,
  }) => {
    await open(page, tool!)
    await field(page, tool!, "cash").fill("100000")
    await field(page, tool!, "monthlyRevenue").fill("10,000")
    await field(page, tool!, "monthlyExpenses").fill("$40,000.00")
    const expected = runway(
      { cash: 10_000_000, monthlyRevenue: 1_000_000, monthlyExpenses: 4_000_000 },
      { year: NOW.getFullYear(), month: NOW.getMonth() + 1 }
    )
    if (!expected.burning) throw new Error("the case burns cash")
    await expect(output(page, "netBurn")).toHaveAttribute("data-value", String(expected.netBurn))
    await expect(output(page, "runwayMonths")).toHaveAttribute("data-value", expected.runwayMonths.toFixed(1))
    await expect(output(page, "cashOutMonth")).toHaveAttribute("data-value", formatYearMonth(expected.cashOutMonth))

    await field(page, tool!, "monthlyRevenue").fill("50000")
    await expect(output(page, "runwayMonths")).toHaveAttribute("data-value", "none")
    await expect(page.locator("#calculator-results")).toContainText(tool!.messages.notBurning!)
  })

  test("counts from the visitor's own month: at one instant, a visitor in Tokyo is a month ahead of one in Los Angeles", async ({
    browser,
    baseURL,
  }) => {
    // 20:00 UTC on 30 November: noon in Los Angeles, 5 a.m. on 1 December in Tokyo.
    const instant = new Date("2026-11-30T20:00:00Z")
    for (const [timezoneId, month] of [
      ["America/Los_Angeles", { year: 2026, month: 11 }],
      ["Asia/Tokyo", { year: 2026, month: 12 }],
    ] as const) {
      const context = await browser.newContext({ baseURL, timezoneId })
      try {
        const page = await context.newPage()
        await page.clock.setFixedTime(instant)
        await page.goto(entryPath(tool!))
        await waitForHydration(page)
        await field(page, tool!, "cash").fill("90000")
        await field(page, tool!, "monthlyExpenses").fill("30000")
        const expected = runway({ cash: 9_000_000, monthlyRevenue: 0, monthlyExpenses: 3_000_000 }, month)
        if (!expected.burning) throw new Error("the case burns cash")
        await expect(output(page, "cashOutMonth"), timezoneId).toHaveAttribute(
          "data-value",
          formatYearMonth(expected.cashOutMonth)
        )
      } finally {
        await context.close()
      }
    }
  })
})

test.describe("the required minimum distribution calculator", () => {
  const tool = toolOf("required-minimum-distribution")
  test.skip(!tool, "this content has no required distribution calculator")
  const constants = tool?.constants as unknown as RmdConstants

  test("divides the balance by the table's divisor, with the first year's deadline in April, and names the first year before it", async ({
    page,
  }) => {
    await open(page, tool!)
    const year = NOW.getFullYear()
    const [earliest] = [...constants.startAges].sort((a, b) => a.bornFrom - b.bornFrom)
    const birthYear = year - earliest.age
    await field(page, tool!, "balance").fill("500,000")
    await field(page, tool!, "birthYear").fill(String(birthYear))
    await field(page, tool!, "distributionYear").fill(String(year))
    const due = requiredMinimumDistribution(constants, { balance: 50_000_000, birthYear, distributionYear: year })
    if (due.status !== "due") throw new Error("the case is due")
    await expect(output(page, "rmd")).toHaveAttribute("data-value", String(due.rmd))
    await expect(output(page, "deadline")).toHaveAttribute("data-value", due.deadline)
    await expect(output(page, "age")).toHaveAttribute("data-value", String(due.age))

    await field(page, tool!, "birthYear").fill(String(birthYear + 1))
    await expect(output(page, "rmd")).toHaveAttribute("data-value", "0")
    await expect(output(page, "firstYear")).toHaveAttribute("data-value", String(birthYear + 1 + earliest.age))

    const birth = field(page, tool!, "birthYear")
    await birth.fill(String(year + 5))
    await birth.press("Enter")
    expect(await birth.evaluate(input => (input as HTMLInputElement).validationMessage)).toBe(
      fillTemplate(tool!.messages.yearOutOfRange!, { min: "1900", max: String(year) })
    )
    await expect(output(page, "rmd")).not.toHaveAttribute("data-value", /.*/)
  })
})

test.describe("a calculator without JavaScript, and before its scripts arrive", () => {
  const tool = TOOLS[0] as Tool | undefined
  test.skip(!tool, "this content has no calculator")

  test("explains the method and shows the figures, the year and the source and the call to action; the fields are not offered", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(entryPath(tool!))
      // Playwright's text search skips <noscript>: the note is found by its place.
      const note = page.locator("main noscript p")
      await expect(note).toBeVisible()
      expect((await note.textContent())?.trim()).toBe(content.entryPages.tool.noScript)
      await expect(page.locator("#calculator")).toBeHidden()
      for (const label of tool!.constantLabels ?? [])
        await expect(page.getByText(label.label, { exact: true })).toBeVisible()
      await expect(page.getByRole("link", { name: tool!.callToAction.button })).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test("what was typed before the scripts arrived is worked out when they do", async ({ page }) => {
    await page.clock.setFixedTime(NOW)
    const year = NOW.getFullYear()
    const typed: Record<string, string> = { birthYear: String(year - 80), distributionYear: String(year) }
    const fields = CALCULATORS[tool!.calculator].inputs.filter(input => input.kind !== "choice")
    const scripts = await holdScripts(page)
    // A module script runs before DOMContentLoaded, which so waits for the held script: the page is used as
    // soon as its HTML arrives.
    await page.goto(entryPath(tool!), { waitUntil: "commit" })
    for (const input of fields) await field(page, tool!, input.name).pressSequentially(typed[input.name] ?? "80000")
    expect(await calculatorResponds(page)).toBe(false)
    const pending = page.locator(`#${CALCULATOR_IDS.pending}`)
    await expect(pending).toHaveText(content.entryPages.tool.resultsPending)
    scripts.release()
    await waitForHydration(page)
    for (const input of fields) await expect(field(page, tool!, input.name)).toHaveValue(typed[input.name] ?? "80000")
    // Every figure the calculator needs was there: it is worked out at once (its results, or the note that says
    // why there are none), without a keystroke more.
    await expect(pending).toBeHidden()
  })
})

test.describe("a calculator's figures in an inquiry", () => {
  const tool = TOOLS.find(candidate => candidate.service) as Tool | undefined
  test.skip(!tool, "this content has no calculator about a service")

  test("go only when ticked, with the tool's path and its service, shown on the form and sent as one field", async ({
    page,
  }) => {
    await open(page, tool!)
    const year = NOW.getFullYear()
    const typed: Record<string, string> = { birthYear: String(year - 80), distributionYear: String(year) }
    for (const input of CALCULATORS[tool!.calculator].inputs)
      if (input.kind !== "choice") await field(page, tool!, input.name).fill(typed[input.name] ?? "80000")
    const link = page.getByRole("link", { name: tool!.callToAction.button })
    expect(new URL((await link.getAttribute("href"))!, "http://x").searchParams.get("figures")).toBeNull()
    await page.getByLabel(tool!.callToAction.includeFigures).check()
    const carried = new URL((await link.getAttribute("href"))!, "http://x").searchParams
    expect(carried.get("from")).toBe(entryPath(tool!))
    expect(carried.get("service")).toBe(tool!.service)
    const figures = carried.get("figures")!
    expect(figures).toContain(tool!.heading)

    await link.click()
    await waitForHydration(page)
    await expect(page.getByLabel(content.contact.form.figures.label)).toBeChecked()
    await expect(page.locator("#contact")).toContainText(tool!.inputs[0].label)
    if (content.contact.delivery !== "netlify") return
    const message = `Figures from ${tool!.id} (${Date.now()}-${Math.random()})`
    const form = contactForm(page)
    await form.name.fill("Grace Hopper")
    await form.email.fill("grace@example.com")
    await form.message.fill(message)
    await form.send.click()
    await expect(form.message).toHaveValue("")
    const { stored } = (await (await page.request.get(STAND_IN_SUBMISSIONS_PATH)).json()) as { stored: Submission[] }
    const [sent] = stored.filter(submission => submission.fields.message === message)
    expect(sent.fields).toMatchObject({ page: entryPath(tool!), service: tool!.service, figures })
  })
})

test.describe("where the calculators are found", () => {
  test.skip(TOOLS.length === 0, "this content has no calculator")

  test("/tools lists every live calculator by heading, in pages; a service page lists the calculators about it", async ({
    page,
  }) => {
    // By heading as GraphQL sorts them (the template's query), listingPageSize a page (entry-pages.json).
    const byHeading = [...TOOLS].sort((a, b) => byCodeUnits(a.heading, b.heading))
    for (const [index, tool] of byHeading.entries()) {
      await page.goto(listingPagePath(CONTENT_KINDS.tool.indexPath!, Math.floor(index / listingPageSize) + 1))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.entryPages.tools.heading)
      await expect(page.getByRole("link", { name: tool.heading, exact: true })).toHaveAttribute("href", entryPath(tool))
    }
    const service = SERVICE_PAGES.find(page => TOOLS.some(tool => tool.service === page.id))
    if (!service) return
    await page.goto(service.path)
    const listed = page.getByRole("region", { name: content.entryPages.tool.onServicePage })
    for (const tool of TOOLS.filter(candidate => candidate.service === service.id))
      await expect(listed.getByRole("link", { name: tool.heading, exact: true })).toBeVisible()
  })
})
