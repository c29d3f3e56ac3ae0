import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { HeaderLink } from "../components/layout/HeaderLink"
import { PageIntro } from "../components/sections/PageIntro"
import { AdvisoryServices } from "../components/sections/AdvisoryServices"
import { AdvisoryProcess } from "../components/sections/AdvisoryProcess"
import { CallToAction } from "../components/sections/CallToAction"
import { presentContent } from "../lib/present-content"

export default function FinancialAdvisoryPage({ data }: PageProps<Queries.FinancialAdvisoryPageQuery>) {
  const { site, siteJson, advisoryJson, backIcon, featureIcon } = presentContent(data)
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: advisoryJson.seo, path: "/financial-advisory" }}
      headerAction={<HeaderLink link={advisoryJson.backLink} iconSvg={backIcon} />}
    >
      <PageIntro heading={advisoryJson.heading} intro={advisoryJson.intro} />
      <AdvisoryServices
        heading={advisoryJson.servicesHeading}
        services={advisoryJson.services}
        featureIconSvg={featureIcon}
      />
      <AdvisoryProcess content={advisoryJson.process} />
      <CallToAction content={advisoryJson.cta} />
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
      heading
      intro
      servicesHeading
      services {
        ...AdvisoryServiceFields
      }
      process {
        ...AdvisoryProcessContent
      }
      cta {
        ...CallToActionContent
      }
    }
    backIcon: uiIconSvg(name: "arrow-left")
    featureIcon: uiIconSvg(name: "circle-check")
  }
`
