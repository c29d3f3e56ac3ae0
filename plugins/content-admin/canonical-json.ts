/**
 * The repository's own form of a data file, which the CMS writes when an editor saves (its custom
 * format, registered in admin/cms.tsx) and which every file in data/ is already in:
 *
 * - keys in the order the schema lists them (`$schema` first), any key the schema does not know after them;
 * - an optional field left blank is left out, instead of being written as `""` (or as an object of blanks);
 *   a required list left without items is written as `[]`;
 * - two-space indentation and a final newline; objects one key per line; a list of plain values on one
 *   line when that line fits in 120 characters, one value per line otherwise. That is also the layout
 *   Prettier (`npm run lint`) keeps, so a file the CMS saved passes the lint unchanged.
 *
 * A one-field edit is then a one-line diff.
 */
import type { ObjectShape, Shape } from "../content-schema/content-shape"

/** Prettier's print width in this repository (.prettierrc.json). */
const PRINT_WIDTH = 120
const INDENT = "  "

export function canonicalJson(data: unknown, shape: ObjectShape): string {
  return `${print(normalize(data, shape), "", 0, false)}\n`
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
    // A required list the editor left without items (the content manager writes nothing for it) is empty.
    if (!(field.name in value) && field.required && field.shape.kind === "list") {
      result[field.name] = []
      continue
    }
    if (!(field.name in value)) continue
    const normalized = normalize(value[field.name], field.shape)
    if (!field.required && isBlank(normalized)) continue
    result[field.name] = normalized
  }
  for (const [key, item] of Object.entries(value)) {
    if (!fields.some(field => field.name === key)) result[key] = normalize(item, undefined)
  }
  return result
}

/** What an editor leaves behind in an optional field they did not fill in. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true
  return isObject(value) && Object.values(value).every(isBlank)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/**
 * `indent` is the current line's indentation, `prefix` how many characters precede the value on its line
 * (indentation and `"key": `), `followed` whether a comma follows it.
 */
function print(value: unknown, indent: string, prefix: number, followed: boolean): string {
  const inner = indent + INDENT
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    if (value.every(item => !isObject(item) && !Array.isArray(item))) {
      const oneLine = `[${value.map(item => JSON.stringify(item)).join(", ")}]`
      if (prefix + width(oneLine) + (followed ? 1 : 0) <= PRINT_WIDTH) return oneLine
    }
    const items = value.map((item, index) => `${inner}${print(item, inner, inner.length, index < value.length - 1)}`)
    return `[\n${items.join(",\n")}\n${indent}]`
  }
  if (isObject(value)) {
    const entries = Object.entries(value)
    if (entries.length === 0) return "{}"
    const lines = entries.map(([key, item], index) => {
      const start = `${inner}${JSON.stringify(key)}: `
      return `${start}${print(item, inner, width(start), index < entries.length - 1)}`
    })
    return `{\n${lines.join(",\n")}\n${indent}}`
  }
  return JSON.stringify(value)
}

/** Characters on screen, as Prettier counts them for ASCII and most text (astral characters count once). */
function width(text: string): number {
  return [...text].length
}
