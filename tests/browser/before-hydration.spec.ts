import { content } from "../../tools/content"
import { CONTACT_NETLIFY_FORM } from "../../src/lib/netlify-send"
import {
  test,
  expect,
  ROUTES,
  addressOf,
  callToAction,
  contactForm,
  headingAt,
  holdScripts,
  isHydrated,
  linkedCards,
  notice,
  waitForHydration,
} from "./fixtures"

/**
 * What a visitor on a slow phone does before the page's scripts have arrived: every control works the
 * first time it is touched, and nothing typed is lost. Each test holds the page's scripts back
 * (holdScripts), acts, then lets them through.
 */

const netlify = content.contact.delivery === "netlify"

test("'Get Started Today' jumps to the contact section, and focus lands on its heading once the scripts arrive", async ({
  page,
}) => {
  const scripts = await holdScripts(page)
  await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" })
  await callToAction(page).click()
  await expect(page).toHaveURL(/#contact$/)
  await expect(page.locator("#contact-heading")).toBeInViewport()
  expect(await isHydrated(page, "main")).toBe(false)

  scripts.release()
  await waitForHydration(page)
  await expect(page.locator("#contact-heading")).toBeFocused()
})

test("a service card's link leads to its page", async ({ page }) => {
  test.skip(linkedCards.length === 0, "no service card has a link in this content")
  const [card] = linkedCards
  await holdScripts(page)
  await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" })
  await page.locator("#services").getByRole("link").first().click()
  await expect(page).toHaveURL(addressOf(card.linkPath))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingAt(card.linkPath))
})

test("text typed into the form before it hydrates stays when it hydrates; typing goes on from it, and the send shows the sending label, then the notice, and carries all of it", async ({
  page,
  sends,
}) => {
  const scripts = await holdScripts(page)
  await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" })
  const form = contactForm(page)
  await form.name.pressSequentially("Grace")
  await form.message.pressSequentially("Please call me")
  expect(await isHydrated(page, "#contact form")).toBe(false)

  scripts.release()
  await expect.poll(() => isHydrated(page, "#contact form")).toBe(true)
  await expect(form.name).toHaveValue("Grace")
  await expect(form.message).toHaveValue("Please call me")

  await form.name.press("End")
  await form.name.pressSequentially(" Hopper")
  await form.email.pressSequentially("grace@example.com")
  await form.message.press("End")
  await form.message.pressSequentially(" about bookkeeping.")
  await sends.hold()
  const posted = netlify ? page.waitForRequest(request => request.method() === "POST") : undefined
  await form.send.click()
  await expect(form.send).toHaveText(content.contact.form.sendingLabel)
  await sends.release()

  await expect(notice(page, "success")).toBeVisible()
  if (posted) {
    expect(Object.fromEntries(new URLSearchParams((await posted).postData() ?? ""))).toMatchObject({
      "form-name": CONTACT_NETLIFY_FORM.name,
      name: "Grace Hopper",
      email: "grace@example.com",
      message: "Please call me about bookkeeping.",
    })
  }
  for (const field of [form.name, form.email, form.message]) await expect(field).toHaveValue("")
})

test("the 404 page, which ships none of the app's scripts, logs the missing path once from its own", async ({
  page,
  watched,
}) => {
  const logged: string[] = []
  page.on("console", message => {
    if (message.type() === "error" && message.text().includes("/not/here/yet")) logged.push(message.text())
  })
  await page.goto("/not/here/yet")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.notFound.heading)
  await expect.poll(() => logged.length).toBe(1)
  await page.waitForLoadState("networkidle")
  expect(watched.requests.filter(request => request.resourceType() === "script")).toEqual([])
  expect(logged).toHaveLength(1)
})
