import React from "react"
import { graphql } from "gatsby"
import { GlobalStyles } from "../../styles/GlobalStyles"
import { Seo, type SeoProps } from "../seo/Seo"
import { SiteFooter } from "./SiteFooter"
import { SiteHeader } from "./SiteHeader"
import { SkipLink } from "./SkipLink"

/**
 * What every page's query asks for the frame: the site's address and the site-wide content
 * (data/site.json). Pages spread `...PageChrome` at the top of their query.
 * @public Gatsby's build collects every fragment; pages spread it by name.
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
  seo: Pick<SeoProps, "page" | "path" | "noindex">
  /** Extra content for the header, such as a 'Back to Home' link. */
  headerAction?: React.ReactNode
  children: React.ReactNode
}

/** The frame of every page: head tags, skip link, header, main landmark and footer. */
export function Layout({ site, siteUrl, seo, headerAction, children }: LayoutProps) {
  return (
    <>
      <GlobalStyles />
      <Seo site={site} siteUrl={siteUrl} {...seo} />
      <SkipLink href="#main">{site.skipLinkLabel}</SkipLink>
      <SiteHeader firmName={site.firmName}>{headerAction}</SiteHeader>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter firmName={site.firmName} email={site.email} footer={site.footer} />
    </>
  )
}
