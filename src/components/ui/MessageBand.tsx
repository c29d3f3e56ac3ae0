import styled from "@emotion/styled"
import { color, font, layout, space } from "../../styles/theme"

/** The one band of a page that is a short message and a way on: the 404 and thank-you pages. */
export const MessageBand = styled.section`
  padding-block: ${space.band.message};
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
