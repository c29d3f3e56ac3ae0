import { fillTemplate, filledNotices } from "../../../../src/lib/fill-template"

describe("fillTemplate", () => {
  it("fills known placeholders and leaves unknown ones as written", () => {
    expect(fillTemplate("within {replyTime}, {who}", { replyTime: "24 hours" })).toBe("within 24 hours, {who}")
    expect(fillTemplate("{rating} out of 5 stars", { rating: 5 })).toBe("5 out of 5 stars")
  })

  it("fills every placeholder, however often it appears, and only names in braces", () => {
    expect(fillTemplate("{a}{a} {b_2} {a}", { a: "x", b_2: 0 })).toBe("xx 0 x")
    expect(fillTemplate("{} {a b} {a-b} a", { a: "x", "a b": "y", "a-b": "z" })).toBe("{} {a b} {a-b} a")
  })

  it("leaves as written a placeholder named like a property every object has", () => {
    // An editor's text is free to say {constructor}; only the values given are filled in.
    expect(fillTemplate("{constructor} {toString} {__proto__} {a}", { a: "x" })).toBe(
      "{constructor} {toString} {__proto__} x"
    )
  })
})

describe("filledNotices", () => {
  it("fills {replyTime} in the title and text of both notices", () => {
    const texts = (word: string) => ({ title: `${word} {replyTime}`, description: `{replyTime}, ${word}` })
    expect(
      filledNotices({ replyTime: "24 hours", notices: { success: texts("sent"), failure: texts("failed") } })
    ).toEqual({
      success: { title: "sent 24 hours", description: "24 hours, sent" },
      failure: { title: "failed 24 hours", description: "24 hours, failed" },
    })
  })
})
