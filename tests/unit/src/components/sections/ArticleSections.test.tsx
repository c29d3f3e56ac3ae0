import React from "react"
import { render, screen, within } from "@testing-library/react"
import { ArticleSections } from "../../../../../src/components/sections/ArticleSections"
import { signatureOf } from "../../../../../src/components/sections/PersonName"
import { contactLinkFrom } from "../../../../../src/lib/inquiry"
import { fillTemplate } from "../../../../../src/lib/fill-template"
import { formatDate } from "../../../../../src/lib/format-date"
import { pathOf } from "../../../../../plugins/content-model/content-entries"
import { CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"
import { articles, entryPages, madeUpPerson, madeUpSignature, sampled, site } from "../../../support/fixtures"

const labels = entryPages.article
const [category] = entryPages.categories
/** Someone other than the made-up person, to review their article. */
const reviewer: Queries.PersonSignatureFragment = {
  name: "Blake Example",
  credentials: [{ abbreviation: "CPA" }],
  fields: { path: pathOf(CONTENT_KINDS.person, "blake"), live: true },
}

/**
 * An article of the test's own (the content may have none) by the made-up person, in a category of the
 * content's, with the words of data/entry-pages.json around it.
 */
const article: Queries.ArticleSectionsContentFragment = {
  fields: { path: pathOf(CONTENT_KINDS.article, "what-changes-this-year") },
  title: "What changes this year",
  summary: "Rates, thresholds and where to read more.",
  category: category.id,
  published: "2026-01-15",
  reviewed: "2026-03-01",
  bodyHtml: "<h2>The changes</h2><p>Rates change every year.</p>",
  bodyReadingMinutes: 4,
  author: madeUpSignature,
  reviewer,
  services: madeUpPerson.services,
}
const more: Queries.ArticleCardFragment = {
  title: "Another article",
  summary: "More of the same category.",
  published: "2025-12-01",
  category: category.id,
  bodyReadingMinutes: 2,
  author: article.author,
  fields: { path: pathOf(CONTENT_KINDS.article, "another") },
}

function renderArticle(changes: Partial<Queries.ArticleSectionsContentFragment> = {}, moreArticles = [more]) {
  return render(
    <ArticleSections
      article={{ ...article, ...changes }}
      moreArticles={moreArticles}
      texts={entryPages}
      language={site.language}
    />
  )
}

/** The first item of a list that holds `text`: one of the article's facts (byline, review, date, reading time). */
const factWith = (text: string) => screen.queryAllByRole("listitem").find(item => item.textContent?.includes(text))

describe("ArticleSections", () => {
  it("has the title as the page's one h1, under its category linked to the category's page, then the summary", () => {
    renderArticle()
    expect(screen.getAllByRole("heading", { level: 1 }).map(heading => heading.textContent)).toEqual([article.title])
    expect(screen.getAllByRole("link", { name: category.name })[0]).toHaveAttribute("href", category.path)
    expect(screen.getByText(article.summary)).toBeInTheDocument()
  })

  it("signs it by its author, linked to their page, with the date it was published and its reading time", () => {
    renderArticle()
    const byline = factWith(signatureOf(article.author))!
    expect(byline).toHaveTextContent(`${labels.byline} ${signatureOf(article.author)}`)
    expect(within(byline).getByRole("link")).toHaveAttribute("href", article.author.fields.path)
    const published = screen.getByText(formatDate(article.published, site.language))
    expect(published).toHaveAttribute("dateTime", article.published)
    expect(published.parentElement).toHaveTextContent(labels.published)
    expect(factWith(fillTemplate(labels.readingTime, { minutes: article.bodyReadingMinutes }))).toBeDefined()
  })

  it("says who reviewed it and on which date when it has both a reviewer and a date", () => {
    renderArticle()
    const review = factWith(signatureOf(article.reviewer!))!
    const date = formatDate(article.reviewed!, site.language)
    expect(review).toHaveTextContent(
      `${labels.reviewedBy} ${signatureOf(article.reviewer!)} ${labels.reviewedOn} ${date}`
    )
    expect(within(review).getByRole("link")).toHaveAttribute("href", article.reviewer!.fields.path)
    expect(within(review).getByText(date)).toHaveAttribute("dateTime", article.reviewed)
  })

  it.each([
    ["a reviewer without a date", { reviewed: null }],
    ["a date without a reviewer", { reviewer: null }],
  ])("says nothing of a review with %s", (_, changes) => {
    renderArticle(changes)
    expect(screen.queryByText(signatureOf(article.reviewer!))).toBeNull()
    expect(screen.queryByText(formatDate(article.reviewed!, site.language))).toBeNull()
  })

  it("shows the article's text", () => {
    renderArticle()
    expect(screen.getByRole("heading", { level: 2, name: "The changes" })).toBeInTheDocument()
    expect(screen.getByText("Rates change every year.")).toBeInTheDocument()
  })

  it("links its related service pages under their heading, and has no such heading without any", () => {
    const { unmount } = renderArticle()
    const related = screen.getByRole("region", { name: labels.relatedServices })
    expect(within(related).getByRole("link", { name: article.services[0].heading })).toHaveAttribute(
      "href",
      article.services[0].fields.path
    )
    unmount()
    renderArticle({ services: [] })
    expect(screen.queryByRole("region", { name: labels.relatedServices })).toBeNull()
  })

  it("shows more articles of its category under a heading naming the category, and no such heading without any", () => {
    const heading = fillTemplate(labels.moreInCategory, { category: category.name })
    const { unmount } = renderArticle()
    const section = screen.getByRole("region", { name: heading })
    expect(within(section).getByRole("link", { name: more.title })).toHaveAttribute("href", more.fields.path)
    unmount()
    renderArticle({}, [])
    expect(screen.queryByRole("region", { name: heading })).toBeNull()
    expect(screen.queryByRole("link", { name: more.title })).toBeNull()
  })

  it("ends with the call to action of data/entry-pages.json, a link to the contact form carrying the article's path", () => {
    renderArticle()
    expect(screen.getByRole("heading", { level: 2, name: labels.cta.heading })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: labels.cta.link.label })).toHaveAttribute(
      "href",
      contactLinkFrom(labels.cta.link.to, article.fields.path)
    )
  })

  it("shows the live articles of the content that show every case it has (the variants have several), signed, with its review only when it has one", () => {
    const live = articles.filter(candidate => candidate.fields.live)
    for (const own of sampled.articles) {
      const others = live.filter(other => other !== own && other.category === own.category).slice(0, 3)
      const { unmount } = render(
        <ArticleSections article={own} moreArticles={others} texts={entryPages} language={site.language} />
      )
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(own.title)
      expect(factWith(signatureOf(own.author))).toHaveTextContent(`${labels.byline} ${signatureOf(own.author)}`)
      const review = own.reviewer && own.reviewed ? formatDate(own.reviewed, site.language) : undefined
      if (review) expect(factWith(review)).toHaveTextContent(`${labels.reviewedBy} ${signatureOf(own.reviewer!)}`)
      else expect(factWith(labels.reviewedBy)).toBeUndefined()
      const related = screen.queryByRole("region", { name: labels.relatedServices })
      expect(related ? within(related).getAllByRole("link").length : 0).toBe(own.services.length)
      unmount()
    }
  })
})
