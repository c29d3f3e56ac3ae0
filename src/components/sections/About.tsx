import React from "react"
import { Section } from "../ui/Section"
import { CardGrid } from "../ui/Card"
import { FeatureCard } from "../ui/FeatureCard"

/** Presents the AI-first firm and its key qualities. */
export function About({ content }: { content: Queries.AboutContentFragment }) {
  return (
    <Section id="about" heading={content.heading} intro={content.intro}>
      <CardGrid>
        {content.points.map(point => (
          <FeatureCard key={point.title} item={point} />
        ))}
      </CardGrid>
    </Section>
  )
}
