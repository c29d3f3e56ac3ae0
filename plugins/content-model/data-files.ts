/**
 * Where the editable content lives and how its files are named.
 *
 * - Every `data/<name>.json` has a JSON Schema `data/schemas/<name>.schema.json` (one file, one part of the
 *   site: `why-choose.json` is the home page's Why Choose section).
 * - Every file in a kind's folder (content-kinds.ts: `data/service-pages/`, `data/people/`, …) is one entry
 *   of that kind, checked against the kind's one schema. A folder may be empty or missing. The file's name
 *   without `.json` is the entry's id.
 * - `common.schema.json` holds shared definitions and has no data file.
 *
 * These schemas are the single description of the content: the build validates the data against them and
 * derives the GraphQL types from them.
 */
import fs from "fs"
import path from "path"
import { kindOfFolder, type ContentKind, EVERY_KIND, type KindData, type KindName } from "./content-kinds"

/**
 * The content folder, relative to the project (or absolute): `data`, or another folder of the same shape
 * named by the environment variable CONTENT_DIR. CI builds a systematically edited copy of the content
 * this way, to prove that any valid change of the content passes the tests (tools/content-variants.ts).
 */
export const DATA_DIR = process.env.CONTENT_DIR ?? "data"
export { REPOSITORY_DATA_DIR } from "./content-kinds"
/** The name gatsby-source-filesystem gives the content's File nodes (their `sourceInstanceName`). */
export const CONTENT_SOURCE = "data"
export const SCHEMA_DIR = path.join(DATA_DIR, "schemas")
const SCHEMA_SUFFIX = ".schema.json"
export const SHARED_SCHEMA = `common${SCHEMA_SUFFIX}`

/** The kind whose folder a data file (a path inside `data/`, `service-pages/tax.json`) is in, if any. */
export function folderOf(dataFile: string): ContentKind | undefined {
  return kindOfFolder(path.posix.dirname(dataFile.split(path.sep).join("/")))
}

/** The id of a file in a content folder: its name without `.json` (`service-pages/tax.json` → `tax`). */
export function idOf(dataFile: string): string {
  return path.posix.basename(dataFile, ".json")
}

/**
 * The GraphQL type gatsby-transformer-json gives a data file's node: `why-choose.json` → `WhyChooseJson`;
 * every file of a content folder → the folder's type (`service-pages/tax.json` → `ServicePageJson`).
 */
export function typeNameForDataFile(fileName: string): string {
  const folder = folderOf(fileName)
  if (folder) return folder.typeName
  const stem = path.basename(fileName, ".json")
  const pascal = stem
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(part => part[0].toUpperCase() + part.slice(1))
    .join("")
  return `${pascal}Json`
}

/** `why-choose.json` → `why-choose.schema.json`; `service-pages/tax.json` → `service-page.schema.json`. */
export function schemaFileFor(dataFile: string): string {
  return folderOf(dataFile)?.schemaFile ?? `${path.basename(dataFile, ".json")}${SCHEMA_SUFFIX}`
}

/** The `$schema` value a data file must carry so that editors' tools find its schema. */
export function schemaReferenceFor(dataFile: string): string {
  return `${folderOf(dataFile) ? "../" : "./"}schemas/${schemaFileFor(dataFile)}`
}

/**
 * The data files of the content, as paths inside `data/` with forward slashes, sorted: the files at its
 * top (not the schemas), then those of each content folder (`service-pages/financial-advisory.json`).
 */
export function listDataFiles(rootDir: string, dataDir = DATA_DIR): string[] {
  const jsonFiles = (folder: string) => {
    const dir = path.resolve(rootDir, dataDir, folder)
    if (!fs.existsSync(dir)) return []
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter(entry => entry.isFile() && entry.name.endsWith(".json"))
      .map(entry => path.posix.join(folder, entry.name))
      .sort()
  }
  return [...jsonFiles(""), ...EVERY_KIND.flatMap(({ folder }) => jsonFiles(folder))]
}

/** Names of the schema files in `data/schemas/`, sorted. */
export function listSchemaFiles(rootDir: string, dataDir = DATA_DIR): string[] {
  return fs
    .readdirSync(path.resolve(rootDir, dataDir, "schemas"))
    .filter(name => name.endsWith(SCHEMA_SUFFIX))
    .sort()
}

/**
 * A data file as editors write it: the GraphQL type of its node, without the node's own fields and what
 * the build adds (`fields`, a rich text's `…Html` and `…ReadingMinutes`), and with an entry named by its id
 * where GraphQL gives the entry itself, and an uploaded picture by its path where GraphQL gives its file.
 */
export type DataFile<T> = { [K in Exclude<keyof T, keyof Queries.Node | BuiltField>]: AsWritten<T[K]> }

type BuiltField = "fields" | `${string}Html` | `${string}ReadingMinutes`

/** An entry of any kind, as GraphQL gives it where another file names it by its id. */
type EntryNode = KindData[KindName]

type AsWritten<T> = T extends EntryNode | Queries.File
  ? string
  : T extends readonly (infer Item)[]
    ? readonly AsWritten<Item>[]
    : T extends object
      ? { [K in keyof T]: AsWritten<T[K]> }
      : T
