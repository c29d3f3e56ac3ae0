import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Hero } from "../../../../../src/components/sections/Hero"
import { scrollToSection } from "../../../../../src/lib/scroll-to-section"
import { hero } from "../../../support/fixtures"
import { consoleErrorsDuring, twice } from "../../../support/console-errors"

jest.mock("../../../../../src/lib/scroll-to-section")

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

  it("shows a claim an editor repeats twice, without React's duplicate-key warning", () => {
    const errors = consoleErrorsDuring(() =>
      render(<Hero content={{ ...hero, claims: twice(hero.claims) }} ctaTarget="contact" />)
    )
    expect(screen.getAllByText(hero.claims[0].label)).toHaveLength(2)
    expect(errors).toEqual([])
  })
})
