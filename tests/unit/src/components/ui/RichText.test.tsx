import React from "react"
import { render, screen } from "@testing-library/react"
import { RichText } from "../../../../../src/components/ui/RichText"
import { renderRichText } from "../../../../../plugins/content-model/rich-text"

/** A text as the build makes it of an editor's Markdown: a heading, a table and links. */
const html = renderRichText(
  ["## Rates", "| Item | Rate |\n| --- | --- |\n| Mileage | 70 |", "[Write to us](mailto:hello@example.org)"].join(
    "\n\n"
  )
)

describe("RichText", () => {
  it("shows the text's own elements as the build made them: headings, tables, links", () => {
    const { container } = render(<RichText html={html} />)
    expect(screen.getByRole("heading", { level: 2, name: "Rates" })).toBeInTheDocument()
    expect(screen.getByRole("table")).toHaveTextContent("Mileage")
    expect(screen.getByRole("link", { name: "Write to us" })).toHaveAttribute("href", "mailto:hello@example.org")
    // One element around them, nothing between: the HTML is placed as it is, not escaped.
    const wrapper = container.firstElementChild!
    expect(container.children).toHaveLength(1)
    expect([...wrapper.children].map(child => child.localName)).toEqual(["h2", "table", "p"])
  })
})
