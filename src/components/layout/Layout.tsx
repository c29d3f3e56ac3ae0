import React, { useEffect } from "react"
import { graphql } from "gatsby"
import type { SeoProps } from "../seo/Seo"
import { PageHead, PageHeader, SiteFooter } from "../static-parts"

import { focusSectionOfAddress } from "../../lib/scroll-to-section"

/**
 * What every page's query asks for the frame: the site's address and the site-wide content
 * (data/site.json). Pages spread `...PageChrome` at the top of their query.
 * @public
 */
export const query = graphql`
  fragment PageChrome on Query {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteJson {
      ...SiteChrome
    }
    ...SiteNavigationContent
  }

  fragment SiteChrome on SiteJson {
    firmName
    description
    email
    areaServed
    language
    locale
    skipLinkLabel
    shareImageAlt
    footer {
      ...FooterContent
    }
  }
`

interface LayoutProps {
  site: Queries.SiteChromeFragment
  siteUrl: string
  seo: Omit<SeoProps, "site" | "siteUrl">
  /** A link in the header besides the firm's name, such as a service page's 'Back to Home', with its arrow. */
  headerLink?: { link: Queries.ContentLinkFieldsFragment; iconSvg: string }
  /**
   * What the links to the published index pages (Insights, Team) in the header and the footer are made from:
   * the page's query (site-navigation.ts). The static parts make them, so their code stays out of the page's.
   */
  navigation?: Queries.SiteNavigationContentFragment
  children: React.ReactNode
}

/**
 * The frame of every page: head tags, skip link, header, main landmark and footer. All but the main
 * landmark and what the page puts in it are static parts (../static-parts.ts): their props are passed one
 * by one, as the page data holds them, so that they never change during a visit.
 */
export function Layout({ site, siteUrl, seo, headerLink, navigation, children }: LayoutProps) {
  useEffect(focusSectionOfAddress, [])
  return (
    <>
      <PageHead site={site} siteUrl={siteUrl} {...seo} />
      <PageHeader
        firmName={site.firmName}
        skipLinkLabel={site.skipLinkLabel}
        link={headerLink?.link}
        linkIconSvg={headerLink?.iconSvg}
        navigation={navigation}
        currentPath={seo.path}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter firmName={site.firmName} email={site.email} footer={site.footer} navigation={navigation} />
    </>
  )
}
