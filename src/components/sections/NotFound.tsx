import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Container } from "../ui/Container"
import { ButtonLink } from "../ui/ButtonLink"
import { color, font, layout, space } from "../../styles/theme"

/** What the 404 page reads from data/not-found.json. */
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
    <Band>
      <Container>
        <Code>{content.code}</Code>
        <h1>{content.heading}</h1>
        <p>{content.message}</p>
        <ButtonLink link={content.homeLink} />
      </Container>
    </Band>
  )
}

const Band = styled.section`
  padding-block: ${space.band.notFound};
  text-align: center;

  h1 {
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

const Code = styled.p`
  && {
    margin: 0 auto ${space.sm};
    color: ${color.accent};
    font-size: ${font.size.code};
    font-weight: ${font.weight.heavy};
    line-height: ${font.lineHeight.none};
  }
`
