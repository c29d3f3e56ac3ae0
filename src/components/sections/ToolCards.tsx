import React from "react"
import { graphql } from "gatsby"
import { EntryCards } from "./EntryCards"

/**
 * What a list of calculators shows of each: its heading, linked, and its summary.
 * @public
 */
export const query = graphql`
  fragment ToolCard on ToolJson {
    heading
    summary
    fields {
      path
    }
  }
`

export interface ToolCardsProps {
  tools: readonly Queries.ToolCardFragment[]
  /** The level of each calculator's heading: 2 on the list of calculators, 3 under a heading of the page's. */
  headingLevel: 2 | 3
}

/** Calculators as cards, in the order given. */
export function ToolCards({ tools, headingLevel }: ToolCardsProps) {
  return (
    <EntryCards
      entries={tools.map(tool => ({ title: tool.heading, summary: tool.summary, path: tool.fields.path }))}
      headingLevel={headingLevel}
    />
  )
}
