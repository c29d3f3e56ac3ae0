/**
 * The bench's references: each page's twin (the same HTML and CSS with nothing to run, what its layout alone
 * costs) and the stack's minimal page (bench/stack-minimal/, built here with the repository's Gatsby).
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"

/** Every executable script and every script preload removed; JSON-LD (data, never run) stays. */
export function twinOf(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
}

/** A copy of `publicDir` in `twinsDir` whose pages are their twins. */
export function writeTwins(publicDir: string, twinsDir: string): void {
  fs.rmSync(twinsDir, { recursive: true, force: true })
  fs.cpSync(publicDir, twinsDir, { recursive: true })
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".html")) fs.writeFileSync(full, twinOf(fs.readFileSync(full, "utf8")))
    }
  }
  walk(twinsDir)
}

/** The built HTML of a page in a folder like public/ (`/` → index.html, `/a` → a.html or a/index.html). */
export function pageHtml(root: string, urlPath: string): string {
  const base = path.join(root, urlPath === "/" ? "index" : urlPath)
  const file = [`${base}.html`, path.join(base, "index.html")].find(candidate => fs.existsSync(candidate))
  if (!file) throw new Error(`No built page for ${urlPath} in ${root}/`)
  return fs.readFileSync(file, "utf8")
}

/** The newest change under `dir`, leaving out what building it writes. */
function newestChange(dir: string): number {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (["public", ".cache", "node_modules"].includes(entry.name)) continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs)
  }
  return newest
}

/** Builds the minimal page in `minimalDir` with the repository's Gatsby, unless its build is newer than its sources. */
export function buildStackMinimal(minimalDir: string): void {
  const built = path.join(minimalDir, "public", "index.html")
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs > newestChange(minimalDir)) return
  console.log(`Building the stack's minimal page (${minimalDir})...`)
  execFileSync(path.resolve("node_modules", ".bin", "gatsby"), ["build"], {
    cwd: minimalDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
}
