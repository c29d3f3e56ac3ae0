/**
 * Which pages need their scripts: a page needs them when a component on it responds to a visitor
 * (src/components/app/responds-to-visitors.ts). The adapter records what each page's server render found
 * (responding-parts-attribute.ts), one file per page in .cache/, so that a page Gatsby does not render again
 * keeps its record (recordRespondingParts); it reads them (respondingPartsOf) and leaves out every script of
 * a page whose record names no part (script-loading.ts, withoutScripts).
 *
 * Why a record beside the page rather than the page alone: the render's finding travels in the page's HTML
 * only until the adapter takes it out, and into a page it does not render again Gatsby stitches its scripts
 * back when they change, so a published page cannot say what its render found. .cache/ lives exactly as
 * long as the pages Gatsby may leave unrendered: Gatsby keeps it between builds and renders every page
 * again once it is gone.
 */
import fs from "fs"
import path from "path"

/** Where the records are, from the folder the build runs in. */
export const RESPONDING_PARTS_DIR = path.join(".cache", "static-host", "responding-parts")

/** A page's record: its path, encoded into one file name (`%2Fteam.json`). */
const recordOf = (pagePath: string, dir: string) => path.join(dir, `${encodeURIComponent(pagePath)}.json`)

/** Records the parts of a page that respond to a visitor, as its server render found them. */
export function recordRespondingParts(pagePath: string, parts: readonly string[], dir = RESPONDING_PARTS_DIR): void {
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(recordOf(pagePath, dir), JSON.stringify([...new Set(parts)].sort()))
}

/** The parts of a page that respond to a visitor, or undefined if no render of the page recorded them. */
export function respondingPartsOf(pagePath: string, dir = RESPONDING_PARTS_DIR): string[] | undefined {
  const file = recordOf(pagePath, dir)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as string[]) : undefined
}
