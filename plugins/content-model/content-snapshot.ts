/**
 * The content as one snapshot: every schema and data file of `data/` (or CONTENT_DIR) read and parsed once,
 * with what else the checks need to know of the folder (folders no kind owns, the uploads beside the
 * entries) and of the project (the pages in src/pages). The content check, the pages and redirects, the
 * content manager's build and the tests all read the content through it, and derive everything else from
 * it with pure functions.
 *
 * A build reads it once: the feed's options when gatsby-config.ts loads, the check before bootstrap, the
 * index pages' nodes and the content manager's build all ask for it in one process, and get the snapshot
 * already read while no file of the content has changed since (`readContentSnapshot`). Under
 * `gatsby develop`, a save changes a file, and the next check reads the content again.
 */
import fs from "fs"
import path from "path"
import { CONTENT_KINDS, EVERY_KIND, type KindName } from "./content-kinds"
import { entryOf, type ContentEntry } from "./content-entries"
import { clockInstant, firmTime, firmTimeZone, type FirmTime } from "../../src/lib/clock"
import { DATA_DIR, folderOf, idOf, listDataFiles } from "./data-files"
import { loadSchemas, type LoadedSchemas } from "./load-schemas"
import { parseJson, type JsonParseResult } from "./parse-json"
import { kindLabelsOf, reservedAtTop, siteFactsOfContent, type SiteFacts } from "./site-facts"

interface DataFileRead {
  /** Its path inside the content folder, with forward slashes: `site.json`, `people/jane-doe.json`. */
  dataFile: string
  text: string
  parsed: JsonParseResult
}

export interface ContentSnapshot {
  rootDir: string
  /** The content folder as given (relative to rootDir, or absolute): `data`. */
  dataDir: string
  schemas: LoadedSchemas
  files: DataFileRead[]
  /** Folders at the top of the content folder that neither the schemas nor a kind own. */
  unknownFolders: string[]
  /** Files in a kind's media folder, inside the content folder: `people/photos/jane-doe.jpg`. */
  mediaFiles: string[]
  /** The files of src/pages without their extension: `index`, `404`, `thank-you`. */
  pageStems: string[]
  /** The names the project's plugins publish at the top of the site (`reservedByPlugins`). */
  reservedByPlugins: string[]
}

/** The snapshot last read in this process, with the folders it was read from and the state of their files. */
interface LastRead {
  from: string
  state: string
  snapshot: ContentSnapshot
}

/**
 * Where the process keeps its last read: on `globalThis`, under a registered symbol, because Gatsby compiles
 * gatsby-config.ts and each plugin's gatsby-node.ts into a bundle of its own, each with its own copy of this
 * module; every copy in the process finds the same read there.
 */
const LAST_READ = Symbol.for("content-model: the content snapshot last read")
const processWide = globalThis as { [LAST_READ]?: LastRead }

/**
 * The content of `dataDir`, read and parsed, or the snapshot this process last read of it if no file there
 * (or in src/pages) has been added, removed or written since: a snapshot depends only on those files.
 */
export function readContentSnapshot(rootDir: string, dataDir = DATA_DIR): ContentSnapshot {
  const from = `${path.resolve(rootDir)}\n${dataDir}`
  const state = fileStateOf([path.resolve(rootDir, dataDir), path.join(rootDir, "src", "pages")])
  const last = processWide[LAST_READ]
  if (last?.from === from && last.state === state) return last.snapshot
  const snapshot = readContentFiles(rootDir, dataDir)
  processWide[LAST_READ] = { from, state, snapshot }
  return snapshot
}

/** Every file under the folders, each with its size and the time it was last written (to the nanosecond). */
function fileStateOf(folders: string[]): string {
  const lines: string[] = []
  const visit = (folder: string) => {
    if (!fs.existsSync(folder)) return
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) visit(file)
      else {
        const { size, mtimeNs } = fs.statSync(file, { bigint: true })
        lines.push(`${file} ${size} ${mtimeNs}`)
      }
    }
  }
  folders.forEach(visit)
  return lines.join("\n")
}

function readContentFiles(rootDir: string, dataDir: string): ContentSnapshot {
  const contentDir = path.resolve(rootDir, dataDir)
  const files = listDataFiles(rootDir, dataDir).map(dataFile => {
    const text = fs.readFileSync(path.join(contentDir, dataFile), "utf8")
    return { dataFile, text, parsed: parseJson(text) }
  })
  const unknownFolders = fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter(entry => entry.isDirectory() && entry.name !== "schemas")
    .map(entry => entry.name)
    .filter(name => !EVERY_KIND.some(kind => kind.folder === name))
    .sort()
  const mediaFiles = EVERY_KIND.flatMap(kind => {
    if (!kind.mediaFolder) return []
    const folder = path.posix.join(kind.folder, kind.mediaFolder)
    const dir = path.join(contentDir, folder)
    if (!fs.existsSync(dir)) return []
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter(entry => entry.isFile())
      .map(entry => path.posix.join(folder, entry.name))
      .sort()
  })
  return {
    rootDir,
    dataDir,
    schemas: loadSchemas(rootDir, dataDir),
    files,
    unknownFolders,
    mediaFiles,
    pageStems: pageStemsOf(rootDir),
    reservedByPlugins: reservedByPlugins(rootDir),
  }
}

/**
 * The names the project's plugins publish at the top of the site, which no entry may take as its address: each
 * plugin declares its own in its package.json, `reservesAtTop` (`search` and `pagefind` for plugins/site-search),
 * so that the content model knows none of them.
 */
export function reservedByPlugins(rootDir: string): string[] {
  const plugins = path.join(rootDir, "plugins")
  if (!fs.existsSync(plugins)) return []
  return fs.readdirSync(plugins).flatMap(plugin => {
    const file = path.join(plugins, plugin, "package.json")
    if (!fs.existsSync(file)) return []
    const reserved = (JSON.parse(fs.readFileSync(file, "utf8")) as { reservesAtTop?: unknown }).reservesAtTop
    return Array.isArray(reserved) ? reserved.filter((name): name is string => typeof name === "string") : []
  })
}

/** The files in src/pages without their extension: `index`, `404`, `thank-you` (Gatsby's file-system routes). */
function pageStemsOf(rootDir: string): string[] {
  return fs
    .readdirSync(path.join(rootDir, "src", "pages"))
    .filter(name => /\.(tsx|ts|jsx|js)$/.test(name))
    .map(name => name.replace(/\.(tsx|ts|jsx|js)$/, ""))
    .sort()
}

/** The parsed content of a data file, if it is valid JSON. */
export function dataOf(snapshot: ContentSnapshot, dataFile: string): unknown {
  const file = snapshot.files.find(candidate => candidate.dataFile === dataFile)
  return file?.parsed.ok ? file.parsed.value : undefined
}

/** Every entry of every kind, as its file reads before any check (retired entries included). */
export function entriesOf(snapshot: ContentSnapshot): ContentEntry[] {
  const clock = clockOf(snapshot)
  return snapshot.files.flatMap(({ dataFile, parsed }) => {
    const kind = folderOf(dataFile)
    return kind ? [entryOf(kind, idOf(dataFile), parsed.ok ? parsed.value : undefined, clock)] : []
  })
}

const BUILD_INSTANT = Symbol.for("content-model: the instant the build counts from")
const instantWide = globalThis as { [BUILD_INSTANT]?: Date }

/**
 * The site's clock for this content (src/lib/clock.ts): the build's one instant (SOURCE_DATE_EPOCH, otherwise
 * when this process first asked: shared by every copy of this module Gatsby compiles), read in the firm's zone,
 * which the content names (data/contact.json), UTC otherwise.
 */
export function clockOf(snapshot: ContentSnapshot): FirmTime {
  instantWide[BUILD_INSTANT] ??= clockInstant()
  const instant = instantWide[BUILD_INSTANT]
  try {
    return firmTime(instant, firmTimeZone(dataOf(snapshot, "contact.json")))
  } catch {
    // A zone no runtime knows: the content check names the field (contact.json), and stops the build; until
    // it is put right, the dates are read in UTC rather than the check failing on them.
    return firmTime(instant, "UTC")
  }
}

/** The files of one kind, with their ids and parsed content. */
export function filesOfKind(snapshot: ContentSnapshot, kindName: string): { id: string; data: unknown }[] {
  return snapshot.files
    .filter(({ dataFile }) => folderOf(dataFile)?.name === kindName)
    .map(({ dataFile, parsed }) => ({ id: idOf(dataFile), data: parsed.ok ? parsed.value : undefined }))
}

/** The site's facts (site-facts.ts) as this content makes them. */
export function siteFactsOfSnapshot(snapshot: ContentSnapshot): SiteFacts {
  const kindFolder = (kind: KindName) => CONTENT_KINDS[kind].folder
  return siteFactsOfContent({
    entries: entriesOf(snapshot),
    dataOf: (kind, id) => dataOf(snapshot, `${kindFolder(kind)}/${id}.json`),
    groupsListing: dataOf(snapshot, CONTENT_KINDS.article.groups!.listedIn),
    pageStems: snapshot.pageStems,
    kindLabels: kindLabelsOf(snapshot.schemas.schemas),
  })
}

/** The addresses at the top of the site that no entry may take (site-facts.ts). */
export const reservedAtTopOf = (snapshot: ContentSnapshot) =>
  reservedAtTop(snapshot.pageStems, snapshot.reservedByPlugins)
