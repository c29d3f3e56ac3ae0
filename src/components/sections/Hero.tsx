import React from "react"
import styled from "@emotion/styled"
import { Container } from "../ui/Container"
import { buttonStyles } from "../ui/button-styles"
import { scrollToSection } from "../../lib/scroll-to-section"
import { breakpoint, color, font, layout, space } from "../../styles/theme"

interface HeroProps {
  content: Queries.HeroContentFragment
  /** Id of the section the call to action leads to. */
  ctaTarget: string
}

/**
 * The call to action is a link to the section, so it works without JavaScript (the browser jumps there).
 * With JavaScript it scrolls smoothly (instantly under reduced motion) and moves focus to the section's
 * heading; a click with a modifier key is left to the browser (open in a new tab, and so on).
 */
function handleCtaClick(event: React.MouseEvent<HTMLAnchorElement>, target: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  scrollToSection(target)
}

/** The top of the home page: h1, subline, the link to the contact section, and the claims. */
export function Hero({ content, ctaTarget }: HeroProps) {
  return (
    <Band aria-labelledby="hero-heading">
      <Inner>
        <h1 id="hero-heading">{content.headline}</h1>
        <Subline>{content.subline}</Subline>
        <CtaLink href={`#${ctaTarget}`} onClick={event => handleCtaClick(event, ctaTarget)}>
          {content.ctaLabel}
        </CtaLink>
        <Claims>
          {content.claims.map(claim => (
            <li key={claim.value}>
              <strong>{claim.value}</strong>
              <span>{claim.label}</span>
            </li>
          ))}
        </Claims>
      </Inner>
    </Band>
  )
}

const Band = styled.section`
  background: radial-gradient(ellipse at top right, ${color.navyRaised} 0%, ${color.navy} 60%);
  color: ${color.onNavyMuted};
  --focus-ring: ${color.focusOnNavy};
  padding-block: clamp(4rem, 2.5rem + 7vw, 8rem);
  text-align: center;

  h1 {
    color: ${color.onNavy};
    font-size: ${font.size.h1};
    font-weight: ${font.weight.heavy};
    letter-spacing: -0.03em;
  }
`

const Inner = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.lg};
`

const Subline = styled.p`
  max-width: ${layout.narrow};
  font-size: ${font.size.lead};
`

const CtaLink = styled.a`
  ${buttonStyles("onNavy")}
  margin-top: ${space.sm};
`

const Claims = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.lg} ${space.xxl};
  margin-top: ${space.xl};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    min-width: 9rem;
  }

  strong {
    color: ${color.accentOnNavy};
    font-size: ${font.size.stat};
    font-weight: ${font.weight.heavy};
    line-height: 1.1;
  }

  ${breakpoint.tablet} {
    li + li {
      border-left: 1px solid ${color.navyRaised};
      padding-left: ${space.xxl};
    }
  }
`
