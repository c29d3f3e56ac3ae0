import React from "react"
import styled from "@emotion/styled"
import { Container } from "../ui/Container"
import { bandTone } from "../ui/band-tone"
import { font, layout, space } from "../../styles/theme"

/** The heading band at the top of an inner page: its h1 and introduction. */
export function PageIntro({ heading, intro }: { heading: string; intro: string }) {
  return (
    <Band aria-labelledby="page-heading">
      <Container>
        <h1 id="page-heading">{heading}</h1>
        <p>{intro}</p>
      </Container>
    </Band>
  )
}

const Band = styled.section`
  padding-block: ${space.band.pageIntro};
  ${bandTone("navy")}
  text-align: center;

  h1 {
    max-width: ${layout.narrow};
    margin-inline: auto;
    font-size: ${font.size.pageTitle};
    font-weight: ${font.weight.heavy};
    letter-spacing: ${font.tracking.heading};
  }

  p {
    max-width: ${layout.narrow};
    margin: ${space.lg} auto 0;
    font-size: ${font.size.lead};
  }
`
