import fs from "fs"
import path from "path"

/**
 * How a Netlify-style host maps URL paths to the files of a build, by default (checked against Netlify's
 * deployed behaviour in docs/hosting.md, "Addresses"):
 *
 * - `/x` is answered with `x.html` (200);
 * - `/x/` is redirected (301) to `/x` when `x.html` exists, else answered with `x/index.html`;
 * - `/x` is redirected (301) to `/x/` when only `x/index.html` exists;
 * - any other path is answered with the file of that name;
 * - a path no file answers is redirected by the first `_redirects` rule for it (matched with or without a
 *   trailing slash, placeholders included: `/team/:entry/page/:page`), or answered with the 404 page. A file wins
 *   over a rule unless the rule is forced (`301!`).
 *
 * tools/host-like-server.ts serves builds by these rules; the adapter publishes every page but the home page
 * as `x.html` (adapters/static-host/page-files.ts) so that every address the site states is answered
 * without a redirect.
 */
export type HostAnswer = { status: 200; file: string } | { status: 301; location: string } | { status: 404 }

/** A rule of the build's `_redirects` file, as Netlify's parser reads it. */
export interface Redirect {
  from: string
  to: string
  status: number
  force: boolean
}

const isFile = (root: string, file: string) => {
  const full = path.join(root, file)
  return fs.existsSync(full) && fs.statSync(full).isFile()
}

/** What the host answers for `urlPath` (decoded, without the query) from the build in `root`, with its redirects. */
export function hostAnswer(root: string, urlPath: string, redirects: readonly Redirect[] = []): HostAnswer {
  const matched = firstMatch(redirects, urlPath)
  if (matched?.rule.force) return { status: 301, location: matched.location }
  const answer = fileAnswer(root, urlPath)
  return answer.status === 404 && matched ? { status: 301, location: matched.location } : answer
}

const withoutTrailingSlash = (urlPath: string) => (urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath)

/**
 * The first rule whose `from` matches the path, in the file's order, and where it leads. A `from` may have
 * placeholders, as Netlify's do: `:name` stands for one segment, a last `*` for the rest of the path (none
 * too); the same names in `to` (`:splat` for the rest) are replaced by what they matched.
 */
function firstMatch(redirects: readonly Redirect[], urlPath: string) {
  const segments = withoutTrailingSlash(urlPath).split("/")
  for (const rule of redirects) {
    const pattern = withoutTrailingSlash(rule.from).split("/")
    const values: Record<string, string> = {}
    const matches = pattern.every((part, index) => {
      if (part === "*" && index === pattern.length - 1) {
        values.splat = segments.slice(index).join("/")
        return true
      }
      if (index >= segments.length) return false
      if (part.startsWith(":")) values[part.slice(1)] = segments[index]
      else if (part !== segments[index]) return false
      return index < pattern.length - 1 || segments.length === pattern.length
    })
    if (matches) return { rule, location: rule.to.replace(/:(\w+)/g, (text, name: string) => values[name] ?? text) }
  }
  return undefined
}

/** What the host answers for `urlPath` from the build's files alone. */
function fileAnswer(root: string, urlPath: string): HostAnswer {
  if (urlPath === "/") return isFile(root, "index.html") ? { status: 200, file: "index.html" } : { status: 404 }
  const stem = urlPath.replace(/^\/+/, "").replace(/\/+$/, "")
  if (urlPath.endsWith("/")) {
    if (isFile(root, `${stem}.html`)) return { status: 301, location: `/${stem}` }
    if (isFile(root, `${stem}/index.html`)) return { status: 200, file: `${stem}/index.html` }
    return { status: 404 }
  }
  if (isFile(root, stem)) return { status: 200, file: stem }
  if (isFile(root, `${stem}.html`)) return { status: 200, file: `${stem}.html` }
  if (isFile(root, `${stem}/index.html`)) return { status: 301, location: `/${stem}/` }
  return { status: 404 }
}

/**
 * The address a built HTML file (a path inside public/ with forward slashes) is answered at without a
 * redirect: `index.html` → `/`, `x.html` → `/x`, `x/index.html` → `/x/`.
 */
export function pageUrlPath(htmlFile: string): string {
  if (htmlFile === "index.html") return "/"
  if (htmlFile.endsWith("/index.html")) return `/${htmlFile.slice(0, -"index.html".length)}`
  return `/${htmlFile.replace(/\.html$/, "")}`
}

/** The built pages a visitor can land on: every HTML file but the 404 page and the CMS's. */
export function publicPages(root: string): string[] {
  const pages: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      const relative = path.relative(root, full).split(path.sep).join("/")
      if (entry.isDirectory()) {
        if (relative !== "admin") walk(full)
      } else if (entry.name.endsWith(".html") && relative !== "404.html") {
        pages.push(pageUrlPath(relative))
      }
    }
  }
  walk(root)
  return pages.sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)))
}
