import React, { Suspense } from "react"
import { useRespondsToVisitors } from "../app/responds-to-visitors"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Container } from "../ui/Container"
import { buttonStyles } from "../ui/button-styles"
import { bandTone } from "../ui/band-tone"
import { scrollToSection } from "../../lib/scroll-to-section"
import { breakpoint, color, font, gradient, layout, size, space } from "../../styles/theme"

/**
 * What the hero reads from data/home.json.
 * @public
 */
export const query = graphql`
  fragment HeroContent on Hero {
    headline
    subline
    ctaLabel
    claims {
      value
      label
    }
  }
`

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

/**
 * The top of the home page: h1, subline, the link to the contact section, and the claims. A Suspense
 * boundary of its own, as every section has (ui/Section.tsx): React hydrates it after the page frame, in a
 * short task of its own.
 */
export function Hero({ content, ctaTarget }: HeroProps) {
  return (
    <Suspense fallback={null}>
      <HeroBand content={content} ctaTarget={ctaTarget} />
    </Suspense>
  )
}

function HeroBand({ content, ctaTarget }: HeroProps) {
  // The call to action scrolls smoothly and moves focus: the page needs its scripts.
  useRespondsToVisitors("Hero's call to action")
  return (
    <Band aria-labelledby="hero-heading">
      <Inner>
        <h1 id="hero-heading">{content.headline}</h1>
        <Subline>{content.subline}</Subline>
        <CtaLink href={`#${ctaTarget}`} onClick={event => handleCtaClick(event, ctaTarget)}>
          {content.ctaLabel}
        </CtaLink>
        <Claims>
          {content.claims.map((claim, index) => (
            <li key={index}>
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
  ${bandTone("navy")}
  background: ${gradient.navyGlow};
  padding-block: ${space.band.hero};
  text-align: center;

  h1 {
    font-size: ${font.size.h1};
    font-weight: ${font.weight.heavy};
    letter-spacing: ${font.tracking.display};
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
    min-width: ${layout.column.xxs};
  }

  strong {
    color: ${color.accentOnNavy};
    font-size: ${font.size.stat};
    font-weight: ${font.weight.heavy};
    line-height: ${font.lineHeight.stat};
  }

  ${breakpoint.tablet} {
    li + li {
      border-left: ${size.hairline} solid ${color.navyRaised};
      padding-left: ${space.xxl};
    }
  }
`
