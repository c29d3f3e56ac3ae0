import React from "react"
import { render, screen, within } from "@testing-library/react"
import { ArticleCards } from "../../../../../src/components/sections/ArticleCards"
import { signatureOf } from "../../../../../src/components/sections/PersonName"
import { fillTemplate } from "../../../../../src/lib/fill-template"
import { formatDate } from "../../../../../src/lib/format-date"
import { pathOf } from "../../../../../plugins/content-model/content-entries"
import { CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"
import { entryPages, madeUpSignature, site } from "../../../support/fixtures"

const [category] = entryPages.categories
/** The made-up person once they have retired: their page is gone. */
const retired: Queries.PersonSignatureFragment = {
  ...madeUpSignature,
  fields: { ...madeUpSignature.fields, live: false },
}

/**
 * Two articles of the test's own (the content may have none): one in a category of the content's, by the
 * made-up person while they work here; one in no known category, by the same person once retired.
 */
const articles: Queries.ArticleCardFragment[] = [
  {
    title: "First article",
    summary: "What the first one says.",
    published: "2026-02-01",
    category: category.id,
    bodyReadingMinutes: 7,
    author: madeUpSignature,
    fields: { path: pathOf(CONTENT_KINDS.article, "first") },
  },
  {
    title: "Second article",
    summary: "What the second one says.",
    published: "2025-11-30",
    category: "no-such-category",
    bodyReadingMinutes: 1,
    author: retired,
    fields: { path: pathOf(CONTENT_KINDS.article, "second") },
  },
]

function renderCards(headingLevel: 2 | 3) {
  return render(
    <ArticleCards
      articles={articles}
      categories={entryPages.categories}
      labels={entryPages.article}
      language={site.language}
      headingLevel={headingLevel}
    />
  )
}

describe("ArticleCards", () => {
  it("shows each article in the order given, its title a heading that links to its page", () => {
    renderCards(2)
    const cards = screen.getAllByRole("listitem")
    expect(cards).toHaveLength(articles.length)
    articles.forEach((article, index) => {
      const heading = within(cards[index]).getByRole("heading", { level: 2 })
      expect(heading).toHaveTextContent(article.title)
      expect(within(heading).getByRole("link")).toHaveAttribute("href", article.fields.path)
      expect(cards[index]).toHaveTextContent(article.summary)
    })
  })

  it("gives its titles the level asked for: h3 under a heading of the page's", () => {
    renderCards(3)
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(articles.length)
    expect(screen.queryAllByRole("heading", { level: 2 })).toEqual([])
  })

  it("links the article's category to the category's page, and names none it does not know", () => {
    renderCards(2)
    const [first, second] = screen.getAllByRole("listitem")
    expect(within(first).getByRole("link", { name: category.name })).toHaveAttribute("href", category.path)
    // The second card links only its title and, its author being retired, nothing else.
    expect(within(second).getAllByRole("link")).toHaveLength(1)
  })

  it("signs each article by its author, linked while they have a page, with its date and reading time", () => {
    renderCards(2)
    const [first, second] = screen.getAllByRole("listitem")
    expect(within(first).getByRole("link", { name: signatureOf(articles[0].author) })).toHaveAttribute(
      "href",
      articles[0].author.fields.path
    )
    articles.forEach((article, index) => {
      const card = [first, second][index]
      expect(card).toHaveTextContent(`${entryPages.article.byline} ${signatureOf(article.author)}`)
      expect(card).toHaveTextContent(formatDate(article.published, site.language))
      expect(card).toHaveTextContent(
        fillTemplate(entryPages.article.readingTime, { minutes: article.bodyReadingMinutes })
      )
    })
  })
})
