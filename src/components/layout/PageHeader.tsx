import React from "react"
import { HeaderLink } from "./HeaderLink"
import { SiteHeader } from "./SiteHeader"
import { SkipLink } from "./SkipLink"

interface PageHeaderProps {
  firmName: string
  skipLinkLabel: string
  /** A link in the header besides the firm's name, such as a service page's 'Back to Home'. */
  link?: Queries.ContentLinkFieldsFragment
  /** The arrow before the link's label (SVG markup). */
  linkIconSvg?: string
}

/** The top of every page: the skip link, then the header with the firm's name and the page's header link. */
export function PageHeader({ firmName, skipLinkLabel, link, linkIconSvg }: PageHeaderProps) {
  return (
    <>
      <SkipLink href="#main">{skipLinkLabel}</SkipLink>
      <SiteHeader firmName={firmName}>{link && <HeaderLink link={link} iconSvg={linkIconSvg ?? ""} />}</SiteHeader>
    </>
  )
}
