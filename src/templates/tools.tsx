import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { KindPageSections } from "../components/static-parts"
import { presentContent } from "../lib/present-content"

/** /tools: every live calculator, by heading, published while there is one (plugins/content-pages). */
export default function ToolsPage({ data }: PageProps<Queries.ToolsPageQuery>) {
  const { site, siteJson, entryPagesJson, tools, toolsIndex } = presentContent(data)
  const texts = entryPagesJson.tools
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: texts.seo, path: toolsIndex.path }}
      navigation={data}
    >
      <KindPageSections tools={{ heading: texts.heading, intro: texts.intro, tools: tools.nodes }} />
    </Layout>
  )
}

export const query = graphql`
  query ToolsPage {
    ...PageChrome
    entryPagesJson {
      tools {
        seo {
          ...PageSeoFields
        }
        heading
        intro
      }
    }
    tools: allToolJson(filter: { fields: { live: { eq: true } } }, sort: [{ heading: ASC }]) {
      nodes {
        ...ToolCard
      }
    }
  }
`
