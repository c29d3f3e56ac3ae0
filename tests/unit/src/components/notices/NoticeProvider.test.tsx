import React from "react"
import { act, render, screen } from "@testing-library/react"
import { NoticeProvider, useNotices, type NoticeApi } from "../../../../../src/components/notices/NoticeProvider"
import { notices } from "../../../support/fixtures"

function Probe({ onReady }: { onReady: (api: NoticeApi) => void }) {
  onReady(useNotices())
  return null
}

function renderProvider() {
  let api: NoticeApi | undefined
  render(
    <NoticeProvider>
      <Probe onReady={value => (api = value)} />
    </NoticeProvider>
  )
  return api!
}

describe("NoticeProvider", () => {
  it("renders no notice container until a notice is needed", () => {
    renderProvider()
    expect(document.querySelector(".Toastify")).toBeNull()
  })

  it("loads react-toastify on first use and shows the notice as an alert with its title and description", async () => {
    const api = renderProvider()
    act(() => api.notify({ kind: "success", ...notices.success }))
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(notices.success.title)
    expect(alert).toHaveTextContent(notices.success.description)
    expect(document.querySelector("[aria-live='polite']")).toContainElement(alert)
  })

  it("shows failures in the destructive style", async () => {
    const api = renderProvider()
    act(() => api.notify({ kind: "error", ...notices.failure }))
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(notices.failure.title)
    expect(alert.closest(".Toastify__toast")).toHaveClass("Toastify__toast--error", "Toastify__toast-theme--colored")
  })

  it("explains itself when used outside a provider", () => {
    const errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    expect(() => render(<Probe onReady={() => undefined} />)).toThrow(/NoticeProvider/)
    errorSpy.mockRestore()
  })
})
