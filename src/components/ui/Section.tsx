import React from "react"
import styled from "@emotion/styled"
import { Container } from "./Container"
import { bandTone, type BandTone } from "./band-tone"
import { bandSizeStyle } from "../../lib/band-size"
import { font, layout, space } from "../../styles/theme"

interface SectionProps {
  /** The section's element id, the target of in-page links such as '/#contact'. */
  id: string
  heading: string
  intro?: string
  tone?: BandTone
  /** The content the section shows, which its height is estimated from until it is laid out (lib/band-size.ts). */
  shows: unknown
  children: React.ReactNode
}

/**
 * A page section: a labelled region with an h2 and an optional intro. The heading takes focus
 * (tabindex -1) when a visitor is sent to the section, so reading and tabbing continue from there.
 */
export function Section({ id, heading, intro, tone = "plain", shows, children }: SectionProps) {
  const headingId = `${id}-heading`
  return (
    // data-band: laid out when it nears the screen (styles/GlobalStyles.tsx).
    <Band id={id} aria-labelledby={headingId} tone={tone} data-band="" style={bandSizeStyle(shows)}>
      <Container>
        <Header>
          <h2 id={headingId} tabIndex={-1}>
            {heading}
          </h2>
          {intro && <p>{intro}</p>}
        </Header>
        {children}
      </Container>
    </Band>
  )
}

const Band = styled.section<{ tone: BandTone }>`
  padding-block: ${space.band.section};
  scroll-margin-top: ${space.md};
  ${({ tone }) => bandTone(tone)}
`

const Header = styled.div`
  max-width: ${layout.narrow};
  margin: 0 auto ${space.xxl};
  text-align: center;

  h2 {
    font-size: ${font.size.h2};
    font-weight: ${font.weight.heavy};
    letter-spacing: ${font.tracking.heading};
  }

  p {
    margin-top: ${space.md};
    font-size: ${font.size.lead};
  }
`
