import React from "react"
import { render, screen, within } from "@testing-library/react"
import { ListingPagination } from "../../../../../src/components/sections/ListingPagination"
import { fillTemplate } from "../../../../../src/lib/fill-template"
import { entryPages } from "../../../support/fixtures"

const texts = entryPages.listingPages
const pageLink = (page: number) => fillTemplate(texts.pageLink, { page })

function renderPage(page: number, pages: number) {
  return render(<ListingPagination firstPath="/insights" page={page} pages={pages} texts={texts} />)
}

describe("ListingPagination: the links between a list's pages", () => {
  it("shows nothing for a list of one page", () => {
    const { container } = renderPage(1, 1)
    expect(container).toBeEmptyDOMElement()
  })

  it("is a navigation named by the editors' label, saying which page this is", () => {
    renderPage(2, 3)
    const links = screen.getByRole("navigation", { name: texts.navigationLabel })
    expect(links).toHaveTextContent(fillTemplate(texts.position, { page: 2, pages: 3 }))
  })

  it("links to the page before, each page by its number, and the page after, the page shown marked current", () => {
    renderPage(2, 3)
    const links = within(screen.getByRole("navigation", { name: texts.navigationLabel })).getAllByRole("link")
    expect(links.map(link => [link.textContent, link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      [texts.previous, null, "/insights"],
      ["1", pageLink(1), "/insights"],
      ["2", pageLink(2), "/insights/page/2"],
      ["3", pageLink(3), "/insights/page/3"],
      [texts.next, null, "/insights/page/3"],
    ])
    expect(links.filter(link => link.hasAttribute("aria-current")).map(link => link.textContent)).toEqual(["2"])
    expect(screen.getByRole("link", { name: pageLink(2) })).toHaveAttribute("aria-current", "page")
  })

  it("has no link before the first page nor after the last, and a gap hidden from screen readers in a long list", () => {
    renderPage(1, 84)
    const nav = screen.getByRole("navigation", { name: texts.navigationLabel })
    expect(within(nav).queryByRole("link", { name: texts.previous })).toBeNull()
    expect(
      within(nav)
        .getAllByRole("link")
        .map(link => link.textContent)
    ).toEqual(["1", "2", "84", texts.next])
    expect(within(nav).getByText("…")).toHaveAttribute("aria-hidden", "true")
    renderPage(84, 84)
    const last = screen.getAllByRole("navigation", { name: texts.navigationLabel })[1]
    expect(within(last).queryByRole("link", { name: texts.next })).toBeNull()
  })
})
