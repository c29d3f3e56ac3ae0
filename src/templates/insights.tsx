import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { KindPageSections } from "../components/static-parts"
import { presentContent } from "../lib/present-content"
import { newestFirst } from "../lib/article-order"
import { listingPagePath, listingPageSeo } from "../lib/listing-pages"
import type { ListingPageContext } from "../components/sections/ListingPagination"

/**
 * /insights: every live article, newest first, published while there is one, in pages (/insights/page/2;
 * plugins/content-pages gives each page the ids of its articles).
 */
export default function InsightsPage({ data, pageContext }: PageProps<Queries.InsightsPageQuery, ListingPageContext>) {
  const { site, siteJson, entryPagesJson, articles, insightsIndex } = presentContent(data)
  const { insights, listingPages } = entryPagesJson
  const { page, pages } = pageContext
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{
        ...listingPageSeo({ page: insights.seo }, page, insights.heading, listingPages.seoTitle),
        path: listingPagePath(insightsIndex.path, page),
      }}
      navigation={data}
    >
      <KindPageSections
        insights={{
          heading: insights.heading,
          intro: insights.intro,
          articles: newestFirst(articles.nodes),
          categories: entryPagesJson.categories,
          labels: entryPagesJson.article,
          language: siteJson.language,
          pagination: { firstPath: insightsIndex.path, page, pages, texts: listingPages },
        }}
      />
    </Layout>
  )
}

export const query = graphql`
  query InsightsPage($ids: [String!]!) {
    ...PageChrome
    articles: allArticleJson(filter: { id: { in: $ids } }) {
      nodes {
        ...ArticleCard
      }
    }
    entryPagesJson {
      insights {
        seo {
          ...PageSeoFields
        }
        heading
        intro
      }
      article {
        byline
        readingTime
      }
      ...InsightsCategories
      ...ListingPagesTexts
    }
  }
`
