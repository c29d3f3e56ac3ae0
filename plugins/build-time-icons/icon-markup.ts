import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import type { IconType } from "react-icons"
import { contentIcons, ratingStar, socialIcons, uiIcons } from "./icon-set"
import { size } from "../../src/styles/theme"

/**
 * The icons as SVG markup, drawn from react-icons with React's server renderer: exactly the elements
 * react-icons would render in the page, decorative (aria-hidden, never focusable). Used at build time by
 * the GraphQL fields this plugin adds (gatsby-node.ts), and by whatever renders the section components
 * from data/ directly (unit-test fixtures, the CMS previews) through withIconMarkup().
 */

/** The highest rating, drawn as that many stars. */
const MAX_RATING = 5

function draw(set: Record<string, IconType>, name: string, iconSize?: string): string {
  const icon = set[name]
  // data/ is checked against the same names before the build; a name without an icon is a programming error.
  if (!icon) throw new Error(`No icon named "${name}" (plugins/build-time-icons/icon-set.ts)`)
  return renderToStaticMarkup(
    createElement(icon, { "aria-hidden": "true", focusable: "false", ...(iconSize && { size: iconSize }) })
  )
}

/** An icon of the content set (IconName), at the size of the cards' badges. */
export const contentIconMarkup = (name: string) => draw(contentIcons, name, size.icon)

/** An icon of the components' own (uiIcons), at the size of the text around it (1em). */
export const uiIconMarkup = (name: string) => draw(uiIcons, name)

/** A social network icon of the footer, at the footer's size. */
export const socialIconMarkup = (name: string) => draw(socialIcons, name, size.iconSmall)

/** A rating as five stars, the first `rating` of them filled (the stars' CSS colours the two classes). */
export function ratingStarsMarkup(rating: number): string {
  return Array.from({ length: MAX_RATING }, (_, index) =>
    renderToStaticMarkup(
      createElement(ratingStar, { focusable: "false", className: index < rating ? "filled" : "empty" })
    )
  ).join("")
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/**
 * A data file's content with the markup fields GraphQL adds beside their source fields: `iconSvg` beside
 * every `icon`, `socialIconSvgs` beside `socialIcons`, `starsSvg` beside every `rating`. For rendering the
 * components from data/ without Gatsby.
 */
export function withIconMarkup<T>(value: T): T {
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk)
    if (node === null || typeof node !== "object") return node
    const result: { [key: string]: Json } = {}
    for (const [key, child] of Object.entries(node)) result[key] = walk(child)
    // An icon not yet chosen (a new card in the content manager) is drawn as none.
    if (typeof node.icon === "string" && node.icon !== "") result.iconSvg = contentIconMarkup(node.icon)
    if (Array.isArray(node.socialIcons))
      result.socialIconSvgs = node.socialIcons.filter(name => typeof name === "string").map(socialIconMarkup)
    if (typeof node.rating === "number") result.starsSvg = ratingStarsMarkup(node.rating)
    return result
  }
  return walk(value as Json) as T
}
