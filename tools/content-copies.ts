/**
 * Copies of the content (data/ with its schemas) for building the site from other content without
 * touching data/: build one with CONTENT_DIR pointing at it. `npm test` builds two (scripts/test-all.sh):
 *
 * - one with every free text edited (`withEditedTexts`), against which the whole browser suite runs, to
 *   prove that no test depends on today's wording;
 * - one with the contact form's delivery switched to Netlify Forms (`withChange`).
 */
import fs from "fs"
import path from "path"
import { listDataFiles, schemaFileFor } from "../plugins/content-schema/data-files"
import { loadSchemas, type JsonSchema } from "../plugins/content-schema/load-schemas"

const projectRoot = path.resolve(__dirname, "..")

/**
 * Each word spelt backwards and the words in reverse order ("Get Started Today" → "yadoT detratS teG").
 * Placeholders such as {replyTime} are kept, so the text still does its job.
 */
export function editText(text: string): string {
  const edited = text
    .split(" ")
    .map(word => (word.includes("{") ? word : [...word].reverse().join("")))
    .reverse()
    .join(" ")
  // A text that reads the same backwards ("404") still has to change.
  return edited === text ? `${text}~` : edited
}

function resolve(schemas: Map<string, JsonSchema>, file: string, ref: string): { file: string; schema: JsonSchema } {
  const [target, pointer] = ref.split("#")
  const targetFile = target || file
  const definition = pointer.split("/").filter(Boolean).slice(1)[0]
  const schema = schemas.get(targetFile)?.$defs?.[definition]
  if (!schema) throw new Error(`Cannot resolve ${ref} from ${file}`)
  return { file: targetFile, schema }
}

/**
 * A string is free text unless its schema (or one it refers to) gives it a shape: a list of allowed
 * values (icons, the delivery mode), a format (e-mail addresses, links) or a pattern anchored at the
 * start (paths, the language tag). Patterns such as "\\{rating\\}" only ask for a placeholder, which
 * the edit keeps.
 */
function isFreeText(schema: JsonSchema, file: string, schemas: Map<string, JsonSchema>): boolean {
  if (schema.enum || schema.format || (typeof schema.pattern === "string" && schema.pattern.startsWith("^")))
    return false
  if (!schema.$ref) return true
  const target = resolve(schemas, file, schema.$ref)
  return isFreeText(target.schema, target.file, schemas)
}

/** `file` is the schema file `schema` stands in, for resolving its local references. */
function editFreeTexts(value: unknown, schema: JsonSchema, file: string, schemas: Map<string, JsonSchema>): unknown {
  if (typeof value === "string") return isFreeText(schema, file, schemas) ? editText(value) : value
  if (schema.$ref) {
    const target = resolve(schemas, file, schema.$ref)
    return editFreeTexts(value, target.schema, target.file, schemas)
  }
  if (Array.isArray(value) && schema.items) return value.map(item => editFreeTexts(item, schema.items!, file, schemas))
  if (value && typeof value === "object" && schema.properties) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        const fieldSchema = schema.properties![key]
        // "$schema" tells editors' tools where the schema is: not content.
        return [key, fieldSchema && key !== "$schema" ? editFreeTexts(field, fieldSchema, file, schemas) : field]
      })
    )
  }
  return value
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, "utf8"))
}

function writeJson(file: string, data: unknown): void {
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
}

/** Copies the content folder `source` to `target`. */
export function copyContent(source: string, target: string): void {
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(source, target, { recursive: true })
}

/** In the copy at `target`, every free text of every data file edited with editText. */
export function withEditedTexts(target: string): void {
  const { schemas } = loadSchemas(projectRoot)
  for (const dataFile of listDataFiles(projectRoot)) {
    const schemaFile = schemaFileFor(dataFile)
    const file = path.join(target, dataFile)
    writeJson(file, editFreeTexts(readJson(file), schemas.get(schemaFile)!, schemaFile, schemas))
  }
}

/** In the copy at `target`, one field set: `contact.delivery` = "netlify" (a dotted path reaches nested fields). */
export function withChange(target: string, setting: string, value: unknown): void {
  const match = /^([\w-]+)\.([\w.]+)$/.exec(setting)
  if (!match) throw new Error(`${setting}: write it as <file>.<field>, e.g. contact.delivery`)
  const [fileName, fieldPath] = [`${match[1]}.json`, match[2].split(".")]
  const file = path.join(target, fileName)
  if (!fs.existsSync(file)) throw new Error(`${setting}: there is no ${fileName}`)
  const data = readJson(file) as Record<string, unknown>
  const parent = fieldPath.slice(0, -1).reduce<Record<string, unknown>>((object, key) => {
    if (typeof object[key] !== "object" || object[key] === null) throw new Error(`${setting}: no object at ${key}`)
    return object[key] as Record<string, unknown>
  }, data)
  const field = fieldPath[fieldPath.length - 1]
  if (!(field in parent)) throw new Error(`${setting}: ${fileName} has no field ${fieldPath.join(".")}`)
  parent[field] = value
  writeJson(file, data)
}
