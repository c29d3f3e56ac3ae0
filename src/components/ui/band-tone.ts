import { css } from "@emotion/react"
import { color } from "../../styles/theme"

/** The surfaces a full-width band of the page can have. */
export type BandTone = "plain" | "alt" | "navy"

const tones = {
  plain: css`
    background: ${color.surface};
  `,
  alt: css`
    background: ${color.surfaceAlt};
  `,
  navy: css`
    --focus-ring: ${color.focusOnNavy};
    background: ${color.navy};
    color: ${color.onNavyMuted};

    h1,
    h2,
    h3 {
      color: ${color.onNavy};
    }
  `,
} as const

/**
 * The colours of a full-width band: background, text, headings and the focus ring that shows on it.
 * Sections get it through `Section`'s `tone`; the bands that are not plain sections (header, footer,
 * hero, page intro, closing call to action) use it directly, so every navy band is the same navy.
 */
export function bandTone(tone: BandTone) {
  return tones[tone]
}
