import React from "react"
import { render, screen } from "@testing-library/react"
import { KindPageSections, type KindPageSectionsProps } from "../../../../../src/components/sections/KindPageSections"
import { entryPages, madeUpArticleCard, madeUpPerson, site } from "../../../support/fixtures"

// Entries of the test's own (the content may have none), by the made-up person, with the words of data/entry-pages.json.
const card = madeUpArticleCard
const person: Queries.PersonSectionsContentFragment = madeUpPerson
const firmPage = { title: "Privacy Policy", updated: "2026-05-01", bodyHtml: "<p>We are an accounting firm.</p>" }

/** Each page KindPageSections shows, with the main heading that page's sections give it. */
const pages: [string, KindPageSectionsProps, string][] = [
  [
    "an article's",
    {
      article: {
        article: { ...card, reviewed: null, reviewer: null, bodyHtml: "<p>Text.</p>", services: [] },
        moreArticles: [],
        texts: entryPages,
        language: site.language,
      },
    },
    card.title,
  ],
  [
    "a person's",
    { person: { person, written: [], reviewed: [], texts: entryPages, language: site.language } },
    person.name,
  ],
  [
    "the team's",
    { team: { heading: entryPages.team.heading, intro: entryPages.team.intro, people: [] } },
    entryPages.team.heading,
  ],
  [
    "the list of articles'",
    {
      insights: {
        heading: entryPages.insights.heading,
        intro: entryPages.insights.intro,
        articles: [card],
        categories: entryPages.categories,
        labels: entryPages.article,
        language: site.language,
      },
    },
    entryPages.insights.heading,
  ],
  [
    "one of the firm's own pages'",
    { page: { page: firmPage, updatedLabel: entryPages.page.updated, language: site.language } },
    firmPage.title,
  ],
]

describe("KindPageSections", () => {
  it.each(pages)("shows %s sections, for the page it is given", (_, props, heading) => {
    render(<KindPageSections {...props} />)
    expect(screen.getAllByRole("heading", { level: 1 }).map(h1 => h1.textContent)).toEqual([heading])
  })
})
