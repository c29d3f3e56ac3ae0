import type { Page } from "@playwright/test"
import { content } from "../../tools/content"
import {
  test,
  expect,
  ROUTES,
  callToAction,
  contactForm,
  fillContactForm,
  notice,
  noticeText,
  waitForHydration,
} from "./fixtures"

async function contactTop(page: Page): Promise<number> {
  return page.locator("#contact").evaluate(element => Math.round(element.getBoundingClientRect().top))
}

test.describe("navigation", () => {
  test("'Get Started Today' scrolls smoothly to #contact and moves focus there", async ({ page }) => {
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    const distance = await contactTop(page)
    await callToAction(page).click()
    // Smooth: part of the way there shortly after the click...
    await page.waitForTimeout(50)
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(distance - 100)
    // ...and at the section once the scroll has run.
    await expect.poll(() => contactTop(page), { timeout: 5000 }).toBeLessThanOrEqual(20)
    expect(await contactTop(page)).toBeGreaterThanOrEqual(0)
    await expect(page.locator("#contact-heading")).toBeFocused()
  })

  test("with reduced motion the jump to #contact is immediate", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    await callToAction(page).click()
    const top = await contactTop(page)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThanOrEqual(20)
  })

  test("'Learn More' opens the advisory page; 'Back to Home' returns", async ({ page }) => {
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    await page.locator("#services").getByRole("link").first().click()
    await expect(page).toHaveURL(/\/financial-advisory$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.advisory.heading)
    await expect(page).toHaveTitle(content.advisory.seo.title)
    await page.getByRole("link", { name: content.advisory.backLink.label }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.home.hero.headline)
  })

  test("'Schedule Consultation' lands on the contact section of the home page", async ({ page }) => {
    await page.goto(ROUTES.advisory)
    await waitForHydration(page)
    await page.getByRole("link", { name: content.advisory.cta.link.label }).click()
    await expect(page).toHaveURL(/\/#contact$/)
    await expect(page.locator("#contact")).toBeInViewport()
    await expect.poll(() => contactTop(page), { timeout: 5000 }).toBeLessThanOrEqual(20)
  })

  test("'/#contact' opened directly lands on the contact section", async ({ page }) => {
    await page.goto("/#contact")
    await waitForHydration(page)
    await expect.poll(() => contactTop(page), { timeout: 5000 }).toBeLessThanOrEqual(20)
  })

  test("'Return to Home' on the 404 page leads home", async ({ page }) => {
    await page.goto("/nowhere")
    await waitForHydration(page)
    await page.getByRole("link", { name: content.notFound.homeLink.label }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.home.hero.headline)
  })
})

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(ROUTES.home)
    await waitForHydration(page)
  })

  test("the browser blocks an empty submit and a malformed email", async ({ page }) => {
    const fields = contactForm(page)
    await fields.send.click()
    expect(await fields.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    await expect(fields.send).toHaveText(content.contact.form.submitLabel)

    await fields.name.fill("Grace Hopper")
    await fields.email.fill("grace-at-example")
    await fields.message.fill("Hello")
    await fields.send.click()
    expect(await fields.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
    await expect(fields.send).toHaveText(content.contact.form.submitLabel)
    await expect(fields.send).toBeEnabled()
    await expect(page.getByRole("alert")).toHaveCount(0)
  })

  test("a valid message shows 'Sending...' on a disabled button, then 'Message Sent!' after about a second, with no request, and clears the fields", async ({
    page,
    watched,
  }) => {
    const fields = contactForm(page)
    await fillContactForm(page)
    await page.waitForLoadState("networkidle") // the notice code is fetched when the form is first used
    const requestsBefore = watched.requests.length

    const started = Date.now()
    await fields.send.click()
    await expect(fields.send).toHaveText(content.contact.form.sendingLabel)
    await expect(fields.send).toBeDisabled()

    const sent = notice(page, "success")
    await expect(sent).toBeVisible({ timeout: 5000 })
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(content.contact.sendDelayMs - 100)
    await expect(sent).toContainText(noticeText("success").description)
    expect(watched.requests.slice(requestsBefore).map(request => request.url())).toEqual([])

    await expect(fields.send).toHaveText(content.contact.form.submitLabel)
    await expect(fields.send).toBeEnabled()
    await expect(fields.name).toHaveValue("")
    await expect(fields.email).toHaveValue("")
    await expect(fields.message).toHaveValue("")
    await expect(page.locator(".Toastify[aria-live='polite']")).toHaveCount(1)
  })

  test("a double click sends once: one notice", async ({ page }) => {
    const fields = contactForm(page)
    await fillContactForm(page)
    await fields.send.dblclick()
    await expect(notice(page, "success")).toBeVisible({ timeout: 5000 })
    await page.waitForTimeout(1500)
    await expect(notice(page, "success")).toHaveCount(1)
  })

  test("leaving the page mid-send causes no error and no notice", async ({ page, watched }) => {
    const fields = contactForm(page)
    await fillContactForm(page)
    await fields.send.click()
    await page.locator("#services").getByRole("link").first().click()
    await expect(page).toHaveURL(/financial-advisory$/)
    await page.waitForTimeout(1500)
    await expect(page.getByRole("alert")).toHaveCount(0)
    expect(watched.problems).toEqual([])
  })
})
