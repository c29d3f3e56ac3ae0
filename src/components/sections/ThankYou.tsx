import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Container } from "../ui/Container"
import { IconBadge } from "../ui/IconBadge"
import { ButtonLink } from "../ui/ButtonLink"
import { MessageBand } from "../ui/MessageBand"
import { fillTemplate } from "../../lib/fill-template"
import { buttonStyles } from "../ui/button-styles"
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
  /**
   * Who replies and by when, from contact.json: the reply time in words ('{replyTime}' in the message, the
   * promise stated in words: this page has no script to compute a time), the firm ('{replier}': a send
   * without JavaScript names no service), and the firm's booking page, if it has one.
   */
  reply: { replyTime: string; replier: string; bookingUrl?: string | null; bookingLinkLabel: string }
  /** The envelope above the heading (SVG markup, `contentIconSvg(name: "mail")` in the page's query). */
  iconSvg: string
}

/**
 * What the thank-you page says after a message was sent without JavaScript, with the way back home, and the
 * firm's booking page when it has one.
 */
export function ThankYou({ content, reply, iconSvg }: ThankYouProps) {
  return (
    <MessageBand>
      <Container>
        <IconBadge svg={iconSvg} />
        <Heading>{content.heading}</Heading>
        <p>{fillTemplate(content.message, { replyTime: reply.replyTime, replier: reply.replier })}</p>
        <Actions>
          {reply.bookingUrl && (
            <BookingLink href={reply.bookingUrl}>
              {fillTemplate(reply.bookingLinkLabel, { name: reply.replier })}
            </BookingLink>
          )}
          <ButtonLink link={content.homeLink} />
        </Actions>
      </Container>
    </MessageBand>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.md};
`

const BookingLink = styled.a`
  ${buttonStyles("primary")}
`

const Heading = styled.h1`
  margin-top: ${space.lg};
`
