import {
  INQUIRY_FIELDS,
  LONGEST_FIGURES,
  contactLinkFrom,
  inquiryContext,
  inquiryFields,
  leadsToContactForm,
  replierName,
  replierSentence,
  type InquiryService,
} from "../../../../src/lib/inquiry"

/** A person who answers a service's inquiries, and two services: one they answer, one the firm does. */
const jane = {
  name: "Jane Doe",
  credentials: [{ abbreviation: "CPA" }, { abbreviation: "EA" }],
  fields: { itemId: "jane-doe", path: "/team/jane-doe", live: true },
  bookingUrl: null,
}
const taxPlanning: InquiryService = {
  heading: "Tax Planning",
  fields: { itemId: "tax-planning", path: "/tax-planning" },
  responder: jane,
}
const bookkeeping: InquiryService = {
  heading: "Bookkeeping",
  fields: { itemId: "bookkeeping", path: "/books" },
  responder: null,
}
const services = [taxPlanning, bookkeeping]

/** A visitor's figures from a calculator, as its page words them: several lines, signs a query must encode. */
const FIGURES =
  "Runway calculator\nCash in the bank: $100,000 & more\nNet burn a month: $30,000.00 (+/−)\nRunway in months: 3.3"

describe("links to the contact form", () => {
  it("knows a link to the home page's contact section, and no other", () => {
    expect(leadsToContactForm("/#contact")).toBe(true)
    expect(leadsToContactForm("#contact")).toBe(true)
    for (const link of ["/", "/financial-advisory", "/#about", "/team#contact", "/#contact-us"])
      expect(leadsToContactForm(link)).toBe(false)
  })

  it("carries the page it was followed from, and a service page's id, in the address's query", () => {
    const link = new URL(contactLinkFrom("/#contact", "/tax-planning", "tax-planning"), "https://site.example")
    expect(link.pathname).toBe("/")
    expect(link.hash).toBe("#contact")
    expect(Object.fromEntries(link.searchParams)).toEqual({ from: "/tax-planning", service: "tax-planning" })
    expect(contactLinkFrom("/#contact", "/insights/rates")).toBe("/?from=%2Finsights%2Frates#contact")
  })

  it("leaves a link that leads elsewhere as written", () => {
    expect(contactLinkFrom("/financial-advisory", "/insights/rates", "x")).toBe("/financial-advisory")
    expect(contactLinkFrom("/tools", "/tools/runway", undefined, FIGURES)).toBe("/tools")
  })

  it("carries a calculator's figures when given, and only then", () => {
    const link = new URL(contactLinkFrom("/#contact", "/tools/runway", "tax-planning", FIGURES), "https://s.example")
    expect(link.hash).toBe("#contact")
    expect(Object.fromEntries(link.searchParams)).toEqual({
      from: "/tools/runway",
      service: "tax-planning",
      figures: FIGURES,
    })
    for (const figures of [undefined, ""])
      expect(contactLinkFrom("/#contact", "/tools/runway", undefined, figures)).toBe("/?from=%2Ftools%2Frunway#contact")
  })
})

describe("inquiryContext: what the home page's address says about an inquiry", () => {
  it("reads the page and the service a link to the form carries", () => {
    const search = new URL(contactLinkFrom("/#contact", "/tax-planning", "tax-planning"), "https://s.example").search
    expect(inquiryContext(search, services)).toEqual({ page: "/tax-planning", service: taxPlanning })
    expect(inquiryContext("?from=%2Finsights%2Frates", services)).toEqual({ page: "/insights/rates" })
  })

  it("is about the home page and no service without a query", () => {
    expect(inquiryContext("", services)).toEqual({ page: "/" })
  })

  it("takes a service's own page when the address names the service alone", () => {
    expect(inquiryContext("?service=bookkeeping", services)).toEqual({ page: "/books", service: bookkeeping })
  })

  it("ignores a service no live page has, and a page that is not a path of this site", () => {
    expect(inquiryContext("?service=retired-page&from=/insights", services)).toEqual({ page: "/insights" })
    for (const from of [
      "https://evil.example/",
      "//evil.example",
      "javascript:alert(1)",
      "insights",
      `/${"a".repeat(200)}`,
    ])
      expect(inquiryContext(`?${new URLSearchParams({ from })}`, services).page).toBe("/")
    expect(inquiryContext("?from=/a%20b<script>", services).page).toBe("/")
    // The longest path kept is 200 characters, its slash included.
    const longest = `/${"a".repeat(199)}`
    expect(inquiryContext(`?${new URLSearchParams({ from: longest })}`, services).page).toBe(longest)
  })
})

describe("inquiryContext: the figures a link from a calculator carries", () => {
  const searchOf = (figures: string) => `?${new URLSearchParams({ from: "/tools/runway", figures })}`

  it("reads them back as the calculator's page sent them, its lines kept", () => {
    const search = new URL(contactLinkFrom("/#contact", "/tools/runway", undefined, FIGURES), "https://s.example")
      .search
    expect(inquiryContext(search, services)).toEqual({ page: "/tools/runway", figures: FIGURES })
  })

  it("trims them, and reads none from spaces alone, nor from an address without them", () => {
    expect(inquiryContext(searchOf(`  \n${FIGURES}\n `), services).figures).toBe(FIGURES)
    expect(inquiryContext(searchOf(" \n\t "), services)).toEqual({ page: "/tools/runway" })
    expect(inquiryContext("?from=/tools/runway&figures=", services)).toEqual({ page: "/tools/runway" })
    expect(inquiryContext("?from=/tools/runway", services)).not.toHaveProperty("figures")
  })

  it(`refuses more than ${LONGEST_FIGURES} characters, counted in code points, and keeps the page`, () => {
    expect(LONGEST_FIGURES).toBe(2000)
    expect(inquiryContext(searchOf("a".repeat(LONGEST_FIGURES)), services).figures).toBe("a".repeat(LONGEST_FIGURES))
    expect(inquiryContext(searchOf("a".repeat(LONGEST_FIGURES + 1)), services)).toEqual({ page: "/tools/runway" })
    // An emoji is two UTF-16 units but one character: 2,000 of them are taken.
    const emoji = "\u{1F4B0}".repeat(LONGEST_FIGURES)
    expect(emoji.length).toBe(2 * LONGEST_FIGURES)
    expect(inquiryContext(searchOf(emoji), services).figures).toBe(emoji)
    expect(inquiryContext(searchOf(`${emoji}a`), services)).not.toHaveProperty("figures")
    // Counted once trimmed: spaces around the longest figures do not make them too long.
    expect(inquiryContext(searchOf(` ${"a".repeat(LONGEST_FIGURES)} `), services).figures).toHaveLength(LONGEST_FIGURES)
  })

  it("reads them beside a service", () => {
    const search = new URL(contactLinkFrom("/#contact", "/tools/runway", "bookkeeping", FIGURES), "https://s.example")
      .search
    expect(inquiryContext(search, services)).toEqual({ page: "/tools/runway", service: bookkeeping, figures: FIGURES })
  })
})

describe("replierName", () => {
  it("names a person with their credentials, as a byline does, and the firm when no person answers", () => {
    expect(replierName(jane, "Test Firm")).toBe("Jane Doe, CPA, EA")
    expect(replierName(null, "Test Firm")).toBe("Test Firm")
    expect(replierName(undefined, "Test Firm")).toBe("Test Firm")
  })
})

describe("inquiryFields: the fields an inquiry is sent with", () => {
  const held = { "form-name": "contact", name: "Grace", email: "g@example.com", message: "Hi", page: "/" }
  const subject = { aboutService: "About {service}, for {replier} (%{submissionId})", firmName: "Test Firm" }

  it("names the page, the service and who answers it, each present when known", () => {
    expect(inquiryFields(held, { page: "/tax-planning", service: taxPlanning }, undefined)).toEqual({
      ...held,
      [INQUIRY_FIELDS.page]: "/tax-planning",
      [INQUIRY_FIELDS.service]: "tax-planning",
      [INQUIRY_FIELDS.responder]: "jane-doe",
    })
    expect(inquiryFields(held, { page: "/books", service: bookkeeping }, undefined)).toEqual({
      ...held,
      page: "/books",
      service: "bookkeeping",
    })
  })

  it("drops what the form held for a service and a responder when the inquiry is about none", () => {
    expect(inquiryFields({ ...held, service: "", responder: "" }, { page: "/insights/rates" }, undefined)).toEqual({
      ...held,
      page: "/insights/rates",
    })
  })

  it("sends the figures when the context has them, and drops any the form itself held", () => {
    expect(inquiryFields(held, { page: "/tools/runway", figures: FIGURES }, undefined)).toEqual({
      ...held,
      page: "/tools/runway",
      [INQUIRY_FIELDS.figures]: FIGURES,
    })
    expect(inquiryFields(held, { page: "/tools/runway" }, undefined)).not.toHaveProperty(INQUIRY_FIELDS.figures)
    const forged = { ...held, [INQUIRY_FIELDS.figures]: "Typed into the page" }
    expect(inquiryFields(forged, { page: "/tools/runway" }, undefined)).toEqual({ ...held, page: "/tools/runway" })
    expect(inquiryFields(forged, { page: "/tools/runway", figures: FIGURES }, undefined).figures).toBe(FIGURES)
    expect(inquiryFields(forged, { page: "/", figures: "" }, undefined)).not.toHaveProperty(INQUIRY_FIELDS.figures)
  })

  it("names the service and who answers in the subject of Netlify's e-mail, when the form has one", () => {
    const withSubject = { ...held, subject: "General (%{submissionId})" }
    expect(inquiryFields(withSubject, { page: "/tax-planning", service: taxPlanning }, subject).subject).toBe(
      "About Tax Planning, for Jane Doe, CPA, EA (%{submissionId})"
    )
    expect(inquiryFields(withSubject, { page: "/books", service: bookkeeping }, subject).subject).toBe(
      "About Bookkeeping, for Test Firm (%{submissionId})"
    )
    expect(inquiryFields(withSubject, { page: "/" }, subject).subject).toBe(withSubject.subject)
    expect(inquiryFields(held, { page: "/books", service: bookkeeping }, subject)).not.toHaveProperty("subject")
  })
})

describe("replierSentence", () => {
  it("sets a person's credentials off with a comma where the sentence goes on after their name", () => {
    expect(replierSentence("{replier} will reply by {deadline}.", jane)).toBe("{replier}, will reply by {deadline}.")
    expect(replierSentence("Thanks! {replier} will reply; {replier} is great.", jane)).toBe(
      "Thanks! {replier}, will reply; {replier}, is great."
    )
  })

  it("adds none before punctuation, for a name without credentials, or for the firm", () => {
    expect(replierSentence("Your message goes to {replier}.", jane)).toBe("Your message goes to {replier}.")
    expect(replierSentence("{replier} (by {deadline})", jane)).toBe("{replier} (by {deadline})")
    expect(replierSentence("{replier} will reply.", { ...jane, credentials: [] })).toBe("{replier} will reply.")
    expect(replierSentence("{replier} will reply.", null)).toBe("{replier} will reply.")
  })
})
