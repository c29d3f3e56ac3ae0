import fs from "fs"
import path from "path"
import { content } from "../../tools/content"
import { fillTemplate } from "../../src/lib/fill-template"
import { contactLinkFrom, replierSentence } from "../../src/lib/inquiry"
import {
  test,
  AS_ANSWERED,
  askEach,
  expect,
  INDEXED_PAGES,
  ROUTES,
  SAMPLED,
  VISITED_PAGES,
  SERVICE_PAGES,
  pageTexts,
  personNamed,
  contactForm,
  servicePageWithId,
  sharedPage,
  waitForHydration,
} from "./fixtures"

test.describe("routes", () => {
  test("the home page and every page of the content answer 200; unknown and nested unknown paths answer 404 with the 404 page", async ({
    page,
    request,
  }) => {
    // Every address by what the host answers (no browser needed), the 404 page as a visitor sees it once.
    const answered = await askEach(INDEXED_PAGES, async route => ({
      route,
      status: (await request.get(route, AS_ANSWERED)).status(),
    }))
    expect(answered).toEqual(INDEXED_PAGES.map(route => ({ route, status: 200 })))
    const notFoundPage = fs.readFileSync(path.join("public", "404.html"), "utf8")
    const nested = INDEXED_PAGES.filter(route => route !== ROUTES.home).map(route => `${route}/extra`)
    const missingPaths = ["/no-such-page", "/services/tax/deeper/still", ...nested]
    const missed = await askEach(missingPaths, async missing => {
      const response = await request.get(missing, AS_ANSWERED)
      return { missing, status: response.status(), is404Page: (await response.text()) === notFoundPage }
    })
    expect(missed).toEqual(missingPaths.map(missing => ({ missing, status: 404, is404Page: true })))
    expect((await page.goto(nested[0] ?? "/no-such-page"))!.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.notFound.heading)
  })

  test("each page visited has its own title and description from its data file, one h1, and header, main and footer landmarks, once its scripts ran", async ({
    page,
  }) => {
    // Every page's published HTML is checked the same way in every-page.spec.ts; here, the page as it runs.
    const pages = [
      ...VISITED_PAGES.map(route => ({ route, seo: pageTexts(route) })),
      { route: ROUTES.notFound, seo: content.notFound.seo },
    ]
    for (const { route, seo } of pages) {
      await page.goto(route)
      await waitForHydration(page)
      expect({ route, title: await page.title() }).toEqual({ route, title: seo.title })
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", seo.description)
      await expect(page.locator("html")).toHaveAttribute("lang", content.site.language)
      await expect(page.locator("h1")).toHaveCount(1)
      for (const landmark of ["banner", "main", "contentinfo"] as const) {
        await expect(page.getByRole(landmark)).toHaveCount(1)
      }
    }
  })
})

test.describe("home page", () => {
  // These tests only read the page as it loads: one load serves them all.
  const home = sharedPage(async page => {
    await page.goto(ROUTES.home)
    return {}
  })

  test("shows the sections in the specified order, the last of them #contact, then the footer", async () => {
    const { page } = home()
    const sections = await page
      .locator("main > section")
      .evaluateAll(elements => elements.map(element => element.querySelector("h1, h2")?.textContent))
    expect(sections).toEqual([
      content.home.hero.headline,
      content.home.about.heading,
      content.services.heading,
      content.steps.heading,
      content.whyChoose.heading,
      content.testimonials.heading,
      content.contact.heading,
    ])
    await expect(page.locator("main > section").last()).toHaveAttribute("id", "contact")
    await expect(page.locator("main + footer")).toHaveCount(1)
  })

  test("hero: headline, subline, call to action and every claim", async () => {
    const { page } = home()
    const hero = page.locator("main > section").first()
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(content.home.hero.headline)
    await expect(hero).toContainText(content.home.hero.subline)
    await expect(hero.getByRole("link", { name: content.home.hero.ctaLabel })).toHaveAttribute("href", "#contact")
    await expect(hero.locator("li")).toHaveText(content.home.hero.claims.map(claim => `${claim.value}${claim.label}`))
  })

  test("about: every point, in order", async () => {
    const { page } = home()
    await expect(page.locator("#about h3")).toHaveText(content.home.about.points.map(point => point.title))
  })

  test("services: every group with its cards, and a link on exactly the cards that have one, leading to the page services.json chooses", async () => {
    const { page } = home()
    const services = page.locator("#services")
    const { groups } = content.services
    await expect(services.locator("h3")).toHaveText(groups.map(group => group.title))
    await expect(services.locator("h4")).toHaveText(groups.flatMap(group => group.cards.map(card => card.title)))
    const linked = groups.flatMap(group => group.cards).filter(card => card.link)
    const links = services.getByRole("link")
    await expect(links).toHaveCount(linked.length)
    for (const [index, card] of linked.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", servicePageWithId(card.link!.page).path)
      await expect(links.nth(index)).toContainText(card.link!.label)
      await expect(links.nth(index).locator("xpath=ancestor::li[1]//h4")).toHaveText(card.title)
    }
  })

  test("how it works, why choose, and every testimonial with its rating read as text", async () => {
    const { page } = home()
    await expect(page.locator("#how-it-works h3")).toHaveText(content.steps.steps.map(step => step.title))
    await expect(page.locator("#why-choose h3")).toHaveText(content.whyChoose.reasons.map(reason => reason.title))
    const stories = page.locator("#testimonials li")
    await expect(stories).toHaveCount(content.testimonials.items.length)
    for (const [index, item] of content.testimonials.items.entries()) {
      const story = stories.nth(index)
      await expect(story.locator("blockquote")).toContainText(item.quote)
      await expect(story).toContainText(item.name)
      await expect(story).toContainText(item.role)
      await expect(
        story.getByText(fillTemplate(content.testimonials.ratingLabel, { rating: item.rating }))
      ).toHaveCount(1)
      await expect(story.locator("[aria-hidden='true'] svg")).toHaveCount(item.rating)
    }
  })

  test("contact: email link, the call card a link to the booking page once there is one, the served-area card as plain text, and the form's fields labelled from contact.json", async () => {
    const { page } = home()
    const contact = page.locator("#contact")
    const { email } = content.site
    await expect(contact.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`)
    const { scheduleCard, servingCard } = content.contact
    const bookingUrl = scheduleCard.bookingUrl ?? null
    for (const text of [scheduleCard.title, servingCard.title, scheduleCard.text, servingCard.text]) {
      const element = contact.getByText(text, { exact: true })
      await expect(element).toBeVisible()
      expect({
        text,
        link: await element.evaluate(
          node => node.closest("a, button, [role=button], [role=link]")?.getAttribute("href") ?? null
        ),
      }).toEqual({ text, link: text === scheduleCard.text ? bookingUrl : null })
    }
    const fields = contactForm(page)
    const { form } = content.contact
    await expect(fields.name).toHaveAccessibleName(form.nameLabel)
    await expect(fields.email).toHaveAccessibleName(form.emailLabel)
    await expect(fields.message).toHaveAccessibleName(form.messageLabel)
    await expect(fields.send).toHaveText(form.submitLabel)
  })

  test("footer: services, email link, the decorative social icons, the copyright, and the legal notices as plain text or links to their pages", async () => {
    const { page } = home()
    const footer = page.getByRole("contentinfo")
    const { services, copyright, legalNotices, socialIcons } = content.site.footer
    for (const service of services) {
      await expect(footer.getByRole("listitem").filter({ hasText: service })).toHaveCount(1)
    }
    await expect(footer.getByRole("link", { name: content.site.email })).toHaveAttribute(
      "href",
      `mailto:${content.site.email}`
    )
    await expect(footer.getByText(copyright, { exact: true })).toHaveCount(1)
    // A legal notice is plain text until it names a published page; then it links to it.
    for (const notice of legalNotices) {
      const link = await footer
        .getByText(notice.label, { exact: true })
        .evaluate(node => node.closest("a, button")?.getAttribute("href") ?? null)
      expect({ notice: notice.label, link }).toEqual({
        notice: notice.label,
        link: notice.page ? content.entries.page.find(page => page.id === notice.page)!.path : null,
      })
    }
    const social = footer.locator("[aria-hidden='true'] svg")
    await expect(social).toHaveCount(socialIcons.length)
    expect(
      await social.evaluateAll(
        icons => icons.filter(icon => icon.closest("a, button, [tabindex]:not([tabindex='-1'])")).length
      )
    ).toBe(0)
  })
})

test.describe("service pages", () => {
  test.skip(SERVICE_PAGES.length === 0, "this content has no service page")

  for (const advisory of SAMPLED["service-page"])
    test(`${advisory.path}: back link, every service card with its feature list, the process steps and the call to action's link`, async ({
      page,
    }) => {
      await page.goto(advisory.path)
      await expect(page.getByRole("banner").getByRole("link", { name: advisory.backLink.label })).toHaveAttribute(
        "href",
        advisory.backLink.to
      )
      const cards = page.locator("#advisory-services li:has(h3)")
      await expect(cards.locator("h3")).toHaveText(advisory.services.map(service => service.title))
      for (const [index, service] of advisory.services.entries()) {
        await expect(cards.nth(index).locator("ul li")).toHaveText(service.features)
      }
      await expect(page.getByRole("heading", { name: advisory.process.heading })).toBeVisible()
      await expect(page.locator("#advisory-process ol > li h3")).toHaveText(
        advisory.process.steps.map(step => step.title)
      )
      // The call to action leads to the contact form with the page and its service (src/lib/inquiry.ts), and
      // names who answers the page's inquiries, linked to their page, when it names one.
      const cta = page.getByRole("region", { name: advisory.cta.heading })
      await expect(cta.getByRole("link", { name: advisory.cta.link.label })).toHaveAttribute(
        "href",
        contactLinkFrom(advisory.cta.link.to, advisory.path, advisory.id)
      )
      const links = cta.getByRole("link")
      if (!advisory.responder) await expect(links).toHaveCount(1)
      else {
        const responder = personNamed(advisory.responder)
        await expect(links).toHaveCount(2)
        await expect(cta.getByRole("link", { name: responder.signature, exact: true })).toHaveAttribute(
          "href",
          responder.path
        )
        await expect(cta).toContainText(
          fillTemplate(replierSentence(content.contact.responderNote, responder.replier), {
            replier: responder.signature,
          })
        )
      }
    })
})

test.describe("404 page", () => {
  test("shows its heading and home link from not-found.json, and logs the missing path", async ({ page }) => {
    const logged: string[] = []
    page.on("console", message => {
      if (message.type() === "error") logged.push(message.text())
    })
    await page.goto("/missing/nested/path")
    await waitForHydration(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.notFound.heading)
    await expect(page.getByRole("link", { name: content.notFound.homeLink.label })).toHaveAttribute(
      "href",
      content.notFound.homeLink.to
    )
    expect(logged.filter(text => text.includes("/missing/nested/path"))).toHaveLength(1)
  })
})
