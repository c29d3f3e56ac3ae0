import React from "react"
// The Node build of the server renderer, as Gatsby renders the pages (the browser build needs TextEncoder).
import { renderToString } from "react-dom/server.node"
import { hydrateRoot } from "react-dom/client"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../../../../../src/components/sections/ContactForm"
import { NoticeApiProvider, type NoticeApi } from "../../../../../src/components/notices/NoticeProvider"
import { createSimulatedSender } from "../../../../../src/lib/simulated-send"
import { CONTACT_NETLIFY_FORM } from "../../../../../src/lib/netlify-send"
import type { SendMessage } from "../../../../../src/lib/send-message"
import { contactLinkFrom, type InquiryService } from "../../../../../src/lib/inquiry"
import { fillTemplate } from "../../../../../src/lib/fill-template"
import { deadlineInWords } from "../../../../../src/lib/reply-promise"
import type { ReplySetup } from "../../../../../src/components/sections/ReplyConfirmation"
// The parts the form loads on demand, loaded here first: the form's own load of them then settles at once,
// instead of compiling them while a query waits, which on a busy machine outlasted its wait.
import "../../../../../src/components/sections/CalculatorFigures"
import "../../../../../src/components/sections/ReplyConfirmation"
import { contact, notices, site } from "../../../support/fixtures"

const { form } = contact

/** Notices that show nothing, each call recorded. */
const quietNotices = (): NoticeApi => ({ notify: jest.fn(), prepare: jest.fn() })

interface FormOptions {
  /** Delivered through Netlify Forms. */
  netlify?: boolean
  services?: readonly InquiryService[]
  texts?: Partial<Queries.ContactFormTextsFragment>
  reply?: ReplySetup
}

/** The form as the contact section renders it, by default simulated and with no service page to ask about. */
function formElement(send: SendMessage, noticeApi: NoticeApi, options: FormOptions = {}) {
  return (
    <NoticeApiProvider value={noticeApi}>
      <ContactForm
        texts={{ ...contact.form, ...options.texts }}
        notices={notices}
        send={send}
        netlify={options.netlify ? { ...CONTACT_NETLIFY_FORM, subject: contact.notificationSubject } : undefined}
        services={options.services ?? []}
        firmName={site.firmName}
        reply={options.reply}
      />
    </NoticeApiProvider>
  )
}

function renderForm(send: SendMessage) {
  const noticeApi = quietNotices()
  return { ...render(formElement(send, noticeApi)), noticeApi }
}

/** The server-rendered HTML, parsed: what a visitor without JavaScript (and Netlify's form detection) gets. */
function serverHtml(element: React.ReactElement): HTMLElement {
  const container = document.createElement("div")
  container.innerHTML = renderToString(element)
  return container
}

const fields = () => ({
  name: screen.getByLabelText(form.nameLabel),
  email: screen.getByLabelText(form.emailLabel),
  message: screen.getByLabelText(form.messageLabel),
})

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(fields().name, "Grace Hopper")
  await user.type(fields().email, "grace@example.com")
  await user.type(fields().message, "Please call me about bookkeeping.")
}

// What a test put in the page itself (Testing Library cleans up only what render() added).
afterEach(() => document.body.replaceChildren())

describe("ContactForm", () => {
  // The simulated sender's delay, passed by the fake clock.
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("has three labelled, required fields of the right types, posted rather than put in the URL", () => {
    const { container } = renderForm(createSimulatedSender(1000))
    const { name, email, message } = fields()
    expect(name).toHaveAttribute("type", "text")
    expect(email).toHaveAttribute("type", "email")
    expect(message.tagName).toBe("TEXTAREA")
    for (const field of [name, email, message]) {
      expect(field).toBeRequired()
      expect(field).not.toHaveAttribute("maxlength")
    }
    expect(container.querySelector("form")).toHaveAttribute("method", "post")
  })

  it("shows the sending label on a disabled button that keeps focus during the send, then clears the fields and shows the success notice", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const { noticeApi } = renderForm(createSimulatedSender(1000))
    await fillIn(user)

    await user.click(screen.getByRole("button", { name: form.submitLabel }))
    const button = screen.getByRole("button", { name: form.sendingLabel })
    // Disabled for assistive technology, yet focusable: keyboard focus stays on the button.
    expect(button).toHaveAttribute("aria-disabled", "true")
    expect(button).not.toHaveAttribute("disabled")
    expect(button).toHaveFocus()

    act(() => jest.advanceTimersByTime(999))
    expect(screen.getByRole("button", { name: form.sendingLabel })).toHaveAttribute("aria-disabled", "true")
    expect(noticeApi.notify).not.toHaveBeenCalled()

    await act(() => jest.advanceTimersByTimeAsync(1))
    expect(screen.getByRole("button", { name: form.submitLabel })).toBeEnabled()
    expect(screen.getByRole("button", { name: form.submitLabel })).not.toHaveAttribute("aria-disabled")
    expect(screen.getByRole("button", { name: form.submitLabel })).toHaveFocus()
    expect(fields().name).toHaveValue("")
    expect(fields().email).toHaveValue("")
    expect(fields().message).toHaveValue("")
    expect(noticeApi.notify).toHaveBeenCalledTimes(1)
    expect(noticeApi.notify).toHaveBeenCalledWith({ kind: "success", ...notices.success })
  })

  it("keeps what a visitor typed before the page's scripts ran when it hydrates, and sends it with what is typed after", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const noticeApi = quietNotices()
    const send = jest.fn(createSimulatedSender(1000))
    // The server's HTML, typed into as a visitor does while the scripts are still on their way.
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = renderToString(formElement(send, noticeApi))
    await user.type(fields().name, "Grace")
    await user.type(fields().message, "Please call me")

    await act(async () => {
      hydrateRoot(container, formElement(send, noticeApi))
      await Promise.resolve()
    })
    expect(fields().name).toHaveValue("Grace")
    expect(fields().message).toHaveValue("Please call me")

    await user.type(fields().name, " Hopper")
    await user.type(fields().email, "grace@example.com")
    await user.type(fields().message, " about bookkeeping.")
    await user.click(screen.getByRole("button", { name: form.submitLabel }))
    await act(() => jest.advanceTimersByTimeAsync(1000))

    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0][0]).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
      message: "Please call me about bookkeeping.",
      page: "/",
    })
    expect(fields().name).toHaveValue("")
  })

  it("keeps what was typed and shows the destructive failure notice when the send fails", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const failingSend: SendMessage = () => Promise.reject(new Error("offline"))
    const { noticeApi } = renderForm(failingSend)
    await fillIn(user)

    await user.click(screen.getByRole("button", { name: form.submitLabel }))

    expect(await screen.findByRole("button", { name: form.submitLabel })).toBeEnabled()
    expect(fields().name).toHaveValue("Grace Hopper")
    expect(fields().email).toHaveValue("grace@example.com")
    expect(fields().message).toHaveValue("Please call me about bookkeeping.")
    expect(noticeApi.notify).toHaveBeenCalledWith({ kind: "error", ...notices.failure })
  })

  it("sends the typed message once, however often it is submitted while sending", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const send = jest.fn(createSimulatedSender(1000))
    const { container } = renderForm(send)
    await fillIn(user)

    await user.dblClick(screen.getByRole("button", { name: form.submitLabel }))
    fireEvent.submit(container.querySelector("form")!)
    await act(() => jest.advanceTimersByTimeAsync(1000))

    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0][0]).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
      message: "Please call me about bookkeeping.",
      page: "/",
    })
  })

  it("cancels the send when the form goes away mid-send, with no notice and no warning", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    let signal: AbortSignal | undefined
    const simulated = createSimulatedSender(1000)
    const send: SendMessage = (message, abortSignal) => {
      signal = abortSignal
      return simulated(message, abortSignal)
    }
    const { noticeApi, unmount } = renderForm(send)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: form.submitLabel }))

    unmount()
    await act(() => jest.advanceTimersByTimeAsync(2000))

    expect(signal?.aborted).toBe(true)
    expect(noticeApi.notify).not.toHaveBeenCalled()
    expect(errorSpy).not.toHaveBeenCalled()
    errorSpy.mockRestore()
  })

  it("loads the notice code as soon as the visitor starts filling in the form", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const { noticeApi } = renderForm(createSimulatedSender(1000))
    expect(noticeApi.prepare).not.toHaveBeenCalled()
    await user.click(fields().name)
    expect(noticeApi.prepare).toHaveBeenCalled()
  })
})

describe('the contact form, simulated (contact.json delivery "simulated")', () => {
  it("is rendered with its send button disabled, and enabled once React runs it in the browser", async () => {
    const container = serverHtml(formElement(jest.fn(), quietNotices()))
    expect(container.querySelector("button[type=submit]")).toBeDisabled()
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, formElement(jest.fn(), quietNotices()))
      await Promise.resolve()
    })
    expect(container.querySelector("button[type=submit]")).toBeEnabled()
  })

  it("carries nothing of Netlify Forms", () => {
    const formTag = serverHtml(formElement(jest.fn(), quietNotices())).querySelector("form")!
    for (const attribute of ["name", "action", "data-netlify", "netlify-honeypot"])
      expect(formTag).not.toHaveAttribute(attribute)
    expect(formTag.querySelectorAll("input[type=hidden], [hidden]")).toHaveLength(0)
  })
})

describe("the contact form, delivered through Netlify Forms", () => {
  it("has in its HTML what Netlify's deploy-time detection needs, the form-name first and the honeypot hidden", () => {
    const formTag = serverHtml(formElement(jest.fn(), quietNotices(), { netlify: true })).querySelector("form")!
    expect(formTag).toHaveAttribute("name", CONTACT_NETLIFY_FORM.name)
    expect(formTag).toHaveAttribute("method", "post")
    expect(formTag).toHaveAttribute("action", CONTACT_NETLIFY_FORM.action)
    expect(formTag).toHaveAttribute("data-netlify", "true")
    expect(formTag).toHaveAttribute("netlify-honeypot", CONTACT_NETLIFY_FORM.honeypot)
    const first = formTag.firstElementChild!
    expect(first).toHaveAttribute("type", "hidden")
    expect(first).toHaveAttribute("name", "form-name")
    expect(first).toHaveAttribute("value", CONTACT_NETLIFY_FORM.name)
    const trap = formTag.querySelector(`input[name="${CONTACT_NETLIFY_FORM.honeypot}"]`)!
    expect(trap.closest("[hidden]")).not.toBeNull()
    expect(trap).toHaveAttribute("tabindex", "-1")
    // Without JavaScript the post works, so the button is not disabled.
    expect(formTag.querySelector("button[type=submit]")).toBeEnabled()
  })

  it("hands the sender the fields and the hidden fields, exactly as a post without JavaScript would carry them", async () => {
    const user = userEvent.setup()
    const send = jest.fn<ReturnType<SendMessage>, Parameters<SendMessage>>(() => Promise.resolve())
    render(formElement(send, quietNotices(), { netlify: true }))
    await user.type(fields().name, "Grace Hopper")
    await user.type(fields().email, "grace@example.com")
    await user.type(fields().message, "Hello")
    await user.click(screen.getByRole("button", { name: form.submitLabel }))
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0][0]).toEqual({
      "form-name": CONTACT_NETLIFY_FORM.name,
      [CONTACT_NETLIFY_FORM.honeypot]: "",
      subject: contact.notificationSubject.general,
      name: "Grace Hopper",
      email: "grace@example.com",
      message: "Hello",
      page: "/",
    })
  })

  it("holds the inquiry's fields and the notification's subject for Netlify to detect, and for a post without JavaScript", () => {
    const formTag = serverHtml(formElement(jest.fn(), quietNotices(), { netlify: true })).querySelector("form")!
    const hidden = (name: string) => formTag.querySelector(`input[type=hidden][name="${name}"]`)
    expect(hidden("subject")).toHaveAttribute("value", contact.notificationSubject.general)
    expect(hidden("page")).toHaveAttribute("value", "/")
    expect(hidden("responder")).toHaveAttribute("value", "")
    // The service: a hidden field, or the choice of service where the content turns it on.
    if (form.serviceChoice) expect(formTag.querySelector("select[name=service]")).toHaveValue("")
    else expect(hidden("service")).toHaveAttribute("value", "")
  })
})

describe("what an inquiry says about itself, and who answers it by when", () => {
  /** A person who answers the inquiries about one of two services; the firm answers the other. */
  const jane = {
    name: "Jane Doe",
    credentials: [{ abbreviation: "CPA" }],
    fields: { itemId: "jane-doe", path: "/team/jane-doe", live: true },
    bookingUrl: "https://cal.com/jane-doe",
  }
  const taxPlanning: InquiryService = {
    heading: "Tax Planning",
    fields: { itemId: "tax-planning", path: "/tax-planning" },
    responder: jane,
  }
  const bookkeeping: InquiryService = { heading: "Bookkeeping", fields: { itemId: "books", path: "/books" } }
  const services = [bookkeeping, taxPlanning]
  const serviceChoice = { label: "What can we help with?", otherOption: "Something else" }
  /** The firm: Monday to Friday, 9 to 5 in New York, a reply within 4 business hours, a booking page. */
  const reply: ReplySetup = {
    firmName: site.firmName,
    language: site.language,
    promise: {
      timeZone: "America/New_York",
      days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
      opens: "09:00",
      closes: "17:00",
      replyWithinBusinessHours: 4,
    },
    firmBookingUrl: "https://calendly.com/test-firm/intro",
    // Texts of the test's own, each naming what it is given (the content's may be one letter long).
    texts: {
      description: "Thanks. {replier} will get back to you.",
      promisedDescription: "Thanks. {replier} will reply by {deadline}, your time.",
      bookingLinkLabel: "Book a call with {name}",
    },
  }
  const visitFrom = (page: string, service?: string) =>
    window.history.replaceState(null, "", contactLinkFrom("/#contact", page, service))

  // The figures' part, which the form loads on demand, loaded once on the real clock: React keeps it, so that
  // no test below, on a fake clock, waits for a module to load.
  beforeAll(async () => {
    window.history.replaceState(null, "", contactLinkFrom("/#contact", "/tools/runway", undefined, "Runway"))
    const { unmount } = render(formElement(jest.fn(), quietNotices(), { services }))
    await screen.findByLabelText(form.figures.label, {}, { timeout: 30_000 })
    unmount()
    window.history.replaceState(null, "", "/")
  })
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    window.history.replaceState(null, "", "/")
  })

  async function sendFrom(options: FormOptions, choose?: string) {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const send = jest.fn(createSimulatedSender(1000))
    const noticeApi = quietNotices()
    const { unmount } = render(formElement(send, noticeApi, { services, ...options }))
    await fillIn(user)
    if (choose) await user.selectOptions(screen.getByLabelText(serviceChoice.label), choose)
    await user.click(screen.getByRole("button", { name: form.submitLabel }))
    await act(() => jest.advanceTimersByTimeAsync(1000))
    return { send, noticeApi, sent: send.mock.calls[0][0], unmount }
  }

  it("sends the page the visitor came from, the service and who answers it, read from the form's address", async () => {
    visitFrom("/tax-planning", "tax-planning")
    const { sent, unmount } = await sendFrom({})
    expect(sent).toMatchObject({ page: "/tax-planning", service: "tax-planning", responder: "jane-doe" })
    unmount()
    window.history.replaceState(null, "", contactLinkFrom("/#contact", "/insights/rates"))
    const { sent: fromArticle } = await sendFrom({})
    expect(fromArticle.page).toBe("/insights/rates")
    expect(fromArticle).not.toHaveProperty("service")
    expect(fromArticle).not.toHaveProperty("responder")
  })

  it("shows a calculator's figures its address carries, ticked, and sends them as one field; unticked, not", async () => {
    const figures = "Runway calculator\nCash in the bank: 100000\nRunway in months: 3.3"
    window.history.replaceState(null, "", contactLinkFrom("/#contact", "/tools/runway", undefined, figures))
    const first = sendFrom({})
    // Their code arrives for such a visit only: the box shows once it has.
    expect(await screen.findByLabelText(form.figures.label)).toBeChecked()
    expect(screen.getByText(form.figures.note)).toBeInTheDocument()
    const { sent, unmount } = await first
    expect(sent).toMatchObject({ page: "/tools/runway", figures })
    // Sent: the form is cleared, the figures with it.
    await waitFor(() => expect(screen.queryByLabelText(form.figures.label)).toBeNull())
    unmount()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const send = jest.fn(createSimulatedSender(1000))
    render(formElement(send, quietNotices(), { services }))
    await user.click(await screen.findByLabelText(form.figures.label))
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: form.submitLabel }))
    await act(() => jest.advanceTimersByTimeAsync(1000))
    expect(send.mock.calls[0][0]).not.toHaveProperty("figures")
  })

  it("offers a choice of service only when the content turns it on: each live service page, then anything else", () => {
    const { unmount } = render(formElement(jest.fn(), quietNotices(), { services, texts: { serviceChoice: null } }))
    expect(screen.queryByRole("combobox")).toBeNull()
    unmount()
    render(formElement(jest.fn(), quietNotices(), { services, texts: { serviceChoice } }))
    const choice = screen.getByRole("combobox", { name: serviceChoice.label })
    expect(
      within(choice)
        .getAllByRole("option")
        .map(option => option.textContent)
    ).toEqual([bookkeeping.heading, taxPlanning.heading, serviceChoice.otherOption])
    expect(choice).toHaveValue("")
    expect(choice).not.toBeRequired()
  })

  it("chooses the service of the page the visitor came from, and sends the one they choose instead", async () => {
    visitFrom("/tax-planning", "tax-planning")
    const { unmount } = render(formElement(jest.fn(), quietNotices(), { services, texts: { serviceChoice } }))
    expect(screen.getByRole("combobox", { name: serviceChoice.label })).toHaveValue("tax-planning")
    unmount()
    const { sent, unmount: leave } = await sendFrom({ texts: { serviceChoice } }, "books")
    expect(sent).toMatchObject({ page: "/tax-planning", service: "books" })
    expect(sent).not.toHaveProperty("responder")
    leave()
    const { sent: other } = await sendFrom({ texts: { serviceChoice } }, serviceChoice.otherOption)
    expect(other).not.toHaveProperty("service")
  })

  it("keeps a choice made before the page's scripts ran when it hydrates", async () => {
    visitFrom("/tax-planning", "tax-planning")
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const element = formElement(jest.fn(), quietNotices(), { services, texts: { serviceChoice } })
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = renderToString(element)
    await user.selectOptions(screen.getByLabelText(serviceChoice.label), "books")
    await act(async () => {
      hydrateRoot(container, element)
      await Promise.resolve()
    })
    expect(screen.getByLabelText(serviceChoice.label)).toHaveValue("books")
  })

  it("refuses a message over the content's limit before sending, saying why, with every character kept", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const send = jest.fn(createSimulatedSender(1000))
    render(formElement(send, quietNotices(), { texts: { messageMaxLength: 20 } }))
    await user.type(fields().name, "Grace Hopper")
    await user.type(fields().email, "grace@example.com")
    const tooLong = "Twenty-one letters!!!"
    await user.type(fields().message, tooLong)
    await user.click(screen.getByRole("button", { name: form.submitLabel }))
    expect(send).not.toHaveBeenCalled()
    expect((fields().message as HTMLTextAreaElement).validationMessage).toBe(
      fillTemplate(form.messageTooLong, { max: "20", count: "21" })
    )
    expect(fields().message).toHaveValue(tooLong)
    expect(screen.getByRole("button", { name: form.submitLabel })).not.toHaveAttribute("aria-disabled")
    // Shortened, it is sent.
    await user.type(fields().message, "{Backspace}")
    expect((fields().message as HTMLTextAreaElement).validationMessage).toBe("")
    await user.click(screen.getByRole("button", { name: form.submitLabel }))
    await act(() => jest.advanceTimersByTimeAsync(1000))
    expect(send).toHaveBeenCalledTimes(1)
  })

  it("names who answers and by when in the notice, and under the form links their page and their booking page", async () => {
    // Friday 15:00 in New York: 2 business hours that day and 2 on Monday.
    const sentAt = new Date("2026-11-20T15:00:00-05:00")
    jest.setSystemTime(sentAt)
    visitFrom("/tax-planning", "tax-planning")
    const { noticeApi } = await sendFrom({ reply })
    const deadline = deadlineInWords(new Date("2026-11-23T11:00:00-05:00"), sentAt, site.language)
    expect(noticeApi.notify).toHaveBeenCalledWith({
      kind: "success",
      title: notices.success.title,
      description: `Thanks. Jane Doe, CPA, will reply by ${deadline}, your time.`,
    })
    const person = await screen.findByRole("link", { name: "Jane Doe, CPA" })
    expect(person).toHaveAttribute("href", jane.fields.path)
    const booking = screen.getByRole("link", { name: "Book a call with Jane Doe" })
    const address = new URL(booking.getAttribute("href")!)
    expect(address.origin + address.pathname).toBe(jane.bookingUrl)
    expect(Object.fromEntries(address.searchParams)).toEqual({ name: "Grace Hopper", email: "grace@example.com" })
  })

  it("names the firm, and offers its booking page, when no person answers", async () => {
    const { noticeApi } = await sendFrom({ reply: { ...reply, promise: null } })
    expect(noticeApi.notify).toHaveBeenCalledWith({
      kind: "success",
      title: notices.success.title,
      description: `Thanks. ${site.firmName} will get back to you.`,
    })
    const booking = await screen.findByRole("link", { name: `Book a call with ${site.firmName}` })
    expect(booking.getAttribute("href")).toMatch(/^https:\/\/calendly\.com\/test-firm\/intro\?name=Grace/)
  })

  it("shows nothing under the form when there is nothing more to say than the notice", async () => {
    visitFrom("/tax-planning", "tax-planning")
    const { noticeApi } = await sendFrom({})
    expect(noticeApi.notify).toHaveBeenCalledTimes(1)
    await act(() => jest.advanceTimersByTimeAsync(0))
    expect(screen.queryAllByRole("link")).toEqual([])
  })
})
