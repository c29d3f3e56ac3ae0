import fs from "fs"
import path from "path"
import type { IAdapter, RoutesManifest } from "gatsby"
import { formatHeadersFile, type HeaderRule } from "./headers-file"
import { formatRedirectsFile, redirectRules } from "./redirects-file"
import { inlineScriptHashes } from "./inline-script-hashes"
import {
  adminHeaders,
  scriptFreeContentSecurityPolicy,
  scriptFreeHeaders,
  pageModuleHeaders,
  sharedSecurityHeaders,
  siteHeaders,
} from "./security-headers"
import { IMMUTABLE } from "./caching"
import {
  isBuildOnlyFile,
  isLeftFromEarlierBuild,
  removeBuildOnlyFiles,
  removeEarlierBuildFiles,
  setAsideUnnamedPictures,
} from "./unpublished-files"
import { isPageFolderRoute, publishPagesAsFiles, restorePageFolders } from "./page-files"
import { hasGatsbyScripts, readChunkGroups, withScriptsAfterFirstPaint, withoutScripts } from "./script-loading"
import { recordRespondingParts, respondingPartsOf } from "./page-scripts"
import { renderedRespondingParts } from "./responding-parts-attribute"
// The CMS (plugins/content-admin): its files get the admin's policy, no other path does.
import { ADMIN_PATH, ADMIN_SCRIPT } from "../../plugins/content-admin/names"
import { LISTING_PAGE_SEGMENT } from "../../src/lib/listing-pages"
import { PAGE_MODULE_FILE, pageModulesOf } from "../../plugins/page-modules/names"

const PUBLIC_DIR = "public"
/** Where the pictures an earlier build left, and no page names, wait for a build that names them again. */
export const PICTURES_ASIDE_DIR = path.join(".cache", "static-host", "unnamed-pictures")

const pagesCount = (count: number) => `${count} page${count === 1 ? "" : "s"}`

/**
 * A Gatsby adapter for Netlify-style static hosting. Naming it in gatsby-config.ts also stops Gatsby
 * from downloading an adapter for the host at build time. It runs last in `gatsby build`: it takes every
 * script out of a page on which nothing responds to a visitor, as its server render recorded
 * (page-scripts.ts), and makes every other page start its scripts after its first paint
 * (script-loading.ts); it deletes the files Gatsby needed only while building (unpublished-files.ts),
 * then writes `public/_headers` (a year's caching for the files named after their content, and one
 * Content-Security-Policy for every page, see headerRules) and gives the 404 page its policy in a <meta>
 * element (see notFoundPages), writes `public/_redirects` from the redirects the build recorded
 * (redirects-file.ts), and last publishes every page but the home page as `<path>.html`, the file a
 * Netlify-style host answers `<path>` with, without a redirect (page-files.ts).
 */

export function staticHostAdapter(): IAdapter {
  return {
    name: "static-host",
    adapt({ routesManifest, reporter }) {
      restorePageFolders(PUBLIC_DIR)
      const chunkGroups = readChunkGroups(PUBLIC_DIR)
      const pages = publishedRoutes(routesManifest).filter(
        route => route.filePath.endsWith(".html") && !isAdminPath(route.path)
      )
      let scriptFree = 0
      for (const page of pages) {
        let html = fs.readFileSync(page.filePath, "utf8")
        // A page this build rendered names its responding parts; one it did not is as this adapter left it,
        // and its record says what it found then (page-scripts.ts).
        const rendered = renderedRespondingParts(html)
        if (rendered) {
          recordRespondingParts(page.path, rendered.parts)
          html = rendered.html
        }
        const parts = rendered?.parts ?? respondingPartsOf(page.path)
        // A page none of whose parts responds to a visitor ships no script at all.
        if (parts?.length === 0) {
          scriptFree += 1
          // Gatsby stitches its scripts into a page it did not render again when they change.
          if (rendered || hasGatsbyScripts(html)) html = withoutScripts(html)
        } else html = withScriptsAfterFirstPaint(html, PUBLIC_DIR, chunkGroups)
        fs.writeFileSync(page.filePath, html)
      }
      // Counts only: a build of a thousand articles names no page unless something is wrong with it.
      reporter.info(
        `scripts after the first paint (script-loading.ts): ${pagesCount(pages.length - scriptFree)}; no script, nothing on them responding to a visitor: ${pagesCount(scriptFree)}`
      )
      const removed = [
        ...removeBuildOnlyFiles(PUBLIC_DIR),
        ...removeEarlierBuildFiles(routesManifest),
        ...setAsideUnnamedPictures(PUBLIC_DIR, PICTURES_ASIDE_DIR),
      ]
      reporter.info(
        `Left ${removed.length} files out of ${PUBLIC_DIR}/: source maps, build records, unused runtime, earlier builds' scripts and pictures`
      )
      const rules = headerRules(routesManifest, isScriptFreePage, PUBLIC_DIR)
      // The 404 page ships no script but its report of the missing address (an inline script, by its hash).
      const notFound = notFoundPages(routesManifest)
      const policy = scriptFreeContentSecurityPolicy(scriptHashes(notFound), { forMeta: true })
      for (const page of notFound) {
        fs.writeFileSync(page.filePath, withPolicyMeta(fs.readFileSync(page.filePath, "utf8"), policy))
      }
      fs.writeFileSync(
        path.join(PUBLIC_DIR, "_headers"),
        formatHeadersFile(rules, "Generated by adapters/static-host after `gatsby build`; do not edit.")
      )
      reporter.info(`Wrote ${PUBLIC_DIR}/_headers: ${rules.length} rules`)
      const redirects = redirectRules(routesManifest)
      fs.writeFileSync(
        path.join(PUBLIC_DIR, "_redirects"),
        formatRedirectsFile(redirects, "Generated by adapters/static-host after `gatsby build`; do not edit.")
      )
      reporter.info(`Wrote ${PUBLIC_DIR}/_redirects: ${redirects.length} permanent redirects`)
      const moved = publishPagesAsFiles(publishedRoutes(routesManifest), PUBLIC_DIR)
      reporter.info(`Published ${pagesCount(moved.length)} as <path>.html`)
    },
  }
}

type StaticRoute = Extract<RoutesManifest[number], { type: "static" }>

/**
 * The published files: what the build produced, less what unpublished-files.ts deletes from public/. The
 * manifest also lists the pictures set aside from `static/`; they are no page, and `/static/*` has its caching
 * rule whether they are there or not, so no rule depends on them.
 */
const publishedRoutes = (routesManifest: RoutesManifest) =>
  routesManifest
    .filter((route): route is StaticRoute => route.type === "static")
    .filter(route => !isBuildOnlyFile(path.relative(PUBLIC_DIR, route.filePath)) && !isLeftFromEarlierBuild(route))

const isAdminPath = (urlPath: string) => `${urlPath}/`.startsWith(ADMIN_PATH)

/** The copies of the 404 page (404.html, 404/index.html); a host serves 404.html for every unknown path. */
function notFoundPages(routesManifest: RoutesManifest): StaticRoute[] {
  return publishedRoutes(routesManifest).filter(route => /[\\/]404(\.html|[\\/]index\.html)$/.test(route.filePath))
}

/** The hashes of the inline scripts of pages (the 404 page's report of a missing address). */
function scriptHashes(pages: readonly StaticRoute[]): string[] {
  return pages.flatMap(route => inlineScriptHashes(fs.readFileSync(route.filePath, "utf8")))
}

/** Whether a page ships no script: nothing on it responds to a visitor, as its server render recorded. */
const isScriptFreePage = (pagePath: string) => respondingPartsOf(pagePath)?.length === 0

/**
 * The `_headers` rules for a build: as few as the content's address spaces, not one per page or file, since
 * hosts read them on every request and limit them (Cloudflare Pages takes 100). A host applies every rule that
 * matches a path, and when two set the same header Netlify keeps one and Cloudflare Pages joins them (two
 * Content-Security-Policies are both enforced), so no two rules that can match one path set the same header.
 * Patterns name one segment each (`:page`): Netlify's `/team/*` would also match `/team-building`.
 *
 * - `/*`: the headers every path shares;
 * - the files named after their content (Gatsby's scripts and pictures, the admin's script): a year's
 *   caching, by pattern (`/static/*`, `/*.js`…). Every other file is checked on every visit, the hosts'
 *   default for a file without a rule; the adapter stops the build if a pattern would cover a file that is not
 *   named after its content;
 * - the admin's files: the admin's policy;
 * - a page with Gatsby's scripts (`/`): the site's policy with the hashes of its own inline scripts;
 * - a page whose only scripts are its own modules (`/search`, a calculator's: plugins/page-modules/names.ts): scripts
 *   from the site only, with what its module needs (security-headers.ts);
 * - a page without scripts: a policy under which no script runs. A kind's pages and group pages (`/team/:page`,
 *   `/insights/category/:group`) share a rule, and so do the further pages of each kind of list
 *   (`/team/:list/page/:page`), which also allows the 404 page's report of a missing address,
 *   since the host answers an unknown address there with the 404 page (a space that also holds a page with
 *   scripts has no such rule: its pages have a rule each); the pages at the top of the site
 *   (service pages, the firm's own, the thank-you page) share their space with the home page and the admin,
 *   and have a rule each, with `script-src 'none'`;
 * - the 404 page: none. A host serves it for every unknown path, and `_headers` cannot say "every path but
 *   /admin/*", so its policy travels in the page itself (a <meta> element).
 */
export function headerRules(
  routesManifest: RoutesManifest,
  isScriptFree: (pagePath: string) => boolean = isScriptFreePage,
  publicDir = PUBLIC_DIR
): HeaderRule[] {
  const routes = publishedRoutes(routesManifest)
  const notFound = new Set(notFoundPages(routesManifest))
  const pages = routes.filter(
    route => route.filePath.endsWith(".html") && !isAdminPath(route.path) && !notFound.has(route)
  )
  // A page is answered at its path and, once published as <path>.html (page-files.ts), at <path>.html too.
  const addresses = (route: StaticRoute) =>
    isPageFolderRoute(route, publicDir) ? [route.path, `${route.path}.html`] : [route.path]

  // A set: it is asked about every page, twice.
  const scripted = new Set(pages.filter(route => !isScriptFree(route.path)))
  // The pages whose only scripts are their own modules (the search page, the calculators), by route.
  const modulesOf = new Map(
    pages.map(route => [route, pageModulesOf(fs.readFileSync(route.filePath, "utf8"))] as const)
  )
  const noScript = scriptFreeHeaders()
  const notFoundReport = scriptFreeHeaders(scriptHashes([...notFound]))
  const covered = new Set<StaticRoute>()
  const patterns: HeaderRule[] = []
  // Only a space of script-free pages gets a pattern: in one that also holds a page with scripts, the pattern
  // would set a second policy on that page.
  const scriptedSpaces = new Set(
    pages.filter(route => scripted.has(route) || modulesOf.get(route)!.length > 0).map(route => spaceOf(route.path))
  )
  for (const space of pageSpaces(pages)) {
    if (scriptedSpaces.has(space.pattern)) continue
    patterns.push({ path: space.pattern, headers: notFoundReport })
    for (const route of space.routes) covered.add(route)
  }
  const headersOf = (route: StaticRoute) => {
    // Each page with scripts allows its own inline scripts, and no other page's.
    if (scripted.has(route)) return siteHeaders(scriptHashes([route]))
    const modules = modulesOf.get(route)!
    return modules.length > 0 ? pageModuleHeaders(modules) : noScript
  }
  const pageRules = pages.flatMap(route =>
    covered.has(route) ? [] : addresses(route).map(address => ({ path: address, headers: headersOf(route) }))
  )
  return [
    { path: "/*", headers: sharedSecurityHeaders() },
    ...immutableRules(routes),
    ...adminRules(routes),
    ...pageRules,
    ...patterns,
  ]
}

/**
 * The address spaces of the pages below the top of the site, each as a pattern of one segment
 * (`/team/:page`, `/insights/category/:group`) with the pages it covers, whatever their number. A page at
 * the top of the site (`/team`, `/team.html`) is no space's: it has its own rule.
 */
function pageSpaces(routes: readonly StaticRoute[]): { pattern: string; routes: StaticRoute[] }[] {
  const spaces = new Map<string, StaticRoute[]>()
  for (const route of routes) {
    const pattern = spaceOf(route.path)
    if (!pattern) continue
    // Added to in place: a copy for each page would make a space of a thousand pages cost half a million steps.
    const space = spaces.get(pattern)
    if (space) space.push(route)
    else spaces.set(pattern, [route])
  }
  return [...spaces]
    .map(([pattern, covered]) => ({ pattern, routes: covered }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern))
}

/**
 * The pattern of the address space a page's path is in (`/team/:page`), or none at the top of the site. A
 * list's further pages share one per kind of list, whichever list they continue: `/insights/page/:page`,
 * `/insights/category/:list/page/:page`, `/team/:list/page/:page` (src/lib/listing-pages.ts).
 */
function spaceOf(pagePath: string): string | undefined {
  const segments = pagePath.split("/").filter(Boolean)
  if (segments.length >= 3 && segments.at(-2) === LISTING_PAGE_SEGMENT && /^\d+$/.test(segments.at(-1)!)) {
    const list = segments.slice(0, -2)
    const listPattern = list.length < 2 ? `/${list.join("/")}` : `/${list.slice(0, -1).join("/")}/:list`
    return `${listPattern}/${LISTING_PAGE_SEGMENT}/:page`
  }
  return segments.length < 2 ? undefined : `/${segments.slice(0, -1).join("/")}/:page`
}

/**
 * A year's caching for the files named after their content: everything in /static/ (Gatsby names every file
 * it puts there after its content, and its pictures are not all in the routes manifest), and, by pattern, the
 * files the routes manifest marks (and the admin's script): scripts by their extension (`/*.js`: their names
 * are hashes), other files by their folders. Throws if a pattern would also cover a file to check on every
 * visit.
 */
function immutableRules(routes: readonly StaticRoute[]): HeaderRule[] {
  const immutable = (route: StaticRoute) =>
    route.path.startsWith("/static/") ||
    route.headers.some(header => header.key.toLowerCase() === "cache-control" && header.value === IMMUTABLE) ||
    (isAdminPath(route.path) && ADMIN_SCRIPT.test(path.posix.basename(route.path))) ||
    (path.posix.dirname(route.path) === "/" && PAGE_MODULE_FILE.test(path.posix.basename(route.path)))
  const patternOf = (route: StaticRoute) => {
    if (route.path.startsWith("/static/")) return STATIC_FILES
    if (route.path.endsWith(".js")) return "/*.js"
    return path.posix.join(path.posix.dirname(route.path), ":file")
  }
  // A file at the top of the site other than a script (the licence note of Gatsby's framework script, which
  // browsers never fetch) shares its place with pages and icons: no pattern covers it alone, so it gets none.
  const patterns = [...new Set([STATIC_FILES, ...routes.filter(immutable).map(patternOf)])]
    .filter(pattern => pattern !== "/:file")
    .sort()
  const wrongly = routes.filter(route => !immutable(route) && patterns.includes(patternOf(route)))
  if (wrongly.length > 0)
    throw new Error(
      `_headers: these files are not named after their content, yet a pattern for a year's caching would cover them: ${wrongly.map(route => route.path).join(", ")}`
    )
  return patterns.map(pattern => ({ path: pattern, headers: { "Cache-Control": IMMUTABLE } }))
}

/** Gatsby's folder of files named after their content (pictures, fonts, files a page imports). */
const STATIC_FILES = "/static/*"

/** The admin's files, each by its address (and its page at /admin/ too): the admin's policy. */
function adminRules(routes: readonly StaticRoute[]): HeaderRule[] {
  return routes
    .filter(route => isAdminPath(route.path))
    .flatMap(route => {
      const rule = { path: route.path, headers: adminHeaders() }
      return route.path === `${ADMIN_PATH}index.html` ? [{ ...rule, path: ADMIN_PATH }, rule] : [rule]
    })
}

/** The page with `policy` as its first element in <head>, before any script it governs. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, "&quot;")}"/>`
  const without = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "")
  return without.replace(/<head\b[^>]*>/i, head => `${head}${meta}`)
}
