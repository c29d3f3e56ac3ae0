import React from "react"
// The Node build of the server renderer, as Gatsby renders the pages (the browser build needs TextEncoder).
import { renderToString } from "react-dom/server.node"
import { render, screen } from "@testing-library/react"
import { Contact } from "../../../../../src/components/sections/Contact"
import { NoticeApiProvider, type NoticeApi } from "../../../../../src/components/notices/NoticeProvider"
import { pathOf } from "../../../../../plugins/content-model/content-entries"
import { CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"
import { contact, inquiryServices, site } from "../../../support/fixtures"
import { consoleErrorsDuring } from "../../../support/console-errors"

const noticeApi: NoticeApi = { notify: jest.fn(), prepare: jest.fn() }

const section = (
  content: Queries.ContactContentFragment = contact,
  privacyPolicy?: { label: string; path: string }
) => (
  <NoticeApiProvider value={noticeApi}>
    <Contact
      content={content}
      services={inquiryServices}
      firm={{ name: site.firmName, language: site.language }}
      email={site.email}
      privacyPolicy={privacyPolicy}
    />
  </NoticeApiProvider>
)

/** The server-rendered HTML, parsed: what a visitor without JavaScript (and Netlify's form detection) gets. */
function serverHtml(element: React.ReactElement): HTMLElement {
  const container = document.createElement("div")
  container.innerHTML = renderToString(element)
  return container
}

describe("Contact", () => {
  it("is the section with id 'contact', with the reply time in words filled into its intro", () => {
    render(
      section({ ...contact, intro: "Within {replyTime}.", replyTime: "{hours} hours", replyTimeInWords: "2 days" })
    )
    // A region named by its heading, which links and the call to action reach by its id.
    const region = screen.getByRole("region", { name: contact.heading })
    expect(region.tagName).toBe("SECTION")
    expect(region).toHaveAttribute("id", "contact")
    expect(screen.getByText("Within 2 days.")).toBeInTheDocument()
  })

  it("offers the email as a mailto link and the call and area as plain text, without a booking address", () => {
    render(section({ ...contact, scheduleCard: { ...contact.scheduleCard, bookingUrl: null } }))
    const emailLink = screen.getByRole("link", { name: site.email })
    expect(emailLink).toHaveAttribute("href", `mailto:${site.email}`)
    expect(screen.getAllByRole("link")).toHaveLength(1)
    const { scheduleCard, servingCard } = contact
    for (const text of [scheduleCard.title, scheduleCard.text, servingCard.title, servingCard.text]) {
      expect(screen.getByText(text).closest("a, button")).toBeNull()
    }
  })

  it("includes the message form", () => {
    render(section())
    expect(screen.getByRole("heading", { name: contact.form.heading })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: contact.form.submitLabel })).toHaveAttribute("type", "submit")
  })

  it("links the privacy notice to the privacy policy's page once it is published, and to nothing before", () => {
    // The footer's notice of the privacy policy and its page (src/lib/privacy-policy.ts); the content may have neither.
    const [label = contact.privacyNotice.heading] = site.footer.legalNotices.map(notice => notice.label)
    const privacyPolicy = { label, path: pathOf(CONTENT_KINDS.page, "privacy-policy") }
    const { unmount } = render(section(contact, privacyPolicy))
    const link = screen.getByRole("link", { name: label })
    expect(link).toHaveAttribute("href", privacyPolicy.path)
    expect(screen.getByText(contact.privacyNotice.text).parentElement).toContainElement(link)
    unmount()
    render(section())
    expect(screen.queryByRole("link", { name: label })).toBeNull()
  })

  it("makes the call card's text a link to the firm's booking page once it has one, and nothing else a link", () => {
    const bookingUrl = "https://cal.com/test-firm/consultation"
    render(section({ ...contact, scheduleCard: { ...contact.scheduleCard, bookingUrl } }))
    expect(screen.getByRole("link", { name: contact.scheduleCard.text })).toHaveAttribute("href", bookingUrl)
    expect(screen.getByText(contact.servingCard.text).closest("a")).toBeNull()
    expect(screen.getAllByRole("link")).toHaveLength(2)
  })

  it("shows a card an editor repeats, without React's duplicate-key warning", () => {
    const errors = consoleErrorsDuring(() => render(section({ ...contact, servingCard: contact.scheduleCard })))
    expect(screen.getAllByText(contact.scheduleCard.title)).toHaveLength(2)
    expect(errors).toEqual([])
  })
})

describe('the contact section, the form simulated (contact.json delivery "simulated")', () => {
  it("says, without JavaScript only, how to write instead, with the firm's email linked, and shows the privacy notice", () => {
    // The note as written, with the {email} placeholder added at its end if the content has none.
    const noScriptNote = contact.form.noScriptNote.includes("{email}")
      ? contact.form.noScriptNote
      : `${contact.form.noScriptNote} {email}`
    const html = serverHtml(section({ ...contact, delivery: "simulated", form: { ...contact.form, noScriptNote } }))
    const note = html.querySelector("noscript")!
    expect(note).not.toBeNull()
    // A noscript's content is text to a browser with JavaScript; parse it as one without would.
    const parsed = document.createElement("div")
    parsed.innerHTML = note.innerHTML || (note.textContent ?? "")
    const [before, after] = noScriptNote.split("{email}")
    expect(parsed.textContent).toBe(`${before}${site.email}${after}`)
    expect(parsed.querySelector("a")).toHaveAttribute("href", `mailto:${site.email}`)
    expect(html.textContent).toContain(contact.privacyNotice.heading)
    expect(html.textContent).toContain(contact.privacyNotice.text)
  })
})

describe("the contact section, the form delivered through Netlify Forms", () => {
  it("shows no no-JavaScript note (the form sends without it), and the privacy notice", () => {
    const html = serverHtml(section({ ...contact, delivery: "netlify" }))
    expect(html.querySelector("noscript")).toBeNull()
    expect(html.querySelector("form")).toHaveAttribute("data-netlify", "true")
    expect(html.textContent).toContain(contact.privacyNotice.text)
  })
})
