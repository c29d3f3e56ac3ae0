import fs from "fs"
import path from "path"
import { repoRoot } from "./repo-root"

/**
 * Whether the site has a page at `urlPath`: a file in src/pages (`/` is index.tsx, `/thank-you` and
 * `/thank-you.html` are thank-you.tsx).
 */
export function pageExists(urlPath: string): boolean {
  const stem = urlPath === "/" ? "index" : urlPath.replace(/^\//, "").replace(/\.html$/, "")
  return fs.readdirSync(path.join(repoRoot, "src", "pages")).some(file => file.replace(/\.[jt]sx?$/, "") === stem)
}
