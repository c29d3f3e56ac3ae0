import React from "react"
import styled from "@emotion/styled"

/**
 * An icon drawn at build time (plugins/build-time-icons): its SVG markup, which comes with the content
 * through GraphQL, so no icon code is in the browser's scripts. Icons are decorative: the text beside them
 * says the same, so the markup hides them from assistive technology and never lets them take focus.
 * The wrapper generates no box of its own: the <svg> lays out exactly as if it stood in its place.
 */
export function Icon({ svg }: { svg: string }) {
  return <Markup dangerouslySetInnerHTML={{ __html: svg }} />
}

const Markup = styled.span`
  display: contents;
`
