import React from "react"
import { graphql } from "gatsby"
import { Section } from "../ui/Section"
import { CardGrid } from "../ui/Card"
import { FeatureCard } from "../ui/FeatureCard"

/**
 * What the About section reads from data/home.json.
 * @public
 */
export const query = graphql`
  fragment AboutContent on About {
    heading
    intro
    points {
      ...FeatureItemFields
    }
  }
`

/** Presents the AI-first firm and its key qualities. */
export function About({ content }: { content: Queries.AboutContentFragment }) {
  return (
    <Section id="about" heading={content.heading} intro={content.intro} shows={content}>
      <CardGrid>
        {content.points.map((point, index) => (
          <FeatureCard key={index} item={point} />
        ))}
      </CardGrid>
    </Section>
  )
}
