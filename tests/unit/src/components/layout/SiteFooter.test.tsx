import React from "react"
import { render, screen, within } from "@testing-library/react"
import { SiteFooter } from "../../../../../src/components/layout/SiteFooter"
import { withIconMarkup } from "../../../../../plugins/build-time-icons/icon-markup"
import { site } from "../../../support/fixtures"
import { consoleErrorsDuring, twice } from "../../../support/console-errors"

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

  it("shows a service, an icon and a notice an editor repeats, without React's duplicate-key warning", () => {
    const footer = withIconMarkup({
      ...site.footer,
      services: twice(site.footer.services),
      socialIcons: ["x", "x"],
      legalNotices: twice([site.footer.copyright]),
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
