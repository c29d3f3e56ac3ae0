/**
 * Copying the content: the one place that knows what a content folder is (data files and schemas/) and
 * what else the content check needs beside it (the page files' names, which define the site's routes).
 *
 * - `copyContentFolder`: a content folder copied into another, which a build can then read with
 *   CONTENT_DIR (the variants `npm test` builds, tools/content-variants.ts);
 * - `makeScratchProject`: a throwaway folder shaped like the repository, for tests that break or save
 *   content without touching the real files (the unit tests' scratch projects; the CMS test's
 *   decap-server folder).
 */
import fs from "fs"
import os from "os"
import path from "path"
import { DATA_DIR } from "../plugins/content-model/data-files"

const projectRoot = path.resolve(__dirname, "..")

/**
 * Copies the content folder `source` (data files with their schemas) to `target`, replacing what was there;
 * of the files `keep` is asked about (by their paths in the folder, `articles/x.json`), only those it keeps.
 */
export function copyContentFolder(source: string, target: string, keep: (file: string) => boolean = () => true): void {
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(source, target, {
    recursive: true,
    filter: file => fs.statSync(file).isDirectory() || keep(path.relative(source, file).split(path.sep).join("/")),
  })
}

export interface ScratchProjectOptions {
  /** The content to copy, relative to the project or absolute: by default the content the build reads (DATA_DIR). */
  from?: string
  /** Where the content goes inside the scratch project, relative to it: by default the same relative path. */
  as?: string
  /** The start of the temporary folder's name. */
  prefix?: string
  /** Which of the content's files to copy, by their paths in the content folder (`articles/x.json`): all by default. */
  keep?: (file: string) => boolean
}

/**
 * A temporary folder shaped like the repository: the content at `<root>/<as>` and an empty file for each
 * page in src/pages (the content check takes the site's routes from their names), and the plugins' package.json
 * (what they publish at the top of the site). The caller removes it.
 */
export function makeScratchProject({
  from = DATA_DIR,
  as = from,
  prefix = "content-",
  keep,
}: ScratchProjectOptions = {}): string {
  if (path.isAbsolute(as)) throw new Error(`the content's place in a scratch project must be relative (got ${as})`)
  // An empty `from` or `as` would copy the whole project into the scratch folder (or over it), its
  // node_modules too: where that is a link (Stryker's sandbox), a test writing a package into its scratch
  // project would write into the project's own.
  const place = path.normalize(as)
  if (place === "." || place.startsWith(".."))
    throw new Error(`the content's place in a scratch project must be a folder inside it (got "${as}")`)
  if (!path.relative(path.resolve(projectRoot, from), projectRoot).startsWith(".."))
    throw new Error(`a scratch project's content must be a folder that does not hold the project (got "${from}")`)
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  copyContentFolder(path.resolve(projectRoot, from), path.join(root, as), keep)
  fs.mkdirSync(path.join(root, "src", "pages"), { recursive: true })
  for (const page of fs.readdirSync(path.join(projectRoot, "src", "pages")))
    fs.writeFileSync(path.join(root, "src", "pages", page), "")
  // The plugins' declarations of what they publish at the top of the site (content-snapshot.ts).
  for (const plugin of fs.readdirSync(path.join(projectRoot, "plugins"))) {
    const manifest = path.join(projectRoot, "plugins", plugin, "package.json")
    if (!fs.existsSync(manifest)) continue
    fs.mkdirSync(path.join(root, "plugins", plugin), { recursive: true })
    fs.copyFileSync(manifest, path.join(root, "plugins", plugin, "package.json"))
  }
  return root
}
