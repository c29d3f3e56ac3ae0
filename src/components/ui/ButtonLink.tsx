import React from "react"
import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import { buttonStyles, type ButtonVariant } from "./button-styles"

/**
 * A link as editors write it in data/ (the `ContentLink` type): its text and where it leads.
 * @public
 */
export const query = graphql`
  fragment ContentLinkFields on ContentLink {
    label
    to
  }
`

interface ButtonLinkProps {
  link: Queries.ContentLinkFieldsFragment
  /** 'onNavy' on navy bands. */
  variant?: ButtonVariant
}

/** A link that looks like a button, such as the 404 page's 'Return to Home' or 'Schedule Consultation'. */
export function ButtonLink({ link, variant }: ButtonLinkProps) {
  return (
    <Anchor to={link.to} variant={variant}>
      {link.label}
    </Anchor>
  )
}

const Anchor = styled(Link, { shouldForwardProp: prop => prop !== "variant" })<Pick<ButtonLinkProps, "variant">>`
  ${({ variant }) => buttonStyles(variant)}
`
