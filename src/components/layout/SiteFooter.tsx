import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Container } from "../ui/Container"
import { bandTone } from "../ui/band-tone"
import { Logo } from "./Logo"
import { SiteNavigationLinks } from "./SiteNavigationLinks"
import { siteNavigation } from "./site-navigation"
import { breakpoint, color, font, layout, logo, radius, size, space } from "../../styles/theme"
import { minTargetStyles } from "../ui/target-styles"
import { bandSizeStyle } from "../../lib/band-size"

/**
 * What the footer reads from data/site.json.
 * @public
 */
export const query = graphql`
  fragment FooterContent on Footer {
    tagline
    servicesHeading
    services
    contactHeading
    socialIcons
    socialIconSvgs
    copyright
    legalNotices {
      label
      privacyPolicy
      page {
        fields {
          path
        }
      }
    }
  }
`

interface SiteFooterProps {
  firmName: string
  email: string
  footer: Queries.FooterContentFragment
  /** What the links to the published index pages (Insights, Team) are made from (site-navigation.ts). */
  navigation?: Queries.SiteNavigationContentFragment
}

/**
 * The footer: firm, the links to the published index pages, services (plain text), the contact email,
 * social icons (decorative: no links, not focusable) and the copyright line with the legal notices, each
 * a link to its page once it names one, plain text until then.
 */
export function SiteFooter({ firmName, email, footer, navigation }: SiteFooterProps) {
  const site = navigation && siteNavigation(navigation)
  return (
    // data-band: laid out when it nears the screen, as a page's sections (styles/GlobalStyles.tsx).
    <Bar data-band="" style={bandSizeStyle(footer)}>
      <Columns>
        <div>
          <Brand>
            <Logo size={logo.size.footer} />
            <span>{firmName}</span>
          </Brand>
          <p>{footer.tagline}</p>
          {site && site.links.length > 0 && <SiteNavigationLinks label={site.footerLabel} links={site.links} />}
          {footer.socialIcons.length > 0 && (
            <Social aria-hidden="true">
              {footer.socialIconSvgs.map((svg, index) => (
                <span key={index} dangerouslySetInnerHTML={{ __html: svg }} />
              ))}
            </Social>
          )}
        </div>
        <div>
          <h2>{footer.servicesHeading}</h2>
          <ul>
            {footer.services.map((service, index) => (
              <li key={index}>{service}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{footer.contactHeading}</h2>
          <a href={`mailto:${email}`}>{email}</a>
        </div>
      </Columns>
      <Legal>
        <p>{footer.copyright}</p>
        {footer.legalNotices.length > 0 && (
          <ul>
            {footer.legalNotices.map((notice, index) => (
              <li key={index}>{notice.page ? <a href={notice.page.fields.path}>{notice.label}</a> : notice.label}</li>
            ))}
          </ul>
        )}
      </Legal>
    </Bar>
  )
}

const Bar = styled.footer`
  ${bandTone("navy")}
  padding-top: ${space.xxl};
  /* Its estimated height until it is laid out (styles/GlobalStyles.tsx). */
  --band-base: ${layout.bandEstimate.footer.base};
  --band-character: ${layout.bandEstimate.footer.character};

  h2 {
    margin-bottom: ${space.md};
    font-size: ${font.size.body};
    letter-spacing: ${font.tracking.caps};
    text-transform: uppercase;
  }

  ul {
    display: grid;
    gap: ${space.sm};
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block; /* a full line tall: a comfortable touch target */
    color: ${color.onNavy};
    overflow-wrap: anywhere;
  }
`

const Columns = styled(Container)`
  display: grid;
  gap: ${space.xl};

  ${breakpoint.tablet} {
    grid-template-columns: 2fr 1.5fr 1fr;
  }

  p {
    max-width: ${layout.compact};
  }

  nav {
    margin-top: ${space.lg};
  }
`

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin-bottom: ${space.md};
  color: ${color.onNavy};
  font-size: ${font.size.large};
  font-weight: ${font.weight.heavy};
`

const Social = styled.div`
  display: flex;
  gap: ${space.sm};
  margin-top: ${space.lg};

  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${size.badge.social};
    height: ${size.badge.social};
    border-radius: ${radius.pill};
    background: ${color.navyRaised};
    color: ${color.onNavy};
  }
`

const Legal = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.sm} ${space.lg};
  margin-top: ${space.xxl};
  padding-block: ${space.lg};
  border-top: ${size.hairline} solid ${color.navyRaised};
  font-size: ${font.size.small};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.lg};
  }

  a {
    ${minTargetStyles}
  }
`
