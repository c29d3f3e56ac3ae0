import React from "react"
import { render, screen, within } from "@testing-library/react"
import { TeamSections } from "../../../../../src/components/sections/TeamSections"
import { pathOf } from "../../../../../plugins/content-model/content-entries"
import { CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"
import { entryPages, madeUpCard, people as contentPeople } from "../../../support/fixtures"

const { team } = entryPages
/**
 * People of the test's own (the content may have none): the made-up person, with a photo and credentials, and
 * one with neither.
 */
const people: Queries.PersonCardFragment[] = [
  madeUpCard,
  {
    name: "Blake Example",
    jobTitle: "Bookkeeper",
    summary: "Blake keeps clients' books.",
    credentials: [],
    photo: null,
    fields: { path: pathOf(CONTENT_KINDS.person, "blake") },
  },
]

describe("TeamSections", () => {
  it("has the team page's heading as its one h1, with its introduction", () => {
    render(<TeamSections heading={team.heading} intro={team.intro} people={people} />)
    expect(screen.getAllByRole("heading", { level: 1 }).map(heading => heading.textContent)).toEqual([team.heading])
    expect(screen.getByText(team.intro)).toBeInTheDocument()
  })

  it("shows a card for each person in the order given, their name linked to their page, their job and credentials, their summary", () => {
    render(<TeamSections heading={team.heading} intro={team.intro} people={people} />)
    const cards = screen.getAllByRole("listitem")
    expect(cards).toHaveLength(people.length)
    const [avery, blake] = cards
    expect(within(avery).getByRole("heading", { level: 2 })).toHaveTextContent(people[0].name)
    expect(within(avery).getByRole("link", { name: people[0].name })).toHaveAttribute("href", people[0].fields.path)
    expect(avery).toHaveTextContent(
      [people[0].jobTitle, ...people[0].credentials.map(credential => credential.abbreviation)].join(", ")
    )
    expect(avery).toHaveTextContent(people[0].summary)
    expect(within(blake).getByRole("link", { name: people[1].name })).toHaveAttribute("href", people[1].fields.path)
    expect(within(blake).getByText(people[1].jobTitle)).toBeInTheDocument()
  })

  it("shows a person's photo, loaded when scrolled to, only when they have one", () => {
    render(<TeamSections heading={team.heading} intro={team.intro} people={people} />)
    const [avery, blake] = screen.getAllByRole("listitem")
    expect(within(avery).getByRole("img", { name: people[0].photo!.alt })).toHaveAttribute("loading", "lazy")
    expect(within(blake).queryByRole("img")).toBeNull()
  })

  it("shows a card for each live person of the content (the variants have several)", () => {
    const live = contentPeople.filter(person => person.fields.live)
    render(<TeamSections heading={team.heading} intro={team.intro} people={live} />)
    expect(screen.queryAllByRole("heading", { level: 2 }).map(heading => heading.textContent)).toEqual(
      live.map(person => person.name)
    )
  })
})
