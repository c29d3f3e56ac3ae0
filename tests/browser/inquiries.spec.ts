import type { Browser, Page } from "@playwright/test"
import {
  test,
  expect,
  SERVICE_PAGES,
  contactForm,
  fillContactForm,
  notice,
  personNamed,
  stopNoticeTimer,
  waitForHydration,
  words,
} from "./fixtures"
import { content } from "../../tools/content"
import { fillTemplate } from "../../src/lib/fill-template"
import { replierSentence } from "../../src/lib/inquiry"
import { deadlineInWords, replyDeadline, replyTimeInWords } from "../../src/lib/reply-promise"
import { THANK_YOU_PATH } from "../../src/lib/page-paths"
import { STAND_IN_SUBMISSIONS_PATH, type Submission } from "../../tools/netlify-forms-stand-in"

/**
 * An inquiry from a service page's call to action to the confirmation of who answers it and by when, as a
 * visitor makes it: with a fixed clock (the deadline depends on the moment of the send) and in two visitors'
 * time zones, behind the firm's and ahead of it. Runs where the content has what it needs (a reply promise
 * and a service page that names who answers, as the `most` variant has); the stand-in's record is read
 * when the site was built to send through Netlify Forms.
 */
const { contact, site } = content
const promise = contact.replyPromise
const netlify = contact.delivery === "netlify"
/** The first live service page that names who answers its inquiries, and that person. */
const answered = SERVICE_PAGES.find(page => page.responder)
const responder = answered?.responder ? personNamed(answered.responder) : undefined
/** A Friday afternoon: the fixed moment of every send here. */
const SENT_AT = new Date("2026-11-20T20:00:00Z")

/** A message no other test sends, to find this test's record at the stand-in. */
const uniqueMessage = (label: string) => `${label}: about my taxes (${Date.now()}-${Math.random()})`

async function storedWith(page: Page, message: string): Promise<Submission[]> {
  const { stored } = (await (await page.request.get(STAND_IN_SUBMISSIONS_PATH)).json()) as { stored: Submission[] }
  return stored.filter(submission => submission.fields.message === message)
}

async function visitorIn(browser: Browser, baseURL: string | undefined, options: object) {
  const context = await browser.newContext({ baseURL, ...options })
  return { page: await context.newPage(), close: () => context.close() }
}

test.describe("an inquiry from a service page, answered by the person it names", () => {
  test.skip(!answered || !promise, "this content has no reply promise or no service page that names who answers")

  for (const timezoneId of ["America/Los_Angeles", "Asia/Tokyo"])
    test(`its call to action, the form, and the notice naming who replies and by when, for a visitor in ${timezoneId}`, async ({
      browser,
      baseURL,
    }) => {
      const visitor = await visitorIn(browser, baseURL, { timezoneId })
      try {
        const { page } = visitor
        await page.clock.setFixedTime(SENT_AT)
        await page.goto(answered!.path)
        await page
          .getByRole("region", { name: answered!.cta.heading })
          .getByRole("link", { name: answered!.cta.link.label })
          .click()
        await expect(page).toHaveURL(/\/\?[^#]+#contact$/)
        await waitForHydration(page)
        // The form knows the service the visitor came from, and chooses it where it offers a choice.
        if (contact.form.serviceChoice)
          await expect(page.getByLabel(contact.form.serviceChoice.label)).toHaveValue(answered!.id)
        const message = uniqueMessage(timezoneId)
        await fillContactForm(page, message)
        await contactForm(page).send.click()

        const shown = notice(page, "success")
        await stopNoticeTimer(shown)
        const deadline = deadlineInWords(replyDeadline(SENT_AT, promise!), SENT_AT, site.language, timezoneId)
        const said = fillTemplate(replierSentence(contact.notices.success.promisedDescription, responder!.replier), {
          replier: responder!.signature,
          deadline,
        })
        expect(words(await shown.textContent())).toContain(words(said))

        // Under the form, once the notice has gone: who answers, linked to their page, and a call to book.
        const section = page.locator("#contact")
        await expect(section.getByRole("link", { name: responder!.signature, exact: true })).toHaveAttribute(
          "href",
          responder!.path
        )
        const booking = section.getByRole("link", {
          name: fillTemplate(contact.notices.success.bookingLinkLabel, { name: responder!.name }),
          exact: true,
        })
        const address = new URL((await booking.getAttribute("href"))!)
        const bookingUrl = new URL(responder!.replier.bookingUrl ?? contact.scheduleCard.bookingUrl!)
        expect(address.origin + address.pathname).toBe(bookingUrl.origin + bookingUrl.pathname)
        if (/(^|\.)(cal\.com|calendly\.com)$/.test(address.hostname))
          expect(Object.fromEntries(address.searchParams)).toMatchObject({
            name: "Grace Hopper",
            email: "grace@example.com",
          })

        if (netlify) {
          const [stored] = await storedWith(page, message)
          expect(stored.fields).toMatchObject({
            service: answered!.id,
            page: answered!.path,
            responder: answered!.responder,
            subject: fillTemplate(contact.notificationSubject.aboutService, {
              service: answered!.heading,
              replier: responder!.signature,
            }),
          })
        }
      } finally {
        await visitor.close()
      }
    })
})

test.describe("an inquiry without JavaScript", () => {
  test.skip(!netlify, "the form sends without JavaScript only through Netlify Forms")

  test("from a service page's call to action, the form posts to /thank-you, which states the promise in words and offers the firm's booking page", async ({
    browser,
    baseURL,
  }) => {
    const visitor = await visitorIn(browser, baseURL, { javaScriptEnabled: false })
    try {
      const { page } = visitor
      const from = SERVICE_PAGES[0]
      if (from) {
        await page.goto(from.path)
        await page
          .getByRole("region", { name: from.cta.heading })
          .getByRole("link", { name: from.cta.link.label })
          .click()
        await expect(page).toHaveURL(/#contact$/)
      } else await page.goto("/#contact")
      // Without a script the form cannot read its address: the visitor chooses the service, where it offers a choice.
      if (contact.form.serviceChoice && from)
        await page.getByLabel(contact.form.serviceChoice.label).selectOption(from.id)
      const message = uniqueMessage("no-JS")
      await fillContactForm(page, message)
      await contactForm(page).send.click()
      await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
      const main = page.getByRole("main")
      const replyTime = replyTimeInWords(contact.replyTime, promise, site.language)
      expect(words(await main.textContent())).toContain(
        words(fillTemplate(content.thankYou.message, { replyTime, replier: site.firmName }))
      )
      const booking = main.getByRole("link", {
        name: fillTemplate(contact.notices.success.bookingLinkLabel, { name: site.firmName }),
      })
      if (contact.scheduleCard.bookingUrl)
        await expect(booking).toHaveAttribute("href", contact.scheduleCard.bookingUrl)
      else await expect(booking).toHaveCount(0)
      const [stored] = await storedWith(page, message)
      expect(stored.fields).toMatchObject({
        page: "/",
        service: contact.form.serviceChoice && from ? from.id : "",
        responder: "",
      })
    } finally {
      await visitor.close()
    }
  })
})
