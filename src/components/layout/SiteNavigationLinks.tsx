import React from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { font, size, space } from "../../styles/theme"

interface SiteNavigationLinksProps {
  /** The name screen readers announce for the landmark. */
  label: string
  links: readonly { label: string; path: string }[]
  /** The page's own path: its link is marked as the current page. */
  currentPath?: string
}

/** The links to the published index pages (Insights, Team), as a navigation landmark of their own. */
export function SiteNavigationLinks({ label, links, currentPath }: SiteNavigationLinksProps) {
  return (
    <nav aria-label={label}>
      <List>
        {links.map(link => (
          <li key={link.path}>
            <Anchor to={link.path} aria-current={link.path === currentPath ? "page" : undefined}>
              {link.label}
            </Anchor>
          </li>
        ))}
      </List>
    </nav>
  )
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${size.touchTarget};
  font-weight: ${font.weight.bold};
  text-decoration: none;

  &:hover,
  &[aria-current="page"] {
    text-decoration: underline;
    text-underline-offset: ${font.underlineOffset};
  }
`
