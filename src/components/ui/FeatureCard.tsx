import React from "react"
import { graphql } from "gatsby"
import { Card } from "./Card"
import { IconBadge } from "./IconBadge"

/**
 * An icon, a title and a short explanation (the `FeatureItem` type).
 * @public
 */
export const query = graphql`
  fragment FeatureItemFields on FeatureItem {
    iconSvg
    title
    description
  }
`

/** A card with an icon, a title and a short explanation: About points and Why Choose reasons. */
export function FeatureCard({ item }: { item: Queries.FeatureItemFieldsFragment }) {
  return (
    <Card as="li">
      <IconBadge svg={item.iconSvg} />
      <h3>{item.title}</h3>
      <p>{item.description}</p>
    </Card>
  )
}
