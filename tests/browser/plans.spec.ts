import type { Page } from "@playwright/test"
import { test, expect, PLANS, SAMPLED, contactForm, holdScripts, waitForHydration } from "./fixtures"
import { STAND_IN_SUBMISSIONS_PATH, type Submission } from "../../tools/netlify-forms-stand-in"
import { content, contentDay, furtherListingPages } from "../../tools/content"
import { scheduleStanding, type FeeSchedule } from "../../src/calculators/plan-fees"
import { PLAN_ESTIMATE_IDS, PLAN_ESTIMATE_READY_ATTRIBUTE, unitsField } from "../../src/calculators/plan-estimate"
import { CONTENT_KINDS } from "../../plugins/content-model/content-kinds"
import { fillTemplate } from "../../src/lib/fill-template"
import { formatDate } from "../../src/lib/format-date"

/**
 * The plans as a visitor reads and uses them, on the content that has them (the `most` variant has three): /pricing
 * by audience, a plan's fees as they stand on the build's day (in effect, announced, honoured), and its estimate,
 * whose every expected figure is worked out here from the plan's file in whole cents, not by the site's modules.
 * Every word is the content's; the day is the build's (tools/content.ts, contentDay).
 */

type Plan = (typeof SAMPLED.plan)[number]
const words = content.entryPages.plan
const language = content.site.language
const cents = (dollars: number) => Math.round(dollars * 100)
const standingOf = (plan: Plan) => scheduleStanding(plan.schedules as unknown as FeeSchedule[], contentDay)

/** The plans whose page has an estimate: those with fees in effect. */
const ESTIMATED = SAMPLED.plan.filter(plan => standingOf(plan).inEffect)

const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`)
const field = (page: Page, name: string) => page.locator(`#${PLAN_ESTIMATE_IDS.field(name)}`)

/** What a visitor types: the fewest the schedule's first tier takes, and two units beyond each add-on's included ones. */
function typedFor(schedule: FeeSchedule): Record<string, string> {
  return {
    ...(schedule.driver !== "none" && { [schedule.driver]: "1" }),
    ...Object.fromEntries((schedule.addOns ?? []).map(addOn => [unitsField(addOn.id), String(addOn.included + 2)])),
  }
}

/** The estimate's figures for `typedFor`, in cents: the first tier's fee, and two of each add-on's unit fee. */
function expectedFor(schedule: FeeSchedule): { base: string; addOns: string; total: string } {
  const first = schedule.tiers[0].amount
  const addOns = (schedule.addOns ?? []).reduce((sum, addOn) => sum + 2 * cents(addOn.unitAmount), 0)
  return first === null
    ? { base: "quote", addOns: String(addOns), total: "quote" }
    : { base: String(cents(first)), addOns: String(addOns), total: String(cents(first) + addOns) }
}

async function open(page: Page, plan: Plan) {
  await page.goto(plan.path)
  await waitForHydration(page)
}

test.describe("where the plans are found", () => {
  test.skip(PLANS.length === 0, "this content has no plan")

  test("/pricing lists every live plan by name under its audience's heading, each a link to its page", async ({
    page,
  }) => {
    const index = CONTENT_KINDS.plan.indexPath!
    // The list and its further pages (a list in pages: entry-pages.json's listingPages.size a page).
    const listPages = [index, ...furtherListingPages.filter(list => list.first === index).map(list => list.path)]
    const linked = { business: [] as string[], individual: [] as string[] }
    for (const listPage of listPages) {
      await page.goto(listPage)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.entryPages.pricing.heading)
      for (const audience of ["business", "individual"] as const) {
        const section = page.getByRole("region", { name: content.entryPages.pricing.audiences[audience], exact: true })
        const links = section.getByRole("heading", { level: 3 }).getByRole("link")
        linked[audience].push(...(await links.evaluateAll(all => all.map(link => link.getAttribute("href")!))))
      }
    }
    for (const audience of ["business", "individual"] as const)
      expect(linked[audience].sort(), audience).toEqual(
        PLANS.filter(plan => plan.audience === audience)
          .map(plan => plan.path)
          .sort()
      )
  })
})

test.describe("a plan's fees", () => {
  for (const plan of SAMPLED.plan)
    test(`${plan.path}: its fees in effect a row per tier, and those announced and honoured under their dates`, async ({
      page,
    }) => {
      await page.goto(plan.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(plan.name)
      const fees = page.getByRole("region", { name: words.fees, exact: true })
      const { inEffect, announced, honoured } = standingOf(plan)
      const shown = [inEffect, announced, honoured?.schedule].filter(schedule => schedule !== undefined)
      // Each schedule shown has its tiers' table, then its add-ons' where it has some.
      const tables = fees.getByRole("table")
      await expect(tables).toHaveCount(
        shown.reduce((sum, schedule) => sum + ((schedule.addOns ?? []).length ? 2 : 1), 0)
      )
      let table = 0
      for (const schedule of shown) {
        await expect(tables.nth(table).locator("tbody tr")).toHaveCount(schedule.tiers.length)
        table += (schedule.addOns ?? []).length ? 2 : 1
      }
      const heading = (template: string, day: string) =>
        fees.getByRole("heading", { level: 3, name: fillTemplate(template, { date: formatDate(day, language) }) })
      await expect(heading(words.announced, announced?.effectiveFrom ?? contentDay)).toHaveCount(announced ? 1 : 0)
      await expect(heading(words.honoured, honoured?.until ?? contentDay)).toHaveCount(honoured ? 1 : 0)
    })
})

test.describe("a plan's estimate", () => {
  test.skip(ESTIMATED.length === 0, "this content has no plan with fees in effect")

  for (const plan of ESTIMATED)
    test(`${plan.path}: works out the fees in effect as the visitor types, in whole cents`, async ({ page }) => {
      const schedule = standingOf(plan).inEffect!
      await open(page, plan)
      // A plan with one fee for every client has its estimate at once; one by a figure waits for the figure.
      await expect(page.locator(`#${PLAN_ESTIMATE_IDS.pending}`)).toBeVisible({ visible: schedule.driver !== "none" })
      for (const [name, value] of Object.entries(typedFor(schedule))) await field(page, name).fill(value)
      const expected = expectedFor(schedule)
      for (const [name, value] of Object.entries(expected))
        await expect(output(page, name), name).toHaveAttribute("data-value", value)
      await expect(page.locator(`#${PLAN_ESTIMATE_IDS.pending}`)).toBeHidden()
      // A figure that is not one: the editors' reason at the field, and no estimate.
      const [first] = Object.keys(typedFor(schedule))
      if (first) {
        await field(page, first).fill("twelve")
        await expect(field(page, first)).toHaveAttribute("aria-invalid", "true")
        await expect(page.locator(`#${PLAN_ESTIMATE_IDS.problem(first)}`)).toBeVisible()
        await expect(output(page, "total")).not.toHaveAttribute("data-value", /.*/)
      }
    })

  const quoted = ESTIMATED.find(plan => {
    const tiers = standingOf(plan).inEffect!.tiers
    return tiers.length > 1 && tiers.at(-1)!.amount === null && tiers.at(-2)!.upTo !== null
  })
  test("above the last bounded tier of a plan priced on request there, the estimate says so", async ({ page }) => {
    test.skip(!quoted, "this content has no plan whose last tier is priced on request")
    const schedule = standingOf(quoted!).inEffect!
    await open(page, quoted!)
    await field(page, schedule.driver).fill(String(schedule.tiers.at(-2)!.upTo! + 1))
    await expect(output(page, "base")).toHaveAttribute("data-value", "quote")
    await expect(output(page, "total")).toHaveAttribute("data-value", "quote")
    await expect(output(page, "total")).toHaveText(words.estimate.results.quote)
  })

  test("what was typed before the scripts arrived is worked out when they do", async ({ page }) => {
    const plan = ESTIMATED[0]
    const schedule = standingOf(plan).inEffect!
    const scripts = await holdScripts(page)
    await page.goto(plan.path, { waitUntil: "commit" })
    for (const [name, value] of Object.entries(typedFor(schedule))) await field(page, name).pressSequentially(value)
    expect(await page.locator(`[${PLAN_ESTIMATE_READY_ATTRIBUTE}]`).count()).toBe(0)
    scripts.release()
    await waitForHydration(page)
    await expect(output(page, "total")).toHaveAttribute("data-value", expectedFor(schedule).total)
  })

  test("goes into an inquiry only when ticked, with the plan's page and service, shown on the contact form and sent as one field", async ({
    page,
  }) => {
    const plan = ESTIMATED.find(candidate => candidate.service) ?? ESTIMATED[0]
    const schedule = standingOf(plan).inEffect!
    await open(page, plan)
    for (const [name, value] of Object.entries(typedFor(schedule))) await field(page, name).fill(value)
    const link = page.getByRole("link", { name: words.callToAction.button })
    const carried = async () => new URL((await link.getAttribute("href"))!, "http://x").searchParams
    expect((await carried()).get("figures")).toBeNull()
    await page.getByLabel(words.callToAction.includeEstimate).check()
    await expect(link).toHaveAttribute("href", /figures=/)
    const query = await carried()
    expect(query.get("from")).toBe(plan.path)
    if (plan.service) expect(query.get("service")).toBe(plan.service)
    const figures = query.get("figures")!
    expect(figures).toContain(plan.name)
    await link.click()
    await waitForHydration(page)
    await expect(page.getByLabel(content.contact.form.figures.label)).toBeChecked()
    if (content.contact.delivery !== "netlify") return
    // Sent through Netlify Forms (the local stand-in here), the estimate is one field beside the page and service.
    const message = `Estimate from ${plan.id} (${Date.now()}-${Math.random()})`
    const form = contactForm(page)
    await form.name.fill("Grace Hopper")
    await form.email.fill("grace@example.com")
    await form.message.fill(message)
    await form.send.click()
    await expect(form.message).toHaveValue("")
    const { stored } = (await (await page.request.get(STAND_IN_SUBMISSIONS_PATH)).json()) as { stored: Submission[] }
    const [sent] = stored.filter(submission => submission.fields.message === message)
    expect(sent.fields).toMatchObject({ page: plan.path, ...(plan.service && { service: plan.service }), figures })
  })

  test("without JavaScript, the note says why there is no estimate, and the fields are not offered", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(ESTIMATED[0].path)
      const note = page.locator("main noscript p")
      await expect(note).toBeVisible()
      expect((await note.textContent())?.trim()).toBe(words.estimate.noScript)
      await expect(page.locator(`#${PLAN_ESTIMATE_IDS.form}`)).toBeHidden()
      await expect(page.getByRole("link", { name: words.callToAction.button })).toBeVisible()
    } finally {
      await context.close()
    }
  })
})
