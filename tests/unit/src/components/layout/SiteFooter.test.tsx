import React from "react"
import { render, screen, within } from "@testing-library/react"
import { SiteFooter } from "../../../../../src/components/layout/SiteFooter"
import { withIconMarkup } from "../../../../../plugins/build-time-icons/icon-markup"
import { pathOf } from "../../../../../plugins/content-model/content-entries"
import { CONTENT_KINDS, INDEXED_KINDS } from "../../../../../plugins/content-model/content-kinds"
import { navigationData, navigationLabelOf, site, withIndexPagesPublished } from "../../../support/fixtures"
import { consoleErrorsDuring, twice } from "../../../support/console-errors"

/** The navigation's data with every index page published (the content decides it otherwise). */
const published = withIndexPagesPublished(
  navigationData,
  INDEXED_KINDS.map(kind => kind.name)
)
const labels = navigationData.entryPagesJson!

/** A legal notice's name from the content (the content may have none: then the copyright line's). */
const [noticeLabel = site.footer.copyright] = site.footer.legalNotices.map(notice => notice.label)

describe("SiteFooter", () => {
  it("lists the services, links the email and shows the copyright as plain text", () => {
    render(<SiteFooter firmName={site.firmName} email={site.email} footer={site.footer} />)
    const footer = screen.getByRole("contentinfo")
    for (const service of site.footer.services) expect(within(footer).getByText(service)).toBeInTheDocument()
    expect(within(footer).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    expect(within(footer).getByText(site.footer.copyright).closest("a, button")).toBeNull()
  })

  it("shows the content's legal notices: each a link to its page once it names one, plain text until then", () => {
    render(<SiteFooter firmName={site.firmName} email={site.email} footer={site.footer} />)
    const footer = screen.getByRole("contentinfo")
    for (const notice of site.footer.legalNotices) {
      const shown = within(footer).getAllByText(notice.label)[0]
      if (notice.page) expect(shown.closest("a")).toHaveAttribute("href", notice.page.fields.path)
      else expect(shown.closest("a, button")).toBeNull()
    }
    // Besides the notices that link to a page, only the e-mail address is a link.
    expect(within(footer).getAllByRole("link")).toHaveLength(
      1 + site.footer.legalNotices.filter(notice => notice.page).length
    )
  })

  it("links a legal notice that names a page to that page, and shows one that names none as plain text", () => {
    const footer = {
      ...site.footer,
      legalNotices: [
        { label: noticeLabel, privacyPolicy: true, page: { fields: { path: pathOf(CONTENT_KINDS.page, "privacy") } } },
        { label: `${noticeLabel} 2`, privacyPolicy: null, page: null },
      ],
    }
    render(<SiteFooter firmName={site.firmName} email={site.email} footer={footer} />)
    expect(screen.getByRole("link", { name: noticeLabel })).toHaveAttribute(
      "href",
      pathOf(CONTENT_KINDS.page, "privacy")
    )
    expect(screen.getByText(`${noticeLabel} 2`).closest("a, button")).toBeNull()
  })

  it("links the published index pages in a navigation landmark of its own, named by data/entry-pages.json", () => {
    render(<SiteFooter firmName={site.firmName} email={site.email} footer={site.footer} navigation={published} />)
    const nav = screen.getByRole("navigation", { name: labels.navigation.footer })
    expect(
      within(nav)
        .getAllByRole("link")
        .map(link => [link.textContent, link.getAttribute("href")])
    ).toEqual(INDEXED_KINDS.map(kind => [navigationLabelOf(kind.name), kind.indexPath]))
  })

  it("has no navigation while no index page is published, nor without the navigation's data", () => {
    const unpublished = withIndexPagesPublished(published, [])
    const { unmount } = render(
      <SiteFooter firmName={site.firmName} email={site.email} footer={site.footer} navigation={unpublished} />
    )
    expect(screen.queryByRole("navigation")).toBeNull()
    unmount()
    render(<SiteFooter firmName={site.firmName} email={site.email} footer={site.footer} />)
    expect(screen.queryByRole("navigation")).toBeNull()
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

  it("shows a service, an icon and a notice an editor repeats, without React's duplicate-key warning", () => {
    const footer = withIconMarkup({
      ...site.footer,
      services: twice(site.footer.services),
      socialIcons: ["x", "x"],
      legalNotices: twice([{ label: site.footer.copyright, privacyPolicy: null, page: null }]),
    })
    const errors = consoleErrorsDuring(() =>
      render(<SiteFooter firmName={site.firmName} email={site.email} footer={footer} />)
    )
    expect(screen.getAllByText(site.footer.services[0])).toHaveLength(2)
    expect(document.querySelectorAll("[aria-hidden='true'] > span > svg")).toHaveLength(2)
    expect(screen.getAllByText(site.footer.copyright)).toHaveLength(3)
    expect(errors).toEqual([])
  })
})
