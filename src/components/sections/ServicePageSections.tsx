import React from "react"
import { graphql } from "gatsby"
import { PageIntro } from "./PageIntro"
import { ServiceOfferings } from "./ServiceOfferings"
import { ServiceProcess } from "./ServiceProcess"
import { CallToAction } from "./CallToAction"

/**
 * What a service page shows under its header, from its file in data/service-pages/.
 * @public
 */
export const query = graphql`
  fragment ServicePageSectionsContent on ServicePageJson {
    heading
    intro
    servicesHeading
    services {
      ...ServiceOfferingFields
    }
    process {
      ...ServiceProcessContent
    }
    cta {
      ...CallToActionContent
    }
  }
`

interface ServicePageSectionsProps {
  content: Queries.ServicePageSectionsContentFragment
  /** The check mark before each feature (SVG markup, `uiIconSvg(name: "circle-check")` in the query). */
  featureIconSvg: string
}

/**
 * A service page's sections, top to bottom: its introduction, the services, the process and the call to
 * action. The page and its preview in the content manager both show them.
 */
export function ServicePageSections({ content, featureIconSvg }: ServicePageSectionsProps) {
  return (
    <>
      <PageIntro heading={content.heading} intro={content.intro} />
      <ServiceOfferings heading={content.servicesHeading} services={content.services} featureIconSvg={featureIconSvg} />
      <ServiceProcess content={content.process} />
      <CallToAction content={content.cta} />
    </>
  )
}
