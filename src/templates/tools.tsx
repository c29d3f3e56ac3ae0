import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { KindPageSections } from "../components/static-parts"
import { presentContent } from "../lib/present-content"
import { listingPagePath, listingPageSeo } from "../lib/listing-pages"
import type { ListingPageContext } from "../components/sections/ListingPagination"

/**
 * /tools: every live calculator, by heading, published while there is one, in pages (/tools/page/2;
 * plugins/content-pages creates them, with the ids of each page's calculators).
 */
export default function ToolsPage({ data, pageContext }: PageProps<Queries.ToolsPageQuery, ListingPageContext>) {
  const { site, siteJson, entryPagesJson, tools, toolsIndex } = presentContent(data)
  const { tools: texts, listingPages } = entryPagesJson
  const { page, pages } = pageContext
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{
        ...listingPageSeo({ page: texts.seo }, page, texts.heading, listingPages.seoTitle),
        path: listingPagePath(toolsIndex.path, page),
      }}
      navigation={data}
    >
      <KindPageSections
        tools={{
          heading: texts.heading,
          intro: texts.intro,
          tools: tools.nodes,
          pagination: { firstPath: toolsIndex.path, page, pages, texts: listingPages },
        }}
      />
    </Layout>
  )
}

export const query = graphql`
  query ToolsPage($ids: [String!]!) {
    ...PageChrome
    entryPagesJson {
      tools {
        seo {
          ...PageSeoFields
        }
        heading
        intro
      }
      ...ListingPagesTexts
    }
    tools: allToolJson(filter: { id: { in: $ids } }, sort: [{ heading: ASC }]) {
      nodes {
        ...ToolCard
      }
    }
  }
`
