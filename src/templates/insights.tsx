import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ListPageLayout } from "../components/layout/ListPageLayout"
import { InsightsSections } from "../components/sections/InsightsSections"
import { presentContent } from "../lib/present-content"
import { inListOrder } from "../lib/listing-pages"
import type { ListPageContext } from "../components/sections/ListingPagination"

/**
 * /insights: every live article, newest first, published while there is one, in pages (/insights/page/2;
 * plugins/content-pages gives each page the ids of its articles).
 */
export default function InsightsPage({ data, pageContext }: PageProps<Queries.InsightsPageQuery, ListPageContext>) {
  const { siteJson, entryPagesJson, articles, insightsIndex } = presentContent(data)
  const { insights } = entryPagesJson
  return (
    <ListPageLayout
      chrome={data}
      listingPages={entryPagesJson.listingPages}
      pageContext={pageContext}
      seo={{ page: insights.seo }}
      heading={insights.heading}
      firstPath={insightsIndex.path}
    >
      {pagination => (
        <InsightsSections
          heading={insights.heading}
          intro={insights.intro}
          articles={inListOrder(articles.nodes, pageContext.ids)}
          categories={entryPagesJson.categories}
          labels={entryPagesJson.article}
          language={siteJson.language}
          pagination={pagination}
        />
      )}
    </ListPageLayout>
  )
}

export const query = graphql`
  query InsightsPage($ids: [String!]!) {
    ...PageChrome
    insightsIndex: contentIndex(kind: "article") {
      path
    }
    articles: allArticleJson(filter: { id: { in: $ids } }) {
      nodes {
        id
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
