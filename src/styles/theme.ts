/**
 * Design tokens: the only place colours, spacing, type and breakpoints are defined.
 * Text colours are chosen for at least WCAG AA contrast on the surfaces they are used on
 * (ratios noted beside them, against white unless stated).
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

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  size: {
    small: "0.875rem",
    body: "1rem",
    lead: "clamp(1.0625rem, 0.95rem + 0.5vw, 1.25rem)",
    h2: "clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)",
    h1: "clamp(2.5rem, 1.6rem + 4.4vw, 4.5rem)",
    stat: "clamp(2rem, 1.6rem + 1.8vw, 2.75rem)",
  },
  weight: { bold: 700, heavy: 800 },
  lineHeight: { tight: 1.15, body: 1.65 },
} as const

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  section: "clamp(3.5rem, 2.5rem + 5vw, 6.5rem)",
  gutter: "clamp(1rem, 0.5rem + 2.5vw, 2rem)",
} as const

export const radius = { sm: "0.375rem", md: "0.75rem", pill: "999px" } as const

export const shadow = {
  card: "0 1px 2px rgba(11, 27, 51, 0.06), 0 4px 16px rgba(11, 27, 51, 0.06)",
} as const

export const layout = { maxWidth: "72rem", narrow: "44rem" } as const

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
