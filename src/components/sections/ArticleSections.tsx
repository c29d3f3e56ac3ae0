import { Body, Facts, Intro } from "../ui/EntryBands"
import { CardBand } from "../ui/CardBand"
import React from "react"
import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import { Container } from "../ui/Container"
import { RichText } from "../ui/RichText"
import { ArticleCards } from "./ArticleCards"
import { CallToAction } from "./CallToAction"
import { PersonName } from "./PersonName"
import { fillTemplate } from "../../lib/fill-template"
import { formatDate } from "../../lib/format-date"
import { color, font, layout, size, space } from "../../styles/theme"
import { minTargetStyles } from "../ui/target-styles"

/**
 * What an article's page reads from its file in data/articles/, and the words around it from
 * data/entry-pages.json.
 * @public
 */
export const query = graphql`
  fragment ArticleSectionsContent on ArticleJson {
    fields {
      path
    }
    title
    summary
    category
    published
    reviewed
    bodyHtml
    bodyReadingMinutes
    author {
      ...PersonSignature
    }
    reviewer {
      ...PersonSignature
    }
    services {
      heading
      fields {
        path
      }
    }
  }

  fragment ArticleTexts on EntryPagesJson {
    article {
      byline
      reviewedBy
      reviewedOn
      published
      readingTime
      relatedServices
      moreInCategory
      cta {
        ...CallToActionContent
      }
    }
    ...InsightsCategories
  }
`

export interface ArticleSectionsProps {
  article: Queries.ArticleSectionsContentFragment
  /** Up to three more live articles of its category, newest first. */
  moreArticles: readonly Queries.ArticleCardFragment[]
  texts: Queries.ArticleTextsFragment
  language: string
}

/**
 * An article, top to bottom: its category, title and summary with who wrote it, who reviewed it and when,
 * and how long it takes to read; the article; its related service pages; more of its category; the call to
 * action.
 */
export function ArticleSections({ article, moreArticles, texts, language }: ArticleSectionsProps) {
  const labels = texts.article
  const category = texts.categories.find(candidate => candidate.id === article.category)
  return (
    <div>
      <Intro aria-labelledby="page-heading">
        <Container>
          {category && <CategoryLink to={category.path}>{category.name}</CategoryLink>}
          <h1 id="page-heading">{article.title}</h1>
          <p>{article.summary}</p>
          <Facts>
            <li>
              {labels.byline} <PersonName person={article.author} />
            </li>
            {article.reviewer && article.reviewed && (
              <li>
                {labels.reviewedBy} <PersonName person={article.reviewer} /> {labels.reviewedOn}{" "}
                <time dateTime={article.reviewed}>{formatDate(article.reviewed, language)}</time>
              </li>
            )}
            <li>
              {labels.published} <time dateTime={article.published}>{formatDate(article.published, language)}</time>
            </li>
            <li>{fillTemplate(labels.readingTime, { minutes: article.bodyReadingMinutes })}</li>
          </Facts>
        </Container>
      </Intro>
      <Body>
        <Container>
          <RichText html={article.bodyHtml} />
          {article.services.length > 0 && (
            <Related aria-labelledby="related-services-heading">
              <h2 id="related-services-heading">{labels.relatedServices}</h2>
              <ul>
                {article.services.map(service => (
                  <li key={service.fields.path}>
                    <Link to={service.fields.path}>{service.heading}</Link>
                  </li>
                ))}
              </ul>
            </Related>
          )}
        </Container>
      </Body>
      {category && moreArticles.length > 0 && (
        <CardBand
          headingId="more-articles-heading"
          heading={fillTemplate(labels.moreInCategory, { category: category.name })}
        >
          <ArticleCards
            articles={moreArticles}
            categories={texts.categories}
            labels={labels}
            language={language}
            headingLevel={3}
          />
        </CardBand>
      )}
      <CallToAction content={labels.cta} from={article.fields.path} />
    </div>
  )
}

const CategoryLink = styled(Link)`
  ${minTargetStyles}
  font-size: ${font.size.small};
  font-weight: ${font.weight.bold};
  letter-spacing: ${font.tracking.caps};
  text-transform: uppercase;
`

const Related = styled.section`
  max-width: ${layout.narrow};
  margin-top: ${space.xxl};
  padding-top: ${space.xl};
  border-top: ${size.hairline} solid ${color.border};

  h2 {
    font-size: ${font.size.title};
  }

  ul {
    margin-top: ${space.md};
    padding-left: ${space.lg};
  }
  li a {
    ${minTargetStyles}
  }
`
