import React from "react"
import styled from "@emotion/styled"
import { Container } from "./Container"
import { bandTone, type BandTone } from "./band-tone"
import { font, layout, space } from "../../styles/theme"
import { SECTIONS_LAID_OUT } from "../../lib/scroll-to-section"

interface SectionProps {
  /** The section's element id, the target of in-page links such as '/#contact'. */
  id: string
  heading: string
  intro?: string
  tone?: BandTone
  children: React.ReactNode
}

/**
 * A page section: a labelled region with an h2 and an optional intro. The heading takes focus
 * (tabindex -1) when a visitor is sent to the section, so reading and tabbing continue from there.
 */
export function Section({ id, heading, intro, tone = "plain", children }: SectionProps) {
  const headingId = `${id}-heading`
  return (
    <Band id={id} aria-labelledby={headingId} tone={tone}>
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
  /* A section away from the screen is neither styled nor laid out until it nears it: a phone lays out the
     first screen alone when the page arrives (docs/performance.md). It stays in the accessibility tree and
     find in page. \`auto\` keeps the height it had when last laid out; the estimate stands in before that. */
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${layout.sectionEstimate};

  /* Until then, where a section is depends on the estimates above it: once a visitor is sent to a part of
     the page (an address with a #fragment, without scripts; the hero's call to action, with them,
     lib/scroll-to-section.ts), every section is laid out, so that the jump lands where it should. Two
     rules: a browser without :has() drops a rule with it whole. */
  html:has(:target) & {
    content-visibility: visible;
  }
  html[${SECTIONS_LAID_OUT}] & {
    content-visibility: visible;
  }
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
