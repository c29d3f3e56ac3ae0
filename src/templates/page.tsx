import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { PageSections } from "../components/sections/PageSections"
import { presentContent } from "../lib/present-content"

/** One of the firm's own pages (privacy policy, terms): one for each live file in data/pages/. */
export default function Page({ data }: PageProps<Queries.PageQuery>) {
  const { site, siteJson, pageJson, entryPagesJson } = presentContent(data)
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: pageJson.seo, path: pageJson.fields.path }}
      navigation={data}
    >
      <PageSections page={pageJson} updatedLabel={entryPagesJson.page.updated} language={siteJson.language} />
    </Layout>
  )
}

export const query = graphql`
  query Page($id: String!) {
    ...PageChrome
    pageJson(id: { eq: $id }) {
      fields {
        path
      }
      seo {
        ...PageSeoFields
      }
      ...PageContent
    }
    entryPagesJson {
      page {
        updated
      }
    }
  }
`
