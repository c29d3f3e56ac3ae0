import fs from "fs"
import path from "path"
import type { RoutesManifest } from "gatsby"

type StaticRoute = Extract<RoutesManifest[number], { type: "static" }>

/**
 * Gatsby writes the page at `/financial-advisory` as `financial-advisory/index.html`. A Netlify-style host
 * answers `/financial-advisory` for such a file with a 301 to `/financial-advisory/` (a rule it does not let
 * a site change), so every canonical link, sitemap entry and shared link would cost a redirect. It answers
 * `/financial-advisory` from `financial-advisory.html` with 200 (README, "Addresses"). This moves every page
 * but the home page to `<path>.html`; the address, the page data and client-side navigation are unchanged.
 */
export function isPageFolderRoute(route: StaticRoute, publicDir: string): boolean {
  if (route.path === "/" || !route.filePath.endsWith(`${path.sep}index.html`)) return false
  const folder = path.relative(publicDir, path.dirname(route.filePath)).split(path.sep).join("/")
  return `/${folder}` === route.path
}

/** The file a page is published as: `<public>/<path>.html`. */
export const pageFileFor = (route: StaticRoute, publicDir: string) =>
  path.join(publicDir, `${route.path.replace(/^\//, "")}.html`)

/** Moves each page's `<path>/index.html` to `<path>.html` (and drops the folder it leaves empty). */
export function publishPagesAsFiles(routes: StaticRoute[], publicDir: string): string[] {
  const moved: string[] = []
  for (const route of routes.filter(candidate => isPageFolderRoute(candidate, publicDir))) {
    const target = pageFileFor(route, publicDir)
    if (fs.existsSync(route.filePath)) {
      fs.renameSync(route.filePath, target)
      moved.push(path.relative(publicDir, target))
    }
    const folder = path.dirname(route.filePath)
    if (fs.existsSync(folder) && fs.readdirSync(folder).length === 0) fs.rmdirSync(folder)
  }
  return moved
}

/**
 * Puts back `<path>/index.html` for pages an earlier build published as `<path>.html` and this build did
 * not render again (Gatsby re-renders only pages that changed, and expects their files where it wrote
 * them), so the adapter finds every page where the routes say it is.
 */
export function restorePageFolders(routes: StaticRoute[], publicDir: string): void {
  for (const route of routes.filter(candidate => isPageFolderRoute(candidate, publicDir))) {
    const published = pageFileFor(route, publicDir)
    if (fs.existsSync(route.filePath) || !fs.existsSync(published)) continue
    fs.mkdirSync(path.dirname(route.filePath), { recursive: true })
    fs.renameSync(published, route.filePath)
  }
}
