import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { ToolIntro, ToolMethod } from "../components/static-parts"
import { ToolCalculator } from "../components/sections/ToolCalculator"
import { presentContent } from "../lib/present-content"

/**
 * A calculator: one for each live file in data/tools/ (plugins/content-pages creates them). The calculator
 * responds to the visitor, so the page hydrates; its heading band and its method are static parts, whose
 * code the page does not download (sections/ToolSections.tsx puts the same parts together for the preview).
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
      <ToolIntro tool={tool} texts={entryPagesJson.tool} language={siteJson.language} />
      <ToolCalculator tool={tool} texts={entryPagesJson.tool} locale={siteJson.locale}>
        <ToolMethod tool={tool} texts={entryPagesJson.tool} locale={siteJson.locale} />
      </ToolCalculator>
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
