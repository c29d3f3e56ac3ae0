import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ListPageLayout } from "../components/layout/ListPageLayout"
import { ListSections } from "../components/sections/ListSections"
import { presentContent } from "../lib/present-content"
import { inListOrder } from "../lib/listing-pages"
import type { ListPageContext } from "../components/sections/ListingPagination"

/**
 * /tools: every live calculator, by heading, published while there is one, in pages (/tools/page/2;
 * plugins/content-pages creates them, with the ids of each page's calculators).
 */
export default function ToolsPage({ data, pageContext }: PageProps<Queries.ToolsPageQuery, ListPageContext>) {
  const { entryPagesJson, tools, toolsIndex } = presentContent(data)
  const texts = entryPagesJson.tools
  return (
    <ListPageLayout
      chrome={data}
      listingPages={entryPagesJson.listingPages}
      pageContext={pageContext}
      seo={{ page: texts.seo }}
      heading={texts.heading}
      firstPath={toolsIndex.path}
    >
      {pagination => (
        <ListSections
          heading={texts.heading}
          intro={texts.intro}
          entries={inListOrder(tools.nodes, pageContext.ids).map(tool => ({
            title: tool.heading,
            summary: tool.summary,
            path: tool.fields.path,
          }))}
          pagination={pagination}
        />
      )}
    </ListPageLayout>
  )
}

export const query = graphql`
  query ToolsPage($ids: [String!]!) {
    ...PageChrome
    toolsIndex: contentIndex(kind: "tool") {
      path
    }
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
    tools: allToolJson(filter: { id: { in: $ids } }) {
      nodes {
        id
        ...ToolCard
      }
    }
  }
`
