import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Container } from "../ui/Container"
import { IconBadge } from "../ui/IconBadge"
import { ButtonLink } from "../ui/ButtonLink"
import { MessageBand } from "../ui/MessageBand"
import { fillTemplate } from "../../lib/fill-template"
import { space } from "../../styles/theme"

/**
 * What the thank-you page reads from data/thank-you.json.
 * @public
 */
export const query = graphql`
  fragment ThankYouContent on ThankYouJson {
    heading
    message
    homeLink {
      ...ContentLinkFields
    }
  }
`

interface ThankYouProps {
  content: Queries.ThankYouContentFragment
  /** How soon the firm replies (contact.json), for '{replyTime}' in the message. */
  replyTime: string
  /** The envelope above the heading (SVG markup, `contentIconSvg(name: "mail")` in the page's query). */
  iconSvg: string
}

/** What the thank-you page says after a message was sent without JavaScript, with the way back home. */
export function ThankYou({ content, replyTime, iconSvg }: ThankYouProps) {
  return (
    <MessageBand>
      <Container>
        <IconBadge svg={iconSvg} />
        <Heading>{content.heading}</Heading>
        <p>{fillTemplate(content.message, { replyTime })}</p>
        <ButtonLink link={content.homeLink} />
      </Container>
    </MessageBand>
  )
}

const Heading = styled.h1`
  margin-top: ${space.lg};
`
