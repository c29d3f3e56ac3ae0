import React from "react"
import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import { Container } from "./ui/Container"
import { IconBadge } from "./ui/IconBadge"
import { buttonStyles } from "./ui/button-styles"
import { fillTemplate } from "../lib/fill-template"
import { color, font, layout, space } from "../styles/theme"

interface ThankYouProps {
  content: Queries.ThankYouContentFragment
  /** How soon the firm replies (contact.json), for '{replyTime}' in the message. */
  replyTime: string
}

/** What the thank-you page says after a message was sent without JavaScript, with the way back home. */
export function ThankYou({ content, replyTime }: ThankYouProps) {
  return (
    <Band>
      <Container>
        <IconBadge name="mail" />
        <h1>{content.heading}</h1>
        <p>{fillTemplate(content.message, { replyTime })}</p>
        <HomeLink to={content.homeLink.to}>{content.homeLink.label}</HomeLink>
      </Container>
    </Band>
  )
}

export const thankYouContent = graphql`
  fragment ThankYouContent on ThankYouJson {
    heading
    message
    homeLink {
      ...ContentLinkFields
    }
  }
`

const Band = styled.section`
  padding-block: clamp(4rem, 3rem + 6vw, 8rem);
  text-align: center;

  h1 {
    margin-top: ${space.lg};
    font-size: ${font.size.h2};
    font-weight: ${font.weight.heavy};
  }

  p {
    max-width: ${layout.narrow};
    margin: ${space.md} auto ${space.xl};
    color: ${color.muted};
    font-size: ${font.size.lead};
  }
`

const HomeLink = styled(Link)`
  ${buttonStyles("primary")}
`
