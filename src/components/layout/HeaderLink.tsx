import React from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { LuArrowLeft } from "react-icons/lu"
import { font, size, space } from "../../styles/theme"

/** A link in the site header, such as the advisory page's 'Back to Home'. */
export function HeaderLink({ link }: { link: Queries.ContentLinkFieldsFragment }) {
  return (
    <Anchor to={link.to}>
      <LuArrowLeft aria-hidden="true" focusable="false" />
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
