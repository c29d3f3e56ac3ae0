import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Helmet } from "react-helmet"
import { Layout } from "../../../src/components/layout/Layout"
import { SiteFooter } from "../../../src/components/layout/SiteFooter"
import { HeaderLink } from "../../../src/components/layout/HeaderLink"
import { pageSeo, site, siteUrl } from "../fixtures"

describe("Layout", () => {
  it("has a skip link to the main landmark, then header, main and footer landmarks", () => {
    render(
      <Layout site={site} siteUrl={siteUrl} seo={{ page: pageSeo, path: "/" }}>
        <p>Page body</p>
      </Layout>
    )
    const skipLink = screen.getByRole("link", { name: "Skip ahead" })
    expect(skipLink).toHaveAttribute("href", "#main")
    const main = screen.getByRole("main")
    expect(main).toHaveAttribute("id", "main")
    expect(within(main).getByText("Page body")).toBeInTheDocument()
    expect(screen.getByRole("banner")).toHaveTextContent("Test Ledger")
    expect(screen.getByRole("contentinfo")).toBeInTheDocument()
    // The skip link comes first in the document, before the header.
    expect(skipLink.compareDocumentPosition(screen.getByRole("banner")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("sets the document's language, title, description, canonical link, share tags and the firm's schema.org data", () => {
    render(
      <Layout site={site} siteUrl={siteUrl} seo={{ page: pageSeo, path: "/financial-advisory" }}>
        <p />
      </Layout>
    )
    const head = Helmet.peek()
    expect(head.htmlAttributes).toEqual({ lang: "en" })
    expect(head.title).toBe("Test page")
    const meta = (name: string) =>
      head.metaTags.find(tag => tag.name === name || (tag as { property?: string }).property === name)?.content
    expect(meta("description")).toBe("A page for tests.")
    expect(meta("og:title")).toBe("Test page")
    expect(meta("og:url")).toBe(`${siteUrl}/financial-advisory`)
    expect(meta("og:locale")).toBe(site.locale)
    expect(meta("og:site_name")).toBe(site.firmName)
    expect(meta("og:image")).toBe(`${siteUrl}/og-image.png`)
    expect(meta("og:image:width")).toBe("1200")
    expect(meta("og:image:height")).toBe("630")
    expect(meta("twitter:card")).toBe("summary_large_image")
    expect(meta("robots")).toBeUndefined()
    expect(head.linkTags).toContainEqual(expect.objectContaining({ rel: "canonical", href: `${siteUrl}/financial-advisory` }))
    expect(head.linkTags).toContainEqual(expect.objectContaining({ rel: "icon", href: "/favicon.svg" }))

    const jsonLd = JSON.parse(head.scriptTags.find(tag => tag.type === "application/ld+json")!.innerHTML!)
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Test Ledger",
      description: "A test firm.",
      email: "team@test-ledger.example",
      areaServed: "Testland",
      url: `${siteUrl}/`,
    })
  })

  it("keeps the 404 page out of search results", () => {
    render(
      <Layout site={site} siteUrl={siteUrl} seo={{ page: pageSeo, path: "/404", noindex: true }}>
        <p />
      </Layout>
    )
    expect(Helmet.peek().metaTags).toContainEqual(expect.objectContaining({ name: "robots", content: "noindex" }))
  })
})

describe("SiteFooter", () => {
  it("lists the services, links the email and shows the copyright and legal notices as plain text", () => {
    render(<SiteFooter firmName={site.firmName} email={site.email} footer={site.footer} />)
    const footer = screen.getByRole("contentinfo")
    expect(within(footer).getByText("Bookkeeping")).toBeInTheDocument()
    const links = within(footer).getAllByRole("link")
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAttribute("href", "mailto:team@test-ledger.example")
    for (const text of ["© 2024 Test Ledger.", "Privacy Policy", "Terms of Service"]) {
      expect(within(footer).getByText(text).closest("a, button")).toBeNull()
    }
  })

  it("shows one decorative icon per social network: hidden from assistive technology, not focusable, not links", () => {
    const { container } = render(<SiteFooter firmName={site.firmName} email={site.email} footer={site.footer} />)
    const icons = container.querySelectorAll("[aria-hidden='true'] > span > svg")
    expect(icons).toHaveLength(3)
    for (const icon of icons) {
      expect(icon).toHaveAttribute("focusable", "false")
      expect(icon.closest("a, button, [tabindex]")).toBeNull()
    }
  })
})

describe("HeaderLink", () => {
  it("links back to where the data says", () => {
    render(<HeaderLink link={{ label: "Back to Home", to: "/" }} />)
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
  })
})
