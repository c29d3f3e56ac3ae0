import type { Browser, BrowserContext, Page } from "@playwright/test"
import { test, expect, ROUTES, contactForm, fillContactForm, notice, waitForHydration } from "./fixtures"
import { content } from "../../tools/content"
import { fillTemplate } from "../../src/lib/fill-template"
import { replyTimeInWords } from "../../src/lib/reply-promise"
import { CONTACT_NETLIFY_FORM } from "../../src/lib/netlify-send"
import { THANK_YOU_PATH } from "../../src/lib/page-paths"
import { STAND_IN_COOKIE, STAND_IN_SUBMISSIONS_PATH, type Submission } from "../../tools/netlify-forms-stand-in"

/**
 * How the contact form sends, in the mode the site was built with (contact.json `delivery`, read from the
 * content the build used): scripts/test-all.sh runs this file against a simulated build and a netlify
 * build. Netlify Forms is played by the local stand-in in tools/netlify-forms-stand-in.ts.
 */
const delivery = content.contact.delivery
const netlify = delivery === "netlify"
const texts = content.contact

/** A message text no other test sends, to find this test's submission at the stand-in. */
const uniqueMessage = (label: string) => `${label}: please call me about bookkeeping (${Date.now()}-${Math.random()})`

async function submissions(page: Page): Promise<{ stored: Submission[]; dropped: Submission[] }> {
  return (await (await page.request.get(STAND_IN_SUBMISSIONS_PATH)).json()) as {
    stored: Submission[]
    dropped: Submission[]
  }
}

const withMessage = (list: Submission[], message: string) =>
  list.filter(submission => submission.fields.message === message)

/** Tells the stand-in how to answer this browser context's form posts: `fail-500`, `hang`. */
async function tellStandIn(context: BrowserContext, behaviour: string, baseURL: string) {
  await context.addCookies([{ name: STAND_IN_COOKIE, value: behaviour, url: baseURL }])
}

async function withoutJavaScript(browser: Browser, baseURL: string | undefined, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  try {
    await use(await context.newPage())
  } finally {
    await context.close()
  }
}

test.describe(`the contact form in the built HTML (delivery: ${delivery})`, () => {
  test("carries exactly what Netlify's deploy-time form detection needs, and nothing of it when simulated", async ({
    browser,
    baseURL,
  }) => {
    // Without JavaScript the page is the built HTML as the host serves it: what Netlify parses at deploy time.
    await withoutJavaScript(browser, baseURL, async page => {
      await page.goto(ROUTES.home)
      const form = page.locator("#contact form")
      await expect(form).toHaveCount(1)
      await expect(form).toHaveAttribute("method", /^post$/i)
      if (netlify) {
        await expect(form).toHaveAttribute("name", CONTACT_NETLIFY_FORM.name)
        await expect(form).toHaveAttribute("data-netlify", "true")
        await expect(form).toHaveAttribute("netlify-honeypot", CONTACT_NETLIFY_FORM.honeypot)
        await expect(form).toHaveAttribute("action", THANK_YOU_PATH)
        // The form-name field, first in the form, as Netlify's own injection would be.
        const formName = form.locator("> input").first()
        await expect(formName).toHaveAttribute("type", "hidden")
        await expect(formName).toHaveAttribute("name", "form-name")
        await expect(formName).toHaveAttribute("value", CONTACT_NETLIFY_FORM.name)
        // The honeypot is in the form, hidden from people and from assistive technology.
        const trap = form.locator(`input[name="${CONTACT_NETLIFY_FORM.honeypot}"]`)
        await expect(trap).toHaveCount(1)
        await expect(trap).toBeHidden()
        await expect(form.getByRole("textbox")).toHaveCount(3)
        // The action is a page of the site, noindex.
        const thankYou = await page.request.get(THANK_YOU_PATH)
        expect(thankYou.status()).toBe(200)
        expect(await thankYou.text()).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/)
      } else {
        const html = await (await page.request.get(ROUTES.home)).text()
        expect(html).not.toMatch(/data-netlify|netlify-honeypot|name="form-name"/)
        await expect(form).not.toHaveAttribute("action", /.+/)
      }
      // Every field posts under a name; the three visible ones are the message.
      for (const name of ["name", "email", "message"]) await expect(form.locator(`[name="${name}"]`)).toHaveCount(1)
    })
  })

  test("a short privacy notice from contact.json is under the form", async ({ page }) => {
    await page.goto(ROUTES.home)
    const card = page.locator("#contact form").locator("..")
    await expect(card.getByRole("heading", { name: texts.privacyNotice.heading })).toBeVisible()
    await expect(card.getByText(texts.privacyNotice.text)).toBeVisible()
  })
})

test.describe(`without JavaScript (delivery: ${delivery})`, () => {
  test("the hero's call to action is a link that reaches the contact section", async ({ browser, baseURL }) => {
    await withoutJavaScript(browser, baseURL, async page => {
      await page.goto(ROUTES.home)
      await page.getByRole("link", { name: content.home.hero.ctaLabel }).click()
      await expect(page).toHaveURL(/\/#contact$/)
      await expect(page.locator("#contact h2")).toBeInViewport()
    })
  })

  test("netlify: the form posts to the thank-you page, nothing typed in the address, and the stand-in stores it", async ({
    browser,
    baseURL,
  }) => {
    test.skip(!netlify, "only when the form really sends")
    await withoutJavaScript(browser, baseURL, async page => {
      await page.goto(ROUTES.home)
      const message = uniqueMessage("no-JS")
      await fillContactForm(page, message)
      await contactForm(page).send.click()
      await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
      expect(new URL(page.url()).search).toBe("")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.thankYou.heading)
      await expect(page.getByRole("main")).toContainText(
        fillTemplate(content.thankYou.message, {
          replyTime: replyTimeInWords(texts.replyTime, texts.replyPromise, content.site.language),
          replier: content.site.firmName,
        })
      )
      const stored = withMessage((await submissions(page)).stored, message)
      expect(stored).toEqual([
        {
          form: CONTACT_NETLIFY_FORM.name,
          path: THANK_YOU_PATH,
          // Without JavaScript, the inquiry's fields as the built HTML holds them: from the home page, about
          // no service unless the visitor chose one, answered by the firm, with no calculator's figures.
          fields: {
            "form-name": CONTACT_NETLIFY_FORM.name,
            [CONTACT_NETLIFY_FORM.honeypot]: "",
            subject: texts.notificationSubject.general,
            page: "/",
            service: "",
            responder: "",
            figures: "",
            name: "Grace Hopper",
            email: "grace@example.com",
            message,
          },
        },
      ])
    })
  })

  test("simulated: the send button is disabled and a note from contact.json says how to write instead", async ({
    browser,
    baseURL,
  }) => {
    test.skip(netlify, "only when the form cannot send")
    await withoutJavaScript(browser, baseURL, async page => {
      const posts: string[] = []
      page.on("request", request => {
        if (request.method() === "POST") posts.push(request.url())
      })
      await page.goto(ROUTES.home)
      const form = contactForm(page)
      await expect(form.send).toBeDisabled()
      const [before, after] = texts.form.noScriptNote.split("{email}")
      const note = page.locator("#contact p").filter({ hasText: before.trim() })
      await expect(note).toBeVisible()
      if (after !== undefined) {
        await expect(note.getByRole("link", { name: content.site.email })).toHaveAttribute(
          "href",
          `mailto:${content.site.email}`
        )
      }
      // Enter in a field does not send either (a form whose default button is disabled is not submitted).
      // Playwright's press waits for a navigation the key starts, so a post would be recorded by now.
      await fillContactForm(page)
      await form.name.press("Enter")
      expect(posts).toEqual([])
      await expect(form.name).toHaveValue("Grace Hopper")
    })
  })
})

test.describe(`with JavaScript (delivery: ${delivery})`, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(ROUTES.home)
    await waitForHydration(page)
  })

  test("the send button works once the page has started, and the no-JavaScript note is not shown", async ({ page }) => {
    await expect(contactForm(page).send).toBeEnabled()
    await expect(page.getByText(texts.form.noScriptNote.split("{email}")[0].trim())).toHaveCount(0)
  })

  test("netlify: the sending label while the post is on its way, one URL-encoded post to / with form-name, then the success notice and empty fields", async ({
    page,
    sends,
  }) => {
    test.skip(!netlify, "only when the form really sends")
    const form = contactForm(page)
    const message = uniqueMessage("fetch")
    await fillContactForm(page, message)
    await sends.hold()
    const posted = page.waitForRequest(request => request.method() === "POST")
    await form.send.dblclick()
    const post = await posted
    await expect(form.send).toHaveText(texts.form.sendingLabel)
    await expect(form.send).toBeDisabled()
    await sends.release()

    await expect(notice(page, "success")).toBeVisible()
    expect(new URL(post.url()).pathname).toBe("/")
    expect(post.headers()["content-type"]).toBe("application/x-www-form-urlencoded")
    expect(Object.fromEntries(new URLSearchParams(post.postData() ?? ""))).toEqual({
      "form-name": CONTACT_NETLIFY_FORM.name,
      [CONTACT_NETLIFY_FORM.honeypot]: "",
      subject: texts.notificationSubject.general,
      name: "Grace Hopper",
      email: "grace@example.com",
      message,
      page: "/",
    })
    // A double click sent once.
    expect(withMessage((await submissions(page)).stored, message)).toHaveLength(1)
    await expect(form.send).toHaveText(texts.form.submitLabel)
    for (const field of [form.name, form.email, form.message]) await expect(field).toHaveValue("")
  })

  for (const [failure, arrange] of [
    ["a 500 answer", async (page: Page, baseURL: string) => tellStandIn(page.context(), "fail-500", baseURL)],
    ["a 404 answer", async (page: Page, baseURL: string) => tellStandIn(page.context(), "fail-404", baseURL)],
    [
      "a network error",
      async (page: Page) =>
        page.route("/", route => (route.request().method() === "POST" ? route.abort("failed") : route.fallback())),
    ],
  ] as const) {
    test(`netlify: ${failure} shows the failure notice and keeps every typed character`, async ({ page, baseURL }) => {
      test.skip(!netlify, "only when the form really sends")
      await arrange(page, baseURL!)
      const form = contactForm(page)
      const message = `${uniqueMessage(failure)}\n  Second line, with spaces kept.  `
      await fillContactForm(page, message)
      await form.send.click()
      await expect(notice(page, "failure")).toBeVisible()
      await expect(notice(page, "success")).toHaveCount(0)
      await expect(form.name).toHaveValue("Grace Hopper")
      await expect(form.email).toHaveValue("grace@example.com")
      await expect(form.message).toHaveValue(message)
      await expect(form.send).toBeEnabled()
      expect(withMessage((await submissions(page)).stored, message)).toEqual([])
    })
  }

  test("netlify: no answer within 15 seconds counts as a failure, and what was typed stays", async ({
    page,
    baseURL,
  }) => {
    test.skip(!netlify, "only when the form really sends")
    await tellStandIn(page.context(), "hang", baseURL!)
    await page.clock.install()
    const form = contactForm(page)
    const message = uniqueMessage("timeout")
    await fillContactForm(page, message)
    await form.send.click()
    await expect(form.send).toHaveText(texts.form.sendingLabel)
    await page.clock.runFor(14_000)
    await expect(form.send).toHaveText(texts.form.sendingLabel)
    await page.clock.runFor(1_500)
    await expect(notice(page, "failure")).toBeVisible()
    await expect(form.message).toHaveValue(message)
    await expect(form.send).toBeEnabled()
  })

  test("netlify: a bot that fills the honeypot is told it worked, and the stand-in drops its message", async ({
    page,
  }) => {
    test.skip(!netlify, "only when the form really sends")
    const message = uniqueMessage("bot")
    await fillContactForm(page, message)
    await page
      .locator(`input[name="${CONTACT_NETLIFY_FORM.honeypot}"]`)
      .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"))
    await contactForm(page).send.click()
    await expect(notice(page, "success")).toBeVisible()
    const { stored, dropped } = await submissions(page)
    expect(withMessage(stored, message)).toEqual([])
    expect(withMessage(dropped, message)).toHaveLength(1)
  })

  test("simulated: no request at all when the form sends, and the success notice once sendDelayMs has passed, not before", async ({
    page,
  }) => {
    test.skip(netlify, "only when the form is simulated")
    await fillContactForm(page)
    await page.waitForLoadState("networkidle")
    const requests: string[] = []
    page.on("request", request => requests.push(`${request.method()} ${request.url()}`))
    const success = notice(page, "success")
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1000)
    await contactForm(page).send.click()
    await expect(contactForm(page).send).toHaveText(texts.form.sendingLabel)
    if (texts.sendDelayMs > 0) {
      await page.clock.runFor(texts.sendDelayMs - 1)
      await expect(contactForm(page).send).toHaveText(texts.form.sendingLabel)
      await expect(success).toHaveCount(0)
    }
    await page.clock.runFor(1)
    await page.clock.resume()
    await expect(success).toBeVisible()
    expect(requests).toEqual([])
  })
})
