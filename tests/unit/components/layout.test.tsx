import React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import { Helmet } from "react-helmet"
import { Layout } from "../../../src/components/layout/Layout"
import { SiteFooter } from "../../../src/components/layout/SiteFooter"
import { HeaderLink } from "../../../src/components/layout/HeaderLink"
import { content } from "../../../tools/content"
import { pageIcons, pageSeo, site, siteUrl } from "../fixtures"

// The layout's head, header and footer are static parts (src/components/static-parts.ts): rendered in the
// browser, as here, their code arrives a moment later, so each test waits for them.
describe("Layout", () => {
  it("has a skip link to the main landmark, then header, main and footer landmarks", async () => {
    render(
      <Layout site={site} siteUrl={siteUrl} seo={{ page: pageSeo, path: "/" }}>
        <p>Page body</p>
      </Layout>
    )
    const skipLink = await screen.findByRole("link", { name: site.skipLinkLabel })
    expect(skipLink).toHaveAttribute("href", "#main")
    const main = screen.getByRole("main")
    expect(main).toHaveAttribute("id", "main")
    expect(within(main).getByText("Page body")).toBeInTheDocument()
    expect(screen.getByRole("banner")).toHaveTextContent(site.firmName)
    expect(await screen.findByRole("contentinfo")).toBeInTheDocument()
    // The skip link comes first in the document, before the header.
    expect(skipLink.compareDocumentPosition(screen.getByRole("banner"))).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })

  it("sets the document's language, title, description, canonical link, share tags and the firm's schema.org data", async () => {
    render(
      <Layout site={site} siteUrl={siteUrl} seo={{ page: pageSeo, path: "/financial-advisory" }}>
        <p />
      </Layout>
    )
    await waitFor(() => expect(Helmet.peek().linkTags).toContainEqual(expect.objectContaining({ rel: "canonical" })))
    const head = Helmet.peek()
    expect(head.htmlAttributes).toEqual({ lang: site.language })
    expect(head.title).toBe(pageSeo.title)
    const meta = (name: string) =>
      head.metaTags.find(tag => tag.name === name || (tag as { property?: string }).property === name)?.content
    expect(meta("description")).toBe(pageSeo.description)
    expect(meta("og:title")).toBe(pageSeo.title)
    expect(meta("og:url")).toBe(`${siteUrl}/financial-advisory`)
    expect(meta("og:locale")).toBe(site.locale)
    expect(meta("og:site_name")).toBe(site.firmName)
    expect(meta("og:image")).toBe(`${siteUrl}/og-image.png`)
    expect(meta("og:image:width")).toBe("1200")
    expect(meta("og:image:height")).toBe("630")
    expect(meta("twitter:card")).toBe("summary_large_image")
    expect(meta("robots")).toBeUndefined()
    expect(head.linkTags).toContainEqual(
      expect.objectContaining({ rel: "canonical", href: `${siteUrl}/financial-advisory` })
    )
    expect(head.linkTags).toContainEqual(expect.objectContaining({ rel: "icon", href: "/favicon.svg" }))

    const jsonLd: unknown = JSON.parse(head.scriptTags.find(tag => tag.type === "application/ld+json")!.innerHTML)
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.firmName,
      description: site.description,
      email: site.email,
      areaServed: site.areaServed,
      url: `${siteUrl}/`,
    })
  })

  it("keeps the 404 page out of search results", async () => {
    render(
      <Layout site={site} siteUrl={siteUrl} seo={{ page: pageSeo, path: "/404", noindex: true }}>
        <p />
      </Layout>
    )
    await waitFor(() =>
      expect(Helmet.peek().metaTags).toContainEqual(expect.objectContaining({ name: "robots", content: "noindex" }))
    )
  })
})

describe("SiteFooter", () => {
  it("lists the services, links the email and shows the copyright and legal notices as plain text", () => {
    render(<SiteFooter firmName={site.firmName} email={site.email} footer={site.footer} />)
    const footer = screen.getByRole("contentinfo")
    for (const service of site.footer.services) expect(within(footer).getByText(service)).toBeInTheDocument()
    const links = within(footer).getAllByRole("link")
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAttribute("href", `mailto:${site.email}`)
    for (const text of [site.footer.copyright, ...site.footer.legalNotices]) {
      expect(within(footer).getByText(text).closest("a, button")).toBeNull()
    }
  })

  it("shows one decorative icon per social network: hidden from assistive technology, not focusable, not links", () => {
    const { container } = render(<SiteFooter firmName={site.firmName} email={site.email} footer={site.footer} />)
    const icons = container.querySelectorAll("[aria-hidden='true'] > span > svg")
    expect(icons).toHaveLength(site.footer.socialIcons.length)
    for (const icon of icons) {
      expect(icon).toHaveAttribute("focusable", "false")
      expect(icon.closest("a, button, [tabindex]")).toBeNull()
    }
  })
})

describe("HeaderLink", () => {
  it("links back to where the data says", () => {
    // A service page's back link (the content may have no service page: then the 404 page's link home).
    const backLink = content.servicePages[0]?.backLink ?? content.notFound.homeLink
    render(<HeaderLink link={backLink} iconSvg={pageIcons.back} />)
    expect(screen.getByRole("link", { name: backLink.label })).toHaveAttribute("href", backLink.to)
  })
})
