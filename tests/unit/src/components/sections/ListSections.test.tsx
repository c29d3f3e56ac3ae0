import React from "react"
import { render, screen, within } from "@testing-library/react"
import { ListSections } from "../../../../../src/components/sections/ListSections"
import { entryPages } from "../../../support/fixtures"

// A list of the test's own, in the words of a list page that data/entry-pages.json has (the team's).
const entries = [
  { title: "First entry", summary: "What it is about.", path: "/case-studies/first" },
  { title: "Second entry", summary: null, path: "/case-studies/second" },
]

describe("ListSections: the site's list page of a kind without one of its own", () => {
  it("shows the heading and introduction, then each entry as a card linking its page, with its summary when it has one", () => {
    render(<ListSections heading={entryPages.team.heading} intro={entryPages.team.intro} entries={entries} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(entryPages.team.heading)
    expect(screen.getByText(entryPages.team.intro)).toBeInTheDocument()
    const cards = within(screen.getByRole("list")).getAllByRole("listitem")
    expect(cards.map(card => within(card).getByRole("heading", { level: 2 }).textContent)).toEqual(
      entries.map(entry => entry.title)
    )
    expect(cards.map(card => within(card).getByRole("link").getAttribute("href"))).toEqual(
      entries.map(entry => entry.path)
    )
    expect(within(cards[0]).getByText(entries[0].summary!)).toBeInTheDocument()
    expect(cards[1].querySelector("p")).toBeNull()
  })
})
