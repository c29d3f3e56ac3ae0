import fs from "fs"
import path from "path"
import { DATA_DIR, listSchemaFiles } from "./data-files"
import { parseJson } from "./parse-json"

/** A JSON Schema as read from `data/schemas/` (only the keywords this project uses are typed). */
export interface JsonSchema {
  $schema?: string
  $id?: string
  $ref?: string
  $defs?: Record<string, JsonSchema>
  title?: string
  description?: string
  type?: "object" | "array" | "string" | "integer" | "number" | "boolean"
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean
  items?: JsonSchema
  enum?: unknown[]
  [keyword: string]: unknown
}

export interface LoadedSchemas {
  /** By file name, for example `site.schema.json`; each carries `$id` set to its file name. */
  schemas: Map<string, JsonSchema>
  /** Schema files that are not valid JSON, as finished problem lines. */
  problems: string[]
}

/**
 * Reads every schema in `data/schemas/`. Each gets its file name as `$id` so that references such as
 * `common.schema.json#/$defs/Text` resolve exactly as they do in an editor that opens the files.
 */
export function loadSchemas(rootDir: string, dataDir = DATA_DIR): LoadedSchemas {
  const schemas = new Map<string, JsonSchema>()
  const problems: string[] = []
  for (const fileName of listSchemaFiles(rootDir, dataDir)) {
    const relative = path.posix.join(dataDir, "schemas", fileName)
    const parsed = parseJson(fs.readFileSync(path.resolve(rootDir, relative), "utf8"))
    if (!parsed.ok) {
      problems.push(`${relative}: invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.reason}`)
      continue
    }
    schemas.set(fileName, { ...(parsed.value as JsonSchema), $id: fileName })
  }
  return { schemas, problems }
}
