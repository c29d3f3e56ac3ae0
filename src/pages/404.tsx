import React, { useEffect } from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { NotFound } from "../components/static-parts"
import { presentContent } from "../lib/present-content"

/** What the 404 page leaves in the browser's console: a trace of broken links (and for any monitoring that reads it). */
const REPORT = "404 Error: User attempted to access non-existent route:"

/**
 * The report as a script of its own, in the page's HTML: the page ships none of the app's scripts (nothing
 * on it responds to a visitor), so this small one reports the missing path where the host served the page
 * (its hash is in the page's Content-Security-Policy, as every inline script's). React never runs it.
 */
const REPORT_SCRIPT = `console.error(${JSON.stringify(REPORT)}, location.pathname)`

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const { site, siteJson, notFoundJson } = presentContent(data)

  // Where the app renders the page itself (a move inside it to an address it does not know), the script
  // above does not run: the app reports instead.
  useEffect(() => {
    console.error(REPORT, location.pathname)
  }, [location.pathname])

  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: notFoundJson.seo, noindex: true }}
      navigation={data}
    >
      <NotFound content={notFoundJson} />
      <script id="not-found-log" dangerouslySetInnerHTML={{ __html: REPORT_SCRIPT }} />
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
