import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Container } from "../ui/Container"
import { ButtonLink } from "../ui/ButtonLink"
import { bandTone } from "../ui/band-tone"
import { font, layout, space } from "../../styles/theme"

/**
 * What a service page's closing invitation reads from its file in data/service-pages/.
 * @public
 */
export const query = graphql`
  fragment CallToActionContent on CallToAction {
    heading
    text
    link {
      ...ContentLinkFields
    }
  }
`

/** A closing invitation with a button-style link, such as 'Schedule Consultation' to '/#contact'. */
export function CallToAction({ content }: { content: Queries.CallToActionContentFragment }) {
  return (
    <Band aria-labelledby="cta-heading">
      <Container>
        <h2 id="cta-heading">{content.heading}</h2>
        <p>{content.text}</p>
        <ButtonLink link={content.link} variant="onNavy" />
      </Container>
    </Band>
  )
}

const Band = styled.section`
  padding-block: ${space.band.callToAction};
  ${bandTone("navy")}
  text-align: center;

  h2 {
    font-size: ${font.size.h2};
    font-weight: ${font.weight.heavy};
  }

  p {
    max-width: ${layout.narrow};
    margin: ${space.md} auto ${space.xl};
    font-size: ${font.size.lead};
  }
`
