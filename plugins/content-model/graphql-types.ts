import { kindOfFormat, kindOfSchema } from "./content-kinds"
import { IMAGE_FILE_FORMAT, RICH_TEXT_FORMAT } from "./content-rules"
import { refTarget } from "./content-shape"
import { REPOSITORY_DATA_DIR, SCHEMA_DIR, SHARED_SCHEMA, typeNameForDataFile } from "./data-files"
import type { JsonSchema } from "./load-schemas"

/** The node field that holds the id of a kind's entry (its file's name without `.json`), set by gatsby-node.ts. */
export const ITEM_ID_FIELD = "itemId"
/** The type of what the build adds to every entry's node (`fields`), set by gatsby-node.ts. */
export const ENTRY_FIELDS_TYPE = "ContentEntryFields"
/** The field extensions gatsby-node.ts registers: a rich text's HTML and its reading time, computed at build time. */
export const RICH_TEXT_HTML_EXTENSION = "richTextHtml"
export const READING_MINUTES_EXTENSION = "readingMinutes"
/** A list of entries named by their ids, resolved in the order named (content-entries.ts `entriesNamed`). */
export const NAMED_ENTRIES_EXTENSION = "namedEntries"

/**
 * Derives Gatsby's GraphQL type definitions (SDL) from the JSON Schemas in `data/schemas/`, so the
 * content is described once. Each data file becomes a `Node` type (`site.json` → `SiteJson`) with
 * `@dontInfer`, a child of its `File`, and so does each kind's folder, one type for all its files (`people/` → `PersonJson`,
 * declared even while the folder is empty or missing), with what the build adds to every entry (`fields`:
 * its id, path and whether it is live); each object under `$defs` becomes a named type; descriptions
 * carry over, so GraphiQL's documentation explorer explains the content. Required fields are non-null. A
 * text naming an entry by its id is that entry's node (`@link`); an uploaded picture is its `File`; a rich
 * text comes with its HTML and reading time, made at build time.
 */
export function graphqlTypeDefs(schemas: Map<string, JsonSchema>): string {
  const builder = new SdlBuilder(schemas)
  let entryFieldsDeclared = false
  for (const [schemaFile, schema] of schemas) {
    if (schemaFile === SHARED_SCHEMA) continue
    const summary = [schema.title, schema.description].filter(Boolean).join(". ")
    const kind = kindOfSchema(schemaFile)
    if (kind) {
      if (!entryFieldsDeclared) {
        builder.addBlock(ENTRY_FIELDS_SDL)
        entryFieldsDeclared = true
      }
      builder.addObjectType(
        kind.typeName,
        `${summary} Each file in ${REPOSITORY_DATA_DIR}/${kind.folder}/ is one.`,
        schema,
        schemaFile,
        `implements Node @dontInfer ${CHILD_OF_FILE}`,
        [
          `${block("What the build adds to the entry: its id, path and whether it is live.", "  ")}  fields: ${ENTRY_FIELDS_TYPE}!`,
        ]
      )
      continue
    }
    const dataFile = schemaFile.replace(/\.schema\.json$/, ".json")
    builder.addObjectType(
      typeNameForDataFile(dataFile),
      `${summary} Edited in ${REPOSITORY_DATA_DIR}/${dataFile}.`,
      schema,
      schemaFile,
      `implements Node @dontInfer ${CHILD_OF_FILE}`
    )
  }
  return builder.toString()
}

/**
 * Every data file's node is a child of its `File`. Declared, not inferred: `File` then has its `childPersonJson`
 * field whether or not a person's file exists, so the GraphQL types (and src/gatsby-types.d.ts) are the same
 * for every content, and a firm's first article changes no code.
 */
const CHILD_OF_FILE = '@childOf(types: ["File"])'

const ENTRY_FIELDS_SDL = `${block("What the build adds to each entry of a kind of page (an entry is a file of its kind's folder).", "")}type ${ENTRY_FIELDS_TYPE} {
${block("The file's name without .json: the entry's id, set when it was created.", "  ")}  ${ITEM_ID_FIELD}: String!
${block("Where the entry is published: its kind's base path and its address, such as /team/jane-doe.", "  ")}  path: String!
${block("Whether the entry is published: false once it is retired (its addresses then lead elsewhere).", "  ")}  live: Boolean!
}`

class SdlBuilder {
  private readonly blocks: string[] = []
  /** GraphQL type name → the `$defs` entry it was made from, to catch two defs with one name. */
  private readonly origins = new Map<string, string>()

  constructor(private readonly schemas: Map<string, JsonSchema>) {}

  addBlock(sdl: string): void {
    this.blocks.push(sdl)
  }

  addObjectType(
    name: string,
    description: string,
    schema: JsonSchema,
    file: string,
    suffix = "",
    extraFields: string[] = []
  ): void {
    const fields = Object.entries(schema.properties ?? {})
      .filter(([field]) => !field.startsWith("$")) // `$schema` is for editors, not for pages
      .map(([field, property]) => {
        const where = `${SCHEMA_DIR}/${file} (${name}.${field})`
        const resolved = this.resolve(property, file)
        const description = property.description ?? resolved.schema.description
        if (!description) throw new Error(`${where}: every field needs a "description"`)
        // What editors call the field, then what it is: the same words as in the content manager.
        const title = property.title ?? resolved.schema.title
        const text = title ? `${title}: ${description}` : description
        // A required field that may be null (`"type": [..., "null"]`) is not a non-null GraphQL field.
        const mayBeNull = [property.type, resolved.schema.type].some(
          type => Array.isArray(type) && type.includes("null")
        )
        const nonNull = schema.required?.includes(field) && !mayBeNull ? "!" : ""
        const format = property.format ?? resolved.schema.format
        // An entry's id, as a link chooses it: the entry itself, found by its id.
        const linked = kindOfFormat(typeof format === "string" ? format : undefined)
        const listItemFormat = property.items ? this.resolve(property.items, file).schema.format : undefined
        const linkedItems = kindOfFormat(typeof listItemFormat === "string" ? listItemFormat : undefined)
        const type = linked
          ? `${linked.typeName}${nonNull} @link(by: "fields.${ITEM_ID_FIELD}")`
          : linkedItems
            ? `[${linkedItems.typeName}!]${nonNull} @${NAMED_ENTRIES_EXTENSION}(type: "${linkedItems.typeName}")`
            : format === IMAGE_FILE_FORMAT
              ? `File${nonNull} @fileByRelativePath`
              : `${this.fieldType(property, file, where)}${nonNull}`
        const lines = [`${block(text, "  ")}  ${field}: ${type}`]
        if (format === RICH_TEXT_FORMAT)
          lines.push(
            `${block(`${title ?? field} as HTML, made at build time from its Markdown: headings start at h2, and nothing in it can run.`, "  ")}  ${field}Html: String! @${RICH_TEXT_HTML_EXTENSION}(of: "${field}")`,
            `${block(`How many minutes ${title ?? field} takes to read, at 238 words a minute, computed at build time.`, "  ")}  ${field}ReadingMinutes: Int! @${READING_MINUTES_EXTENSION}(of: "${field}")`
          )
        return lines.join("\n")
      })
    this.blocks.push(
      `${block(description, "")}type ${name} ${suffix}`.trimEnd() + ` {\n${[...fields, ...extraFields].join("\n")}\n}`
    )
  }

  toString(): string {
    return `${this.blocks.join("\n\n")}\n`
  }

  private fieldType(property: JsonSchema, file: string, where: string): string {
    if (property.$ref) {
      const target = this.resolve(property, file)
      if (target.schema.type !== "object") return this.fieldType(target.schema, target.file, where)
      this.addDefinition(target.name, target.schema, target.file)
      return target.name
    }
    switch (Array.isArray(property.type) ? property.type.find(name => name !== "null") : property.type) {
      case "string":
        return "String"
      case "integer":
        return "Int"
      case "number":
        return "Float"
      case "boolean":
        return "Boolean"
      case "array":
        if (!property.items) throw new Error(`${where}: a list needs "items"`)
        return `[${this.fieldType(property.items, file, where)}!]`
      case "object":
        throw new Error(
          `${where}: define nested objects under "$defs" and refer to them with "$ref", so their GraphQL type has a name`
        )
      default:
        throw new Error(`${where}: unsupported type ${JSON.stringify(property.type)}`)
    }
  }

  private addDefinition(name: string, schema: JsonSchema, file: string): void {
    const origin = `${file}#/$defs/${name}`
    const known = this.origins.get(name)
    if (known === origin) return
    if (known)
      throw new Error(
        `${SCHEMA_DIR}: "$defs/${name}" is defined in both ${known} and ${origin}; GraphQL type names must be unique`
      )
    this.origins.set(name, origin)
    if (!schema.description) throw new Error(`${SCHEMA_DIR}/${origin}: every definition needs a "description"`)
    this.addObjectType(name, schema.description, schema, file)
  }

  /** The `$defs` entry a `$ref` names (content-shape.ts), or the property itself when it refers to none. */
  private resolve(property: JsonSchema, file: string): { name: string; schema: JsonSchema; file: string } {
    if (!property.$ref) return { name: "", schema: property, file }
    return refTarget(this.schemas, property.$ref, file, `${SCHEMA_DIR}/${file}`)
  }
}

/** A GraphQL description block. */
function block(text: string, indent: string): string {
  return `${indent}"""\n${indent}${text.replace(/"""/g, '\\"""')}\n${indent}"""\n`
}
