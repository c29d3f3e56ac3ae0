import React from "react"
import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import { Card, CardGrid } from "../ui/Card"
import { font, layout } from "../../styles/theme"
import { minTargetStyles } from "../ui/target-styles"

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
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <CardGrid minColumn={layout.column.xl}>
      {tools.map(tool => (
        <ToolCard as="li" key={tool.fields.path}>
          <Heading>
            <Link to={tool.fields.path}>{tool.heading}</Link>
          </Heading>
          <p>{tool.summary}</p>
        </ToolCard>
      ))}
    </CardGrid>
  )
}

const ToolCard = styled(Card)`
  h2,
  h3 {
    font-size: ${font.size.cardTitle};
    line-height: ${font.lineHeight.snug};
  }

  a {
    ${minTargetStyles}
    color: inherit;
    text-underline-offset: ${font.underlineOffset};
  }
`
