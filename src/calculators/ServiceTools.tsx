import React from "react"
import styled from "@emotion/styled"
import { Container } from "../components/ui/Container"
import { bandTone } from "../components/ui/band-tone"
import { ToolCards } from "./ToolCards"
import { font, space } from "../styles/theme"

/** A service page's calculators: the ones whose call to action asks about the service. */
export function ServiceTools({ heading, tools }: { heading: string; tools: readonly Queries.ToolCardFragment[] }) {
  return (
    <Band aria-labelledby="service-tools-heading">
      <Container>
        <h2 id="service-tools-heading">{heading}</h2>
        <ToolCards tools={tools} headingLevel={3} />
      </Container>
    </Band>
  )
}

const Band = styled.section`
  padding-block: ${space.band.section};
  ${bandTone("alt")}

  h2 {
    margin-bottom: ${space.xl};
    font-size: ${font.size.h2};
    font-weight: ${font.weight.heavy};
    text-align: center;
  }
`
