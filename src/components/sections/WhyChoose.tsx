import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Section } from "../ui/Section"
import { FeatureCard } from "../ui/FeatureCard"
import { layout, space } from "../../styles/theme"

/**
 * What Why Choose reads from data/why-choose.json.
 * @public
 */
export const query = graphql`
  fragment WhyChooseContent on WhyChooseJson {
    heading
    intro
    reasons {
      ...FeatureItemFields
    }
  }
`

/** The reasons to choose the firm; any number, the grid adapts. */
export function WhyChoose({ content }: { content: Queries.WhyChooseContentFragment }) {
  return (
    <Section id="why-choose" heading={content.heading} intro={content.intro} shows={content}>
      <Reasons>
        {content.reasons.map((reason, index) => (
          <FeatureCard key={index} item={reason} />
        ))}
      </Reasons>
    </Section>
  )
}

/** Rows of up to three, the last row centred, so five reasons read as three and two. */
const Reasons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.lg};
  padding: 0;
  list-style: none;

  > li {
    flex: 1 1 min(100%, ${layout.column.xl});
    max-width: ${layout.column.widest};
  }
`
