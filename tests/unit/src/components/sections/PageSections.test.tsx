import React from "react"
import { render, screen } from "@testing-library/react"
import { PageSections } from "../../../../../src/components/sections/PageSections"
import { formatDate } from "../../../../../src/lib/format-date"
import { entryPages, sampled, site } from "../../../support/fixtures"

/** A page of the test's own (the content may have none). */
const page: Queries.PageContentFragment = {
  title: "Privacy Policy",
  updated: "2026-05-01",
  bodyHtml: "<h2>Who we are</h2><p>We are an accounting firm.</p>",
}

describe("PageSections", () => {
  it("has the page's title as its one h1, and says when its text last changed", () => {
    render(<PageSections page={page} updatedLabel={entryPages.page.updated} language={site.language} />)
    expect(screen.getAllByRole("heading", { level: 1 }).map(heading => heading.textContent)).toEqual([page.title])
    const date = screen.getByText(formatDate(page.updated, site.language))
    expect(date.tagName).toBe("TIME")
    expect(date).toHaveAttribute("dateTime", page.updated)
    expect(date.parentElement).toHaveTextContent(
      `${entryPages.page.updated} ${formatDate(page.updated, site.language)}`
    )
  })

  it("shows the page's text", () => {
    render(<PageSections page={page} updatedLabel={entryPages.page.updated} language={site.language} />)
    expect(screen.getByRole("heading", { level: 2, name: "Who we are" })).toBeInTheDocument()
    expect(screen.getByText("We are an accounting firm.")).toBeInTheDocument()
  })

  it("shows the live pages of the content that show every case it has (the variants have some), titled and dated", () => {
    for (const own of sampled.pages) {
      const { unmount } = render(
        <PageSections page={own} updatedLabel={entryPages.page.updated} language={site.language} />
      )
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(own.title)
      expect(screen.getByText(formatDate(own.updated, site.language))).toHaveAttribute("dateTime", own.updated)
      unmount()
    }
  })
})
