import React from "react"
import styled from "@emotion/styled"
import { LuCircleCheck } from "react-icons/lu"
import { graphql } from "gatsby"
import { Section } from "../ui/Section"
import { Card, CardGrid } from "../ui/Card"
import { IconBadge } from "../ui/IconBadge"
import { color, font, layout, size, space } from "../../styles/theme"

/**
 * One advisory service card, from data/advisory.json.
 * @public Gatsby's build collects every fragment; pages spread it by name.
 */
export const query = graphql`
  fragment AdvisoryServiceFields on AdvisoryService {
    icon
    title
    description
    features
  }
`

interface AdvisoryServicesProps {
  heading: string
  services: readonly Queries.AdvisoryServiceFieldsFragment[]
}

/** The advisory services, a card each with the list of what it includes. */
export function AdvisoryServices({ heading, services }: AdvisoryServicesProps) {
  return (
    <Section id="advisory-services" heading={heading}>
      <CardGrid minColumn={layout.column.md}>
        {services.map((service, serviceIndex) => (
          <Card as="li" key={serviceIndex}>
            <IconBadge name={service.icon} />
            <h3>{service.title}</h3>
            <p>{service.description}</p>
            <Features>
              {service.features.map((feature, featureIndex) => (
                <li key={featureIndex}>
                  <LuCircleCheck aria-hidden="true" focusable="false" />
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
