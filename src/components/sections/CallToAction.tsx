import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Container } from "../ui/Container"
import { ButtonLink } from "../ui/ButtonLink"
import { bandTone } from "../ui/band-tone"
import { contactLinkFrom } from "../../lib/inquiry"
import { color, font, layout, space } from "../../styles/theme"

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

interface CallToActionProps {
  content: Queries.CallToActionContentFragment
  /**
   * The path of the page it closes: a button to the contact form carries it, and `service` (a service page's
   * id), so that the inquiry says where it came from and what it is about (src/lib/inquiry.ts).
   */
  from: string
  service?: string
  /** What a calculator's visitor chose to send with their inquiry: the link carries it (src/lib/inquiry.ts). */
  figures?: string
  /** A control above the button, such as the box that sends a calculator's figures. */
  choice?: React.ReactNode
  /** A line under the button, such as who answers the service's inquiries. */
  note?: React.ReactNode
}

/** A closing invitation with a button-style link, such as 'Schedule Consultation' to '/#contact'. */
export function CallToAction({ content, from, service, figures, choice, note }: CallToActionProps) {
  return (
    // A call to contact the firm, on many pages: not what a search should find them by (plugins/site-search).
    <Band aria-labelledby="cta-heading" data-pagefind-ignore="">
      <Container>
        <h2 id="cta-heading">{content.heading}</h2>
        <p>{content.text}</p>
        {choice}
        <ButtonLink
          link={{ ...content.link, to: contactLinkFrom(content.link.to, from, service, figures) }}
          variant="onNavy"
        />
        {note && <Note>{note}</Note>}
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

const Note = styled.p`
  && {
    margin: ${space.lg} auto 0;
    font-size: ${font.size.body};
  }

  a {
    color: ${color.accentOnNavy};
    font-weight: ${font.weight.semibold};
    text-underline-offset: ${font.underlineOffset};
  }
`
