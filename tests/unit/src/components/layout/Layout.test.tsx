import React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import { Helmet } from "react-helmet"
import { Layout } from "../../../../../src/components/layout/Layout"
import { INDEXED_KINDS, CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"
import {
  navigationData,
  navigationLabelOf,
  pageSeo,
  site,
  siteUrl,
  withIndexPagesPublished,
} from "../../../support/fixtures"

/** The navigation's data with every index page published, or none (the content decides it otherwise). */
const navigation = (published: boolean): Queries.SiteNavigationContentFragment =>
  withIndexPagesPublished(navigationData, published ? INDEXED_KINDS.map(kind => kind.name) : [])
const labels = navigationData.entryPagesJson!

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

  it("links the published index pages in the header, the current page's link marked as such, and in the footer", async () => {
    const data = navigation(true)
    render(
      <Layout
        site={site}
        siteUrl={siteUrl}
        seo={{ page: pageSeo, path: CONTENT_KINDS.person.indexPath }}
        navigation={data}
      >
        <p />
      </Layout>
    )
    const header = await screen.findByRole("navigation", { name: labels.navigation.header })
    expect(screen.getByRole("banner")).toContainElement(header)
    const team = within(header).getByRole("link", { name: navigationLabelOf("person") })
    expect(team).toHaveAttribute("href", CONTENT_KINDS.person.indexPath)
    expect(team).toHaveAttribute("aria-current", "page")
    const insights = within(header).getByRole("link", { name: navigationLabelOf("article") })
    expect(insights).toHaveAttribute("href", CONTENT_KINDS.article.indexPath)
    expect(insights).not.toHaveAttribute("aria-current")
    const footer = await screen.findByRole("navigation", { name: labels.navigation.footer })
    expect(screen.getByRole("contentinfo")).toContainElement(footer)
    expect(within(footer).getAllByRole("link")).toHaveLength(INDEXED_KINDS.length)
  })

  it.each([
    ["no index page is published", navigation(false)],
    ["the page's query has no navigation", undefined],
  ])("has no navigation in the header or the footer when %s", async (_, data) => {
    render(
      <Layout site={site} siteUrl={siteUrl} seo={{ page: pageSeo, path: "/" }} navigation={data}>
        <p />
      </Layout>
    )
    await screen.findByRole("banner")
    await screen.findByRole("contentinfo")
    expect(screen.queryByRole("navigation")).toBeNull()
  })
})
