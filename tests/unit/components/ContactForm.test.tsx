import React from "react"
// The Node build of the server renderer, as Gatsby renders the pages (the browser build needs TextEncoder).
import { renderToString } from "react-dom/server.node"
import { hydrateRoot } from "react-dom/client"
import { act, fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../../../src/components/sections/ContactForm"
import { NoticeApiProvider, type NoticeApi } from "../../../src/components/notices/NoticeProvider"
import { createSimulatedSender } from "../../../src/lib/simulated-send"
import type { SendMessage } from "../../../src/lib/send-message"
import { contact, notices } from "../fixtures"

const { form } = contact

function formElement(send: SendMessage, noticeApi: NoticeApi) {
  return (
    <NoticeApiProvider value={noticeApi}>
      <ContactForm texts={contact.form} notices={notices} send={send} />
    </NoticeApiProvider>
  )
}

function renderForm(send: SendMessage) {
  const noticeApi: NoticeApi = { notify: jest.fn(), prepare: jest.fn() }
  return { ...render(formElement(send, noticeApi)), noticeApi }
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

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  // What a test put in the page itself (Testing Library cleans up only what render() added).
  document.body.replaceChildren()
})

describe("ContactForm", () => {
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
    const noticeApi: NoticeApi = { notify: jest.fn(), prepare: jest.fn() }
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
