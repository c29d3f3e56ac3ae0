import fs from "fs"
import path from "path"

/**
 * The site's routes, from the files in `src/pages` (Gatsby's file-system routing): `index.tsx` is `/`,
 * `financial-advisory.tsx` is `/financial-advisory`. The 404 page and the thank-you page (where the contact
 * form leads after a send) are not routes one links to.
 */
export function listSiteRoutes(rootDir: string): string[] {
  return fs
    .readdirSync(path.join(rootDir, "src", "pages"))
    .filter(name => /\.(tsx|ts|jsx|js)$/.test(name))
    .map(name => name.replace(/\.(tsx|ts|jsx|js)$/, ""))
    .filter(stem => stem !== "404" && stem !== "thank-you")
    .map(stem => (stem === "index" ? "/" : `/${stem}`))
    .sort()
}
