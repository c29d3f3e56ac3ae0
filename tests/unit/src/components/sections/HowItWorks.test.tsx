import React from "react"
import { render, screen, within } from "@testing-library/react"
import { HowItWorks } from "../../../../../src/components/sections/HowItWorks"
import { steps } from "../../../support/fixtures"
import { consoleErrorsDuring, twice } from "../../../support/console-errors"

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

  it("shows a step an editor repeats twice, without React's duplicate-key warning", () => {
    const errors = consoleErrorsDuring(() => render(<HowItWorks content={{ ...steps, steps: twice(steps.steps) }} />))
    expect(screen.getAllByRole("heading", { level: 3 }).map(heading => heading.textContent)).toEqual([
      steps.steps[0].title,
      steps.steps[0].title,
    ])
    expect(errors).toEqual([])
  })
})
