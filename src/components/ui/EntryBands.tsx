import styled from "@emotion/styled"
import { bandTone } from "./band-tone"
import { color, font, layout, space } from "../../styles/theme"

/*
 * The bands of an entry's page (an article's, a person's, a calculator's, the firm's own pages'): the navy band at
 * the top with its heading and facts, and the white band of its text.
 */

/** The navy band at the top of an entry's page: its heading, summary and facts. */
export const Intro = styled.section`
  padding-block: ${space.band.pageIntro};
  ${bandTone("navy")}

  a {
    color: ${color.accentOnNavy};
    text-underline-offset: ${font.underlineOffset};
  }

  h1 {
    max-width: ${layout.narrow};
    margin-top: ${space.sm};
    font-size: ${font.size.pageTitle};
    font-weight: ${font.weight.heavy};
    letter-spacing: ${font.tracking.heading};
  }

  h1 + p {
    max-width: ${layout.narrow};
    margin-top: ${space.lg};
    font-size: ${font.size.lead};
  }
`

/** Who signed it and when, one fact a line on a phone, side by side on wider screens. */
export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.lg};
  margin-top: ${space.xl};
  padding: 0;
  color: ${color.onNavyMuted};
  list-style: none;

  a {
    font-weight: ${font.weight.bold};
  }
`

/** The white band of an entry's text. */
export const Body = styled.div`
  padding-block: ${space.band.section};
`
