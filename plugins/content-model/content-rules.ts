/**
 * The content's one rule book: the JSON Schemas in data/schemas/, checked by one checker (Ajv, with
 * ajv-formats for e-mail addresses and ajv-errors for the words a schema gives its patterns), and one
 * way of saying what is wrong. `npm run check:data` and the build use it (validate-content.ts), and so
 * does the content manager, which bundles this module (plugins/content-admin/admin/checked-widgets.tsx):
 * both refuse the same values in the same words.
 *
 * A problem reads like a person wrote it, the rule first and then what the field holds now:
 * "At most 70 characters (now 112)", "A whole number from 1 to 5 (now 4.5)".
 *
 * No Node modules here: the admin's bundle imports it.
 */
import Ajv2020, { type ErrorObject } from "ajv/dist/2020"
import addErrors from "ajv-errors"
import addFormats from "ajv-formats"
import timeZoneNames from "@vvo/tzdb/time-zones-names.json"
import { kindOfFormat, liveFormat, namesLiveEntriesOnly, EVERY_KIND } from "./content-kinds"
import { MULTILINE_KEYWORD } from "./content-shape"
import type { JsonSchema } from "./load-schemas"
import { richTextProblems } from "./rich-text"
import type { SiteFacts } from "./site-facts"

/** The format of links to the site's own pages (common.schema.json's `InternalPath`). */
const INTERNAL_LINK = "internal-link"
/** The format of an article's category: the id of one of data/entry-pages.json's categories. */
export const CATEGORY_FORMAT = "category"
/** The format of a text in Markdown (common.schema.json's `RichText`), rendered by rich-text.ts. */
export const RICH_TEXT_FORMAT = "rich-text"
/** The format of an uploaded picture beside its entry (common.schema.json's `Photo`): `photos/jane-doe.jpg`. */
export const IMAGE_FILE_FORMAT = "image-file"
/** The format of a time zone's name (common.schema.json's `TimeZone`): America/New_York. */
export const TIME_ZONE_FORMAT = "time-zone"
/**
 * The time zones a promise may name: the IANA database's canonical names as @vvo/tzdb lists them, a list
 * fixed by the lock file rather than whatever the runtime that checks happens to know.
 */
export const TIME_ZONES: readonly string[] = timeZoneNames
/** Where an uploaded picture may be: a file of an image type in a folder beside the entry's file. */
const IMAGE_FILE = /^[a-z0-9][\w.-]*\/[\w][\w.-]*\.(avif|gif|jpe?g|png|webp)$/i

export type ContentChecker = Ajv2020

/**
 * A checker that knows every schema (each under its file name, as `$ref`s name them) and the site's
 * facts, for the texts that name its pages and entries. `schemas` must carry their `$id` (load-schemas.ts
 * gives each its file name). The formats read `site` whenever they check, so a content manager that
 * learns what is published now updates the object it passed.
 */
export function createContentChecker(schemas: Iterable<JsonSchema>, site: SiteFacts): ContentChecker {
  // Union types only as a value's type and "null" (content-shape.ts reads them so).
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true, allowUnionTypes: true })
  addFormats(ajv, ["email", "date"])
  addErrors(ajv)
  ajv.addKeyword({ keyword: MULTILINE_KEYWORD, schemaType: "boolean" })
  ajv.addFormat(INTERNAL_LINK, { type: "string", validate: link => isPageOfSite(link, site.routes) })
  for (const format of EVERY_KIND.flatMap(kind => [kind.name, liveFormat(kind)]))
    ajv.addFormat(format, { type: "string", validate: id => (site.choices[format] ?? []).includes(id) })
  ajv.addFormat(TIME_ZONE_FORMAT, { type: "string", validate: zone => TIME_ZONES.includes(zone) })
  ajv.addFormat(CATEGORY_FORMAT, { type: "string", validate: id => site.categories.includes(id) })
  ajv.addFormat(RICH_TEXT_FORMAT, {
    type: "string",
    validate: markdown => richTextProblems(markdown, site.routes).length === 0,
  })
  ajv.addFormat(IMAGE_FILE_FORMAT, { type: "string", validate: file => IMAGE_FILE.test(file) && !file.includes("..") })
  for (const schema of schemas) ajv.addSchema(schema)
  return ajv
}

/** `/financial-advisory`, `/` or `/#contact`: a page of the site, with or without a section. */
function isPageOfSite(link: string, routes: readonly string[]): boolean {
  return routes.includes(link.split("#")[0] || "/")
}

export interface Problem {
  /** Where, as a JSON Pointer into the checked value: `/items/1/rating` ("" for the value itself). */
  pointer: string
  message: string
}

/**
 * What is wrong with `data`, in plain words: one problem per place, the most telling one (a text that
 * is not even a path is not also told that it is no page).
 */
export function problemsOf(errors: readonly ErrorObject[], data: unknown, site: SiteFacts): Problem[] {
  const byPlace = new Map<string, { rank: number; message: string }>()
  for (const error of errors) {
    // These only say that a branch failed; the branch's own errors say what (Ajv reports none for allOf).
    if (["if", "anyOf", "oneOf"].includes(error.keyword)) continue
    const described = describe(error, data, site)
    const rank = RANK.indexOf(error.keyword) === -1 ? RANK.length : RANK.indexOf(error.keyword)
    const known = byPlace.get(described.pointer)
    if (!known || rank < known.rank) byPlace.set(described.pointer, { rank, message: described.message })
  }
  return [...byPlace].map(([pointer, { message }]) => ({ pointer, message }))
}

/** Which error speaks for a place when there are several: the more basic the rule, the earlier. */
const RANK = ["required", "additionalProperties", "type", "errorMessage", "pattern", "format", "enum"]

function describe(error: ErrorObject, data: unknown, site: SiteFacts): Problem {
  const params = error.params as Record<string, unknown>
  const pointer = error.instancePath
  const value = valueAt(data, pointer)
  const schema = (error.parentSchema ?? {}) as JsonSchema
  switch (error.keyword) {
    case "required":
      return { pointer: `${pointer}/${String(params.missingProperty)}`, message: "Required (now missing)" }
    case "additionalProperties": {
      const field = String(params.additionalProperty)
      const known = Object.keys(schema.properties ?? {}).filter(key => !key.startsWith("$"))
      const suggestion = closest(field, known)
      return {
        pointer: `${pointer}/${field}`,
        message: `Not a known field${suggestion ? `; did you mean "${suggestion}"?` : ""} (expected one of: ${known.join(", ")})`,
      }
    }
    case "type":
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
    case "multipleOf":
      return { pointer, message: `${typeRule(schema)} (now ${now(value)})` }
    case "minLength":
      return { pointer, message: `At least ${count(params.limit, "character")} (now ${textLength(value)})` }
    case "maxLength":
      return { pointer, message: `At most ${count(params.limit, "character")} (now ${textLength(value)})` }
    case "minItems":
      return { pointer, message: `At least ${count(params.limit, "item")} (now ${itemCount(value)})` }
    case "maxItems":
      return { pointer, message: `At most ${count(params.limit, "item")} (now ${itemCount(value)})` }
    case "enum":
      return { pointer, message: `One of: ${(params.allowedValues as unknown[]).join(", ")} (now ${now(value)})` }
    case "format":
      // A rich text's problem says what in it is wrong, and what it found there.
      if (params.format === RICH_TEXT_FORMAT && typeof value === "string")
        return { pointer, message: richTextProblems(value, site.routes)[0] ?? "Not in the expected form" }
      return { pointer, message: `${formatRule(String(params.format), site)} (now ${now(value)})` }
    case "uniqueItems":
      return {
        pointer,
        message: `Each item once (now items ${Number(params.j) + 1} and ${Number(params.i) + 1} are the same)`,
      }
    case "errorMessage": // a schema's own words for its pattern (ajv-errors)
      return { pointer, message: `${error.message ?? "Not in the expected form"} (now ${now(value)})` }
    case "pattern":
      return { pointer, message: `In the form its description asks for (now ${now(value)})` }
    default:
      return { pointer, message: `${capitalize(error.message ?? "not allowed")} (now ${now(value)})` }
  }
}

/** The rule of a value's type, with its limits: "A whole number from 1 to 5". */
function typeRule(schema: JsonSchema): string {
  switch (schema.type) {
    case "integer":
    case "number": {
      const kind = schema.type === "integer" ? "A whole number" : "A number"
      const [min, max] = [schema.minimum, schema.maximum].map(limit => (typeof limit === "number" ? limit : undefined))
      if (min !== undefined && max !== undefined) return `${kind} from ${min} to ${max}`
      if (min !== undefined) return `${kind} of ${min} or more`
      if (max !== undefined) return `${kind} up to ${max}`
      return kind
    }
    case "string":
      return "A text in double quotes"
    case "boolean":
      return "true or false"
    case "array":
      return "A list in [ ]"
    case "object":
      return "A group of fields in { }"
    default:
      return `A value of type ${String(schema.type)}`
  }
}

function formatRule(format: string, site: SiteFacts): string {
  if (format === "email") return "An e-mail address such as name@example.com"
  if (format === "date") return "A date written year-month-day, such as 2026-03-31"
  if (format === INTERNAL_LINK)
    return `A page of this site (${site.routes.join(" or ")}), optionally followed by #section`
  if (format === CATEGORY_FORMAT) return `One of the categories listed in Insights (${listed(site.categories)})`
  if (format === IMAGE_FILE_FORMAT) return "A picture uploaded with the content manager (JPEG, PNG, WebP or AVIF)"
  if (format === TIME_ZONE_FORMAT) return "A time zone by its IANA name, such as America/New_York or Europe/London"
  const kind = kindOfFormat(format)
  if (kind) {
    const noun = kind.collection.labelSingular
    const ids = listed(site.choices[format] ?? [])
    return namesLiveEntriesOnly(format)
      ? `A published ${noun} that is not retired (${ids})`
      : `A ${noun} in ${site.kindLabels[kind.name]} (${ids})`
  }
  return `A valid ${format}`
}

const listed = (values: readonly string[]) => (values.length > 0 ? values.join(" or ") : "there is none")

/** What a field holds now, as an editor would say it. */
function now(value: unknown): string {
  if (value === undefined) return "missing"
  if (value === "") return "empty"
  if (typeof value === "string" && value.trim() === "") return "only spaces"
  if (Array.isArray(value)) return itemCount(value)
  if (typeof value === "object" && value !== null) return "a group of fields"
  const text = JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 56)}..."` : text
}

function textLength(value: unknown): string {
  return typeof value === "string" ? String([...value].length) : now(value)
}

function itemCount(value: unknown): string {
  if (!Array.isArray(value)) return now(value)
  return value.length === 0 ? "none" : count(value.length, "item")
}

function count(n: unknown, noun: string): string {
  return `${String(n)} ${noun}${n === 1 ? "" : "s"}`
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The value at a JSON Pointer such as `/items/1/rating` (the whole file at the empty pointer). */
function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .map(part => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data)
}

/** The allowed field closest to a misspelt one, if it is only a couple of typos away. */
function closest(field: string, allowed: string[]): string | undefined {
  let best: { name: string; distance: number } | undefined
  for (const name of allowed) {
    const distance = editDistance(field.toLowerCase(), name.toLowerCase())
    if (!best || distance < best.distance) best = { name, distance }
  }
  return best && best.distance <= Math.max(2, Math.floor(field.length / 3)) ? best.name : undefined
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]
}
