import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Services } from "../../../../../src/components/sections/Services"
import { pathOf } from "../../../../../plugins/content-model/content-entries"
import { CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"
import { pageIcons, services } from "../../../support/fixtures"
import { consoleErrorsDuring, twice } from "../../../support/console-errors"

describe("Services", () => {
  const cards = services.groups.flatMap(group => group.cards)

  it("shows each audience group with its cards", () => {
    render(<Services content={services} linkIconSvg={pageIcons.learnMore} />)
    const groups = screen.getAllByRole("heading", { level: 3 }).map(heading => heading.textContent)
    expect(groups).toEqual(services.groups.map(group => group.title))
    expect(screen.getAllByRole("heading", { level: 4 }).map(heading => heading.textContent)).toEqual(
      cards.map(card => card.title)
    )
  })

  it("links only the cards that have a link, naming the card in the link's accessible name", () => {
    // Two cards made from the first one, whatever the content has today: one with a link, one without.
    const [card] = cards
    const label = cards.find(item => item.link)?.link?.label ?? card.title
    // A service page of the test's own: the content may have none.
    const link = { label, page: { fields: { path: pathOf(CONTENT_KINDS["service-page"], "some-service") } } }
    const linked = { ...card, link }
    const unlinked = { ...card, title: `${card.title} 2`, link: null }
    render(
      <Services
        content={{ ...services, groups: [{ ...services.groups[0], cards: [unlinked, linked] }] }}
        linkIconSvg={pageIcons.learnMore}
      />
    )
    const links = screen.getAllByRole("link")
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAttribute("href", link.page.fields.path)
    expect(links[0]).toHaveAccessibleName(`${link.label} – ${linked.title}`)
    expect(within(links[0]).getByText(link.label)).toBeVisible()
  })

  it("links each card of the content that has a link to the path of the page it names", () => {
    render(<Services content={services} linkIconSvg={pageIcons.learnMore} />)
    const linked = cards.filter(card => card.link)
    expect(screen.queryAllByRole("link").map(link => link.getAttribute("href"))).toEqual(
      linked.map(card => card.link!.page.fields.path)
    )
  })

  it("shows a group and a card an editor repeats twice, without React's duplicate-key warning", () => {
    const [group] = services.groups
    const errors = consoleErrorsDuring(() =>
      render(
        <Services
          content={{ ...services, groups: twice([{ ...group, cards: twice(group.cards) }]) }}
          linkIconSvg={pageIcons.learnMore}
        />
      )
    )
    const texts = (level: number) => screen.getAllByRole("heading", { level }).map(heading => heading.textContent)
    expect(texts(3)).toEqual([group.title, group.title])
    expect(texts(4)).toEqual(Array(4).fill(group.cards[0].title))
    expect(errors).toEqual([])
  })
})
