/**
 * Where the editable content lives and how its files are named.
 *
 * Every `data/<name>.json` has a JSON Schema `data/schemas/<name>.schema.json`; `common.schema.json`
 * holds shared definitions and has no data file. These schemas are the single description of the
 * content: the build validates the data against them and derives the GraphQL types from them.
 */
import fs from "fs"
import path from "path"

/**
 * The content folder, relative to the project (or absolute): `data`, or another folder of the same shape
 * named by the environment variable CONTENT_DIR. CI builds a systematically edited copy of the content
 * this way, to prove that any valid change of the content passes the tests (tools/content-variants.ts).
 */
export const DATA_DIR = process.env.CONTENT_DIR ?? "data"
/** Where the content lives in the repository, whichever folder a build reads: the folder the CMS saves to. */
export const REPOSITORY_DATA_DIR = "data"
/** The name gatsby-source-filesystem gives the content's File nodes (their `sourceInstanceName`). */
export const CONTENT_SOURCE = "data"
export const SCHEMA_DIR = path.join(DATA_DIR, "schemas")
const SCHEMA_SUFFIX = ".schema.json"
export const SHARED_SCHEMA = `common${SCHEMA_SUFFIX}`

/** `why-choose.json` → `WhyChooseJson`: the GraphQL type gatsby-transformer-json gives the file's node. */
export function typeNameForDataFile(fileName: string): string {
  const stem = path.basename(fileName, ".json")
  const pascal = stem
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(part => part[0].toUpperCase() + part.slice(1))
    .join("")
  return `${pascal}Json`
}

/** `why-choose.json` → `why-choose.schema.json` */
export function schemaFileFor(dataFileName: string): string {
  return `${path.basename(dataFileName, ".json")}${SCHEMA_SUFFIX}`
}

/** The `$schema` value a data file must carry so that editors find its schema. */
export function schemaReferenceFor(dataFileName: string): string {
  return `./schemas/${schemaFileFor(dataFileName)}`
}

/** Names of the JSON files directly in `data/` (not the schemas), sorted. */
export function listDataFiles(rootDir: string, dataDir = DATA_DIR): string[] {
  return fs
    .readdirSync(path.resolve(rootDir, dataDir), { withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name.endsWith(".json"))
    .map(entry => entry.name)
    .sort()
}

/** Names of the schema files in `data/schemas/`, sorted. */
export function listSchemaFiles(rootDir: string, dataDir = DATA_DIR): string[] {
  return fs
    .readdirSync(path.resolve(rootDir, dataDir, "schemas"))
    .filter(name => name.endsWith(SCHEMA_SUFFIX))
    .sort()
}

/** A data file as editors write it: the GraphQL type of its node, without the node's own fields. */
export type DataFile<T> = Omit<T, keyof Queries.Node>
