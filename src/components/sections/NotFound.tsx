import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Container } from "../ui/Container"
import { ButtonLink } from "../ui/ButtonLink"
import { MessageBand } from "../ui/MessageBand"
import { color, font, space } from "../../styles/theme"

/**
 * What the 404 page reads from data/not-found.json.
 * @public
 */
export const query = graphql`
  fragment NotFoundContent on NotFoundJson {
    code
    heading
    message
    homeLink {
      ...ContentLinkFields
    }
  }
`

/** What the 404 page says, with the way back home. */
export function NotFound({ content }: { content: Queries.NotFoundContentFragment }) {
  return (
    <MessageBand>
      <Container>
        <Code>{content.code}</Code>
        <h1>{content.heading}</h1>
        <p>{content.message}</p>
        <ButtonLink link={content.homeLink} />
      </Container>
    </MessageBand>
  )
}

const Code = styled.p`
  && {
    margin: 0 auto ${space.sm};
    color: ${color.accent};
    font-size: ${font.size.code};
    font-weight: ${font.weight.heavy};
    line-height: ${font.lineHeight.none};
  }
`
