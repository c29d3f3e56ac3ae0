import React from "react"
import { render, screen, within } from "@testing-library/react"
import { InsightsSections } from "../../../../../src/components/sections/InsightsSections"
import { pathOf } from "../../../../../plugins/content-model/content-entries"
import { CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"
import { entryPages, madeUpSignature, site } from "../../../support/fixtures"

const [category] = entryPages.categories

/** Articles of the test's own (the content may have none) by the made-up person, in a category of the content's. */
const articles: Queries.ArticleCardFragment[] = ["first", "second"].map(id => ({
  title: `Article ${id}`,
  summary: `What article ${id} says.`,
  published: "2026-01-15",
  category: category.id,
  bodyReadingMinutes: 3,
  author: madeUpSignature,
  fields: { path: pathOf(CONTENT_KINDS.article, id) },
}))

function renderList(allArticles?: { label: string; path: string }) {
  return render(
    <InsightsSections
      heading={entryPages.insights.heading}
      intro={entryPages.insights.intro}
      allArticles={allArticles}
      articles={articles}
      categories={entryPages.categories}
      labels={entryPages.article}
      language={site.language}
    />
  )
}

describe("InsightsSections", () => {
  it("has the list's heading as its one h1 and its introduction, then each article with its title as an h2", () => {
    renderList()
    expect(screen.getAllByRole("heading", { level: 1 }).map(heading => heading.textContent)).toEqual([
      entryPages.insights.heading,
    ])
    expect(screen.getByText(entryPages.insights.intro)).toBeInTheDocument()
    const titles = screen.getAllByRole("heading", { level: 2 })
    expect(titles.map(title => title.textContent)).toEqual(articles.map(article => article.title))
    articles.forEach((article, index) =>
      expect(within(titles[index]).getByRole("link")).toHaveAttribute("href", article.fields.path)
    )
  })

  it("links back to every article on a category's page, and has no such link on the list of every article", () => {
    const allArticles = { label: entryPages.categoryPage.allArticlesLink, path: CONTENT_KINDS.article.indexPath! }
    const { unmount } = renderList(allArticles)
    expect(screen.getByRole("link", { name: allArticles.label })).toHaveAttribute("href", allArticles.path)
    unmount()
    renderList()
    expect(screen.queryAllByRole("link").filter(link => link.getAttribute("href") === allArticles.path)).toEqual([])
  })
})
