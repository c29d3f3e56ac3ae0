/**
 * `tsx scripts/edit-content-copy.ts <folder>`: writes a copy of data/ (schemas included) into <folder> in
 * which every visible text an editor owns is changed systematically: each word spelt backwards and the
 * words in reverse order ("Get Started Today" → "yadoT detratS teG"). Placeholders such as {replyTime},
 * and everything that is not free text (e-mail addresses, paths, icon names, numbers, the language tag),
 * stay as they are, so the copy still matches the schemas.
 *
 * `npm test` builds the site from such a copy (CONTENT_DIR=<folder>) and runs the whole browser suite
 * against it: a test that spells out today's wording instead of reading it from the content fails there.
 */
import fs from "fs"
import path from "path"
import { DATA_DIR, SHARED_SCHEMA, listDataFiles, schemaFileFor } from "../plugins/content-schema/data-files"
import { loadSchemas, type JsonSchema } from "../plugins/content-schema/load-schemas"

/** The `$defs` entry every free-text field refers to. */
const FREE_TEXT = `${SHARED_SCHEMA}#/$defs/Text`

export function editText(text: string): string {
  return text
    .split(" ")
    .map(word => (word.includes("{") ? word : [...word].reverse().join("")))
    .reverse()
    .join(" ")
}

function resolve(schemas: Map<string, JsonSchema>, file: string, ref: string): { file: string; schema: JsonSchema } {
  const [target, pointer] = ref.split("#")
  const targetFile = target || file
  const definition = pointer.split("/").filter(Boolean).slice(1)[0]
  const schema = schemas.get(targetFile)?.$defs?.[definition]
  if (!schema) throw new Error(`Cannot resolve ${ref} from ${file}`)
  return { file: targetFile, schema }
}

/** `file` is the schema file `schema` stands in, for resolving its local references. */
function edit(value: unknown, schema: JsonSchema, file: string, schemas: Map<string, JsonSchema>): unknown {
  if (schema.$ref) {
    const qualified = schema.$ref.startsWith("#") ? `${file}${schema.$ref}` : schema.$ref
    if (qualified === FREE_TEXT && typeof value === "string") return editText(value)
    const target = resolve(schemas, file, schema.$ref)
    return edit(value, target.schema, target.file, schemas)
  }
  if (Array.isArray(value) && schema.items) return value.map(item => edit(item, schema.items!, file, schemas))
  if (value && typeof value === "object" && schema.properties) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        const fieldSchema = schema.properties![key]
        return [key, fieldSchema ? edit(field, fieldSchema, file, schemas) : field]
      })
    )
  }
  return value
}

function main() {
  const target = process.argv[2]
  if (!target) throw new Error("Usage: tsx scripts/edit-content-copy.ts <folder>")
  const source = path.resolve(DATA_DIR)
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(source, target, { recursive: true })
  const { schemas } = loadSchemas(process.cwd())
  for (const dataFile of listDataFiles(process.cwd())) {
    const schemaFile = schemaFileFor(dataFile)
    const data: unknown = JSON.parse(fs.readFileSync(path.join(source, dataFile), "utf8"))
    const edited = edit(data, schemas.get(schemaFile)!, schemaFile, schemas)
    fs.writeFileSync(path.join(target, dataFile), `${JSON.stringify(edited, null, 2)}\n`)
  }
  console.log(`${target}: a copy of ${DATA_DIR}/ with every free text edited`)
}

if (require.main === module) main()
