import React from "react"
import { Global, css } from "@emotion/react"
import { breakpoint, color, font, layout, motion } from "./theme"
import { SECTIONS_LAID_OUT } from "../lib/scroll-to-section"

/**
 * A band's estimated height on a phone, from the characters it holds (lib/band-size.ts), with a section's
 * terms unless the band sets its own (the footer, SiteFooter.tsx).
 */
const { base, character } = layout.bandEstimate.section
const bandEstimate = `calc(var(--band-base, ${base}) + var(--band-characters, 0) * var(--band-character, ${character}))`

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  ${motion.allowed} {
    html {
      scroll-behavior: smooth;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    /* The notices' progress bar is their timer (a CSS animation), so it keeps running, unseen. */
    *:not(.Toastify__progress-bar),
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
    .Toastify__progress-bar {
      visibility: hidden;
    }
  }

  body {
    margin: 0;
    font-family: ${font.body};
    font-size: ${font.size.body};
    line-height: ${font.lineHeight.body};
    color: ${color.text};
    background: ${color.surface};
    -webkit-font-smoothing: antialiased;
    /* A word longer than its line (a pasted address, a long compound) breaks instead of running out of
       its box; words that fit are never broken. */
    overflow-wrap: anywhere;
  }

  h1,
  h2,
  h3,
  h4,
  p,
  ul,
  ol,
  figure,
  blockquote,
  dl,
  dd {
    margin: 0;
  }

  h1,
  h2,
  h3,
  h4 {
    color: ${color.ink};
    line-height: ${font.lineHeight.tight};
    text-wrap: balance;
  }

  ul[role="list"],
  ol[role="list"] {
    list-style: none;
    padding: 0;
  }

  a {
    color: ${color.accent};
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
  }

  svg {
    flex-shrink: 0;
  }

  :focus-visible {
    outline: 3px solid var(--focus-ring, ${color.focus});
    outline-offset: 3px;
  }

  /* Targets of in-page links and skip links take focus without showing a ring around a whole section. */
  [tabindex="-1"]:focus {
    outline: none;
  }

  /* On a phone, a band of the page (a section, ui/Section.tsx, or the footer) away from the screen is
     neither styled nor laid out until it nears it: the phone lays out the first screen alone when the page
     arrives (docs/performance.md). It stays in the accessibility tree and find in page. \`auto\` keeps the
     height it had when last laid out; before that, its height is estimated from the text it holds
     (lib/band-size.ts). Wider screens, on faster machines, lay the whole page out: there the layouts of
     bands differ too much (columns of cards, a form beside its channels) for one estimate to keep the page
     within 10 % of its height. Here, not with the section's own styles, so that the rules stay out of the
     scripts of the page. */
  [data-band] {
    content-visibility: auto;
    contain-intrinsic-block-size: auto ${bandEstimate};

    ${breakpoint.tablet} {
      content-visibility: visible;
    }
  }

  /* Until then, where a band is depends on the estimates above it: once a visitor is sent to a part of
     the page (an address with a #fragment, without scripts; the hero's call to action, with them,
     lib/scroll-to-section.ts), or focus enters a band (a Tab, a screen reader, a script: the browser
     scrolls to the focused element), every band is laid out, so that the scroll lands where it aims.
     One rule each: a browser without :has() drops a rule with it whole. */
  html:has(:target) [data-band] {
    content-visibility: visible;
  }
  html:has([data-band] :focus) [data-band] {
    content-visibility: visible;
  }
  html[${SECTIONS_LAID_OUT}] [data-band] {
    content-visibility: visible;
  }

  /* The notices' close button: at least 24 × 24 px to tap. */
  .Toastify__close-button {
    min-width: 1.5rem;
    min-height: 1.5rem;
  }

  /* A long notice scrolls within itself, at most a third of the screen high: above or below it there is room
     for the field or button in use, and toast-notices.tsx moves it to the edge clear of that. */
  .Toastify .Toastify__toast {
    max-height: 33vh;
    overflow-y: auto;
    /* Centred while it fits; from its top once it scrolls, so that its title is not cut off above. */
    align-items: safe center;
  }

  /* Notices (react-toastify, loaded on first use) in the site's colours. */
  :root {
    --toastify-color-success: ${color.success};
    --toastify-color-error: ${color.danger};
    --toastify-text-color-light: ${color.text};
    --toastify-font-family: ${font.body};
  }
`

/** Site-wide base styles, rendered once by the layout. */
export function GlobalStyles() {
  return <Global styles={globalStyles} />
}
