import React from "react"
import { render, screen } from "@testing-library/react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { wrapPageElement } from "../../gatsby-browser"

describe("wrapPageElement", () => {
  let errorSpy: jest.SpyInstance
  beforeEach(() => {
    errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
  })
  afterEach(() => errorSpy.mockRestore())

  /** A page that throws while rendering when it is broken. */
  function Page({ broken }: { broken: boolean }) {
    if (broken) throw new Error("render failed")
    return <h1>Home works</h1>
  }

  it("wraps every page in the error screen, which the page's path resets", () => {
    const wrap = (pathname: string, element: React.ReactElement) =>
      wrapPageElement!({ element, props: { location: { pathname } } } as unknown as WrapPageElementBrowserArgs, {
        plugins: [],
      })
    const { rerender } = render(wrap("/financial-advisory", <Page broken />))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!")

    rerender(wrap("/", <Page broken={false} />))
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Home works")
  })
})
