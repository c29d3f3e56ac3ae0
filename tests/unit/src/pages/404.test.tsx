import vm from "vm"
import React from "react"
import { render, screen, within } from "@testing-library/react"
import type { PageProps } from "gatsby"
import NotFoundPage from "../../../../src/pages/404"
import { CONTENT_KINDS } from "../../../../plugins/content-model/content-kinds"
import {
  navigationData,
  navigationLabelOf,
  notFound,
  pageSeo,
  site,
  siteUrl,
  withIndexPagesPublished,
} from "../../support/fixtures"

const notFoundData: Queries.NotFoundPageQuery = {
  site: { siteMetadata: { siteUrl } },
  siteJson: site,
  notFoundJson: { seo: pageSeo, ...notFound },
  ...navigationData,
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

  it("links the published index pages in its header, as every page does", async () => {
    const props = {
      data: { ...notFoundData, ...withIndexPagesPublished(navigationData, ["person"]) },
      location: { pathname: "/missing" },
    }
    render(<NotFoundPage {...(props as unknown as PageProps<Queries.NotFoundPageQuery>)} />)
    const header = await screen.findByRole("navigation", { name: navigationData.entryPagesJson!.navigation.header })
    expect(within(header).getByRole("link", { name: navigationLabelOf("person") })).toHaveAttribute(
      "href",
      CONTENT_KINDS.person.indexPath
    )
  })

  it("holds a script of its own that logs the missing path where the host serves the page without the app's scripts", () => {
    const { container } = renderNotFound("/rendered-here")
    const script = container.querySelector("script#not-found-log")
    const logged: unknown[][] = []
    vm.runInNewContext(script!.textContent, {
      console: { error: (...args: unknown[]) => logged.push(args) },
      location: { pathname: "/some/missing/page" },
    })
    expect(logged).toHaveLength(1)
    expect(logged[0].join(" ")).toMatch(/^404 .*\/some\/missing\/page$/)
  })

  it("logs the missing path to the console when the app renders it in the browser", () => {
    renderNotFound("/some/missing/page")
    expect(errorSpy).toHaveBeenCalledTimes(1)
    expect(errorSpy.mock.calls[0].join(" ")).toContain("/some/missing/page")
  })
})
