import React from "react"
import { render, screen } from "@testing-library/react"
import { PersonName, signatureOf } from "../../../../../src/components/sections/PersonName"
import { pathOf } from "../../../../../plugins/content-model/content-entries"
import { CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"

/** A person of the test's own (the content may have none), as a byline queries them. */
const person = (live: boolean, abbreviations = ["CPA", "EA"]): Queries.PersonSignatureFragment => ({
  name: "Jo Example",
  credentials: abbreviations.map(abbreviation => ({ abbreviation })),
  fields: { path: pathOf(CONTENT_KINDS.person, "jo-example"), live },
})

describe("signatureOf", () => {
  it("is the name, then each credential's short form, as a byline signs", () => {
    expect(signatureOf(person(true))).toBe("Jo Example, CPA, EA")
    expect(signatureOf(person(true, []))).toBe("Jo Example")
  })
})

describe("PersonName", () => {
  it("links the name and credentials to the person's page while they have one", () => {
    render(<PersonName person={person(true)} />)
    expect(screen.getByRole("link", { name: "Jo Example, CPA, EA" })).toHaveAttribute(
      "href",
      pathOf(CONTENT_KINDS.person, "jo-example")
    )
  })

  it("shows a retired person's name and credentials as plain text: their page is gone", () => {
    const { container } = render(<PersonName person={person(false)} />)
    expect(container).toHaveTextContent("Jo Example, CPA, EA")
    expect(screen.queryByRole("link")).toBeNull()
  })
})
