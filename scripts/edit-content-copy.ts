/**
 * `tsx scripts/edit-content-copy.ts <folder>`: writes a copy of data/ (schemas included) into <folder> in
 * which every visible text an editor owns is changed systematically: each word spelt backwards and the
 * words in reverse order ("Get Started Today" → "yadoT detratS teG"). Placeholders such as {replyTime},
 * and everything that is not free text (e-mail addresses, paths, icon names, numbers, the language tag),
 * stay as they are, so the copy still matches the schemas. The schemas say which strings are free text.
 *
 * `npm test` builds the site from such a copy (CONTENT_DIR=<folder>) and runs the whole browser suite
 * against it: a test that spells out today's wording instead of reading it from the content fails there.
 */
import fs from "fs"
import path from "path"
import { DATA_DIR, listDataFiles, schemaFileFor } from "../plugins/content-schema/data-files"
import { loadSchemas, type JsonSchema } from "../plugins/content-schema/load-schemas"

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
 * values (icons), a format (e-mail addresses, links) or a pattern anchored at the start (paths, the
 * language tag). Patterns such as "\\{rating\\}" only ask for a placeholder, which the edit keeps.
 */
function isFreeText(schema: JsonSchema, file: string, schemas: Map<string, JsonSchema>): boolean {
  if (schema.enum || schema.format || (typeof schema.pattern === "string" && schema.pattern.startsWith("^")))
    return false
  if (!schema.$ref) return true
  const target = resolve(schemas, file, schema.$ref)
  return isFreeText(target.schema, target.file, schemas)
}

/** `file` is the schema file `schema` stands in, for resolving its local references. */
function edit(value: unknown, schema: JsonSchema, file: string, schemas: Map<string, JsonSchema>): unknown {
  if (typeof value === "string") return isFreeText(schema, file, schemas) ? editText(value) : value
  if (schema.$ref) {
    const target = resolve(schemas, file, schema.$ref)
    return edit(value, target.schema, target.file, schemas)
  }
  if (Array.isArray(value) && schema.items) return value.map(item => edit(item, schema.items!, file, schemas))
  if (value && typeof value === "object" && schema.properties) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        const fieldSchema = schema.properties![key]
        // "$schema" tells editors' tools where the schema is: not content.
        return [key, fieldSchema && key !== "$schema" ? edit(field, fieldSchema, file, schemas) : field]
      })
    )
  }
  return value
}

/** Copies the content folder `source` to `target`, editing every free text of every data file. */
export function writeEditedCopy(source: string, target: string): void {
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(source, target, { recursive: true })
  const projectRoot = path.resolve(__dirname, "..")
  const { schemas } = loadSchemas(projectRoot)
  for (const dataFile of listDataFiles(projectRoot)) {
    const schemaFile = schemaFileFor(dataFile)
    const data: unknown = JSON.parse(fs.readFileSync(path.join(source, dataFile), "utf8"))
    const edited = edit(data, schemas.get(schemaFile)!, schemaFile, schemas)
    fs.writeFileSync(path.join(target, dataFile), `${JSON.stringify(edited, null, 2)}\n`)
  }
}

if (require.main === module) {
  const target = process.argv[2]
  if (!target) throw new Error("Usage: tsx scripts/edit-content-copy.ts <folder>")
  writeEditedCopy(path.resolve(DATA_DIR), target)
  console.log(`${target}: a copy of ${DATA_DIR}/ with every free text edited`)
}
