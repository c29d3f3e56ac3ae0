import type { CSSProperties } from "react"

/**
 * How much text a band of a page holds (a section, ui/Section.tsx, or the footer), counted from the content
 * it shows: the characters of its texts. The stylesheet turns it into the band's height until the band is
 * first laid out (styles/GlobalStyles.tsx), so that a page is about as tall before its bands are laid out
 * as after, whatever the editors write.
 */
export function bandCharacters(content: unknown): number {
  if (typeof content === "string") return content.length
  if (Array.isArray(content)) return content.reduce((sum: number, item) => sum + bandCharacters(item), 0)
  if (typeof content !== "object" || content === null) return 0
  // Icons drawn at build time (`iconSvg`, `socialIconSvgs`: plugins/build-time-icons) are markup, not text.
  return Object.entries(content)
    .filter(([name]) => !/Svgs?$/.test(name))
    .reduce((sum, [, field]) => sum + bandCharacters(field), 0)
}

/** The custom property the stylesheet reads a band's size from. */
export function bandSizeStyle(content: unknown): CSSProperties {
  return { "--band-characters": bandCharacters(content) } as CSSProperties
}
