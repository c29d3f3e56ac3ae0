import React from "react"
// The Node build of the server renderer, as Gatsby renders the pages (the browser build needs TextEncoder).
import { renderToString } from "react-dom/server.node"
import { act, render, screen } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../../../src/components/sections/ContactForm"
import { Contact } from "../../../src/components/sections/Contact"
import { NoticeApiProvider, type NoticeApi } from "../../../src/components/notices/NoticeProvider"
import { CONTACT_NETLIFY_FORM } from "../../../src/lib/netlify-send"
import type { SendMessage } from "../../../src/lib/send-message"
import { contact, notices, site } from "../fixtures"

const noticeApi: NoticeApi = { notify: jest.fn(), prepare: jest.fn() }

function form(send: SendMessage, netlify = false) {
  return (
    <NoticeApiProvider value={noticeApi}>
      <ContactForm
        texts={contact.form}
        notices={notices}
        send={send}
        netlify={netlify ? CONTACT_NETLIFY_FORM : undefined}
      />
    </NoticeApiProvider>
  )
}

/** The server-rendered HTML, parsed: what a visitor without JavaScript (and Netlify's form detection) gets. */
function serverHtml(element: React.ReactElement): HTMLElement {
  const container = document.createElement("div")
  container.innerHTML = renderToString(element)
  return container
}

describe('the contact form, simulated (contact.json delivery "simulated")', () => {
  it("is rendered with its send button disabled, and enabled once React runs it in the browser", async () => {
    const container = serverHtml(form(jest.fn()))
    expect(container.querySelector("button[type=submit]")).toBeDisabled()
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, form(jest.fn()))
      await Promise.resolve()
    })
    expect(container.querySelector("button[type=submit]")).toBeEnabled()
    container.remove()
  })

  it("carries nothing of Netlify Forms", () => {
    const formElement = serverHtml(form(jest.fn())).querySelector("form")!
    for (const attribute of ["name", "action", "data-netlify", "netlify-honeypot"])
      expect(formElement).not.toHaveAttribute(attribute)
    expect(formElement.querySelectorAll("input[type=hidden], [hidden]")).toHaveLength(0)
  })

  it("the section says, without JavaScript only, how to write instead, with the firm's email linked, and shows the privacy notice", () => {
    // The note as written, with the {email} placeholder added at its end if the content has none.
    const noScriptNote = contact.form.noScriptNote.includes("{email}")
      ? contact.form.noScriptNote
      : `${contact.form.noScriptNote} {email}`
    const section = serverHtml(
      <NoticeApiProvider value={noticeApi}>
        <Contact
          content={{ ...contact, delivery: "simulated", form: { ...contact.form, noScriptNote } }}
          email={site.email}
        />
      </NoticeApiProvider>
    )
    const note = section.querySelector("noscript")!
    expect(note).not.toBeNull()
    // A noscript's content is text to a browser with JavaScript; parse it as one without would.
    const parsed = document.createElement("div")
    parsed.innerHTML = note.innerHTML || (note.textContent ?? "")
    const [before, after] = noScriptNote.split("{email}")
    expect(parsed.textContent).toBe(`${before}${site.email}${after}`)
    expect(parsed.querySelector("a")).toHaveAttribute("href", `mailto:${site.email}`)
    expect(section.textContent).toContain(contact.privacyNotice.heading)
    expect(section.textContent).toContain(contact.privacyNotice.text)
  })
})

describe("the contact form, delivered through Netlify Forms", () => {
  it("has in its HTML what Netlify's deploy-time detection needs, the form-name first and the honeypot hidden", () => {
    const formElement = serverHtml(form(jest.fn(), true)).querySelector("form")!
    expect(formElement).toHaveAttribute("name", CONTACT_NETLIFY_FORM.name)
    expect(formElement).toHaveAttribute("method", "post")
    expect(formElement).toHaveAttribute("action", CONTACT_NETLIFY_FORM.action)
    expect(formElement).toHaveAttribute("data-netlify", "true")
    expect(formElement).toHaveAttribute("netlify-honeypot", CONTACT_NETLIFY_FORM.honeypot)
    const first = formElement.firstElementChild!
    expect(first).toHaveAttribute("type", "hidden")
    expect(first).toHaveAttribute("name", "form-name")
    expect(first).toHaveAttribute("value", CONTACT_NETLIFY_FORM.name)
    const trap = formElement.querySelector(`input[name="${CONTACT_NETLIFY_FORM.honeypot}"]`)!
    expect(trap.closest("[hidden]")).not.toBeNull()
    expect(trap).toHaveAttribute("tabindex", "-1")
    // Without JavaScript the post works, so the button is not disabled.
    expect(formElement.querySelector("button[type=submit]")).toBeEnabled()
  })

  it("hands the sender the fields and the hidden fields, exactly as a post without JavaScript would carry them", async () => {
    const user = userEvent.setup()
    const send = jest.fn<ReturnType<SendMessage>, Parameters<SendMessage>>(() => Promise.resolve())
    render(form(send, true))
    await user.type(screen.getByLabelText(contact.form.nameLabel), "Grace Hopper")
    await user.type(screen.getByLabelText(contact.form.emailLabel), "grace@example.com")
    await user.type(screen.getByLabelText(contact.form.messageLabel), "Hello")
    await user.click(screen.getByRole("button", { name: contact.form.submitLabel }))
    expect(send).toHaveBeenCalledTimes(1)
    const [message, , hiddenFields] = send.mock.calls[0]
    expect(message).toEqual({ name: "Grace Hopper", email: "grace@example.com", message: "Hello" })
    expect(hiddenFields).toEqual({ "form-name": CONTACT_NETLIFY_FORM.name, [CONTACT_NETLIFY_FORM.honeypot]: "" })
  })

  it("the section shows no no-JavaScript note (the form sends without it), and the privacy notice", () => {
    const section = serverHtml(
      <NoticeApiProvider value={noticeApi}>
        <Contact content={{ ...contact, delivery: "netlify" }} email={site.email} />
      </NoticeApiProvider>
    )
    expect(section.querySelector("noscript")).toBeNull()
    expect(section.querySelector("form")).toHaveAttribute("data-netlify", "true")
    expect(section.textContent).toContain(contact.privacyNotice.text)
  })
})
