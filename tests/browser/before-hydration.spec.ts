import { content } from "../../tools/content"
import { CONTACT_NETLIFY_FORM } from "../../src/lib/netlify-send"
import { test, expect, ROUTES, contactForm, holdScripts, isHydrated, notice } from "./fixtures"

/**
 * What a visitor on a slow phone does before the page's scripts have arrived, or before React has
 * hydrated the part of the page they touch: every control works the first time, and nothing typed is lost.
 * Each test holds the scripts back, acts, then releases them.
 */

const netlify = content.contact.delivery === "netlify"

test("text typed into the form before it hydrates stays when it hydrates; typing goes on from it and the send carries all of it", async ({
  page,
}) => {
  const scripts = await holdScripts(page)
  await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" })
  const form = contactForm(page)
  await form.name.pressSequentially("Grace")
  await form.message.pressSequentially("Please call me")
  expect(await isHydrated(page.locator("#contact form"))).toBe(false)

  scripts.release()
  await expect.poll(() => isHydrated(page.locator("#contact form"))).toBe(true)
  await expect(form.name).toHaveValue("Grace")
  await expect(form.message).toHaveValue("Please call me")

  await form.name.press("End")
  await form.name.pressSequentially(" Hopper")
  await form.email.pressSequentially("grace@example.com")
  await form.message.press("End")
  await form.message.pressSequentially(" about bookkeeping.")
  const posted = netlify ? page.waitForRequest(request => request.method() === "POST") : undefined
  await form.send.click()

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
