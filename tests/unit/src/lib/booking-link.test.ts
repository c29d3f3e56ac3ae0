import { bookingLink } from "../../../../src/lib/booking-link"

const visitor = { name: "Grace Hopper", email: "grace+test@example.com" }

describe("bookingLink", () => {
  it.each([
    "https://cal.com/jane-doe/consultation",
    "https://app.cal.com/team/firm/intro",
    "https://calendly.com/firm/30min",
  ])("gives %s the visitor's name and e-mail address, which the service fills in", url => {
    const link = new URL(bookingLink(url, visitor))
    expect(link.origin + link.pathname).toBe(url)
    expect(link.searchParams.get("name")).toBe(visitor.name)
    expect(link.searchParams.get("email")).toBe(visitor.email)
  })

  it("keeps what the firm's address already asks for", () => {
    const link = new URL(bookingLink("https://calendly.com/firm/30min?month=2026-12", visitor))
    expect(link.searchParams.get("month")).toBe("2026-12")
    expect(link.searchParams.get("name")).toBe(visitor.name)
  })

  it("leaves another service's address as the firm wrote it, and sends no empty value", () => {
    for (const url of [
      "https://booking.example/firm",
      "https://notcal.com/x",
      "https://calendly.com.evil.example/x",
      "https://cal.com.evil.example/x",
    ])
      expect(bookingLink(url, visitor)).toBe(url)
    expect(new URL(bookingLink("https://cal.com/jane", { name: "", email: "" })).search).toBe("")
  })
})
