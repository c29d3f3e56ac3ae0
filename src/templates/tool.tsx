import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { ToolSections } from "../components/sections/ToolSections"
import { presentContent } from "../lib/present-content"

/**
 * A calculator: one for each live file in data/tools/ (plugins/content-pages creates them). Not a static part:
 * the calculator responds to the visitor, so the page hydrates (its sections without a control stay as light
 * as any page's text).
 */
export default function ToolPage({ data }: PageProps<Queries.ToolPageQuery>) {
  const { site, siteJson, toolJson: tool, entryPagesJson } = presentContent(data)
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{
        page: { title: entryPagesJson.tool.seoTitle, description: tool.summary },
        titleValues: { heading: tool.heading },
        path: tool.fields.path,
      }}
      navigation={data}
    >
      <ToolSections tool={tool} texts={entryPagesJson.tool} language={siteJson.language} locale={siteJson.locale} />
    </Layout>
  )
}

export const query = graphql`
  query ToolPage($id: String!) {
    ...PageChrome
    toolJson(id: { eq: $id }) {
      summary
      ...ToolSectionsContent
    }
    entryPagesJson {
      tool {
        seoTitle
      }
      ...ToolTexts
    }
  }
`
