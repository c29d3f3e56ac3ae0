import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { KindPageSections } from "../components/static-parts"
import { presentContent } from "../lib/present-content"
import { newestFirst } from "../lib/article-order"

/** /insights: every live article, newest first, published while there is one (plugins/content-pages). */
export default function InsightsPage({ data }: PageProps<Queries.InsightsPageQuery>) {
  const { site, siteJson, entryPagesJson, articles, insightsIndex } = presentContent(data)
  const { insights } = entryPagesJson
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: insights.seo, path: insightsIndex.path }}
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
        }}
      />
    </Layout>
  )
}

export const query = graphql`
  query InsightsPage {
    ...PageChrome
    articles: allArticleJson(filter: { fields: { live: { eq: true } } }) {
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
    }
  }
`
