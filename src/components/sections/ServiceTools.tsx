import React from "react"
import { CardBand } from "../ui/CardBand"
import { ToolCards } from "./ToolCards"

/** A service page's calculators: the ones whose call to action asks about the service. */
export function ServiceTools({ heading, tools }: { heading: string; tools: readonly Queries.ToolCardFragment[] }) {
  return (
    <CardBand headingId="service-tools-heading" heading={heading} centered>
      <ToolCards tools={tools} headingLevel={3} />
    </CardBand>
  )
}
