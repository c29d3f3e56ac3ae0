/**
 * `--set <file>.<field>=<value>` of scripts/write-content-variant.ts: one field of a content folder set to
 * another value the schema gives a shape (the delivery mode: `contact.delivery=netlify`), the file written
 * in the repository's layout.
 */
import fs from "fs"
import path from "path"
import { canonicalJson } from "../plugins/content-model/canonical-json"
import { shapeOfSchema } from "../plugins/content-model/content-shape"
import { schemaFileFor } from "../plugins/content-model/data-files"
import { loadSchemas } from "../plugins/content-model/load-schemas"
import { isObject } from "./variant-texts"

const projectRoot = path.resolve(__dirname, "..")

/** In the content folder `target`, one field set: `contact.delivery` = "netlify" (a dotted path reaches nested fields). */
export function setField(target: string, setting: string, value: unknown): void {
  const match = /^([\w-]+)\.([\w.]+)$/.exec(setting)
  if (!match) throw new Error(`${setting}: write it as <file>.<field>, e.g. contact.delivery`)
  const [fileName, fieldPath] = [`${match[1]}.json`, match[2].split(".")]
  const file = path.join(target, fileName)
  if (!fs.existsSync(file)) throw new Error(`${setting}: there is no ${fileName}`)
  const data = readJson(file) as Record<string, unknown>
  const parent = fieldPath.slice(0, -1).reduce<Record<string, unknown>>((object, key) => {
    if (!isObject(object[key])) throw new Error(`${setting}: no object at ${key}`)
    return object[key]
  }, data)
  const field = fieldPath[fieldPath.length - 1]
  if (!(field in parent)) throw new Error(`${setting}: ${fileName} has no field ${fieldPath.join(".")}`)
  parent[field] = value
  fs.writeFileSync(
    file,
    canonicalJson(data, shapeOfSchema(loadSchemas(projectRoot, target).schemas, schemaFileFor(fileName)))
  )
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, "utf8"))
}
