import React from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Container } from "../ui/Container"
import { ArticleCards, type ArticleCardsProps } from "./ArticleCards"
import { ListingPagination, type ListingPaginationProps } from "./ListingPagination"
import { PageIntro } from "./PageIntro"
import { font, size, space } from "../../styles/theme"

export interface InsightsSectionsProps extends Omit<ArticleCardsProps, "headingLevel"> {
  heading: string
  intro: string
  /** On a category's page: the link back to every article. */
  allArticles?: { label: string; path: string }
  /** Which page of the list this is, and the links to the others. */
  pagination?: ListingPaginationProps
}

/** A list of articles (every article, or a category's): its heading and introduction, then the articles. */
export function InsightsSections({ heading, intro, allArticles, pagination, ...cards }: InsightsSectionsProps) {
  return (
    <div>
      <PageIntro heading={heading} intro={intro} />
      <Articles>
        <Container>
          {allArticles && <Back to={allArticles.path}>{allArticles.label}</Back>}
          <ArticleCards {...cards} headingLevel={2} />
          {pagination && <ListingPagination {...pagination} />}
        </Container>
      </Articles>
    </div>
  )
}

const Articles = styled.div`
  padding-block: ${space.band.section};
`

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${size.touchTarget};
  margin-bottom: ${space.lg};
  font-weight: ${font.weight.bold};
`
