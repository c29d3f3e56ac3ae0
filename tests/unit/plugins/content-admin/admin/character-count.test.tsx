import React from "react"
import { render, screen } from "@testing-library/react"
import { CharacterCount, characterCount } from "../../../../../plugins/content-admin/admin/character-count"

const text = (length: number) => "x".repeat(length)

describe("characterCount: what the count under a text says", () => {
  it("counts the characters against the most the text may have", () => {
    expect(characterCount(text(23), undefined, 70).words).toMatch(/^23 of at most 70 characters$/)
    expect(characterCount(text(3), 2, 9).words).toMatch(/^3 of at most 9 characters$/)
  })

  it("counts against the least the text needs when it has no most", () => {
    expect(characterCount(text(5), 10).words).toMatch(/^5 characters, at least 10$/)
  })

  it("counts characters as readers see them: an emoji or an accented letter is one", () => {
    expect(characterCount("😀é", undefined, 2)).toEqual({
      words: characterCount("ab", undefined, 2).words,
      outside: false,
    })
  })

  it("is outside the limits over the most or under the least, and inside at either", () => {
    expect(characterCount(text(70), undefined, 70).outside).toBe(false)
    expect(characterCount(text(71), undefined, 70).outside).toBe(true)
    expect(characterCount(text(10), 10).outside).toBe(false)
    expect(characterCount(text(9), 10).outside).toBe(true)
    expect(characterCount(text(1), 2, 9).outside).toBe(true)
    expect(characterCount(text(10), 2, 9).outside).toBe(true)
    expect(characterCount(text(2), 2, 9).outside).toBe(false)
  })
})

describe("CharacterCount: the count under a field", () => {
  /** A text field as Decap draws it, with the id Decap gives it and a description it may already have. */
  function Field({ value, describedBy }: { value: unknown; describedBy?: string }) {
    return (
      <>
        <input id="field-1" aria-describedby={describedBy} readOnly value={String(value)} />
        <CharacterCount forID="field-1" value={value} max={5} />
      </>
    )
  }

  it("shows the count of the field's value, and is read out with the field", () => {
    render(<Field value="abc" />)
    const input = screen.getByRole("textbox")
    expect(input).toHaveAccessibleDescription(characterCount("abc", undefined, 5).words)
  })

  it("keeps the field's own description, and adds itself once however often it draws", () => {
    const { rerender } = render(<Field value="abc" describedBy="field-1-hint" />)
    rerender(<Field value="abcd" describedBy="field-1-hint" />)
    const input = screen.getByRole("textbox")
    const ids = input.getAttribute("aria-describedby")!.split(" ")
    expect(ids).toContain("field-1-hint")
    expect(ids.filter(id => id !== "field-1-hint")).toHaveLength(1)
    expect(input).toHaveAccessibleDescription(characterCount("abcd", undefined, 5).words)
  })

  it("is the field's one description when it had none", () => {
    render(<Field value="abc" />)
    expect(screen.getByRole("textbox").getAttribute("aria-describedby")).toBe("field-1-count")
  })

  it("describes the field it is given now, when Decap gives it another", () => {
    const { rerender } = render(<CharacterCount forID="field-1" value="abc" max={5} />)
    const later = document.createElement("input")
    later.id = "field-2"
    document.body.appendChild(later)
    rerender(<CharacterCount forID="field-2" value="abc" max={5} />)
    expect(later.getAttribute("aria-describedby")).toBe("field-2-count")
  })

  it("counts a value that is not a text (none yet) as empty", () => {
    render(<Field value={undefined} />)
    expect(screen.getByText(characterCount("", undefined, 5).words)).toBeInTheDocument()
  })

  it("turns another colour once the text is outside its limits", () => {
    const { rerender } = render(<Field value="abcde" />)
    const inside = getComputedStyle(screen.getByText(characterCount("abcde", undefined, 5).words)).color
    rerender(<Field value="abcdef" />)
    const outside = getComputedStyle(screen.getByText(characterCount("abcdef", undefined, 5).words)).color
    expect(outside).not.toBe(inside)
  })
})
