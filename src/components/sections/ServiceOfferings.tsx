import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Section } from "../ui/Section"
import { Card, CardGrid } from "../ui/Card"
import { Icon } from "../ui/Icon"
import { IconBadge } from "../ui/IconBadge"
import { color, font, layout, size, space } from "../../styles/theme"

/**
 * One service card of a service page, from its file in data/service-pages/.
 * @public
 */
export const query = graphql`
  fragment ServiceOfferingFields on ServiceOffering {
    iconSvg
    title
    description
    features
  }
`

interface ServiceOfferingsProps {
  heading: string
  services: readonly Queries.ServiceOfferingFieldsFragment[]
  /** The check mark before each feature (SVG markup, `uiIconSvg(name: "circle-check")` in the page's query). */
  featureIconSvg: string
}

/**
 * A service page's services, a card each with the list of what it includes. (Its element id is the one the
 * first service page, Financial Advisory, was published with.)
 */
export function ServiceOfferings({ heading, services, featureIconSvg }: ServiceOfferingsProps) {
  return (
    <Section id="advisory-services" heading={heading} shows={services}>
      <CardGrid minColumn={layout.column.md}>
        {services.map((service, serviceIndex) => (
          <Card as="li" key={serviceIndex}>
            <IconBadge svg={service.iconSvg} />
            <h3>{service.title}</h3>
            <p>{service.description}</p>
            <Features>
              {service.features.map((feature, featureIndex) => (
                <li key={featureIndex}>
                  <Icon svg={featureIconSvg} />
                  <span>{feature}</span>
                </li>
              ))}
            </Features>
          </Card>
        ))}
      </CardGrid>
    </Section>
  )
}

const Features = styled.ul`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md} 0 0;
  border-top: ${size.hairline} solid ${color.border};
  list-style: none;

  li {
    display: flex;
    gap: ${space.sm};
    align-items: flex-start;
  }

  svg {
    margin-top: ${font.iconLineOffset};
    color: ${color.accent};
  }
`
