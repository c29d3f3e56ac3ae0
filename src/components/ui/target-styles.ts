import { css } from "@emotion/react"
import { size } from "../../styles/theme"

/**
 * A link on a line of its own (a card's title, an item of a list, a line of small print): at least the least
 * target to tap, WCAG 2.2's 24 × 24 px, however short its text; a long text still wraps inside it. A link
 * inside a sentence needs none of this (WCAG 2.5.8's inline exception).
 */
export const minTargetStyles = css`
  display: inline-flex;
  align-items: center;
  min-width: ${size.minTarget};
  min-height: ${size.minTarget};
`
