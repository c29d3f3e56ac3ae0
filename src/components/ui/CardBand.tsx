import React from "react"
import styled from "@emotion/styled"
import { Container } from "./Container"
import { bandTone } from "./band-tone"
import { font, space } from "../../styles/theme"

interface CardBandProps {
  /** The heading's id, which names the band. */
  headingId: string
  heading: string
  /** Whether the heading stands centred over the cards (a service page's bands are). */
  centered?: boolean
  /** The cards, their headings one level below the band's. */
  children: React.ReactNode
}

/**
 * A tinted band of cards under a heading: an article's "more in this category", a person's articles, a service
 * page's calculators.
 */
export function CardBand({ headingId, heading, centered = false, children }: CardBandProps) {
  return (
    <Band aria-labelledby={headingId} centered={centered}>
      <Container>
        <h2 id={headingId}>{heading}</h2>
        {children}
      </Container>
    </Band>
  )
}

const Band = styled("section", { shouldForwardProp: prop => prop !== "centered" })<{ centered: boolean }>`
  padding-block: ${space.band.section};
  ${bandTone("alt")}

  h2 {
    margin-bottom: ${space.xl};
    font-size: ${font.size.h2};
    font-weight: ${font.weight.heavy};
    ${({ centered }) => (centered ? "text-align: center;" : "")}
  }
`
