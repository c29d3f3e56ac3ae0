/**
 * The shape of each data file, resolved from its JSON Schema (`$ref`s followed), in the order the schema
 * lists the fields, with what an editor reads about each field (its title and description) and where
 * its rules are. The content check names fields by it (validate-content.ts); the content manager's form
 * (plugins/content-admin/cms-config.ts) and the data files' layout (canonical-json.ts) are derived from it.
 *
 * Plain data only (no functions, no Node modules): the shapes are also built into the admin's bundle.
 */
import { ordinal } from "../../src/lib/ordinal"
import type { JsonSchema } from "./load-schemas"

/**
 * The schema annotation that marks a text as one that can run to a sentence or more (common.schema.json's
 * `Paragraph`): the content manager edits it in a box of several lines.
 */
export const MULTILINE_KEYWORD = "x-multiline"

export type Shape = ObjectShape | ListShape | ValueShape

export interface ObjectShape {
  kind: "object"
  /** The fields in schema order. */
  fields: FieldShape[]
}

interface ListShape {
  kind: "list"
  items: Shape
  /** Where the items' schema is (see FieldShape's `rule`). */
  itemRule: string
  /** What one item is called, from the items' `title`: "Testimonial". */
  itemTitle?: string
  /** Hint for the list's items, from the items' description. */
  itemDescription?: string
  minItems?: number
  maxItems?: number
  /** Whether each item may appear once only (a set, such as a promise's business days). */
  uniqueItems?: boolean
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
  /** A text of a sentence or more (MULTILINE_KEYWORD). */
  multiline: boolean
  /** Whether the value may be null (`"type": ["number", "null"]`): a tier without an upper bound. */
  nullable?: boolean
}

export interface FieldShape {
  name: string
  /** What editors call the field: its `title` in the schema. */
  title?: string
  description?: string
  required: boolean
  /**
   * Where the field's own schema is, as a reference a checker resolves (content-rules.ts):
   * `home.schema.json#/$defs/Hero/properties/headline`.
   */
  rule: string
  shape: Shape
}

/** Where a keyword of the schemas is read from, for error messages: `home.schema.json (hero.claims)`. */
type Where = string

/** A schema with the file it belongs to and its JSON Pointer there, so references from it resolve. */
interface Located {
  schema: JsonSchema
  file: string
  pointer: string
}

/** Resolves the shape of the data file that `schemaFile` (for example `home.schema.json`) describes. */
export function shapeOfSchema(schemas: Map<string, JsonSchema>, schemaFile: string): ObjectShape {
  const schema = schemas.get(schemaFile)
  if (!schema) throw new Error(`no schema ${schemaFile}`)
  const shape = resolveShape(schemas, { schema, file: schemaFile, pointer: "" }, schemaFile)
  if (shape.kind !== "object") throw new Error(`${schemaFile}: a data file must be an object`)
  return shape
}

function resolveShape(schemas: Map<string, JsonSchema>, located: Located, where: Where): Shape {
  // A field may refine what it refers to (PageSeo's title is a Text with a maxLength): merge both.
  const target = followRef(schemas, located, where)
  const merged = target.schema
  // A value's type with "null": the value, which may be none.
  const nullable = Array.isArray(merged.type) && merged.type.includes("null")
  const type = typeOf(merged)
  switch (type) {
    case "object":
      return {
        kind: "object",
        fields: Object.entries(merged.properties ?? {}).map(([name, property]) => {
          const field: Located = {
            schema: property,
            file: target.file,
            pointer: `${target.pointer}/properties/${name}`,
          }
          const resolved = followRef(schemas, field, `${where}.${name}`).schema
          return {
            name,
            title: property.title ?? resolved.title,
            description: property.description ?? resolved.description,
            required: merged.required?.includes(name) ?? false,
            rule: `${field.file}#${field.pointer}`,
            shape: resolveShape(schemas, field, `${where}.${name}`),
          }
        }),
      }
    case "array": {
      if (!merged.items) throw new Error(`${where}: a list needs "items"`)
      const items: Located = { schema: merged.items, file: target.file, pointer: `${target.pointer}/items` }
      const resolvedItems = followRef(schemas, items, `${where}[]`).schema
      return {
        kind: "list",
        items: resolveShape(schemas, items, `${where}[]`),
        itemRule: `${items.file}#${items.pointer}`,
        itemTitle: merged.items.title ?? resolvedItems.title,
        itemDescription: merged.items.description ?? resolvedItems.description,
        minItems: number(merged.minItems),
        maxItems: number(merged.maxItems),
        ...(merged.uniqueItems === true && { uniqueItems: true }),
      }
    }
    case "string":
    case "integer":
    case "number":
    case "boolean":
      return {
        kind: type,
        ...(nullable && { nullable }),
        enum: merged.enum?.map(String),
        pattern: typeof merged.pattern === "string" ? merged.pattern : undefined,
        format: typeof merged.format === "string" ? merged.format : undefined,
        minimum: number(merged.minimum),
        maximum: number(merged.maximum),
        minLength: number(merged.minLength),
        maxLength: number(merged.maxLength),
        multiline: merged[MULTILINE_KEYWORD] === true,
      }
    default:
      throw new Error(`${where}: unsupported type ${JSON.stringify(merged.type)}`)
  }
}

/** A schema's one type: its `type`, or of a value's type and "null", the value's. */
function typeOf(schema: JsonSchema): Exclude<JsonSchema["type"], readonly unknown[]> {
  const { type } = schema
  return isPair(type) ? type[0] : type
}

const isPair = (type: JsonSchema["type"]): type is Extract<JsonSchema["type"], readonly unknown[]> =>
  Array.isArray(type)

/**
 * The `$defs` entry a `$ref` names, in the schema's own file or another schema file: its name (which is
 * also its GraphQL type's, graphql-types.ts), its schema as written, and its place. The one resolver of
 * references for everything derived from the schemas.
 */
export function refTarget(
  schemas: Map<string, JsonSchema>,
  ref: string,
  file: string,
  where: Where
): Located & { name: string } {
  const match = /^([^#]*)#(\/\$defs\/([A-Za-z0-9_]+))$/.exec(ref)
  const targetFile = match?.[1] || file
  const schema = match && schemas.get(targetFile)?.$defs?.[match[3]]
  if (!match || !schema) throw new Error(`${where}: cannot resolve "$ref": "${ref}"`)
  return { name: match[3], schema, file: targetFile, pointer: match[2] }
}

/**
 * Follows `$ref`s (within a file or to another schema file), merging the referring schema's own keywords
 * over the target's. Where the result lives is the target's place, for the references inside it.
 */
function followRef(schemas: Map<string, JsonSchema>, located: Located, where: Where): Located {
  const { schema } = located
  if (!schema.$ref) return located
  const { $ref: ref, ...own } = schema
  const resolved = followRef(schemas, refTarget(schemas, ref, located.file, where), where)
  return { ...resolved, schema: { ...resolved.schema, ...own } }
}

/** The labels of the fields along a JSON Pointer into a data file: `/items/1/rating` → Testimonials, 2nd…, Rating. */
export function fieldTitles(shape: ObjectShape, pointer: string): string[] {
  const titles: string[] = []
  let current: Shape | undefined = shape
  for (const part of pointer.split("/").slice(1)) {
    if (current?.kind === "object") {
      const field: FieldShape | undefined = current.fields.find(candidate => candidate.name === part)
      titles.push(field?.title ?? part)
      current = field?.shape
    } else if (current?.kind === "list") {
      titles.push(`${ordinal(Number(part) + 1)} ${(current.itemTitle ?? "item").toLowerCase()}`)
      current = current.items
    } else {
      titles.push(part)
      current = undefined
    }
  }
  return titles
}

function number(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined
}
