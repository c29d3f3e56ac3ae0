import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { KindPageSections } from "../components/static-parts"
import { presentContent } from "../lib/present-content"
import { newestFirst } from "../lib/article-order"
import { listingPagePath, listingPageSeo } from "../lib/listing-pages"
import type { ListingPageContext } from "../components/sections/ListingPagination"

/**
 * /insights/category/<id>: a category's live articles, newest first, published while it has one, in pages
 * (/insights/category/<id>/page/2; plugins/content-pages creates them, with the category's id as `group`
 * and the ids of each page's articles).
 */
export default function InsightsCategoryPage({
  data,
  pageContext,
}: PageProps<Queries.InsightsCategoryPageQuery, { group: string } & ListingPageContext>) {
  const { site, siteJson, entryPagesJson, articles, insightsIndex } = presentContent(data)
  const category = entryPagesJson.categories.find(candidate => candidate.id === pageContext.group)
  if (!category) throw new Error(`data/entry-pages.json lists no category ${pageContext.group}`)
  const { page, pages } = pageContext
  const { listingPages } = entryPagesJson
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{
        ...listingPageSeo(
          {
            page: { title: entryPagesJson.categoryPage.seoTitle, description: category.description },
            titleValues: { category: category.name },
          },
          page,
          category.name,
          listingPages.seoTitle
        ),
        path: listingPagePath(category.path, page),
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
          pagination: { firstPath: category.path, page, pages, texts: listingPages },
        }}
      />
    </Layout>
  )
}

export const query = graphql`
  query InsightsCategoryPage($ids: [String!]!) {
    ...PageChrome
    articles: allArticleJson(filter: { id: { in: $ids } }) {
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
      ...ListingPagesTexts
    }
  }
`
