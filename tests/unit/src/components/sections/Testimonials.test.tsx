import React from "react"
import { render, screen } from "@testing-library/react"
import { Testimonials } from "../../../../../src/components/sections/Testimonials"
import { fillTemplate } from "../../../../../src/lib/fill-template"
import { withIconMarkup } from "../../../../../plugins/build-time-icons/icon-markup"
import { testimonials } from "../../../support/fixtures"
import { consoleErrorsDuring, twice } from "../../../support/console-errors"

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

  it("shows a story an editor repeats twice, without React's duplicate-key warning", () => {
    const errors = consoleErrorsDuring(() =>
      render(<Testimonials content={{ ...testimonials, items: twice(testimonials.items) }} />)
    )
    expect(screen.getAllByText(`“${testimonials.items[0].quote}”`)).toHaveLength(2)
    expect(errors).toEqual([])
  })
})
