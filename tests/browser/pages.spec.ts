import { test, expect, ROUTES, waitForHydration } from "./fixtures"

test.describe("routes", () => {
  test("/ and /financial-advisory answer 200; unknown and nested unknown paths answer 404 with the 404 page", async ({ page }) => {
    expect((await page.goto(ROUTES.home))!.status()).toBe(200)
    expect((await page.goto(ROUTES.advisory))!.status()).toBe(200)
    for (const missing of ["/no-such-page", "/services/tax/deeper/still", "/financial-advisory/extra"]) {
      const response = await page.goto(missing)
      expect(response!.status(), missing).toBe(404)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found")
    }
  })

  test("each page has its own title and description, one h1, and header, main and footer landmarks", async ({ page }) => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const route of Object.values(ROUTES)) {
      await page.goto(route)
      await waitForHydration(page)
      titles.add(await page.title())
      await expect(page.locator("html")).toHaveAttribute("lang", "en")
      const description = await page.locator('meta[name="description"]').getAttribute("content")
      expect(description?.length).toBeGreaterThan(50)
      descriptions.add(description!)
      await expect(page.locator("h1")).toHaveCount(1)
      for (const landmark of ["banner", "main", "contentinfo"] as const) {
        await expect(page.getByRole(landmark)).toHaveCount(1)
      }
    }
    expect(titles.size).toBe(3)
    expect(descriptions.size).toBe(3)
  })
})

test.describe("home page", () => {
  test("shows the sections in the specified order, the last of them #contact, then the footer", async ({ page }) => {
    await page.goto(ROUTES.home)
    const sections = await page.locator("main > section").evaluateAll(elements =>
      elements.map(element => element.querySelector("h1, h2")?.textContent)
    )
    expect(sections).toEqual([
      "The Future of Finance",
      "An AI-First Accounting Firm",
      "Our Services",
      "How It Works",
      "Why Choose Verity Ledger",
      "Client Success Stories",
      "Get in Touch",
    ])
    await expect(page.locator("main > section").last()).toHaveAttribute("id", "contact")
    await expect(page.locator("main + footer")).toHaveCount(1)
  })

  test("hero: headline, subline, call to action and both claims", async ({ page }) => {
    await page.goto(ROUTES.home)
    const hero = page.locator("main > section").first()
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("The Future of Finance")
    await expect(hero).toContainText("AI-powered accounting, tax and advisory for businesses and individuals")
    await expect(hero.getByRole("link", { name: "Get Started Today" })).toBeVisible()
    await expect(hero).toContainText("99.9%")
    await expect(hero).toContainText("10x")
  })

  test("about: the four points", async ({ page }) => {
    await page.goto(ROUTES.home)
    await expect(page.locator("#about h3")).toHaveText([
      "AI-Driven Accuracy",
      "Expert Human Oversight",
      "Strategic Growth Focus",
      "Transparent Communication",
    ])
  })

  test("services: two groups of four cards and a single 'Learn More', on the advisory card", async ({ page }) => {
    await page.goto(ROUTES.home)
    const services = page.locator("#services")
    await expect(services.locator("h3")).toHaveText(["For Businesses", "For Individuals"])
    await expect(services.locator("h4")).toHaveText([
      "AI-Driven Bookkeeping",
      "Tax Planning & Filing",
      "CFO & Business Advisory",
      "Workflow Automation",
      "Tax Filing & Optimization",
      "Financial Advisory & Wealth Strategy",
      "Retirement & Estate Planning",
      "Personal Budgeting & Debt Management",
    ])
    const learnMore = services.getByRole("link", { name: /Learn More/ })
    await expect(learnMore).toHaveCount(1)
    await expect(learnMore).toHaveAttribute("href", "/financial-advisory")
    await expect(learnMore.locator("xpath=ancestor::li[1]//h4")).toHaveText("Financial Advisory & Wealth Strategy")
  })

  test("how it works, why choose, and three five-star testimonials read as text", async ({ page }) => {
    await page.goto(ROUTES.home)
    await expect(page.locator("#how-it-works h3")).toHaveText(["Connect", "Automate", "Grow"])
    await expect(page.locator("#why-choose h3")).toHaveText([
      "Accuracy",
      "Efficiency",
      "Transparency",
      "AI + Human Expertise",
      "Forward-Thinking Strategy",
    ])
    const stories = page.locator("#testimonials li")
    await expect(stories).toHaveCount(3)
    for (const story of await stories.all()) {
      await expect(story.getByText("5 out of 5 stars")).toHaveCount(1)
      await expect(story.locator("blockquote")).not.toBeEmpty()
      await expect(story.locator("[aria-hidden='true'] svg")).toHaveCount(5)
    }
  })

  test("contact: email link, 'Book Your Free Consultation' and the served area as plain text, and the form", async ({ page }) => {
    await page.goto(ROUTES.home)
    const contact = page.locator("#contact")
    await expect(contact.getByRole("link", { name: "hello@verityledger.com" })).toHaveAttribute("href", "mailto:hello@verityledger.com")
    await expect(contact.getByText("Schedule a Call")).toBeVisible()
    await expect(contact.getByText("Serving", { exact: true })).toBeVisible()
    for (const text of ["Book Your Free Consultation", "Businesses & Individuals nationwide"]) {
      const element = contact.getByText(text, { exact: true })
      await expect(element).toBeVisible()
      expect(await element.evaluate(node => node.closest("a, button, [role=button], [role=link]"))).toBeNull()
    }
    await expect(contact.getByLabel("Name")).toBeVisible()
  })

  test("footer: services, email link, three decorative social icons, © 2024 and plain-text legal notices", async ({ page }) => {
    await page.goto(ROUTES.home)
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByRole("listitem").filter({ hasText: "Tax Planning & Filing" })).toHaveCount(1)
    await expect(footer.getByRole("link")).toHaveCount(1)
    await expect(footer.getByRole("link")).toHaveAttribute("href", "mailto:hello@verityledger.com")
    await expect(footer).toContainText("© 2024")
    for (const text of ["Privacy Policy", "Terms of Service"]) {
      expect(await footer.getByText(text, { exact: true }).evaluate(node => node.closest("a, button"))).toBeNull()
    }
    const social = footer.locator("[aria-hidden='true'] svg")
    await expect(social).toHaveCount(3)
    expect(await social.evaluateAll(icons => icons.filter(icon => icon.closest("a, button, [tabindex]:not([tabindex='-1'])")).length)).toBe(0)
  })
})

test.describe("financial advisory page", () => {
  test("back link, four service cards with feature lists, the four-step process and the consultation link", async ({ page }) => {
    await page.goto(ROUTES.advisory)
    await expect(page.getByRole("banner").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
    const cards = page.locator("#advisory-services li:has(h3)")
    await expect(cards.locator("h3")).toHaveText([
      "Retirement Planning",
      "Investment & Wealth Strategy",
      "Business Growth Advisory",
      "Personal Financial Planning",
    ])
    for (const card of await cards.all()) {
      expect(await card.locator("ul li").count()).toBeGreaterThanOrEqual(3)
    }
    await expect(page.getByRole("heading", { name: "Advisory Process" })).toBeVisible()
    await expect(page.locator("#advisory-process ol > li h3")).toHaveText(["Discovery", "Analysis", "Strategy", "Execution"])
    await expect(page.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute("href", "/#contact")
  })
})

test.describe("404 page", () => {
  test("reads 'Oops! Page not found' with a 'Return to Home' link, and logs the missing path", async ({ page }) => {
    const logged: string[] = []
    page.on("console", message => {
      if (message.type() === "error") logged.push(message.text())
    })
    await page.goto("/missing/nested/path")
    await waitForHydration(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found")
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(logged.filter(text => text.includes("/missing/nested/path"))).toHaveLength(1)
  })
})
