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
  padding-block: clamp(3rem, 2rem + 5vw, 5.5rem);
  ${bandTone("navy")}
  text-align: center;

  h1 {
    max-width: ${layout.narrow};
    margin-inline: auto;
    font-size: clamp(2rem, 1.4rem + 3vw, 3.25rem);
    font-weight: ${font.weight.heavy};
    letter-spacing: -0.02em;
  }

  p {
    max-width: ${layout.narrow};
    margin: ${space.lg} auto 0;
    font-size: ${font.size.lead};
  }
`
