import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { ToolIntro, ToolMethod } from "../calculators/static-parts"
import { ToolCalculator } from "../calculators/ToolCalculator"
import { presentContent } from "../lib/present-content"

/**
 * A calculator: one for each live file in data/tools/ (plugins/content-pages creates them, with the calculator's
 * script). Nothing on the page hydrates: the calculator responds through that script alone, without React
 * (src/calculators/ToolCalculator.tsx). Its heading band and its method are static parts, whose code a page the app
 * renders itself loads only then (src/calculators/ToolSections.tsx puts the same parts together for the preview).
 */
export default function ToolPage({ data, pageContext }: PageProps<Queries.ToolPageQuery, { script?: string }>) {
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
      <ToolCalculator tool={tool} texts={entryPagesJson.tool} locale={siteJson.locale} script={pageContext.script}>
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
