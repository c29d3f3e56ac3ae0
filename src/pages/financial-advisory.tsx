import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { AdvisorySections } from "../components/static-parts"
import { presentContent } from "../lib/present-content"

export default function FinancialAdvisoryPage({ data }: PageProps<Queries.FinancialAdvisoryPageQuery>) {
  const { site, siteJson, advisoryJson, backIcon, featureIcon } = presentContent(data)
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: advisoryJson.seo, path: "/financial-advisory" }}
      headerLink={{ link: advisoryJson.backLink, iconSvg: backIcon }}
    >
      <AdvisorySections content={advisoryJson} featureIconSvg={featureIcon} />
    </Layout>
  )
}

export const query = graphql`
  query FinancialAdvisoryPage {
    ...PageChrome
    advisoryJson {
      seo {
        ...PageSeoFields
      }
      backLink {
        ...ContentLinkFields
      }
      ...AdvisorySectionsContent
    }
    backIcon: uiIconSvg(name: "arrow-left")
    featureIcon: uiIconSvg(name: "circle-check")
  }
`
