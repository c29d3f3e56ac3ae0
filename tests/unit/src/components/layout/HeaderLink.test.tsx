import React from "react"
import { render, screen } from "@testing-library/react"
import { HeaderLink } from "../../../../../src/components/layout/HeaderLink"
import { content } from "../../../../../tools/content"
import { pageIcons } from "../../../support/fixtures"

describe("HeaderLink", () => {
  it("links back to where the data says", () => {
    // A service page's back link (the content may have no service page: then the 404 page's link home).
    const backLink = content.entries["service-page"][0]?.backLink ?? content.notFound.homeLink
    render(<HeaderLink link={backLink} iconSvg={pageIcons.back} />)
    expect(screen.getByRole("link", { name: backLink.label })).toHaveAttribute("href", backLink.to)
  })
})
