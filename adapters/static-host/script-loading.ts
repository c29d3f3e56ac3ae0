import fs from "fs"
import path from "path"
import { isPageModuleElement } from "../../plugins/page-modules/names"

/**
 * When a page's scripts start loading. Gatsby names three scripts in every page (`<script src async>`:
 * its webpack runtime, React, its app) and fetches the page's own scripts (its component and the chunks
 * it shares with other pages) only once the app has run, a round trip later. Both compete with the page's
 * first paint for the network: on a slow connection every byte of script fetched before the first paint
 * delays it, though the page shows its full content without any script.
 *
 * This replaces those script elements with one small inline script that starts all of them (the page's
 * own included, so none is a round trip late) right after the first paint: in the next task after the
 * first animation frame, or after a second at the latest (a page opened in a background tab gets no
 * animation frame). The scripts run as before, in any order (webpack's runtime collects chunks that ran
 * before it); the inline script is covered by the page's CSP like Gatsby's own (inline-script-hashes.ts).
 */

/** The loader; `scripts` are same-site paths, so JSON is valid JavaScript here and contains no "</". */
export function scriptLoader(scripts: string[]): string {
  return (
    `(function(){var s=${JSON.stringify(scripts)},d=0;function go(){if(d)return;d=1;` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()`
  )
}

const GATSBY_SCRIPT = /<script src="(\/[\w.~-]+\.js)" async(?:="")?><\/script>/g

/** The page path Gatsby wrote into the page (`window.pagePath`), which names its page data. */
function pagePathOf(html: string): string | undefined {
  return /window\.pagePath="([^"]*)"/.exec(html)?.[1]
}

/** The file of a page's data in public/, as Gatsby's loader requests it. */
function pageDataFile(publicDir: string, pagePath: string): string {
  // path.join drops the path's leading and trailing slashes.
  return path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath, "page-data.json")
}

/**
 * Rewrites one built page: Gatsby's script elements become the loader, which also starts the scripts of
 * the page's component (from webpack's record of its chunk groups). A page without Gatsby's page path (the
 * CMS's) is returned unchanged.
 */
export function withScriptsAfterFirstPaint(
  html: string,
  publicDir: string,
  chunkGroups: Record<string, string[] | undefined>
): string {
  const gatsbyScripts = [...html.matchAll(GATSBY_SCRIPT)].map(match => match[1])
  const pagePath = pagePathOf(html)
  if (pagePath === undefined) return html
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageDataFile(publicDir, pagePath), "utf8")) as {
    componentChunkName: string
  }
  const pageScripts =
    chunkGroups[componentChunkName]?.filter(file => file.endsWith(".js")).map(file => `/${file}`) ?? []
  const scripts = [...new Set([...gatsbyScripts, ...pageScripts])]
  let replaced = false
  return html.replace(GATSBY_SCRIPT, () => {
    if (replaced) return ""
    replaced = true
    return `<script>${scriptLoader(scripts)}</script>`
  })
}

/** webpack's chunk groups of this build (public/webpack.stats.json, read before it is deleted). */
export function readChunkGroups(publicDir: string): Record<string, string[] | undefined> {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>
  }
  return stats.assetsByChunkName
}

/** Where Gatsby's scripts are in a built page: its page path, then the slice of its scripts. */
const GATSBY_SCRIPTS = /<script id="gatsby-script-loader">[\s\S]*?<!-- slice-end id="_gatsby-scripts-1" -->/

/** Whether a page holds Gatsby's scripts as Gatsby writes them (not yet rewritten by this adapter). */
export const hasGatsbyScripts = (html: string) => GATSBY_SCRIPTS.test(html)

/** The scripts a page may keep without its app: data (JSON-LD), and the 404 page's report of the missing path. */
const KEPT_SCRIPT = /<script\b[^>]*\b(type="application\/ld\+json"|id="not-found-log")/
/**
 * Whether a script element stays on a page without Gatsby's scripts: data, the 404 page's report, a page's own
 * module (the search page's, a calculator's: plugins/page-modules/names.ts).
 */
const isKeptScript = (tag: string) => KEPT_SCRIPT.test(tag) || isPageModuleElement(tag)

/**
 * A built page without any of Gatsby's scripts (its page path, its chunk map, its scripts and their loader):
 * for a page on which nothing responds to a visitor (page-scripts.ts). What a visitor sees is the same HTML
 * and CSS. Throws if Gatsby's markup is not where this expects it, or a script would remain, so that a
 * Gatsby upgrade that changes the markup fails the build instead of shipping scripts.
 */
export function withoutScripts(html: string): string {
  if (!GATSBY_SCRIPTS.test(html)) throw new Error("the page has none of Gatsby's scripts where they are expected")
  const without = html.replace(GATSBY_SCRIPTS, "")
  const left = [...without.matchAll(/<script\b[^>]*>/g)].map(match => match[0]).filter(tag => !isKeptScript(tag))
  if (left.length > 0) throw new Error(`scripts would remain: ${left.join(" ")}`)
  if (/<link\b[^>]*\brel="(?:preload|modulepreload|prefetch)"/.test(without))
    throw new Error("a preload of a script or of page data would remain")
  return without
}
