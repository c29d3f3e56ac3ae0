/**
 * How a page's server render tells the adapter which parts of the page respond to a visitor: an attribute
 * of its <body> (gatsby-ssr.tsx sets it), which the adapter reads and takes out of the published page. A
 * page's HTML is the one channel from the server render to the adapter that Gatsby itself keeps: the render
 * writes no file (Gatsby would then render every page again on every build), and a page Gatsby does not
 * render again keeps the HTML the adapter published, without the attribute; the adapter keeps a record of
 * each page for those (page-scripts.ts). Pure: no file is read or written here.
 */

/** The attribute of <body> that names the page's responding parts, as a JSON list. */
export const RESPONDING_PARTS_ATTRIBUTE = "data-responding-parts"

/** The body attributes of a page whose render found these responding parts. */
export function respondingPartsAttributes(parts: Iterable<string>): Record<string, string> {
  return { [RESPONDING_PARTS_ATTRIBUTE]: JSON.stringify([...new Set(parts)].sort()) }
}

const IN_BODY = new RegExp(`(<body\\b[^>]*?)\\s${RESPONDING_PARTS_ATTRIBUTE}="([^"]*)"`)

/** The characters React escapes in an attribute's value, and how it writes them. */
const ESCAPED: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" }

/**
 * What this build's render of a page said of its responding parts: the parts, and the page without the
 * attribute. Undefined for a page without it: one this build did not render, whose HTML the adapter
 * already rewrote in an earlier build.
 */
export function renderedRespondingParts(html: string): { parts: string[]; html: string } | undefined {
  const found = IN_BODY.exec(html)
  if (!found) return undefined
  const value = found[2].replace(/&(?:amp|quot|#x27|lt|gt);/g, entity => ESCAPED[entity])
  return { parts: JSON.parse(value) as string[], html: html.replace(IN_BODY, "$1") }
}
