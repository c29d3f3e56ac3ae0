import React from "react"
import { render, screen } from "@testing-library/react"
import { Link, type PageProps, type WrapPageElementBrowserArgs } from "gatsby"
import NotFoundPage from "../../../src/pages/404"
import { ErrorBoundary } from "../../../src/components/app/ErrorBoundary"
import { wrapPageElement } from "../../../gatsby-browser"
import { notFound, pageSeo, site, siteUrl } from "../fixtures"

const notFoundData: Queries.NotFoundPageQuery = {
  site: { siteMetadata: { siteUrl } },
  siteJson: site,
  notFoundJson: { seo: pageSeo, ...notFound },
}

function renderNotFound(pathname: string) {
  const props = { data: notFoundData, location: { pathname } } as unknown as PageProps<Queries.NotFoundPageQuery>
  return render(<NotFoundPage {...props} />)
}

describe("404 page", () => {
  let errorSpy: jest.SpyInstance
  beforeEach(() => {
    errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
  })
  afterEach(() => errorSpy.mockRestore())

  it("says the page was not found and links home", async () => {
    renderNotFound("/missing")
    // The page's text is a static part (src/components/static-parts.ts): rendered in the browser, its code arrives a moment later.
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(notFound.heading)
    expect(screen.getByRole("link", { name: notFound.homeLink.label })).toHaveAttribute("href", notFound.homeLink.to)
  })

  it("logs the missing path to the console once it runs in the browser", () => {
    renderNotFound("/some/missing/page")
    expect(errorSpy).toHaveBeenCalledTimes(1)
    expect(errorSpy.mock.calls[0].join(" ")).toContain("/some/missing/page")
  })
})

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

    it("is reset by the page's path, as gatsby-browser.tsx wraps every page", () => {
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
})
