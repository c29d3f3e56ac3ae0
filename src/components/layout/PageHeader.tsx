import React from "react"
import styled from "@emotion/styled"
import { space } from "../../styles/theme"
import { HeaderLink } from "./HeaderLink"
import { HeaderSearch } from "./HeaderSearch"
import { SiteHeader } from "./SiteHeader"
import { SiteNavigationLinks } from "./SiteNavigationLinks"
import { SkipLink } from "./SkipLink"
import { siteNavigation } from "./site-navigation"

interface PageHeaderProps {
  firmName: string
  skipLinkLabel: string
  /** A link in the header besides the firm's name, such as a service page's 'Back to Home'. */
  link?: Queries.ContentLinkFieldsFragment
  /** The arrow before the link's label (SVG markup). */
  linkIconSvg?: string
  /** What the links to the published index pages (Insights, Team) are made from (site-navigation.ts). */
  navigation?: Queries.SiteNavigationContentFragment
  /** The page's own path, which its link in the navigation marks as the current page. */
  currentPath?: string
}

/**
 * The top of every page: the skip link, then the header with the firm's name, the links to the published
 * index pages, the search field while there are any, and the page's header link.
 */
export function PageHeader({ firmName, skipLinkLabel, link, linkIconSvg, navigation, currentPath }: PageHeaderProps) {
  const site = navigation && siteNavigation(navigation)
  const links = site?.links ?? []
  return (
    <>
      <SkipLink href="#main">{skipLinkLabel}</SkipLink>
      <SiteHeader firmName={firmName}>
        {(links.length > 0 || link) && (
          <Links>
            {links.length > 0 && (
              <SiteNavigationLinks label={site!.headerLabel} links={links} currentPath={currentPath} />
            )}
            {site?.search && <HeaderSearch label={site.search.label} submit={site.search.submit} />}
            {link && <HeaderLink link={link} iconSvg={linkIconSvg ?? ""} />}
          </Links>
        )}
      </SiteHeader>
    </>
  )
}

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.lg};
`
