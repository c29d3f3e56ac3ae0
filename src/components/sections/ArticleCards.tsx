import React from "react"
import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import { Card } from "../ui/Card"
import { PersonName } from "./PersonName"
import { fillTemplate } from "../../lib/fill-template"
import { formatDate } from "../../lib/format-date"
import { color, font, layout, space } from "../../styles/theme"
import { minTargetStyles } from "../ui/target-styles"

/**
 * What a list of articles shows of each: its title, summary, category, author, date and reading time.
 * @public
 */
export const query = graphql`
  fragment ArticleCard on ArticleJson {
    title
    summary
    published
    category
    bodyReadingMinutes
    author {
      ...PersonSignature
    }
    fields {
      path
    }
  }

  fragment InsightsCategories on EntryPagesJson {
    categories {
      id
      name
      path
    }
  }
`

export interface ArticleCardsProps {
  articles: readonly Queries.ArticleCardFragment[]
  categories: Queries.InsightsCategoriesFragment["categories"]
  labels: Pick<Queries.EntryPagesJson["article"], "byline" | "readingTime">
  /** The site's language, for dates. */
  language: string
  /** The level of each article's title: 2 on a list of articles, 3 under a heading of the page's. */
  headingLevel: 2 | 3
}

/** Articles as cards, in the order given (newest first, as the pages query them). */
export function ArticleCards({ articles, categories, labels, language, headingLevel }: ArticleCardsProps) {
  const Title = headingLevel === 2 ? "h2" : "h3"
  return (
    // Other articles, each found by its own page: not what a search should find this page by (plugins/site-search).
    <Cards data-pagefind-ignore="">
      {articles.map(article => {
        const category = categories.find(candidate => candidate.id === article.category)
        return (
          <ArticleCard as="li" key={article.fields.path}>
            {category && <Category to={category.path}>{category.name}</Category>}
            <Title>
              <Link to={article.fields.path}>{article.title}</Link>
            </Title>
            <p>{article.summary}</p>
            <Meta>
              <span>
                {labels.byline} <PersonName person={article.author} />
              </span>
              <span>{formatDate(article.published, language)}</span>
              <span>{fillTemplate(labels.readingTime, { minutes: article.bodyReadingMinutes })}</span>
            </Meta>
          </ArticleCard>
        )
      })}
    </Cards>
  )
}

/** As many columns as fit, each at least a card's width: one article stays a card, not a band. */
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${layout.column.xl}), 1fr));
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`

const ArticleCard = styled(Card)`
  h2,
  h3 {
    font-size: ${font.size.cardTitle};
    line-height: ${font.lineHeight.snug};
  }

  h2 a,
  h3 a {
    ${minTargetStyles}
    color: inherit;
    text-underline-offset: ${font.underlineOffset};
  }
`

/** The category above a card's title: small capitals, a link to the category's articles. */
const Category = styled(Link)`
  ${minTargetStyles}
  align-self: flex-start;
  font-size: ${font.size.small};
  font-weight: ${font.weight.bold};
  letter-spacing: ${font.tracking.caps};
  text-transform: uppercase;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.md};
  margin-top: auto;
  color: ${color.muted};
  font-size: ${font.size.small};
`
