import { refTarget } from "./content-shape"
import { DATA_DIR, SCHEMA_DIR, SERVICE_PAGES, SHARED_SCHEMA, folderOfSchema, typeNameForDataFile } from "./data-files"
import type { JsonSchema } from "./load-schemas"

/** The `format` of a text that names a service page by its id (common.schema.json's `ServicePageLink`). */
const SERVICE_PAGE_FORMAT = "service-page"
/** The node field that holds the id of a content folder's file (its name without `.json`), set by gatsby-node.ts. */
export const ITEM_ID_FIELD = "itemId"

/**
 * Derives Gatsby's GraphQL type definitions (SDL) from the JSON Schemas in `data/schemas/`, so the
 * content is described once. Each data file becomes a `Node` type (`site.json` → `SiteJson`) with
 * `@dontInfer`, and so does each content folder, one type for all its files (`service-pages/` →
 * `ServicePageJson`, declared even while the folder is empty); each object under `$defs` becomes a named
 * type; descriptions carry over, so GraphiQL's documentation explorer explains the content. Required fields
 * are non-null. A text naming a service page by its id is that page's node (`@link`).
 */
export function graphqlTypeDefs(schemas: Map<string, JsonSchema>): string {
  const builder = new SdlBuilder(schemas)
  for (const [schemaFile, schema] of schemas) {
    if (schemaFile === SHARED_SCHEMA) continue
    const summary = [schema.title, schema.description].filter(Boolean).join(". ")
    const folder = folderOfSchema(schemaFile)
    if (folder) {
      const fieldsType = `${folder.typeName}Fields`
      builder.addBlock(
        `${block(`What the build adds to each file of ${DATA_DIR}/${folder.folder}/.`, "")}type ${fieldsType} {\n` +
          `${block("The file's name without .json: the item's id, set when it was created.", "  ")}  ${ITEM_ID_FIELD}: String!\n}`
      )
      builder.addObjectType(
        folder.typeName,
        `${summary} Each file in ${DATA_DIR}/${folder.folder}/ is one.`,
        schema,
        schemaFile,
        "implements Node @dontInfer",
        [`${block("What the build adds to the file.", "  ")}  fields: ${fieldsType}!`]
      )
      continue
    }
    const dataFile = schemaFile.replace(/\.schema\.json$/, ".json")
    builder.addObjectType(
      typeNameForDataFile(dataFile),
      `${summary} Edited in ${DATA_DIR}/${dataFile}.`,
      schema,
      schemaFile,
      "implements Node @dontInfer"
    )
  }
  return builder.toString()
}

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
        const nonNull = schema.required?.includes(field) ? "!" : ""
        // A service page's id, as a card's link chooses it: the page itself, found by its id.
        const linked = resolved.schema.format === SERVICE_PAGE_FORMAT || property.format === SERVICE_PAGE_FORMAT
        const type = linked
          ? `${SERVICE_PAGES.typeName}${nonNull} @link(by: "fields.${ITEM_ID_FIELD}")`
          : `${this.fieldType(property, file, where)}${nonNull}`
        return `${block(text, "  ")}  ${field}: ${type}`
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
    switch (property.type) {
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
