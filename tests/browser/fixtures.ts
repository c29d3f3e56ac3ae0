import { test as base, expect, type Locator, type Page, type Request } from "@playwright/test"
import { filledNotices } from "../../src/lib/fill-template"
import { deadlineInWords, replyDeadline, replyTimeInWords } from "../../src/lib/reply-promise"
import { replierName, replierSentence, type Replier } from "../../src/lib/inquiry"
import {
  content,
  contentPages,
  furtherListingPages,
  liveServicePages,
  sampledEntries,
  sampledPages,
  type ServicePageContent,
} from "../../tools/content"
import { fillTemplate } from "../../src/lib/fill-template"
import { entryPath, isLive } from "../../plugins/content-model/content-entries"
import { CONTENT_KINDS, INDEXED_KINDS } from "../../plugins/content-model/content-kinds"
import gatsbyConfig from "../../gatsby-config"
import { CALCULATOR_READY_ATTRIBUTE, CALCULATOR_SETUP_ATTRIBUTE } from "../../src/calculators/attach"
import { PLAN_ESTIMATE_ATTRIBUTE, PLAN_ESTIMATE_READY_ATTRIBUTE } from "../../src/calculators/plan-estimate"

/** The site's public address, as gatsby-config.ts sets it (the one place): canonical links and the sitemap use it. */
export const SITE_URL = (gatsbyConfig.siteMetadata as { siteUrl: string }).siteUrl

export const ROUTES = {
  home: "/",
  notFound: "/this-page-does-not-exist",
} as const

/**
 * The service pages the content publishes (data/service-pages/, retired pages left out), each with its
 * path. Tests that visit "every page" take them from here: a page an editor adds is tested too. The
 * variant with the fewest items has none.
 */
export const SERVICE_PAGES: readonly ServicePageContent[] = liveServicePages

/** The live people, articles and pages of the content (data/people, data/articles, data/pages). */
export const PEOPLE = content.entries.person.filter(isLive)
export const ARTICLES = content.entries.article.filter(isLive)
export const PAGES = content.entries.page.filter(isLive)
/** The live calculators (data/tools). */
export const TOOLS = content.entries.tool.filter(isLive)

/**
 * Every page a visitor can land on and find in search: the home page, then every page the content's kinds
 * publish (service pages, people, articles, pages, and the index and category pages while they have
 * entries). Tests that visit "every page" take them from here: a page an editor adds is tested too.
 */
export const INDEXED_PAGES: readonly string[] = [ROUTES.home, ...contentPages.map(page => page.path)]

/**
 * The index pages the header and the footer link to, in their order (INDEXED_KINDS): each kind's that is
 * published (it has a live entry), with its words in entry-pages.json (its link's label and its heading).
 */
export const NAVIGATED_INDEXES: readonly { path: string; label: string; heading: string }[] = INDEXED_KINDS.filter(
  kind => INDEXED_PAGES.includes(kind.indexPath!)
).map(kind => {
  const words = (content.entryPages as unknown as Record<string, { navigationLabel: string; heading: string }>)[
    kind.indexTextsKey!
  ]
  return { path: kind.indexPath!, label: words.navigationLabel, heading: words.heading }
})

/**
 * The live entries of each kind whose pages the deep checks visit one by one, and the pages they visit: the
 * home page, each sampled entry's page, each kind's index and first group page (tools/covering-sample.ts).
 * However many entries a kind has, these are the fewest that show every case the content has; every page of
 * INDEXED_PAGES is checked from its published HTML (every-page.spec.ts).
 */
export const SAMPLED = sampledEntries
export const VISITED_PAGES: readonly string[] = [ROUTES.home, ...sampledPages.map(page => page.path)]

/** The file the host answers a page's address with: `index.html` for `/`, `<path>.html` for every other. */
export const fileOfPage = (route: string) => (route === ROUTES.home ? "index.html" : `${route.slice(1)}.html`)

/** What a page of the content says of itself in search results, and its main heading, from its data file. */
export function pageTexts(route: string): { title: string; description: string; heading: string } {
  if (route === ROUTES.home) return { ...content.home.seo, heading: content.home.hero.headline }
  // A list's further page: the first page's heading and description, its own title (entry-pages.json).
  const further = furtherListingPages.find(candidate => candidate.path === route)
  if (further) {
    const first = pageTexts(further.first)
    const title = fillTemplate(content.entryPages.listingPages.seoTitle, { heading: first.heading, page: further.page })
    return { ...first, title }
  }
  const page = contentPages.find(candidate => candidate.path === route)
  if (!page) throw new Error(`no page at ${route}`)
  const { entryPages } = content
  const words = entryPages as unknown as Record<string, { seoTitle: string; seo: TextsOfSearch; heading: string }>
  const kind = CONTENT_KINDS[page.kind]
  if (page.id) {
    // An entry's page: its main heading is its title field; its search texts are its own (`seo`), or its kind's
    // pattern in entry-pages.json (`person.seoTitle`) filled in with its fields, and its summary.
    const entries = content.entries[kind.name] as unknown as readonly Record<string, unknown>[]
    const entry = entries.find(candidate => candidate.id === page.id)!
    const heading = String(entry[kind.titleField])
    const seo = entry.seo as TextsOfSearch | undefined
    if (seo) return { title: seo.title, description: seo.description, heading }
    const fields = Object.fromEntries(Object.entries(entry).filter(([, value]) => typeof value === "string"))
    return {
      title: fillTemplate(words[kind.textsKey].seoTitle, fields as Record<string, string>),
      description: String(entry.summary),
      heading,
    }
  }
  // A kind's index page: its words in entry-pages.json under its index texts' key (`team`, `pricing`).
  if (kind.indexTextsKey && route === kind.indexPath)
    return { ...words[kind.indexTextsKey].seo, heading: words[kind.indexTextsKey].heading }
  // Otherwise one of its groups' pages (the articles' categories).
  const category = entryPages.categories.find(candidate => route.endsWith(`/${candidate.id}`))
  if (!category) throw new Error(`no words for the page at ${route}`)
  return {
    title: fillTemplate(entryPages.categoryPage.seoTitle, { category: category.name }),
    description: category.description,
    heading: category.name,
  }
}

interface TextsOfSearch {
  title: string
  description: string
}

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
export async function watch(page: Page): Promise<PageWatch> {
  const watched: PageWatch = { problems: [], requests: [] }
  page.on("request", request => watched.requests.push(request))
  page.on("pageerror", error => watched.problems.push(`uncaught: ${error.message}`))
  page.on("console", message => {
    if (message.type() === "error" || message.type() === "warning") {
      watched.problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
    }
  })
  // Awaited: a test that ends at once (a skip) must not leave the call behind, to fail after it.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", event => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`)
    })
  })
  return watched
}

/** Each test page's HeldSends, set up with the page, before the test or its hooks open it (sendsOf). */
const sendsOfPage = new WeakMap<Page, HeldSends>()

export const test = base.extend<{ watched: PageWatch; sends: HeldSends }>({
  page: async ({ page }, use) => {
    sendsOfPage.set(page, await sendsOf(page))
    await use(page)
  },
  watched: async ({ page }, use) => {
    await use(await watch(page))
  },
  sends: async ({ page }, use) => {
    await use(sendsOfPage.get(page)!)
  },
})

export { expect }

/**
 * One page for a group of tests that only look at it: `open` loads it once, before the group's first test,
 * in a context of its own, and every test of the group gets that page (and what `open` returned). Starting
 * a page is most of a short test's processor time. The group's tests run in the order written, on one
 * worker; a failing test ends its worker, and a new worker opens the page again for the tests left. Call it
 * in the group's `test.describe`. A test that types, clicks or navigates opens a page of its own instead.
 */
export function sharedPage<Extra extends object>(open: (page: Page) => Promise<Extra>): () => Extra & { page: Page } {
  test.describe.configure({ mode: "default" })
  let shared: (Extra & { page: Page }) | undefined
  test.beforeAll(async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL })
    shared = { ...(await open(page)), page }
  })
  // Closing a page that browser.newPage made closes its context too.
  test.afterAll(async () => await shared?.page.close())
  return () => shared!
}

/**
 * Runs in the page: whether React has hydrated every element the selector finds (at least one) and
 * committed that hydration. Without a selector: the page frame (main) and every part that responds to a
 * visitor (the hero's call to action, every form, each in its own Suspense boundary); the static parts
 * (src/components/static-parts.ts) are never hydrated.
 *
 * React gives an element its fiber while it renders the hydration, before committing it; until the commit,
 * the fiber at the top of the part being hydrated carries React 18's Hydrating flag (4096,
 * ReactFiberFlags), and an event in the part is not React's yet: a form submitted then is submitted by the
 * browser. So an element counts as hydrated once it has a fiber and no fiber above it carries the flag.
 */
function hydrationCommitted(selector?: string): boolean {
  const HYDRATING = 4096
  type Fiber = { flags: number; return: Fiber | null }
  const committed = (element: Element | null) => {
    const key = element && Object.keys(element).find(name => name.startsWith("__reactFiber"))
    if (!key) return false
    for (let fiber = (element as unknown as Record<string, Fiber | null>)[key]; fiber; fiber = fiber.return)
      if (fiber.flags & HYDRATING) return false
    return true
  }
  const elements = selector
    ? [...document.querySelectorAll(selector)]
    : [document.querySelector("main"), ...document.querySelectorAll('main form, main a[href^="#"]')]
  return elements.length > 0 && elements.every(committed)
}

/**
 * The pages that ship Gatsby's scripts: those on which a part responds to a visitor through React (the hero's
 * call to action and the contact form; src/components/app/responds-to-visitors.ts). Every other page ships none
 * of them, whatever the content puts on it; a calculator's page and the search page load only a module of their
 * own (plugins/page-modules/names.ts).
 */
export const PAGES_WITH_SCRIPTS: readonly string[] = [ROUTES.home]

/** The live plans (data/plans): each published from the day its first fees take effect. */
export const PLANS = content.entries.plan.filter(isLive)

/**
 * The calculators' pages and the plans' (whose estimate is a calculator too): their only script is the
 * calculators' module (src/page-modules/calculator.ts), one cached file for both.
 */
export const CALCULATOR_PAGES: readonly string[] = [...TOOLS, ...PLANS].map(entryPath)

/** Whether the page ships Gatsby's scripts: not data, the 404 page's report, nor a page's own module. */
function hasScripts(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.querySelector(
        'script:not([type="application/ld+json"]):not(#not-found-log):not([type="module"][src^="/search-"]):not([type="module"][src^="/calculator-"])'
      ) !== null
  )
}

/**
 * Waits until the page responds: React has started it (hydrationCommitted), and a calculator's or a plan's estimate
 * has made it respond (src/calculators/attach.ts); a page that ships no script has nothing to wait for. Tests
 * that need every request made wait for the network themselves.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if (await hasScripts(page)) await page.waitForFunction(hydrationCommitted, undefined)
  if ((await page.locator(`[${CALCULATOR_SETUP_ATTRIBUTE}]`).count()) > 0)
    await page.locator(`[${CALCULATOR_READY_ATTRIBUTE}]`).waitFor({ state: "attached" })
  if ((await page.locator(`[${PLAN_ESTIMATE_ATTRIBUTE}]`).count()) > 0)
    await page.locator(`[${PLAN_ESTIMATE_READY_ATTRIBUTE}]`).waitFor({ state: "attached" })
}

/** Whether React has hydrated, and committed, every element the selector finds (hydrationCommitted). */
export function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(hydrationCommitted, selector)
}

/** Whether a calculator's own script has made it respond (src/calculators/attach.ts). */
export async function calculatorResponds(page: Page): Promise<boolean> {
  return (await page.locator(`[${CALCULATOR_READY_ATTRIBUTE}]`).count()) > 0
}

/**
 * Holds back every script the page requests until `release()`: the page as a slow phone shows it before
 * its scripts have arrived, with the server's HTML and nothing run. Call it before the page is opened, and
 * open it with `waitUntil: "domcontentloaded"` (the load event waits for the held scripts).
 */
export async function holdScripts(page: Page): Promise<{ release(): void }> {
  let release: () => void = () => undefined
  const held = new Promise<void>(resolve => (release = resolve))
  await page.route(/\.js(\?|$)/, async route => {
    await held
    await route.continue().catch(() => undefined)
  })
  return { release: () => release() }
}

/**
 * The contact form's controls on the home page, found by the ids the form gives them (an editor may give
 * two fields the same label); tests/browser/pages.spec.ts checks that each is labelled from contact.json.
 */
export function contactForm(page: Page) {
  return {
    name: page.locator("#contact-name"),
    email: page.locator("#contact-email"),
    message: page.locator("#contact-message"),
    send: page.locator("#contact form button[type=submit]"),
  }
}

/** How long a send may take before its notice shows: the simulated delay (contact.json), plus room for a busy machine. */
export const SEND_TIMEOUT = content.contact.sendDelayMs + 30_000

/** The `sends` fixture: holds the contact form's sends in flight, whichever way the site was built to send. */
export interface HeldSends {
  /**
   * From now on, holds every send until `release()`. Call it once the page has loaded: simulated sends
   * (contact.json `delivery`) are held by pausing the page's clock, since the send is a timer of
   * `sendDelayMs`; Netlify Forms posts are held in the network.
   */
  hold(): Promise<void>
  release(): Promise<void>
  /**
   * Lets the page run until `done()` is true (a navigation, say) while the sends stay held: the simulated
   * send's paused clock is moved on a frame at a time, never as far as the send's delay. False if the
   * delay ran out first (a send of no more than a frame cannot be overtaken).
   */
  runUntil(done: () => Promise<boolean>): Promise<boolean>
}

/** One frame of the page's clock, in ms: the router waits for an animation frame to show a new page. */
const FRAME_MS = 16

/**
 * Sets up HeldSends for a page that is not opened yet. For Netlify Forms delivery it routes the page's
 * posts from the start: a route added once a page is open starts intercepting a moment later, and a post
 * sent in that moment once went out unheld and unseen (no route, no request event; the keyboard send test
 * under the suite's own load, about once in 30 runs). A route added later, to make a post fail, is safe
 * too then: the page's requests are already intercepted.
 */
async function sendsOf(page: Page): Promise<HeldSends> {
  const poll = async (done: () => Promise<boolean>) => {
    await expect.poll(done).toBe(true)
    return true
  }
  if (content.contact.delivery === "netlify") {
    let holding = false
    let open: () => void = () => undefined
    const held = new Promise<void>(resolve => (open = resolve))
    await page.route("/", async route => {
      if (!holding || route.request().method() !== "POST") return route.fallback()
      await held
      // The page may have cancelled the post meanwhile (the visitor left): nothing left to answer then.
      await route.continue().catch(() => undefined)
    })
    return {
      hold: () => Promise.resolve(void (holding = true)),
      release: () => Promise.resolve(open()),
      runUntil: poll,
    }
  }
  let elapsed = 0
  return {
    hold: async () => {
      // From the page's own time, which a test may have fixed (a reply promise's deadline depends on it): the
      // clock installed at the machine's time would send it on to today.
      const now = await page.evaluate(() => Date.now())
      await page.clock.install({ time: now })
      await page.clock.pauseAt(now + 1000)
    },
    release: async () => {
      await page.clock.runFor(Math.max(0, content.contact.sendDelayMs - elapsed))
      await page.clock.resume()
    },
    runUntil: async done => {
      for (;;) {
        if (await done()) return true
        if (elapsed + FRAME_MS >= content.contact.sendDelayMs) return false
        await page.clock.runFor(FRAME_MS)
        elapsed += FRAME_MS
      }
    },
  }
}

/** The page's own client-side navigation (what its links use), to a path of the site. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate(path => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to)
}

/**
 * A person of the content as the contact form names who answers (src/lib/inquiry.ts): "Jane Doe, CPA", with
 * their page's path and their booking page.
 */
export function personNamed(id: string) {
  const person = content.entries.person.find(candidate => candidate.id === id)
  if (!person) throw new Error(`no person has the id ${id}`)
  const replier: Replier = {
    name: person.name,
    credentials: person.credentials,
    fields: { itemId: person.id, path: person.path, live: isLive(person) },
    bookingUrl: person.bookingUrl,
  }
  return { replier, signature: replierName(replier, ""), name: person.name, path: person.path }
}

/** The service cards that carry a link (services.json), in page order, each with the path it leads to. */
export const linkedCards = content.services.groups
  .flatMap(group => group.cards)
  .flatMap(card => (card.link ? [{ ...card, linkPath: servicePageWithId(card.link.page).path }] : []))

/** The live service page with this id (the content check makes sure a card's link names one). */
export function servicePageWithId(id: string): ServicePageContent {
  const page = SERVICE_PAGES.find(candidate => candidate.id === id)
  if (!page) throw new Error(`no live service page has the id ${id}`)
  return page
}

/** The main heading of the page at a path of the site ("/", "/financial-advisory", "/#contact"). */
export function headingAt(to: string): string {
  return pageTexts(to.split("#")[0] || "/").heading
}

/** The hero's call to action ('Get Started Today'), by its text in data/home.json. */
export function callToAction(page: Page): Locator {
  return page.locator("main > section").first().getByRole("link", { name: content.home.hero.ctaLabel })
}

/** The texts of a notice as visitors read them, with {replyTime} filled in as the contact section does. */
export function noticeText(kind: "success" | "failure"): { title: string; description: string } {
  const { contact, site } = content
  return filledNotices({
    ...contact,
    replyTime: replyTimeInWords(contact.replyTime, contact.replyPromise, site.language),
  })[kind]
}

/**
 * What the success notice says of an inquiry the firm answers (one from the home page, naming no service),
 * sent at `sentAt` from a browser in `timeZone`: with a reply promise, that the firm replies and by when, in
 * the visitor's time; without one, the reply time as the contact section states it.
 */
export function successDescription(sentAt: Date, timeZone: string): string {
  const { contact, site } = content
  if (!contact.replyPromise) return noticeText("success").description
  return fillTemplate(replierSentence(contact.notices.success.promisedDescription, null), {
    replier: replierName(null, site.firmName),
    deadline: deadlineInWords(replyDeadline(sentAt, contact.replyPromise), sentAt, site.language, timeZone),
  })
}

/** Text as a person reads it: Intl's narrow no-break spaces (before AM) and runs of spaces as one space. */
export const words = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim()

/** The success or failure notice, once shown. */
export function notice(page: Page, kind: "success" | "failure"): Locator {
  return page.getByRole("alert").filter({ hasText: noticeText(kind).title })
}

/**
 * Stops a shown notice's timer, so that it stays for as long as a test looks at it, however busy the machine.
 * The timer is the progress bar's CSS animation: react-toastify closes the notice when it ends. Paused
 * through the Web Animations API, it stays paused whatever the page does next. A pointer resting on the
 * notice (pauseOnHover) is not enough: react-toastify restarts the timer when the entrance animation ends,
 * which on a busy machine can come after the pointer arrived.
 */
export async function stopNoticeTimer(shown: Locator): Promise<void> {
  await expect(shown).toBeVisible()
  const timer = shown.locator(".Toastify__progress-bar")
  const states = await timer.evaluate(bar =>
    bar.getAnimations().map(animation => {
      animation.pause()
      return animation.playState
    })
  )
  expect(states).toEqual(["paused"])
}

/** Fills the contact form with a valid message. */
export async function fillContactForm(page: Page, message = "Please call me about bookkeeping."): Promise<void> {
  const form = contactForm(page)
  await form.name.fill("Grace Hopper")
  await form.email.fill("grace@example.com")
  await form.message.fill(message)
}

/** Matches the browser's address once it shows a path of the site, e.g. /#contact. */
export function addressOf(to: string): RegExp {
  return new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)
}

/**
 * A request for what the host answers an address with, as it stands, without compression: the host's brotli
 * for every page would be most of the cost of a check that asks for every page.
 */
export const AS_ANSWERED = { maxRedirects: 0, headers: { "Accept-Encoding": "identity" } }

/**
 * `ask` for each item, eight at a time (as a browser asks a host over several connections), the answers in the
 * items' order: a check that requests every page costs little whatever their number.
 */
export async function askEach<Item, Answer>(
  items: readonly Item[],
  ask: (item: Item) => Promise<Answer>
): Promise<Answer[]> {
  const answers = new Array<Answer>(items.length)
  let next = 0
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) answers[index] = await ask(items[index])
  }
  await Promise.all(Array.from({ length: 8 }, lane))
  return answers
}
