import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Hero } from "../../../src/components/sections/Hero"
import { Services } from "../../../src/components/sections/Services"
import { HowItWorks } from "../../../src/components/sections/HowItWorks"
import { Testimonials } from "../../../src/components/sections/Testimonials"
import { Contact } from "../../../src/components/sections/Contact"
import { NoticeApiProvider } from "../../../src/components/notices/NoticeProvider"
import { fillTemplate } from "../../../src/lib/fill-template"
import { withIconMarkup } from "../../../plugins/build-time-icons/icon-markup"
import { scrollToSection } from "../../../src/lib/scroll-to-section"
import { SiteFooter } from "../../../src/components/layout/SiteFooter"
import { contact, hero, pageIcons, services, site, steps, testimonials } from "../fixtures"

jest.mock("../../../src/lib/scroll-to-section")

describe("Hero", () => {
  it("shows the headline as the page's h1, the subline and every claim", () => {
    render(<Hero content={hero} ctaTarget="contact" />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(hero.headline)
    expect(screen.getByText(hero.subline)).toBeInTheDocument()
    for (const claim of hero.claims) {
      expect(screen.getByText(claim.value)).toBeInTheDocument()
      expect(screen.getByText(claim.label)).toBeInTheDocument()
    }
  })

  it("scrolls to the contact section when the call to action is pressed", async () => {
    render(<Hero content={hero} ctaTarget="contact" />)
    const cta = screen.getByRole("link", { name: hero.ctaLabel })
    expect(cta).toHaveAttribute("href", "#contact")
    await userEvent.click(cta)
    expect(scrollToSection).toHaveBeenCalledWith("contact")
  })
})

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
    const link = { label, page: { address: "some-service" } }
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
    expect(links[0]).toHaveAttribute("href", "/some-service")
    expect(links[0]).toHaveAccessibleName(`${link.label} – ${linked.title}`)
    expect(within(links[0]).getByText(link.label)).toBeVisible()
  })
})

describe("How It Works", () => {
  it("lists the steps in order as an ordered list", () => {
    render(<HowItWorks content={steps} />)
    const list = screen.getByRole("list")
    expect(list.tagName).toBe("OL")
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map(heading => heading.textContent)
    ).toEqual(steps.steps.map(step => step.title))
  })
})

describe("Testimonials", () => {
  it("shows each quote with the client's name and role", () => {
    render(<Testimonials content={testimonials} />)
    for (const item of testimonials.items) {
      expect(screen.getByText(`“${item.quote}”`)).toBeInTheDocument()
      expect(screen.getByText(item.name)).toBeInTheDocument()
      expect(screen.getByText(item.role)).toBeInTheDocument()
    }
  })

  it("gives assistive technology the rating as text and hides the decorative stars", () => {
    // A five-star and a four-star story, so the count of filled stars follows the rating.
    const [story] = testimonials.items
    const content = withIconMarkup({
      ...testimonials,
      items: [
        { ...story, rating: 5 },
        { ...story, rating: 4 },
      ],
    })
    const { container } = render(<Testimonials content={content} />)
    for (const rating of [5, 4]) {
      expect(screen.getByText(fillTemplate(testimonials.ratingLabel, { rating }))).toBeInTheDocument()
    }
    const stars = container.querySelectorAll("li svg")
    expect(stars.length).toBeGreaterThan(0)
    // Every star is inside an element hidden from assistive technology.
    for (const svg of stars) expect(svg.closest("[aria-hidden='true']")).not.toBeNull()
    const stories = container.querySelectorAll("li")
    expect(stories[0].querySelectorAll("svg.filled")).toHaveLength(5)
    expect(stories[1].querySelectorAll("svg.filled")).toHaveLength(4)
  })
})

describe("Contact", () => {
  const renderContact = (content = contact) =>
    render(
      <NoticeApiProvider value={{ notify: jest.fn(), prepare: jest.fn() }}>
        <Contact content={content} email={site.email} />
      </NoticeApiProvider>
    )

  it("is the section with id 'contact', with the reply time filled into its intro", () => {
    renderContact({ ...contact, intro: "Within {replyTime}.", replyTime: "2 days" })
    // A region named by its heading, which links and the call to action reach by its id.
    const section = screen.getByRole("region", { name: contact.heading })
    expect(section.tagName).toBe("SECTION")
    expect(section).toHaveAttribute("id", "contact")
    expect(screen.getByText("Within 2 days.")).toBeInTheDocument()
  })

  it("offers the email as a mailto link and the call and area as plain text", () => {
    renderContact()
    const emailLink = screen.getByRole("link", { name: site.email })
    expect(emailLink).toHaveAttribute("href", `mailto:${site.email}`)
    expect(screen.getAllByRole("link")).toHaveLength(1)
    const { scheduleCard, servingCard } = contact
    for (const text of [scheduleCard.title, scheduleCard.text, servingCard.title, servingCard.text]) {
      expect(screen.getByText(text).closest("a, button")).toBeNull()
    }
  })

  it("includes the message form", () => {
    renderContact()
    expect(screen.getByRole("heading", { name: contact.form.heading })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: contact.form.submitLabel })).toHaveAttribute("type", "submit")
  })
})

describe("lists an editor repeats an item in", () => {
  it("render every copy without React's duplicate-key warning", () => {
    const errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const twice = <T,>(list: readonly T[]) => [list[0], list[0]]
      const [group] = services.groups
      render(
        <NoticeApiProvider value={{ notify: jest.fn(), prepare: jest.fn() }}>
          <Hero content={{ ...hero, claims: twice(hero.claims) }} ctaTarget="contact" />
          <Services
            content={{ ...services, groups: twice([{ ...group, cards: twice(group.cards) }]) }}
            linkIconSvg={pageIcons.learnMore}
          />
          <HowItWorks content={{ ...steps, steps: twice(steps.steps) }} />
          <Testimonials content={{ ...testimonials, items: twice(testimonials.items) }} />
          <Contact content={{ ...contact, servingCard: contact.scheduleCard }} email={site.email} />
          <SiteFooter
            firmName={site.firmName}
            email={site.email}
            footer={withIconMarkup({
              ...site.footer,
              services: twice(site.footer.services),
              socialIcons: ["x", "x"],
              legalNotices: twice([site.footer.copyright]),
            })}
          />
        </NoticeApiProvider>
      )
      expect(screen.getAllByText(`“${testimonials.items[0].quote}”`)).toHaveLength(2)
      expect(errorSpy.mock.calls.map(call => String(call[0]))).toEqual([])
    } finally {
      errorSpy.mockRestore()
    }
  })
})
