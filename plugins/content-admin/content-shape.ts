/**
 * The shape of each data file, resolved from its JSON Schema (`$ref`s followed), in the order the schema
 * lists the fields. The CMS configuration (cms-config.ts) and the CMS's file format (canonical-json.ts)
 * are both derived from it, so the admin edits and writes exactly what the schemas describe.
 *
 * Plain data only (no functions): the shapes are also built into the admin's bundle.
 */
import type { JsonSchema } from "../content-schema/load-schemas"

export type Shape = ObjectShape | ListShape | ValueShape

export interface ObjectShape {
  kind: "object"
  /** The fields in schema order. */
  fields: FieldShape[]
}

interface ListShape {
  kind: "list"
  items: Shape
  /** Hint for the list's items, from the items' description. */
  itemDescription?: string
  minItems?: number
  maxItems?: number
}

export interface ValueShape {
  kind: "string" | "integer" | "number" | "boolean"
  enum?: string[]
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
}

export interface FieldShape {
  name: string
  title?: string
  description?: string
  required: boolean
  shape: Shape
}

/** Where a keyword of the schemas is read from, for error messages: `home.schema.json (hero.claims)`. */
type Where = string

/** Resolves the shape of the data file that `schemaFile` (for example `home.schema.json`) describes. */
export function shapeOfSchema(schemas: Map<string, JsonSchema>, schemaFile: string): ObjectShape {
  const schema = schemas.get(schemaFile)
  if (!schema) throw new Error(`no schema ${schemaFile}`)
  const shape = resolveShape(schemas, schema, schemaFile, schemaFile)
  if (shape.kind !== "object") throw new Error(`${schemaFile}: a data file must be an object`)
  return shape
}

function resolveShape(schemas: Map<string, JsonSchema>, schema: JsonSchema, file: string, where: Where): Shape {
  // A field may refine what it refers to (PageSeo's title is a Text with a maxLength): merge both.
  const { schema: merged, file: targetFile } = followRef(schemas, schema, file, where)
  switch (merged.type) {
    case "object":
      return {
        kind: "object",
        fields: Object.entries(merged.properties ?? {}).map(([name, property]) => {
          const target = followRef(schemas, property, targetFile, `${where}.${name}`)
          return {
            name,
            title: property.title ?? target.schema.title,
            description: property.description ?? target.schema.description,
            required: merged.required?.includes(name) ?? false,
            shape: resolveShape(schemas, property, targetFile, `${where}.${name}`),
          }
        }),
      }
    case "array": {
      if (!merged.items) throw new Error(`${where}: a list needs "items"`)
      const items = followRef(schemas, merged.items, targetFile, `${where}[]`)
      return {
        kind: "list",
        items: resolveShape(schemas, merged.items, targetFile, `${where}[]`),
        itemDescription: merged.items.description ?? items.schema.description,
        minItems: number(merged.minItems),
        maxItems: number(merged.maxItems),
      }
    }
    case "string":
    case "integer":
    case "number":
    case "boolean":
      return {
        kind: merged.type,
        enum: merged.enum?.map(String),
        pattern: typeof merged.pattern === "string" ? merged.pattern : undefined,
        format: typeof merged.format === "string" ? merged.format : undefined,
        minimum: number(merged.minimum),
        maximum: number(merged.maximum),
        minLength: number(merged.minLength),
        maxLength: number(merged.maxLength),
      }
    default:
      throw new Error(`${where}: unsupported type ${JSON.stringify(merged.type)}`)
  }
}

/** Follows `$ref`s (within a file or to another schema file), merging the referring schema's own keywords over the target's. */
function followRef(
  schemas: Map<string, JsonSchema>,
  schema: JsonSchema,
  file: string,
  where: Where
): { schema: JsonSchema; file: string } {
  if (!schema.$ref) return { schema, file }
  const match = /^([^#]*)#\/\$defs\/([A-Za-z0-9_]+)$/.exec(schema.$ref)
  const targetFile = match?.[1] || file
  const target = match && schemas.get(targetFile)?.$defs?.[match[2]]
  if (!match || !target) throw new Error(`${where}: cannot resolve "$ref": "${schema.$ref}"`)
  const { $ref: _ref, ...own } = schema
  const resolved = followRef(schemas, target, targetFile, where)
  return { schema: { ...resolved.schema, ...own }, file: resolved.file }
}

function number(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined
}
