import React from "react"
import { graphql } from "gatsby"
import { PageIntro } from "./PageIntro"
import { ServiceOfferings } from "./ServiceOfferings"
import { ServiceProcess } from "./ServiceProcess"
import { CallToAction } from "./CallToAction"
import { PersonName } from "./PersonName"
import { ServiceTools } from "./ServiceTools"
import { CardBand } from "../ui/CardBand"
import { EntryCards, type EntryCard } from "./EntryCards"
import { replierSentence } from "../../lib/inquiry"

/**
 * What a service page shows under its header, from its file in data/service-pages/.
 * @public
 */
export const query = graphql`
  fragment ServicePageSectionsContent on ServicePageJson {
    fields {
      itemId
      path
    }
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
    responder {
      ...PersonSignature
    }
  }
`

interface ServicePageSectionsProps {
  content: Queries.ServicePageSectionsContentFragment
  /** The check mark before each feature (SVG markup, `uiIconSvg(name: "circle-check")` in the query). */
  featureIconSvg: string
  /** contact.json's `responderNote`: who answers the page's inquiries, '{replier}' their name, linked. */
  responderNote: string
  /** The live calculators about this service, and the heading above them; none, no section. */
  tools?: { heading: string; tools: readonly Queries.ToolCardFragment[] }
  /** The live plans of this service, and the heading above them; none, no section. */
  plans?: { heading: string; plans: readonly EntryCard[] }
}

/**
 * A service page's sections, top to bottom: its introduction, the services, the process, its calculators and its
 * plans (when it has some) and the call to action. The page and its preview in the content manager both show them.
 */
export function ServicePageSections({
  content,
  featureIconSvg,
  responderNote,
  tools,
  plans,
}: ServicePageSectionsProps) {
  const { responder } = content
  return (
    <>
      <PageIntro heading={content.heading} intro={content.intro} />
      <ServiceOfferings heading={content.servicesHeading} services={content.services} featureIconSvg={featureIconSvg} />
      <ServiceProcess content={content.process} />
      {tools && tools.tools.length > 0 && <ServiceTools heading={tools.heading} tools={tools.tools} />}
      {plans && plans.plans.length > 0 && (
        <CardBand headingId="service-plans-heading" heading={plans.heading} centered>
          <EntryCards entries={plans.plans} headingLevel={3} />
        </CardBand>
      )}
      <CallToAction
        content={content.cta}
        from={content.fields.path}
        service={content.fields.itemId}
        note={
          responder &&
          replierSentence(responderNote, responder)
            .split("{replier}")
            .flatMap((part, index) => (index === 0 ? [part] : [<PersonName key={index} person={responder} />, part]))
        }
      />
    </>
  )
}
