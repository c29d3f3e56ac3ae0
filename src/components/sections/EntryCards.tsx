import React from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Card, CardGrid } from "../ui/Card"
import { font, layout } from "../../styles/theme"
import { minTargetStyles } from "../ui/target-styles"

/** An entry as a card names it: its title, linked to its page, and its summary, if its kind has one. */
export interface EntryCard {
  title: string
  summary?: string | null
  path: string
}

export interface EntryCardsProps {
  entries: readonly EntryCard[]
  /** The level of each entry's heading: 2 on a list page, 3 under a heading of the page's. */
  headingLevel: 2 | 3
}

/** Entries as cards, in the order given: a list of calculators, a kind's list page. */
export function EntryCards({ entries, headingLevel }: EntryCardsProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <CardGrid minColumn={layout.column.xl}>
      {entries.map(entry => (
        <TitleCard as="li" key={entry.path}>
          <Heading>
            <Link to={entry.path}>{entry.title}</Link>
          </Heading>
          {entry.summary && <p>{entry.summary}</p>}
        </TitleCard>
      ))}
    </CardGrid>
  )
}

const TitleCard = styled(Card)`
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
