import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { KindPageSections } from "../components/static-parts"
import { presentContent } from "../lib/present-content"
import { newestFirst } from "../lib/article-order"

/**
 * /insights/category/<id>: a category's live articles, newest first, published while it has one
 * (plugins/content-pages creates it, with the category's id as `group`).
 */
export default function InsightsCategoryPage({
  data,
  pageContext,
}: PageProps<Queries.InsightsCategoryPageQuery, { group: string }>) {
  const { site, siteJson, entryPagesJson, articles, insightsIndex } = presentContent(data)
  const category = entryPagesJson.categories.find(candidate => candidate.id === pageContext.group)
  if (!category) throw new Error(`data/entry-pages.json lists no category ${pageContext.group}`)
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{
        page: {
          title: entryPagesJson.categoryPage.seoTitle,
          description: category.description,
        },
        titleValues: { category: category.name },
        path: category.path,
      }}
      navigation={data}
    >
      <KindPageSections
        insights={{
          heading: category.name,
          intro: category.description,
          allArticles: { label: entryPagesJson.categoryPage.allArticlesLink, path: insightsIndex.path },
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
  query InsightsCategoryPage($group: String!) {
    ...PageChrome
    articles: allArticleJson(filter: { category: { eq: $group }, fields: { live: { eq: true } } }) {
      nodes {
        ...ArticleCard
      }
    }
    entryPagesJson {
      categoryPage {
        seoTitle
        allArticlesLink
      }
      categories {
        description
      }
      article {
        byline
        readingTime
      }
      ...InsightsCategories
    }
  }
`
