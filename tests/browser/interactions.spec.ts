import type { Page } from "@playwright/test"
import { content } from "../../tools/content"
import { THANK_YOU_PATH } from "../../src/lib/page-paths"
import { contactLinkFrom } from "../../src/lib/inquiry"
import {
  test,
  expect,
  addressOf,
  ROUTES,
  SEND_TIMEOUT,
  callToAction,
  contactForm,
  fillContactForm,
  headingAt,
  linkedCards,
  SAMPLED,
  navigateInApp,
  notice,
  noticeText,
  successDescription,
  waitForHydration,
  words,
} from "./fixtures"

/** The moment of the sends whose notice is read: a Friday afternoon. */
const SENT_AT = new Date("2026-11-20T20:00:00Z")

async function contactTop(page: Page): Promise<number> {
  return page.locator("#contact").evaluate(element => Math.round(element.getBoundingClientRect().top))
}

test.describe("navigation", () => {
  test("the hero's call to action scrolls smoothly to #contact and moves focus there", async ({ page }) => {
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    // What the page asks the browser for. How many frames the browser's smooth scroll then shows depends on
    // the machine's load, so the test checks the request and where the scroll ends, not the frames between.
    await page.evaluate(() => {
      const requests: { id: string; options: unknown }[] = []
      Object.assign(window, { __scrollRequests: requests })
      const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, "scrollIntoView")!.value as (
        this: Element,
        options?: boolean | ScrollIntoViewOptions
      ) => void
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        requests.push({ id: this.id, options })
        scrollIntoView.call(this, options)
      }
    })
    await callToAction(page).click()
    expect(await page.evaluate(() => (window as unknown as { __scrollRequests: unknown[] }).__scrollRequests)).toEqual([
      { id: "contact", options: { behavior: "smooth", block: "start" } },
    ])
    // At the section once the scroll has run.
    await expect.poll(() => contactTop(page)).toBeLessThanOrEqual(20)
    expect(await contactTop(page)).toBeGreaterThanOrEqual(0)
    await expect(page.locator("#contact-heading")).toBeFocused()
  })

  test("on a phone, sections away from the first screen wait to be laid out until a visitor is sent to one: then every section is", async ({
    page,
  }) => {
    // Wider screens lay the whole page out from the start (styles/GlobalStyles.tsx).
    await page.setViewportSize({ width: 360, height: 800 })
    const sectionsVisibility = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("main section[id]")].map(section => getComputedStyle(section).contentVisibility)
      )
    await page.goto(ROUTES.home)
    expect(new Set(await sectionsVisibility())).toEqual(new Set(["auto"]))
    await waitForHydration(page)
    await callToAction(page).click()
    expect(new Set(await sectionsVisibility())).toEqual(new Set(["visible"]))
    await page.goto(`${ROUTES.home}#contact`)
    await page.reload()
    expect(new Set(await sectionsVisibility())).toEqual(new Set(["visible"]))
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

  test("a service card's link leads to the page services.json chooses, a plain link: the page as its HTML is, without a script", async ({
    page,
    watched,
  }) => {
    test.skip(linkedCards.length === 0, "no service card has a link in this content")
    const [card] = linkedCards
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    const requestsAtHome = watched.requests.length
    await page.locator("#services").getByRole("link").first().click()
    await expect(page).toHaveURL(addressOf(card.linkPath))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingAt(card.linkPath))
    await page.waitForLoadState("networkidle")
    // The browser loaded the page (the home page's app did not render it), and it asked for no script.
    const after = watched.requests.slice(requestsAtHome)
    expect(
      after.filter(request => request.resourceType() === "document").map(request => new URL(request.url()).pathname)
    ).toEqual([card.linkPath])
    expect(
      after.filter(request => request.resourceType() === "script" || request.url().includes("/page-data/"))
    ).toEqual([])
  })

  for (const servicePage of SAMPLED["service-page"]) {
    test(`${servicePage.path}: its back link and its call to action lead where its file says, to the section they name`, async ({
      page,
    }) => {
      // The call to action carries the page and its service to the contact form (src/lib/inquiry.ts).
      const cta = {
        ...servicePage.cta.link,
        to: contactLinkFrom(servicePage.cta.link.to, servicePage.path, servicePage.id),
      }
      for (const link of [servicePage.backLink, cta]) {
        await page.goto(servicePage.path)
        await waitForHydration(page)
        await expect(page).toHaveTitle(servicePage.seo.title)
        await page.getByRole("link", { name: link.label, exact: true }).first().click()
        await expect(page).toHaveURL(addressOf(link.to))
        const section = link.to.split("#")[1]
        if (section) {
          await expect(page.locator(`#${section}`)).toBeInViewport()
          await expect
            .poll(() =>
              page.locator(`#${section}`).evaluate(element => Math.round(element.getBoundingClientRect().top))
            )
            .toBeLessThanOrEqual(20)
        } else {
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingAt(link.to))
        }
      }
    })
  }

  test("a change of the address's #fragment leaves the page's static parts as the server wrote them, with no error", async ({
    page,
    watched,
  }) => {
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    // The same elements afterwards: React neither rendered them anew nor threw them away (src/components/app/define-static-part.tsx).
    const elements = ["header", "footer", "main > section:nth-of-type(2)"].map(selector => page.locator(selector))
    for (const element of elements) await element.evaluate(node => void Object.assign(node, { __mark: true }))
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter") // the skip link: the address becomes /#main
    await expect(page).toHaveURL(/#main$/)
    await expect(page.locator("main")).toBeFocused()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    for (const element of elements) expect(await element.evaluate(node => "__mark" in node)).toBe(true)
    expect(watched.problems).toEqual([])
  })

  test("'/#contact' opened directly lands on the contact section", async ({ page }) => {
    await page.goto("/#contact")
    await waitForHydration(page)
    await expect.poll(() => contactTop(page)).toBeLessThanOrEqual(20)
  })

  test("the 404 page's home link leads home", async ({ page }) => {
    await page.goto("/nowhere")
    await waitForHydration(page)
    await page.getByRole("link", { name: content.notFound.homeLink.label }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.home.hero.headline)
    // Home with its scripts: its call to action responds.
    await waitForHydration(page)
    await callToAction(page).click()
    await expect(page.locator("#contact-heading")).toBeFocused()
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

  test("a valid message shows the sending label on a disabled button while it is on its way, then the success notice, and clears the fields", async ({
    page,
    sends,
  }) => {
    // A fixed moment: with a reply promise, the notice says by when, which depends on it.
    await page.clock.setFixedTime(SENT_AT)
    await page.goto(ROUTES.home)
    const fields = contactForm(page)
    await fillContactForm(page)
    await sends.hold()
    await fields.send.click()
    await expect(fields.send).toHaveText(content.contact.form.sendingLabel)
    await expect(fields.send).toBeDisabled()
    await expect(notice(page, "success")).toHaveCount(0)

    await sends.release()
    const sent = notice(page, "success")
    await expect(sent).toBeVisible({ timeout: SEND_TIMEOUT })
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(words(await sent.textContent())).toContain(words(successDescription(SENT_AT, timeZone)))
    // However long the editors' words, its title shows at its top: a long notice scrolls from there.
    const [box, title] = await Promise.all([
      sent.boundingBox(),
      sent.getByText(noticeText("success").title, { exact: true }).boundingBox(),
    ])
    expect(title!.y).toBeGreaterThanOrEqual(box!.y)
    await expect(fields.send).toHaveText(content.contact.form.submitLabel)
    await expect(fields.send).toBeEnabled()
    await expect(fields.name).toHaveValue("")
    await expect(fields.email).toHaveValue("")
    await expect(fields.message).toHaveValue("")
    await expect(page.locator(".Toastify[aria-live='polite']")).toHaveCount(1)
  })

  test("a double click sends once: one notice", async ({ page, sends }) => {
    const fields = contactForm(page)
    await fillContactForm(page)
    await sends.hold()
    await fields.send.dblclick()
    await sends.release()
    await expect(notice(page, "success")).toBeVisible({ timeout: SEND_TIMEOUT })
    // Every send held has settled once the form is idle again: a second one would have shown its notice too.
    await expect(fields.send).toBeEnabled()
    await expect(fields.name).toHaveValue("")
    await expect(page.getByRole("alert")).toHaveCount(1)
  })

  test("leaving the page mid-send cancels the send: no error and no notice", async ({ page, watched, sends }) => {
    const fields = contactForm(page)
    await fillContactForm(page)
    await sends.hold()
    const cancelled =
      content.contact.delivery === "netlify"
        ? page.waitForEvent("requestfailed", request => request.method() === "POST")
        : Promise.resolve()
    await fields.send.click()
    await expect(fields.send).toBeDisabled()
    // Away to the thank-you page, which every content has, inside the running app.
    await navigateInApp(page, THANK_YOU_PATH)
    const heading = page.getByRole("heading", { level: 1 })
    const left = await sends.runUntil(async () => (await heading.textContent()) === content.thankYou.heading)
    test.skip(!left, `a send of ${content.contact.sendDelayMs} ms is over before a page can be left`)
    // The post is aborted by the page (Netlify Forms), or the send's timer is run out (simulated).
    await cancelled
    await sends.release()
    await expect(page.getByRole("alert")).toHaveCount(0)
    expect(watched.problems).toEqual([])
  })
})
