/**
 * Design tokens: the only place colours, sizes, spacing, type and breakpoints are defined.
 *
 * How to use them:
 * - Components write no colour, length or font size of their own; they name a token from here. When a
 *   design needs a value that is missing, first try the nearest existing one (fewer values keep the
 *   pages consistent), else add it here with a word on what it is for.
 * - Tokens are named by role ('cardTitle', 'touchTarget'), so a change of look is one edit here.
 *   Ladders (space, layout.column) run from small to large: step up one for a looser fit.
 * - Lengths are in rem so they grow with the visitor's text size; only hairlines are in px. clamp()
 *   values grow with the viewport between the 360 px and the 1280 px layouts.
 * - A band's colours come as a set: use bandTone() (components/ui/band-tone.ts), not single colours.
 * - Text colours are chosen for at least WCAG AA contrast on the surfaces they are used on
 *   (ratios noted beside them, against white unless stated); the browser tests check them with axe.
 */
export const color = {
  ink: "#0b1b33", // headings, 17.2:1
  text: "#24364f", // body text, 12.2:1 (11.3:1 on surfaceAlt)
  muted: "#4a5b72", // secondary text, 6.9:1 (6.4:1 on surfaceAlt)
  placeholder: "#5e6e84", // field placeholders, 5.2:1
  surface: "#ffffff",
  surfaceAlt: "#f3f6fa",
  border: "#d5dde8",
  fieldBorder: "#8493a8", // form field outlines, 3.1:1 (non-text contrast)
  numeral: "#7f8ea4", // large decorative step numbers only, 3.3:1 (large-text contrast)
  navy: "#0b2545", // dark sections; white text on it 15.4:1
  navyRaised: "#13345e",
  onNavy: "#ffffff",
  onNavyMuted: "#c5d3e6", // 10.1:1 on navy, 8.2:1 on navyRaised
  accent: "#0d7068", // buttons and links; white on it 5.9:1, it on white 5.9:1, on accentSoft 5.2:1
  accentHover: "#0a5a54",
  onAccent: "#ffffff", // text on accent and accentHover
  accentSoft: "#e3f3f0",
  accentOnNavy: "#5fd3c4", // highlights on navy, 8.5:1
  star: "#f5a524",
  danger: "#b42318", // destructive notices; white on it 6.6:1
  success: "#0d7068",
  focus: "#1d5fd6", // focus ring on light surfaces, 5.7:1
  focusOnNavy: "#ffd166", // focus ring on navy, 10.7:1
} as const

/** Backgrounds made of the colours above. */
export const gradient = {
  /** The hero's navy, lit from the top right. */
  navyGlow: `radial-gradient(ellipse at top right, ${color.navyRaised} 0%, ${color.navy} 60%)`,
} as const

/** The firm's mark (components/layout/Logo.tsx): the same colours as static/favicon.svg, so change both. */
export const logo = {
  tile: "#0d7068",
  line: "#b9ebe4",
  check: "#fff",
  /** Rendered size in px, in the header and in the footer. */
  size: { header: 32, footer: 28 },
} as const

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  size: {
    small: "0.875rem", // fine print: copyright, a client's role
    body: "1rem", // running text; small headings (footer columns, contact cards)
    quote: "1.0625rem", // testimonial quotes
    large: "1.125rem", // the footer's firm name, rating stars
    cardTitle: "1.1875rem", // titles of cards
    title: "1.25rem", // the header's firm name, advisory process steps
    stepNumber: "1.375rem", // the number in a round step badge
    groupTitle: "1.5rem", // a group's heading inside a section ('For Businesses')
    numeral: "2.5rem", // large decorative step numbers
    lead: "clamp(1.0625rem, 0.95rem + 0.5vw, 1.25rem)", // section introductions
    h2: "clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)", // section headings, the 404 heading
    pageTitle: "clamp(2rem, 1.4rem + 3vw, 3.25rem)", // the h1 of an inner page
    stat: "clamp(2rem, 1.6rem + 1.8vw, 2.75rem)", // the claims under the hero
    h1: "clamp(2.5rem, 1.6rem + 4.4vw, 4.5rem)", // the hero's headline
    code: "clamp(4rem, 3rem + 5vw, 7rem)", // the 404 page's '404'
  },
  weight: { semibold: 600, bold: 700, heavy: 800 },
  lineHeight: {
    none: 1, // large numerals
    stat: 1.1,
    tight: 1.15, // headings
    control: 1.2, // buttons
    snug: 1.3, // card titles
    notice: 1.4,
    body: 1.65,
  },
  /** Letter spacing: tighter as type gets larger, wider for capitals. */
  tracking: { display: "-0.03em", heading: "-0.02em", brand: "-0.01em", caps: "0.04em" },
  /** Gap between a link's text and its underline. */
  underlineOffset: "0.2em",
  /** Moves an icon beside the first line of a text down to that line's middle. */
  iconLineOffset: "0.3em",
} as const

export const space = {
  xxs: "0.125rem",
  xs: "0.25rem",
  sm: "0.5rem",
  /** Above and below the text inside buttons and form fields. */
  control: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  /** Side padding of the page. */
  gutter: "clamp(1rem, 0.5rem + 2.5vw, 2rem)",
  /** Top and bottom padding of full-width bands. */
  band: {
    section: "clamp(3.5rem, 2.5rem + 5vw, 6.5rem)",
    hero: "clamp(4rem, 2.5rem + 7vw, 8rem)",
    pageIntro: "clamp(3rem, 2rem + 5vw, 5.5rem)",
    callToAction: "clamp(3.5rem, 2.5rem + 5vw, 6rem)",
    message: "clamp(4rem, 3rem + 6vw, 8rem)", // pages that are one short message: 404, thank you
  },
} as const

/** Fixed dimensions of things. */
export const size = {
  /** Borders and dividers. */
  hairline: "1px",
  /**
   * Buttons' border: transparent, but shown by forced-colours (high contrast) modes, which drop
   * backgrounds; it is part of the button's size.
   */
  buttonBorder: "2px",
  /** The coloured edge that marks a confirmation. */
  accentBar: "0.25rem",
  icon: "1.5rem",
  iconSmall: "1rem",
  /** Links that stand alone ('Back to Home', 'Learn More'): 44 px to tap. */
  touchTarget: "2.75rem",
  /** The least any link may be to tap, in a line of small print (WCAG 2.2's target size, 24 px). */
  minTarget: "1.5rem",
  /** Buttons and form fields. */
  control: "3rem",
  header: "4rem",
  badge: { social: "2.25rem", icon: "3rem", step: "3.5rem" },
} as const

export const radius = {
  sm: "0.375rem",
  md: "0.75rem",
  pill: "999px",
  /** Buttons: half the height of a one-line control, so a pill on one line, rounded corners when a long label wraps. */
  control: "1.5rem",
} as const

export const shadow = {
  card: "0 1px 2px rgba(11, 27, 51, 0.06), 0 4px 16px rgba(11, 27, 51, 0.06)",
} as const

export const layout = {
  maxWidth: "72rem",
  /** Headings and introductions. */
  narrow: "44rem",
  /** A short paragraph beside others (the footer's tagline). */
  compact: "26rem",
  /**
   * Grids: the narrowest a column may get before the grid drops to fewer columns; longer texts
   * take a wider step. `widest` caps the cards of a centred row.
   */
  column: { xxs: "9rem", xs: "14rem", sm: "15rem", md: "16rem", lg: "17rem", xl: "18rem", widest: "23rem" },
  /**
   * The height a band is taken to have on a phone before it is first laid out (styles/GlobalStyles.tsx):
   * `base` + `character` for each character of its texts (lib/band-size.ts). A section's terms are fitted
   * (least squares of the relative error, of each section and of each page) to the sections of the home
   * page and of service pages at 360 px, on data/ and on the content with every text at its longest (the
   * `most` variant); the footer, in one column there, has its own, through both contents' footers. Pages
   * then come out within 5 % of their height (tests/browser/quality.spec.ts holds them within 10 %).
   * Counting the items of lists (cards, steps) as a third term fitted no better.
   */
  bandEstimate: {
    section: { base: "49rem", character: "0.0686rem" },
    footer: { base: "26rem", character: "0.056rem" },
  },
} as const

/** Mobile first: styles apply from 360 px up; these widen the layout. */
export const breakpoint = {
  tablet: "@media (min-width: 40rem)",
  desktop: "@media (min-width: 64rem)",
} as const

export const motion = {
  fast: "150ms ease",
  /** Wrap every animation in this, so visitors who ask for reduced motion get none. */
  allowed: "@media (prefers-reduced-motion: no-preference)",
} as const
