/**
 * The repository's own form of a data file, which the CMS writes when an editor saves (its custom
 * format, registered in plugins/content-admin/admin/cms.tsx), `npm run format` applies and `npm run check:data` checks
 * (tools/data-layout.ts): one printer for all three, so they agree by construction.
 *
 * - keys in the order the schema lists them (`$schema` first), any key the schema does not know after them;
 * - an optional field left blank is left out, instead of being written as `""` (or as an object of blanks
 *   and empty lists: a reply promise whose every field was cleared);
 *   a required list left without items is written as `[]`;
 * - `JSON.stringify` with two-space indentation, and a final newline: every value of an object or a list on
 *   a line of its own. Prettier leaves data files alone (.prettierignore), so no second printer disagrees.
 *
 * A one-field edit is then a one-line diff.
 */
import type { ObjectShape, Shape } from "./content-shape"

export function canonicalJson(data: unknown, shape: ObjectShape): string {
  return `${JSON.stringify(normalize(data, shape), null, 2)}\n`
}

/** Orders keys as the schema does and drops optional fields left blank. */
function normalize(value: unknown, shape: Shape | undefined): unknown {
  if (Array.isArray(value)) {
    return value.map(item => normalize(item, shape?.kind === "list" ? shape.items : undefined))
  }
  if (!isObject(value)) return value
  const fields = shape?.kind === "object" ? shape.fields : []
  const result: Record<string, unknown> = {}
  for (const field of fields) {
    const nullable = field.shape.kind !== "object" && field.shape.kind !== "list" && field.shape.nullable === true
    if (!(field.name in value)) {
      // A required list the editor left without items (the content manager writes nothing for it) is empty; a
      // required value that may be none, left blank, is none.
      if (field.required && field.shape.kind === "list") result[field.name] = []
      if (field.required && nullable) result[field.name] = null
      continue
    }
    // A value that may be none, left blank in the content manager (which writes ""), is none.
    const normalized = nullable && value[field.name] === "" ? null : normalize(value[field.name], field.shape)
    if (!field.required && isBlank(normalized)) continue
    result[field.name] = normalized
  }
  for (const [key, item] of Object.entries(value)) {
    if (!fields.some(field => field.name === key)) result[key] = normalize(item, undefined)
  }
  return result
}

/** What an editor leaves behind in an optional field they did not fill in, or cleared. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true
  return isObject(value) && Object.values(value).every(item => isBlank(item) || isEmptyList(item))
}

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}
