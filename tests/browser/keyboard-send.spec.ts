import type { Page } from "@playwright/test"
import { test, expect, ROUTES, contactForm, notice, noticeText, stopNoticeTimer, waitForHydration } from "./fixtures"
import { content } from "../../tools/content"

/**
 * A keyboard (or screen-reader) visitor sends the contact form without losing their place: focus stays
 * on the send button while it reads 'Sending...' and after the send settles, the notice is announced
 * through the live region, and at 360 px the notice never covers the element in use, wherever the page
 * is scrolled.
 */

/** What has keyboard focus: its tag, id, and accessible text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    return {
      tag: element?.tagName.toLowerCase(),
      id: element?.id,
      text: element?.textContent?.trim(),
      ariaDisabled: element?.getAttribute("aria-disabled") ?? null,
    }
  })
}

/** Presses Tab until the element `selector` names has focus (at most `limit` times). */
async function tabTo(page: Page, selector: string, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await page.evaluate(target => document.activeElement?.matches(target) ?? false, selector)) return
    await page.keyboard.press("Tab")
  }
  throw new Error(`Tab never reached ${selector}`)
}

/** Types the form's fields, moving between them with Tab only (past the choice of service, if the form offers one); ends on the send button. */
async function typeMessageWithKeyboard(page: Page) {
  await tabTo(page, "#contact-name")
  await page.keyboard.type("Grace Hopper")
  await page.keyboard.press("Tab")
  expect((await focused(page)).id).toBe("contact-email")
  await page.keyboard.type("grace@example.com")
  await page.keyboard.press("Tab")
  if (content.contact.form.serviceChoice) {
    expect((await focused(page)).id).toBe("contact-service")
    await page.keyboard.press("Tab")
  }
  expect((await focused(page)).id).toBe("contact-message")
  await page.keyboard.type("Please call me about bookkeeping.")
  await page.keyboard.press("Tab")
}

test.describe("sending the form with the keyboard", () => {
  test("focus stays on the send button while sending and after; the notice is announced", async ({ page, sends }) => {
    const { form } = content.contact
    const fields = contactForm(page)
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    await typeMessageWithKeyboard(page)
    expect(await focused(page)).toEqual({ tag: "button", id: "", text: form.submitLabel, ariaDisabled: null })
    await page.waitForLoadState("networkidle") // the notice code loads when the form is first used
    // The send stays in flight until released, however fast the delivery mode answers.
    await sends.hold()

    await page.keyboard.press("Enter")
    await expect(fields.send).toHaveText(form.sendingLabel)
    // Marked disabled for assistive technology, yet it keeps focus: not the body, not nowhere.
    expect(await focused(page)).toEqual({ tag: "button", id: "", text: form.sendingLabel, ariaDisabled: "true" })
    await expect(fields.send).toBeDisabled()

    // A second Enter while sending sends nothing more: one notice only.
    await page.keyboard.press("Enter")
    expect((await focused(page)).text).toBe(form.sendingLabel)

    await sends.release()
    const sent = notice(page, "success")
    await expect(sent).toBeVisible()
    await expect(page.locator(".Toastify[aria-live='polite']")).toContainText(noticeText("success").title)
    await expect(page.getByRole("alert")).toHaveCount(1)
    await expect(fields.send).toHaveText(form.submitLabel)
    await expect(fields.name).toHaveValue("")
    expect(await focused(page)).toEqual({ tag: "button", id: "", text: form.submitLabel, ariaDisabled: null })
    await expect(fields.send).toBeEnabled()

    // And the visitor can go on from there: Shift+Tab goes back to the message field.
    await page.keyboard.press("Shift+Tab")
    expect((await focused(page)).id).toBe("contact-message")
  })

  test("at 360 px the notice never covers the element in use, wherever the page is scrolled", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    await typeMessageWithKeyboard(page)
    await page.waitForLoadState("networkidle")
    await page.keyboard.press("Enter")
    // The notice stays while the page scrolls under it, however long the scrolling takes on a busy machine.
    await stopNoticeTimer(notice(page, "success"))

    for (const id of [null, "contact-message", "contact-name"]) {
      if (id) await page.locator(`#${id}`).focus()
      // Scroll the element in use from below the bottom edge to above the top edge, in steps.
      const overlaps = await page.evaluate(async () => {
        const frame = () => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        const element = document.activeElement as HTMLElement
        const found: string[] = []
        const start = element.getBoundingClientRect().top + window.scrollY
        for (let top = window.innerHeight; top >= -element.offsetHeight; top -= 60) {
          window.scrollTo({ top: start - top, behavior: "instant" })
          await frame()
          await frame()
          const used = element.getBoundingClientRect()
          const notices = document.querySelectorAll(".Toastify__toast")
          if (notices.length === 0) found.push("no notice shown")
          for (const noticeElement of notices) {
            const area = noticeElement.getBoundingClientRect()
            if (used.bottom > area.top && used.top < area.bottom && used.right > area.left && used.left < area.right)
              found.push(`${element.id || element.tagName} at ${Math.round(used.top)} px under the notice`)
          }
        }
        return found
      })
      expect(overlaps).toEqual([])
    }
    await expect(notice(page, "success")).toBeVisible()
  })
})

test.describe("a scroll the page starts lands where it aims, while sections below the first screen are not laid out", () => {
  for (const width of [360, 1280])
    test(`${width} px: Enter on the send button, focused without scrolling to it, leaves it in view and clear of the notice`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(ROUTES.home)
      await waitForHydration(page)
      await page.waitForLoadState("networkidle") // the notice code loads when the form is first used
      const fields = contactForm(page)
      // A message typed without scrolling (the fields are read when the form is sent), while nothing but the
      // first screen has been laid out; then focus moves to the send button, as a screen reader's or the
      // keyboard's would, and the browser scrolls to it (smoothly: the page's scroll-behavior).
      await page.evaluate(
        ([name, email, message]) => {
          for (const [id, value] of Object.entries({ name, email, message }))
            (document.getElementById(`contact-${id}`) as HTMLInputElement).value = value
        },
        ["Grace Hopper", "grace@example.com", "Please call me about bookkeeping."]
      )
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await fields.send.evaluate(button => button.focus())
      await page.keyboard.press("Enter")
      const sent = notice(page, "success")
      await stopNoticeTimer(sent)
      await expect(fields.name).toHaveValue("")
      // Where the page came to rest: the scroll has ended when two frames apart it has not moved.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const frame = () => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
            const before = window.scrollY
            await frame()
            return window.scrollY === before
          })
        )
        .toBe(true)
      const place = await page.evaluate(() => {
        const button = document.activeElement!.getBoundingClientRect()
        const shown = document.querySelector(".Toastify__toast")!.getBoundingClientRect()
        return {
          focused: document.activeElement?.matches("#contact form button[type=submit]"),
          inView: button.top >= 0 && button.bottom <= window.innerHeight,
          clearOfNotice:
            button.bottom <= shown.top ||
            button.top >= shown.bottom ||
            button.right <= shown.left ||
            button.left >= shown.right,
          button: `${Math.round(button.top)}–${Math.round(button.bottom)} px of ${window.innerHeight}`,
        }
      })
      expect(place).toEqual({ focused: true, inView: true, clearOfNotice: true, button: place.button })
    })
})
