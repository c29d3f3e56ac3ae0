import React, { useEffect } from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { NotFound } from "../components/static-parts"
import { presentContent } from "../lib/present-content"

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const { site, siteJson, notFoundJson } = presentContent(data)

  // Leaves a trace of broken links in the browser console (and any monitoring that reads it).
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname)
  }, [location.pathname])

  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: notFoundJson.seo, noindex: true }}
      navigation={data}
    >
      <NotFound content={notFoundJson} />
    </Layout>
  )
}

export const query = graphql`
  query NotFoundPage {
    ...PageChrome
    notFoundJson {
      seo {
        ...PageSeoFields
      }
      ...NotFoundContent
    }
  }
`
