import React from "react"
import { render, screen, within } from "@testing-library/react"
import { SearchSections } from "../../../../src/search/SearchSections"
import { content } from "../../../../tools/content"
import { SEARCH_PATH } from "../../../../src/lib/page-paths"

const texts = content.search
const entryPages = content.entryPages
const kinds = [
  { name: "article", label: entryPages.article.searchLabel },
  { name: "person", label: entryPages.person.searchLabel },
]
const categories = [
  { id: "tax", name: "Tax" },
  { id: "payroll", name: "Payroll" },
]
const listings = [{ label: "Insights", path: "/insights" }]

function renderPage(props: Partial<React.ComponentProps<typeof SearchSections>> = {}) {
  return render(
    <SearchSections
      texts={texts}
      kinds={kinds}
      categories={categories}
      listings={listings}
      script="/search-ABC123.js"
      dated={["article"]}
      language="en"
      {...props}
    />
  )
}

describe("SearchSections: the search page as the build renders it", () => {
  it("has a search form that sends its words, kind and category to the search page with GET", () => {
    renderPage()
    const form = screen.getByRole("search")
    expect(form).toHaveAttribute("action", SEARCH_PATH)
    expect(form).toHaveAttribute("method", "get")
    expect(within(form).getByRole("searchbox", { name: texts.form.label })).toHaveAttribute("name", "q")
    const kind = within(form).getByRole("combobox", { name: texts.form.kindFilter })
    expect([...kind.querySelectorAll("option")].map(option => [option.value, option.textContent])).toEqual([
      ["", texts.form.anyKind],
      ["article", entryPages.article.searchLabel],
      ["person", entryPages.person.searchLabel],
    ])
    const category = within(form).getByRole("combobox", { name: texts.form.categoryFilter })
    expect([...category.querySelectorAll("option")].map(option => option.value)).toEqual(["", "tax", "payroll"])
    expect(within(form).getByRole("button", { name: texts.form.submit })).toHaveAttribute("type", "submit")
  })

  it("offers no filter with a single choice", () => {
    renderPage({ kinds: kinds.slice(0, 1), categories: categories.slice(0, 1) })
    expect(screen.queryByRole("combobox")).toBeNull()
  })

  it("says, for a browser without JavaScript, that search needs it, with links home and to the lists", () => {
    const { container } = renderPage()
    const note = container.querySelector("[data-without-script]")!
    expect(note).toHaveTextContent(texts.withoutScript)
    expect(
      within(note as HTMLElement)
        .getAllByRole("link")
        .map(link => link.getAttribute("href"))
    ).toEqual(["/", "/insights"])
  })

  it("has a polite status, an empty list and a hidden button for the script to fill, and its script as a module", () => {
    const { container } = renderPage()
    expect(screen.getByRole("status")).toBeEmptyDOMElement()
    expect(container.querySelector("ol")).toBeEmptyDOMElement()
    expect(container.querySelector("button[data-more]")).toHaveAttribute("hidden")
    const script = container.querySelector("script")!
    expect([script.getAttribute("type"), script.getAttribute("src")]).toEqual(["module", "/search-ABC123.js"])
  })

  it("gives the script its words: the language, each kind's name and the results' words", () => {
    const { container } = renderPage()
    expect(JSON.parse(container.querySelector<HTMLElement>("#site-search")!.dataset.texts!)).toEqual({
      language: "en",
      kinds: { article: entryPages.article.searchLabel, person: entryPages.person.searchLabel },
      dated: ["article"],
      results: texts.results,
    })
  })

  it("under the development server, says the index comes with a build, and loads no script", () => {
    const { container } = renderPage({ inDevelopment: true })
    expect(screen.getByText(texts.inDevelopment)).toBeInTheDocument()
    expect(container.querySelector("script")).toBeNull()
    expect(screen.queryByRole("status")).toBeNull()
  })
})
