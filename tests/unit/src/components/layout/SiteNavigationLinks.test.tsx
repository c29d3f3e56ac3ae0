import React from "react"
import { render, screen, within } from "@testing-library/react"
import { SiteNavigationLinks } from "../../../../../src/components/layout/SiteNavigationLinks"
import { CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"
import { content } from "../../../../../tools/content"

const { insights, team, navigation } = content.entryPages
const links = [
  { label: insights.navigationLabel, path: CONTENT_KINDS.article.indexPath! },
  { label: team.navigationLabel, path: CONTENT_KINDS.person.indexPath! },
]

describe("SiteNavigationLinks", () => {
  it("is a navigation landmark with the given name, a link to each page in the order given", () => {
    render(<SiteNavigationLinks label={navigation.header} links={links} />)
    const nav = screen.getByRole("navigation", { name: navigation.header })
    const anchors = within(nav).getAllByRole("link")
    expect(anchors.map(anchor => [anchor.textContent, anchor.getAttribute("href")])).toEqual(
      links.map(link => [link.label, link.path])
    )
  })

  it("marks the link to the page the visitor is on as the current page, and no other", () => {
    render(<SiteNavigationLinks label={navigation.header} links={links} currentPath={links[1].path} />)
    const [other, current] = screen.getAllByRole("link")
    expect(current).toHaveAttribute("aria-current", "page")
    expect(other).not.toHaveAttribute("aria-current")
  })

  it("marks no link on a page that is not among them", () => {
    render(<SiteNavigationLinks label={navigation.footer} links={links} currentPath="/" />)
    for (const anchor of screen.getAllByRole("link")) expect(anchor).not.toHaveAttribute("aria-current")
  })
})
