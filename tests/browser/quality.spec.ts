import type { Page } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"
import { content } from "../../tools/content"
import {
  test,
  expect,
  addressOf,
  ROUTES,
  callToAction,
  contactForm,
  fillContactForm,
  linkedCards,
  notice,
  VISITED_PAGES,
  SEND_TIMEOUT,
  sharedPage,
  stopNoticeTimer,
  waitForHydration,
  watch,
  NAVIGATED_INDEXES,
} from "./fixtures"

/**
 * The pages looked at in full: the home page, the pages of the content that show every case it has
 * (VISITED_PAGES: however many entries a kind has, the same few), the 404 page.
 */
const PAGES: [string, string][] = [
  ...VISITED_PAGES.map(route => [route === ROUTES.home ? "home" : route, route] as [string, string]),
  ["notFound", ROUTES.notFound],
]

/**
 * axe's violations of WCAG 2.0, 2.1 and 2.2 A/AA and its best practices on the page as it is now, by rule and
 * element. axe runs in the page itself (its legacy mode) instead of opening a blank page of its own to put its
 * results together: measured, about 1.5 s less per run, for the same results. That mode cannot enter a frame of
 * another origin, so such a frame counts as a violation (the pages have no frame at all, and their policy
 * allows none from elsewhere).
 */
/**
 * The items of a list past its twelfth: a list that grows with the entries (every article on /insights, a
 * person's articles) is one component drawn for each item, so its first twelve show what axe can find in it,
 * and the page costs the same to check whatever the firm has written. Every item's links and pictures are
 * checked from the HTML (every-page.spec.ts).
 */
const BEYOND_A_LONG_LISTS_START = "main :is(ul, ol) > li:nth-child(n + 13)"

async function axeViolations(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin
  const framesOfElsewhere = page
    .frames()
    .filter(frame => frame !== page.mainFrame() && new URL(frame.url(), origin).origin !== origin)
    .map(frame => `a frame axe cannot enter: ${frame.url()}`)
  // Axe reads colours where elements are on the screen, and an element away from it that content-visibility
  // has not laid out yet is nowhere (axe then finds the page's white behind the footer's text). A visitor
  // sees every element laid out once they scroll to it: so does axe, and the page is left as it was.
  const laidOut = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" })
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .exclude(BEYOND_A_LONG_LISTS_START)
    .setLegacyMode()
    .analyze()
  await laidOut.evaluate(style => {
    style.parentNode?.removeChild(style)
  })
  return [
    ...framesOfElsewhere,
    ...results.violations.map(violation => `${violation.id}: ${violation.nodes.map(node => node.target).join(", ")}`),
  ]
}

/**
 * What the 404 page may report: its log of the missing path, and the 404 statuses of the address
 * itself and of Gatsby's page-data lookup for it (Gatsby asks for the unknown path's data before it
 * falls back to the 404 page's own; the host answers 404, and Chromium logs every 404 response).
 */
function unexpected(problems: string[], route: string): string[] {
  if (route !== ROUTES.notFound) return problems
  const expected404s = [`${route})`, `/page-data${route}/page-data.json)`]
  return problems.filter(
    problem =>
      !problem.includes(`404 Error: User attempted to access non-existent route: ${route}`) &&
      !(problem.includes("status of 404") && expected404s.some(url => problem.endsWith(url)))
  )
}

/**
 * Rendered elements that reach past the sides of the viewport, or whose content is wider than their box
 * (text that does not wrap), as short descriptions. Runs in the page. Visually hidden text (the 1 px
 * technique) and areas meant to scroll are not counted.
 */
function overflowingElements(): string[] {
  const describe = (element: Element, what: string) =>
    `${element.tagName.toLowerCase()}.${String(element.getAttribute("class") ?? "").split(" ")[0]} "${(element.textContent ?? "").trim().slice(0, 40)}": ${what}`
  const visuallyHidden = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const box = node.getBoundingClientRect()
      if (getComputedStyle(node).position === "absolute" && box.width <= 1 && box.height <= 1) return true
    }
    return false
  }
  return [...document.body.querySelectorAll("*")].flatMap(element => {
    const box = element.getBoundingClientRect()
    if ((box.width === 0 && box.height === 0) || visuallyHidden(element)) return []
    const style = getComputedStyle(element)
    const problems: string[] = []
    if (box.right > window.innerWidth + 1 || box.left < -1)
      problems.push(describe(element, `spans ${Math.round(box.left)} to ${Math.round(box.right)} px`))
    const scrolls = ["auto", "scroll"].includes(style.overflowX)
    if (element.clientWidth > 0 && !scrolls && element.scrollWidth > element.clientWidth + 1)
      problems.push(describe(element, `content ${element.scrollWidth} px wide in a box of ${element.clientWidth} px`))
    return problems
  })
}

/** The widths every page is laid out at: a small phone, a tablet, a desktop. */
const WIDTHS = [360, 768, 1440]

for (const [name, route] of PAGES) {
  test.describe(`${name} page (${route})`, () => {
    // The four checks look at one load of the page, watched from its first request, hydrated; in this order,
    // since the first scrolls it to the bottom and the last lays it out at other widths.
    const loaded = sharedPage(async page => {
      const watched = await watch(page)
      const failed: string[] = []
      const expectedMisses = route === ROUTES.notFound ? [route, `/page-data${route}/page-data.json`] : []
      page.on("response", response => {
        const { pathname } = new URL(response.url())
        if (response.status() >= 400 && !expectedMisses.includes(pathname))
          failed.push(`${response.status()} ${response.url()}`)
      })
      await page.goto(route)
      await waitForHydration(page)
      return { watched, failed }
    })

    test("loads without console errors, hydration warnings, CSP violations or failed requests, all from its own origin", async ({
      baseURL,
    }) => {
      const { page, watched, failed } = loaded()
      // Exercise the page a little: scroll to the bottom so everything lazy has run.
      await page.mouse.wheel(0, 20000)
      await page.waitForLoadState("networkidle")

      expect(unexpected(watched.problems, route)).toEqual([])
      expect(failed).toEqual([])
      const foreign = watched.requests.map(request => request.url()).filter(url => !url.startsWith(`${baseURL}/`))
      expect(foreign).toEqual([])
    })

    test("has no axe violations of WCAG 2.0, 2.1 and 2.2 A/AA or best practice", async () => {
      expect(await axeViolations(loaded().page)).toEqual([])
    })

    test("is readable without JavaScript: the same headings and text in the built HTML as once it runs", async ({
      browser,
      baseURL,
    }) => {
      // What a page shows, as reading it goes: its headings, and every paragraph and list item of main; not
      // what works only with a script (a calculator's fields and results), which a page without one hides and
      // says so in a note of its own (noscript).
      const reading = (target: Page) =>
        target
          .locator("main")
          .locator("h1, h2, h3, h4, p, li")
          .evaluateAll(elements =>
            elements
              .filter(
                element => !element.closest("noscript, [data-needs-script]") && element.getClientRects().length > 0
              )
              .map(element => `${element.tagName}: ${(element.textContent ?? "").trim()}`)
          )
      const withScript = await reading(loaded().page)
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      try {
        const withoutScript = await context.newPage()
        await withoutScript.goto(route)
        await expect(withoutScript.getByRole("heading", { level: 1 })).toBeVisible()
        await expect(withoutScript.getByRole("contentinfo")).toContainText(content.site.footer.copyright)
        expect(await reading(withoutScript)).toEqual(withScript)
      } finally {
        await context.close()
      }
    })

    test(`fits ${WIDTHS.join(", ")} px without horizontal scrolling, every text inside its box, with touch targets of at least 24×24 px`, async () => {
      const { page } = loaded()
      // The one load, laid out again at each width (the layout is CSS's alone: media queries, no script).
      for (const width of WIDTHS)
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 })
          await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width)
          // However long the content's texts are (npm test builds a variant with every text at its longest),
          // they wrap: no element reaches past the page's sides, and none holds content wider than itself.
          expect(await page.evaluate(overflowingElements)).toEqual([])
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
          // Every target is at least 24 × 24 px (WCAG 2.5.8), whatever its text's length (the variants have
          // both: "most" every text at its longest, and its short texts' case), except under the criterion's
          // inline exception: a link inside a sentence ("By Jane Doe, CPA"), whose height is the line's, set
          // by the text around it. Such a link is laid out inline and shares its block with text of its own.
          const small = await page.locator("a, button, input, textarea").evaluateAll(elements => {
            const blockOf = (element: Element): Element => {
              let block = element.parentElement!
              while (
                getComputedStyle(block).display.startsWith("inline") ||
                getComputedStyle(block).display === "contents"
              )
                block = block.parentElement!
              return block
            }
            const inSentence = (element: Element) =>
              element.tagName === "A" &&
              getComputedStyle(element).display === "inline" &&
              /\p{L}/u.test((blockOf(element).textContent ?? "").replace(element.textContent ?? "", ""))
            return elements
              .filter(element => element.getClientRects().length > 0) // rendered: not hidden fields
              .map(element => ({ element, box: element.getBoundingClientRect() }))
              .filter(({ box }) => box.width < 24 || box.height < 24)
              .filter(({ element }) => !inSentence(element))
              .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}×${box.height}`)
          })
          expect(small).toEqual([])
        })
    })
  })
}

test.describe("the page's height before its bands are laid out", () => {
  // A band (a section, the footer) away from the screen is laid out only when it nears it, at its estimated
  // height until then (styles/GlobalStyles.tsx). The scrollbar shows the page's height from the start: the
  // estimates keep it within 10 % of the height once every band is laid out, at every width, on every page.
  for (const width of [360, 768, 1280])
    test(`${width} px: every page looked at in full is within 10 % of its height`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      const heights: { route: string; before: number; after: number }[] = []
      for (const [, route] of PAGES) {
        await page.goto(route)
        await expect(page.locator("footer")).toBeAttached()
        const before = await page.evaluate(() => document.documentElement.scrollHeight)
        const after = await page.evaluate(() => {
          const style = document.createElement("style")
          style.textContent = "[data-band] { content-visibility: visible !important }"
          document.head.append(style)
          return document.documentElement.scrollHeight
        })
        heights.push({ route, before, after })
      }
      expect(heights.filter(({ before, after }) => Math.abs(before / after - 1) > 0.1)).toEqual([])
    })
})

test.describe("keyboard", () => {
  async function tabSequence(page: Page, count: number) {
    const stops: { label: string; outline: string }[] = []
    for (let i = 0; i < count; i++) {
      await page.keyboard.press("Tab")
      stops.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement
          const style = getComputedStyle(element)
          // A field by its name (a choice's text is all its options).
          const label =
            element.getAttribute("aria-label") ||
            (element.tagName === "SELECT" ? "" : element.innerText?.trim()) ||
            element.getAttribute("name") ||
            element.tagName
          return { label: label.replace(/\s+/g, " "), outline: `${style.outlineStyle} ${style.outlineWidth}` }
        })
      )
    }
    return stops
  }

  test("home: every control is reached with Tab in reading order and shows a visible focus ring", async ({ page }) => {
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    // The links to the index pages (Insights, the calculators, Team…), in the header, while each has a live entry.
    const navigation = NAVIGATED_INDEXES.map(index => index.label)
    const pageOf = (id?: string) => content.entries.page.find(own => own.id === id)
    const policy = content.site.footer.legalNotices.find(
      notice => notice.privacyPolicy && pageOf(notice.page ?? undefined)
    )
    const legalLinks = content.site.footer.legalNotices.filter(notice => pageOf(notice.page ?? undefined))
    // The header's search field and its button, while the header links to a list.
    const search = navigation.length > 0 ? ["q", content.search.form.submit] : []
    const expected = [
      content.site.skipLinkLabel,
      ...navigation,
      ...search,
      content.home.hero.ctaLabel,
      ...linkedCards.map(card => `${card.link!.label} – ${card.title}`),
      content.site.email,
      // The call card's text links to the firm's booking page once it has one.
      ...(content.contact.scheduleCard.bookingUrl ? [content.contact.scheduleCard.text] : []),
      "name",
      "email",
      ...(content.contact.form.serviceChoice ? ["service"] : []),
      "message",
      content.contact.form.submitLabel,
      ...(policy ? [policy.label] : []),
      ...navigation,
      content.site.email,
      ...legalLinks.map(notice => notice.label),
    ]
    const stops = await tabSequence(page, expected.length)
    expect(stops.map(stop => stop.label)).toEqual(expected)
    for (const stop of stops) expect(stop.outline).toMatch(/^solid (3|[4-9])px$/)
  })

  test("the skip link appears on focus and moves focus to the main content with Enter", async ({ page }) => {
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: content.site.skipLinkLabel })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(page.locator("main")).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(callToAction(page)).toBeFocused()
  })

  test("Enter on the hero's call to action and on a service card's link works", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    await callToAction(page).focus()
    await page.keyboard.press("Enter")
    await expect(page.locator("#contact-heading")).toBeFocused()
    await expect(page.locator("#contact")).toBeInViewport()
    // A service card's link, if any card has one, as services.json places it.
    if (linkedCards.length === 0) return
    await page.locator("#services").getByRole("link").first().focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(addressOf(linkedCards[0].linkPath))
  })
})

test.describe("motion and notices", () => {
  test("with reduced motion nothing animates, and the notice is still announced and stays readable", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto")
    const cta = callToAction(page)
    expect(parseFloat(await cta.evaluate(element => getComputedStyle(element).transitionDuration))).toBeLessThan(0.001)

    await fillContactForm(page)
    await contactForm(page).send.click()
    const sent = notice(page, "success")
    await expect(sent).toBeVisible({ timeout: SEND_TIMEOUT })
    await stopNoticeTimer(sent)
    await expect(page.locator("[aria-live='polite']").filter({ has: sent })).toHaveCount(1)
    // The notice's timer is its progress bar's animation: it keeps its full length, so the notice does
    // not close the moment it opens.
    const timer = page.locator(".Toastify__progress-bar")
    await expect(timer).toHaveCount(1)
    expect(
      parseFloat(await timer.evaluate(element => getComputedStyle(element).animationDuration))
    ).toBeGreaterThanOrEqual(5)
    await expect(sent).toBeVisible()
    // What each visible animation lasts, not whether one is running at this instant: the notice's
    // entrance, shortened to almost nothing, may still be running when a busy machine looks.
    const visibleMotion = await page.evaluate(() =>
      document
        .getAnimations()
        .filter(animation => animation.playState !== "idle")
        .map(animation => ({
          target: (animation.effect as KeyframeEffect).target as Element,
          duration: Number(animation.effect!.getComputedTiming().duration),
        }))
        .filter(({ target, duration }) => getComputedStyle(target).visibility !== "hidden" && duration > 1)
        .map(({ target, duration }) => `${target.className}: ${duration} ms`)
    )
    expect(visibleMotion).toEqual([])
  })

  test("the page with a notice showing still has no axe violations", async ({ page }) => {
    await page.goto(ROUTES.home)
    await waitForHydration(page)
    await fillContactForm(page)
    await contactForm(page).send.click()
    const sent = notice(page, "success")
    await expect(sent).toBeVisible({ timeout: SEND_TIMEOUT })
    // Axe, slow on a busy machine, still finds the notice.
    await stopNoticeTimer(sent)
    // Contrast is measured once the entrance animation has finished (the notice's timer stays paused).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          animation =>
            animation.playState !== "running" ||
            (animation.effect as KeyframeEffect).target?.classList.contains("Toastify__progress-bar")
        )
    )
    expect(await axeViolations(page)).toEqual([])
    await expect(sent).toBeVisible()
  })
})

test("without JavaScript, submitting the form never puts what was typed into a URL", async ({ browser, baseURL }) => {
  // Simulated, the form cannot send without JavaScript: its button is disabled (tests/browser/delivery.spec.ts).
  test.skip(content.contact.delivery !== "netlify", "the form sends without JavaScript only when delivery is netlify")
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const watched = await watch(page)
  await page.goto(ROUTES.home)
  await fillContactForm(page, "secret-message-text")
  await contactForm(page).send.click()
  await page.waitForLoadState()
  const urls = [page.url(), ...watched.requests.map(request => request.url())]
  expect(urls.filter(url => url.includes("?") || url.includes("secret-message-text") || url.includes("grace"))).toEqual(
    []
  )
  const posts = watched.requests.filter(request => request.method() === "POST")
  expect(posts).toHaveLength(1)
  await context.close()
})
