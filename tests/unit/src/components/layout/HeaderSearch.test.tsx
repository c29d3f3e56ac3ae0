import React from "react"
import { render, screen, within } from "@testing-library/react"
import { HeaderSearch } from "../../../../../src/components/layout/HeaderSearch"
import { content } from "../../../../../tools/content"
import { SEARCH_PATH } from "../../../../../src/lib/page-paths"

describe("HeaderSearch: the header's search field", () => {
  it("is a plain search form that sends its words to the search page, its field named for screen readers", () => {
    render(<HeaderSearch label={content.search.form.label} submit={content.search.form.submit} />)
    const form = screen.getByRole("search")
    expect([form.getAttribute("action"), form.getAttribute("method")]).toEqual([SEARCH_PATH, "get"])
    expect(within(form).getByRole("searchbox", { name: content.search.form.label })).toHaveAttribute("name", "q")
    expect(within(form).getByRole("button", { name: content.search.form.submit })).toHaveAttribute("type", "submit")
  })
})
