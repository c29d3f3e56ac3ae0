import React from "react"
import { render, screen } from "@testing-library/react"
import { Link } from "gatsby"
import { ErrorBoundary } from "../../../../../src/components/app/ErrorBoundary"

describe("ErrorBoundary", () => {
  function Broken(): React.ReactElement {
    throw new Error("render failed")
  }

  it("shows 'Unexpected Application Error!' when a page throws while rendering", () => {
    const errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>
    )
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!")
    expect(screen.getByRole("link", { name: "home page" })).toHaveAttribute("href", "/")
    errorSpy.mockRestore()
  })

  it("renders the page untouched when nothing throws", () => {
    render(
      <ErrorBoundary>
        <p>Fine</p>
      </ErrorBoundary>
    )
    expect(screen.getByText("Fine")).toBeInTheDocument()
    expect(screen.queryByText("Unexpected Application Error!")).toBeNull()
  })

  describe("after an error", () => {
    let errorSpy: jest.SpyInstance
    beforeEach(() => {
      errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    })
    afterEach(() => errorSpy.mockRestore())

    function Page({ broken }: { broken: boolean }) {
      if (broken) throw new Error("render failed")
      return <h1>Home works</h1>
    }

    it("links home with a Gatsby Link, so leaving the error screen navigates in the page, without a reload", () => {
      render(
        <ErrorBoundary resetKey="/financial-advisory">
          <Page broken />
        </ErrorBoundary>
      )
      expect(screen.getByRole("link", { name: "home page" })).toHaveAttribute("href", "/")
      expect(jest.mocked(Link).mock.calls.map(([props]) => props.to)).toContain("/")
    })

    it("keeps the error screen while the visitor stays on the broken page, and renders the next page normally", () => {
      const { rerender } = render(
        <ErrorBoundary resetKey="/financial-advisory">
          <Page broken />
        </ErrorBoundary>
      )
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!")

      rerender(
        <ErrorBoundary resetKey="/financial-advisory">
          <Page broken={false} />
        </ErrorBoundary>
      )
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!")

      rerender(
        <ErrorBoundary resetKey="/">
          <Page broken={false} />
        </ErrorBoundary>
      )
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Home works")
      expect(screen.queryByText("Unexpected Application Error!")).toBeNull()
    })
  })
})
