import fs from "fs"
import path from "path"
import type { RoutesManifest } from "gatsby"

type StaticRoute = Extract<RoutesManifest[number], { type: "static" }>

/**
 * Gatsby writes the page at `/financial-advisory` as `financial-advisory/index.html`. A Netlify-style host
 * answers `/financial-advisory` for such a file with a 301 to `/financial-advisory/` (a rule it does not let
 * a site change), so every canonical link, sitemap entry and shared link would cost a redirect. It answers
 * `/financial-advisory` from `financial-advisory.html` with 200 (docs/hosting.md, "Addresses"). This moves every page
 * but the home page to `<path>.html`; the address, the page data and client-side navigation are unchanged.
 */
export function isPageFolderRoute(route: StaticRoute, publicDir: string): boolean {
  if (route.path === "/" || !route.filePath.endsWith(`${path.sep}index.html`)) return false
  const folder = path.relative(publicDir, path.dirname(route.filePath)).split(path.sep).join("/")
  return `/${folder}` === route.path
}

/** The file a page is published as: `<public>/<path>.html`. */
export const pageFileFor = (route: StaticRoute, publicDir: string) => path.join(publicDir, `${route.path}.html`)

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
 * The `<path>.html` files of `public/` that may be published pages (not the home page's or the 404 page's,
 * nor anything under `admin/`, `page-data/` or `static/`), with whether Gatsby has page data for the path.
 */
function publishedPageFiles(publicDir: string): { file: string; stem: string; hasPageData: boolean }[] {
  const found: { file: string; stem: string; hasPageData: boolean }[] = []
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      const relative = path.relative(publicDir, full).split(path.sep).join("/")
      if (entry.isDirectory()) {
        if (!["admin", "page-data", "static"].includes(relative)) walk(full)
        continue
      }
      if (!relative.endsWith(".html") || relative === "404.html" || relative.endsWith("index.html")) continue
      const stem = relative.slice(0, -".html".length)
      const hasPageData = fs.existsSync(path.join(publicDir, "page-data", stem, "page-data.json"))
      found.push({ file: relative, stem, hasPageData })
    }
  }
  walk(publicDir)
  return found
}

/**
 * Puts back `<path>/index.html` for every page an earlier build published as `<path>.html`. Gatsby renders
 * again only the pages that changed and expects the others where it wrote them (it stitches its script
 * slice into every page before the adapter runs), so this runs before each build (gatsby-node.ts,
 * onPreBuild) as well as at the adapter's start. A page is a `<path>.html` with page data at
 * `page-data/<path>/page-data.json`; the home page, the 404 page and the CMS are left alone.
 */
export function restorePageFolders(publicDir: string): string[] {
  const restored: string[] = []
  for (const { file, stem, hasPageData } of publishedPageFiles(publicDir)) {
    const target = path.join(publicDir, stem, "index.html")
    if (!hasPageData || fs.existsSync(target)) continue
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.renameSync(path.join(publicDir, file), target)
    restored.push(file)
  }
  return restored
}

/**
 * Deletes the `<path>.html` files of pages an earlier build published and this one no longer has (a service
 * page retired or renamed, another content built into the same folder): Gatsby deletes the page data of a
 * page that is gone, but not the file the adapter published it as, which would go on answering at the old
 * address (and keep its redirect from being followed). Runs after restorePageFolders, before each build.
 */
export function removeStalePageFiles(publicDir: string): string[] {
  const stale = publishedPageFiles(publicDir).filter(page => !page.hasPageData)
  for (const { file } of stale) fs.rmSync(path.join(publicDir, file))
  return stale.map(({ file }) => file)
}
