import React from "react"
import { graphql } from "gatsby"
import { Container } from "../ui/Container"
import { RichText } from "../ui/RichText"
import { Body, Facts, Intro } from "../ui/EntryBands"
import { formatDate } from "../../lib/format-date"

/**
 * What one of the firm's own pages (a privacy policy, terms of service) reads from its file in data/pages/.
 * @public
 */
export const query = graphql`
  fragment PageContent on PageJson {
    title
    updated
    bodyHtml
  }
`

export interface PageSectionsProps {
  page: Queries.PageContentFragment
  /** The words before the date it last changed: "Last updated". */
  updatedLabel: string
  language: string
}

/** One of the firm's own pages: its title and the date its text last changed, then the text. */
export function PageSections({ page, updatedLabel, language }: PageSectionsProps) {
  return (
    <div>
      <Intro aria-labelledby="page-heading">
        <Container>
          <h1 id="page-heading">{page.title}</h1>
          <Facts>
            <li>
              {updatedLabel} <time dateTime={page.updated}>{formatDate(page.updated, language)}</time>
            </li>
          </Facts>
        </Container>
      </Intro>
      <Body>
        <Container>
          <RichText html={page.bodyHtml} />
        </Container>
      </Body>
    </div>
  )
}
