import React from "react"
import { Card } from "./Card"
import { IconBadge } from "./IconBadge"

/** A card with an icon, a title and a short explanation: About points and Why Choose reasons. */
export function FeatureCard({ item }: { item: Queries.FeatureItemFieldsFragment }) {
  return (
    <Card as="li">
      <IconBadge name={item.icon} />
      <h3>{item.title}</h3>
      <p>{item.description}</p>
    </Card>
  )
}
