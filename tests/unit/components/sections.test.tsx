import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Hero } from "../../../src/components/sections/Hero"
import { Services } from "../../../src/components/sections/Services"
import { HowItWorks } from "../../../src/components/sections/HowItWorks"
import { Testimonials } from "../../../src/components/sections/Testimonials"
import { Contact } from "../../../src/components/sections/Contact"
import { NoticeApiProvider } from "../../../src/components/notices/NoticeProvider"
import { scrollToSection } from "../../../src/lib/scroll-to-section"
import { contact, hero, services, steps, testimonials } from "../fixtures"

jest.mock("../../../src/lib/scroll-to-section")

describe("Hero", () => {
  it("shows the headline as the page's h1, the subline and every claim", () => {
    render(<Hero content={hero} ctaTarget="contact" />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("The Future of Finance")
    expect(screen.getByText("A test subline.")).toBeInTheDocument()
    for (const claim of hero.claims) {
      expect(screen.getByText(claim.value)).toBeInTheDocument()
      expect(screen.getByText(claim.label)).toBeInTheDocument()
    }
  })

  it("scrolls to the contact section when 'Get Started Today' is pressed", async () => {
    render(<Hero content={hero} ctaTarget="contact" />)
    await userEvent.click(screen.getByRole("link", { name: "Get Started Today" }))
    expect(scrollToSection).toHaveBeenCalledWith("contact")
  })
})

describe("Services", () => {
  it("shows each audience group with its cards", () => {
    render(<Services content={services} />)
    const groups = screen.getAllByRole("heading", { level: 3 }).map(heading => heading.textContent)
    expect(groups).toEqual(["For Businesses", "For Individuals"])
    expect(screen.getAllByRole("heading", { level: 4 }).map(heading => heading.textContent)).toEqual([
      "Bookkeeping",
      "Tax Planning",
      "Wealth Strategy",
      "Budgeting",
    ])
  })

  it("links only the card that has a link, naming the card in the link's accessible name", () => {
    render(<Services content={services} />)
    const links = screen.getAllByRole("link")
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAttribute("href", "/financial-advisory")
    expect(links[0]).toHaveAccessibleName("Learn More – Wealth Strategy")
    expect(within(links[0]).getByText("Learn More")).toBeVisible()
  })
})

describe("How It Works", () => {
  it("lists the steps in order as an ordered list", () => {
    render(<HowItWorks content={steps} />)
    const list = screen.getByRole("list")
    expect(list.tagName).toBe("OL")
    expect(within(list).getAllByRole("heading", { level: 3 }).map(heading => heading.textContent)).toEqual([
      "Connect",
      "Automate",
      "Grow",
    ])
  })
})

describe("Testimonials", () => {
  it("shows each quote with the client's name and role", () => {
    render(<Testimonials content={testimonials} />)
    expect(screen.getByText("“Great work.”")).toBeInTheDocument()
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument()
    expect(screen.getByText("Engineer")).toBeInTheDocument()
  })

  it("gives assistive technology the rating as text and hides the decorative stars", () => {
    const { container } = render(<Testimonials content={testimonials} />)
    expect(screen.getByText("5 out of 5 stars")).toBeInTheDocument()
    expect(screen.getByText("4 out of 5 stars")).toBeInTheDocument()
    const starGroups = container.querySelectorAll("[aria-hidden='true']:has(svg)")
    expect(starGroups.length).toBeGreaterThanOrEqual(2)
    for (const svg of container.querySelectorAll("li svg")) {
      expect(svg.closest("[aria-hidden='true']")).not.toBeNull()
    }
    const firstCardStars = container.querySelectorAll("li")[0].querySelectorAll("svg.filled")
    const secondCardStars = container.querySelectorAll("li")[1].querySelectorAll("svg.filled")
    expect(firstCardStars).toHaveLength(5)
    expect(secondCardStars).toHaveLength(4)
  })
})

describe("Contact", () => {
  const renderContact = () =>
    render(
      <NoticeApiProvider value={{ notify: jest.fn(), prepare: jest.fn() }}>
        <Contact content={contact} email="team@test-ledger.example" />
      </NoticeApiProvider>
    )

  it("is the section with id 'contact', with the reply time filled into its intro", () => {
    const { container } = renderContact()
    const section = container.querySelector("section#contact")
    expect(section).not.toBeNull()
    expect(section).toHaveAccessibleName("Get in Touch")
    expect(screen.getByText("We answer within 2 days.")).toBeInTheDocument()
  })

  it("offers the email as a mailto link and the call and area as plain text", () => {
    renderContact()
    const emailLink = screen.getByRole("link", { name: "team@test-ledger.example" })
    expect(emailLink).toHaveAttribute("href", "mailto:team@test-ledger.example")
    expect(screen.getAllByRole("link")).toHaveLength(1)
    const booking = screen.getByText("Book Your Free Consultation")
    expect(booking.closest("a, button")).toBeNull()
    expect(screen.getByText("Schedule a Call")).toBeInTheDocument()
    expect(screen.getByText("Serving")).toBeInTheDocument()
    expect(screen.getByText("Businesses & Individuals nationwide").closest("a, button")).toBeNull()
  })

  it("includes the message form", () => {
    renderContact()
    expect(screen.getByRole("heading", { name: "Send Us a Message" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveAttribute("type", "submit")
  })
})
