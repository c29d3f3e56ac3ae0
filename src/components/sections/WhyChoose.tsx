import React from "react"
import { Section } from "../ui/Section"
import { CardGrid } from "../ui/Card"
import { FeatureCard } from "../ui/FeatureCard"

/** The reasons to choose the firm; any number, the grid adapts. */
export function WhyChoose({ content }: { content: Queries.WhyChooseContentFragment }) {
  return (
    <Section id="why-choose" heading={content.heading} intro={content.intro}>
      <CardGrid minColumn="13rem">
        {content.reasons.map(reason => (
          <FeatureCard key={reason.title} item={reason} />
        ))}
      </CardGrid>
    </Section>
  )
}
