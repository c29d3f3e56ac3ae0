import { bandCharacters, bandSizeStyle } from "../../../../src/lib/band-size"

describe("the text a band of a page holds", () => {
  it("counts the characters of every text, in objects and lists at any depth", () => {
    const content = { heading: "Why us", cards: [{ title: "Fast", body: "Replies in a day." }, "Local"], rating: 5 }
    expect(bandCharacters(content)).toBe("Why us".length + "Fast".length + "Replies in a day.".length + "Local".length)
  })

  it("leaves out icons drawn at build time, which are markup, and values that are not text", () => {
    const icon = '<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>'
    expect(
      bandCharacters({ iconSvg: icon, socialIconSvgs: [icon], label: "Go", rating: 5, shown: true, page: null })
    ).toBe(2)
    // Only a name that ends so: a text named after an icon is text.
    expect(bandCharacters({ iconSvgCaption: "Tax" })).toBe(3)
    expect(bandCharacters(undefined)).toBe(0)
  })

  it("is handed to the stylesheet as the --band-characters custom property", () => {
    expect(bandSizeStyle({ heading: "Contact" })).toEqual({ "--band-characters": 7 })
  })
})
