import { test as base, expect, type Locator, type Page, type Request } from "@playwright/test"
import { fillTemplate } from "../../src/lib/fill-template"
import { content } from "../../tools/content"

export const ROUTES = {
  home: "/",
  advisory: "/financial-advisory",
  notFound: "/this-page-does-not-exist",
} as const

export interface PageWatch {
  /** Console errors and warnings, uncaught errors and CSP violations, as text. */
  problems: string[]
  /** Every request the page made. */
  requests: Request[]
}

/**
 * Records what a page does: every request, console error and warning, uncaught exception and CSP
 * violation (Chromium reports those on the console too; the listener catches them even if it did not).
 */
export function watch(page: Page): PageWatch {
  const watched: PageWatch = { problems: [], requests: [] }
  page.on("request", request => watched.requests.push(request))
  page.on("pageerror", error => watched.problems.push(`uncaught: ${error.message}`))
  page.on("console", message => {
    if (message.type() === "error" || message.type() === "warning") {
      watched.problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
    }
  })
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", event => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`)
    })
  })
  return watched
}

export const test = base.extend<{ watched: PageWatch }>({
  watched: async ({ page }, use) => {
    await use(watch(page))
  },
})

export { expect }

/** Waits until React has hydrated the page (its elements carry React's fiber), so interactions reach it. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const footer = document.querySelector("footer")
    return footer !== null && Object.keys(footer).some(key => key.startsWith("__reactFiber"))
  })
  await page.waitForLoadState("networkidle")
}

/** The contact form's controls on the home page, found by their labels in data/contact.json. */
export function contactForm(page: Page) {
  const { form } = content.contact
  return {
    name: page.getByLabel(form.nameLabel, { exact: true }),
    email: page.getByLabel(form.emailLabel, { exact: true }),
    message: page.getByLabel(form.messageLabel, { exact: true }),
    send: page.locator("#contact form button[type=submit]"),
  }
}

/** The hero's call to action ('Get Started Today'), by its text in data/home.json. */
export function callToAction(page: Page): Locator {
  return page.locator("main > section").first().getByRole("link", { name: content.home.hero.ctaLabel })
}

/** The texts of a notice as visitors read them, with {replyTime} filled in as the contact section does. */
export function noticeText(kind: "success" | "failure"): { title: string; description: string } {
  const values = { replyTime: content.contact.replyTime }
  const { title, description } = content.contact.notices[kind]
  return { title: fillTemplate(title, values), description: fillTemplate(description, values) }
}

/** The success or failure notice, once shown. */
export function notice(page: Page, kind: "success" | "failure"): Locator {
  return page.getByRole("alert").filter({ hasText: noticeText(kind).title })
}

/** Fills the contact form with a valid message. */
export async function fillContactForm(page: Page, message = "Please call me about bookkeeping."): Promise<void> {
  const form = contactForm(page)
  await form.name.fill("Grace Hopper")
  await form.email.fill("grace@example.com")
  await form.message.fill(message)
}
