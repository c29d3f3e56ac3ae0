import fs from "fs"
import path from "path"
import { DATA_DIR, SHARED_SCHEMA, listSchemaFiles } from "./data-files"
import { kindOfSchema, retirementFallback, type ContentKind } from "./content-kinds"
import { parseJson } from "./parse-json"

/** A JSON Schema as read from `data/schemas/` (only the keywords this project uses are typed). */
type JsonType = "object" | "array" | "string" | "integer" | "number" | "boolean"

export interface JsonSchema {
  $schema?: string
  $id?: string
  $ref?: string
  $defs?: Record<string, JsonSchema>
  title?: string
  description?: string
  /** One type, or a value's type and "null" (a required number that may be none: a tier's upper bound). */
  type?: JsonType | readonly [JsonType, "null"]
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
  /** Schema files that are not valid JSON, or name a field GraphQL cannot take, as finished problem lines. */
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
    for (const field of fieldsNotNamedForGraphQL(parsed.value as JsonSchema)) {
      const suggested = camelCase(field)
      problems.push(
        `${relative}: the field ${field} cannot be a field of the GraphQL types the pages query: a name is letters, ` +
          `digits and _, not starting with a digit${isGraphQLName(suggested) ? ` (${suggested})` : ""}`
      )
    }
  }
  for (const [fileName, schema] of schemas) {
    const kind = kindOfSchema(fileName)
    if (kind) schemas.set(fileName, withRetirement(schema, kind, schemas.get(SHARED_SCHEMA)))
  }
  return { schemas, problems }
}

/** The fields of a schema, at every depth, whose names GraphQL cannot take (`case-study`); a file's `$schema` is no field of its type. */
function fieldsNotNamedForGraphQL(schema: JsonSchema): string[] {
  const nested = [...Object.values(schema.properties ?? {}), ...Object.values(schema.$defs ?? {}), schema.items]
  return [
    ...Object.keys(schema.properties ?? {}).filter(name => name !== "$schema" && !isGraphQLName(name)),
    ...nested.flatMap(child => (child && typeof child === "object" ? fieldsNotNamedForGraphQL(child) : [])),
  ]
}

const isGraphQLName = (name: string) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(name)

/** A name in the form GraphQL takes: `case-study` as `caseStudy`. */
const camelCase = (name: string) =>
  name.replace(/[^_0-9A-Za-z]+([A-Za-z0-9])?/g, (_, letter: string | undefined) => (letter ?? "").toUpperCase())

/** The shared definition a kind's `retiredTo` refers to (common.schema.json). */
const RETIRED_TO_REF = `${SHARED_SCHEMA}#/$defs/RetiredTo`

/**
 * A kind's schema with its `retiredTo` composed: the shared definition (common.schema.json `RetiredTo`), the
 * kind's own words over it, and the one pattern that differs by kind, made here from the kind's record: an
 * entry's id (the shared `Address` pattern) or the kind's index page, `/` for a kind without one
 * (`^(/insights|[a-z0-9]+(-[a-z0-9]+)*)$`). Written out in one schema object, as the check needs it: the
 * kind's `errorMessage` for the pattern (ajv-errors) names only keywords beside it, not behind a `$ref`.
 * A schema that refers elsewhere, or a shared file without the definitions, is left as it is: the check
 * then reports what it finds.
 */
function withRetirement(schema: JsonSchema, kind: ContentKind, shared: JsonSchema | undefined): JsonSchema {
  const own = schema.properties?.retiredTo
  const definition = shared?.$defs?.RetiredTo
  const idPattern = shared?.$defs?.Address?.pattern
  if (own?.$ref !== RETIRED_TO_REF || !definition || typeof idPattern !== "string") return schema
  const { $ref: _shared, ...words } = own
  const fallback = retirementFallback(kind).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const retiredTo = { ...definition, ...words, pattern: `^(${fallback}|${idPattern.replace(/^\^|\$$/g, "")})$` }
  return { ...schema, properties: { ...schema.properties, retiredTo } }
}
