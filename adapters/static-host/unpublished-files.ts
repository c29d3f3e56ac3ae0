import fs from "fs"
import path from "path"
import type { RoutesManifest } from "gatsby"
import { IMMUTABLE } from "./caching"

/**
 * Files `gatsby build` writes into public/ that no page requests. Gatsby needs some of them while it
 * builds, none once it is done; publishing them would show visitors the build's internals (and, for source
 * maps, the whole original source). The adapter deletes them after the build and writes no headers for
 * them; tests/browser/published-output.spec.ts checks that nothing else unexpected is published.
 */
const BUILD_ONLY: ((file: string) => boolean)[] = [
  // Gatsby's record of the bundles, read while it renders the pages.
  file => file === "webpack.stats.json",
  // Inlined into every page as window.___chunkMapping; never fetched.
  file => file === "chunk-map.json",
  // Partytown's runtime, copied on every build; used only by <Script strategy="off-main-thread">, which this
  // site does not use.
  file => file.startsWith("~partytown/"),
  // Gatsby's slice fragments, stitched into the pages at build time.
  file => file.startsWith("_gatsby/"),
]

/** Whether a file of the build, named by its path inside public/ ("404/index.html"), stays unpublished. */
export function isBuildOnlyFile(fileInPublic: string, keepSourceMaps = sourceMapsRequested()): boolean {
  const file = fileInPublic.split(path.sep).join("/")
  if (file.endsWith(".map")) return !keepSourceMaps
  return BUILD_ONLY.some(isBuildOnly => isBuildOnly(file))
}

/** SOURCE_MAPS=1: a developer wants the build's source maps kept (gatsby-node.ts also writes them then). */
function sourceMapsRequested(): boolean {
  return process.env.SOURCE_MAPS === "1"
}

/**
 * Deletes the build-only files from `publicDir` (also stale ones an earlier build left, such as source maps
 * from a build with SOURCE_MAPS=1) and the folders they leave empty. Returns the deleted files.
 */
export function removeBuildOnlyFiles(publicDir: string, keepSourceMaps = sourceMapsRequested()): string[] {
  const removed: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        walk(full)
        if (fs.readdirSync(full).length === 0) fs.rmdirSync(full)
      } else if (isBuildOnlyFile(path.relative(publicDir, full), keepSourceMaps)) {
        fs.rmSync(full)
        removed.push(path.relative(publicDir, full))
      }
    }
  }
  walk(publicDir)
  return removed.sort()
}

type Route = RoutesManifest[number]
type StaticRoute = Extract<Route, { type: "static" }>

/**
 * Whether a route is a script (or its licence or map) with a content hash in its name that this build did
 * not produce: Gatsby never empties public/, so each build leaves the previous one's scripts behind. Gatsby
 * marks the scripts of this build immutable; the leftovers come from its scan of public/ without that.
 */
export function isLeftFromEarlierBuild(route: Route): boolean {
  if (route.type !== "static" || !/-[0-9a-f]{20}\.js(\.LICENSE\.txt|\.map)?$/.test(route.path)) return false
  return !route.headers.some(header => header.key.toLowerCase() === "cache-control" && header.value === IMMUTABLE)
}

/** Deletes the files of the routes an earlier build left behind; returns them. */
export function removeEarlierBuildFiles(routesManifest: RoutesManifest): string[] {
  const stale = routesManifest
    .filter((route): route is StaticRoute => route.type === "static" && isLeftFromEarlierBuild(route))
    .map(route => route.filePath)
  for (const file of stale) fs.rmSync(file, { force: true })
  return stale
}

/**
 * Sets aside the pictures an earlier build left in public/static/ that no page of this build names: Gatsby's
 * image pipeline writes each size of a photo into a folder of its own (`static/<content hash>/<size>/`, the
 * file named after its source) and never removes one (a photo replaced, a person retired, another content
 * built into the same folder, the same photo under another name). The pages name their pictures in their
 * HTML (`src`, `srcset`) and their page data. A picture is moved into `asideDir` (in .cache/), not deleted:
 * Gatsby does not make a picture again that it made in an earlier build, so restorePictures() puts them back
 * before the next build (gatsby-node.ts, onPreBuild), for a page that names them again. Returns the pictures
 * set aside, by their paths in `publicDir`.
 */
export function setAsideUnnamedPictures(publicDir: string, asideDir: string): string[] {
  const staticDir = path.join(publicDir, "static")
  if (!fs.existsSync(staticDir)) return []
  const named = new Set<string>()
  for (const file of filesUnder(publicDir).filter(file => !file.startsWith("static/") && /\.(html|json)$/.test(file)))
    for (const match of fs.readFileSync(path.join(publicDir, file), "utf8").matchAll(/\/static\/[\w./-]+/g))
      named.add(match[0].slice(1))
  const setAside = filesUnder(publicDir, "static").filter(file => PICTURE.test(file) && !named.has(file))
  for (const file of setAside) {
    const target = path.join(asideDir, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.renameSync(path.join(publicDir, file), target)
  }
  removeEmptyFolders(staticDir)
  return setAside
}

/** Puts back into public/ the pictures setAsideUnnamedPictures() moved away, where none is now; returns them. */
export function restorePictures(publicDir: string, asideDir: string): string[] {
  const restored = filesUnder(asideDir).filter(file => !fs.existsSync(path.join(publicDir, file)))
  for (const file of restored) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.renameSync(path.join(asideDir, file), path.join(publicDir, file))
  }
  fs.rmSync(asideDir, { recursive: true, force: true })
  return restored
}

/** The files under `dir`/`sub`, as sorted paths from `dir` with forward slashes. */
function filesUnder(dir: string, sub = ""): string[] {
  const start = path.join(dir, sub)
  if (!fs.existsSync(start)) return []
  return fs
    .readdirSync(start, { withFileTypes: true })
    .flatMap(entry => {
      const relative = sub ? `${sub}/${entry.name}` : entry.name
      return entry.isDirectory() ? filesUnder(dir, relative) : [relative]
    })
    .sort()
}

/** Removes the folders under `dir` (not `dir` itself) that hold nothing, deepest first. */
function removeEmptyFolders(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).filter(entry => entry.isDirectory())) {
    const folder = path.join(dir, entry.name)
    removeEmptyFolders(folder)
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder)
  }
}

const PICTURE = /\.(avif|webp|png|jpe?g|gif)$/i
