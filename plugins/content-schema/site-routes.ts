import fs from "fs"
import path from "path"
import { DATA_DIR, SERVICE_PAGES, idOf, listDataFiles } from "./data-files"
import { parseJson } from "./parse-json"
import { isLive, pathOf, servicePageOf, type ServicePage } from "./service-pages"

/** The files in src/pages without their extension: `index`, `404`, `thank-you` (Gatsby's file-system routes). */
function pageFileStems(rootDir: string): string[] {
  return fs
    .readdirSync(path.join(rootDir, "src", "pages"))
    .filter(name => /\.(tsx|ts|jsx|js)$/.test(name))
    .map(name => name.replace(/\.(tsx|ts|jsx|js)$/, ""))
}

/** The service pages of the content (`data/service-pages/`), read as they are, before any check. */
export function readServicePages(rootDir: string, dataDir = DATA_DIR): ServicePage[] {
  return listDataFiles(rootDir, dataDir)
    .filter(file => file.startsWith(`${SERVICE_PAGES.folder}/`))
    .map(file => {
      const parsed = parseJson(fs.readFileSync(path.resolve(rootDir, dataDir, file), "utf8"))
      return servicePageOf(idOf(file), parsed.ok ? parsed.value : undefined)
    })
}

/**
 * The site's pages that links in the content may lead to: the home page (`index.tsx` is `/`), the other
 * pages in `src/pages` but the 404 page and the thank-you page (where the contact form leads after a send,
 * not a page one links to), and every live service page.
 */
export function listSiteRoutes(rootDir: string, dataDir = DATA_DIR): string[] {
  const fromFiles = pageFileStems(rootDir)
    .filter(stem => stem !== "404" && stem !== "thank-you")
    .map(stem => (stem === "index" ? "/" : `/${stem}`))
  const servicePages = readServicePages(rootDir, dataDir)
    .filter(isLive)
    .map(page => pathOf(page.address))
  return [...new Set([...fromFiles, ...servicePages])].sort()
}

/**
 * The addresses the site uses itself, which no service page may take: the home page's file (`index`), the
 * pages in src/pages, the folders of the build (`admin`, `page-data`, `static`) and the sitemap, robots and
 * manifest files.
 */
export function reservedAddresses(rootDir: string): string[] {
  const builtFiles = ["admin", "page-data", "static", "sitemap-index", "sitemap-0", "robots", "manifest"]
  return [...new Set(["index", ...pageFileStems(rootDir), ...builtFiles])].sort()
}
