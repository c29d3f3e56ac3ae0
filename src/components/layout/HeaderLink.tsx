import React from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Icon } from "../ui/Icon"
import { font, size, space } from "../../styles/theme"

interface HeaderLinkProps {
  link: Queries.ContentLinkFieldsFragment
  /** The arrow before the label (SVG markup, `uiIconSvg(name: "arrow-left")` in the page's query). */
  iconSvg: string
}

/** A link in the site header, such as the advisory page's 'Back to Home'. */
export function HeaderLink({ link, iconSvg }: HeaderLinkProps) {
  return (
    <Anchor to={link.to}>
      <Icon svg={iconSvg} />
      {link.label}
    </Anchor>
  )
}

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: ${size.touchTarget};
  font-weight: ${font.weight.bold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`
