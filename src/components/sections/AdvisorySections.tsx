import React from "react"
import { graphql } from "gatsby"
import { PageIntro } from "./PageIntro"
import { AdvisoryServices } from "./AdvisoryServices"
import { AdvisoryProcess } from "./AdvisoryProcess"
import { CallToAction } from "./CallToAction"

/**
 * What the financial advisory page shows under its header, from data/advisory.json.
 * @public Gatsby's build collects every fragment; pages spread it by name.
 */
export const query = graphql`
  fragment AdvisorySectionsContent on AdvisoryJson {
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
`

interface AdvisorySectionsProps {
  content: Queries.AdvisorySectionsContentFragment
  /** The check mark before each feature (SVG markup, `uiIconSvg(name: "circle-check")` in the query). */
  featureIconSvg: string
}

/**
 * The financial advisory page's sections, top to bottom: its introduction, the services, the process and
 * the call to action. The page and its preview in the content manager both show them.
 */
export function AdvisorySections({ content, featureIconSvg }: AdvisorySectionsProps) {
  return (
    <>
      <PageIntro heading={content.heading} intro={content.intro} />
      <AdvisoryServices heading={content.servicesHeading} services={content.services} featureIconSvg={featureIconSvg} />
      <AdvisoryProcess content={content.process} />
      <CallToAction content={content.cta} />
    </>
  )
}
