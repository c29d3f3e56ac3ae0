import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ListPageLayout } from "../components/layout/ListPageLayout"
import { InsightsSections } from "../components/sections/InsightsSections"
import { presentContent } from "../lib/present-content"
import { inListOrder } from "../lib/listing-pages"
import type { ListPageContext } from "../components/sections/ListingPagination"

/**
 * /insights/category/<id>: a category's live articles, newest first, published while it has one, in pages
 * (/insights/category/<id>/page/2; plugins/content-pages creates them, with the category's id as `group`
 * and the ids of each page's articles).
 */
export default function InsightsCategoryPage({
  data,
  pageContext,
}: PageProps<Queries.InsightsCategoryPageQuery, { group: string } & ListPageContext>) {
  const { siteJson, entryPagesJson, articles, insightsIndex } = presentContent(data)
  const category = entryPagesJson.categories.find(candidate => candidate.id === pageContext.group)
  if (!category) throw new Error(`data/entry-pages.json lists no category ${pageContext.group}`)
  return (
    <ListPageLayout
      chrome={data}
      listingPages={entryPagesJson.listingPages}
      pageContext={pageContext}
      seo={{
        page: { title: entryPagesJson.categoryPage.seoTitle, description: category.description },
        titleValues: { category: category.name },
      }}
      heading={category.name}
      firstPath={category.path}
    >
      {pagination => (
        <InsightsSections
          heading={category.name}
          intro={category.description}
          allArticles={{ label: entryPagesJson.categoryPage.allArticlesLink, path: insightsIndex.path }}
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
  query InsightsCategoryPage($ids: [String!]!) {
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
