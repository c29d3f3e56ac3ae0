/**
 * The Decap CMS configuration, generated from the JSON Schemas in data/schemas/ at build time, so the
 * schemas stay the single description of the content and no hand-kept config.yml can drift from them.
 *
 * One "files" collection with one entry per data file; every field of every file is editable, nested
 * objects and lists included. From each schema field:
 *   description → hint, title → label (else the field name in words), required → required,
 *   enum → select, minimum/maximum → min/max, minItems/maxItems → the list's min/max,
 *   pattern, format and length limits → one `pattern` whose message uses the words of `npm run check:data`.
 */
import path from "path"
import { REPOSITORY_DATA_DIR, SHARED_SCHEMA, schemaReferenceFor } from "../content-schema/data-files"
import type { JsonSchema } from "../content-schema/load-schemas"
import { formatProblem, patternProblem } from "../content-schema/validate-content"
import { CANONICAL_FORMAT, COLLECTION, MEDIA_FOLDER, NO_MEDIA_LIBRARY } from "./names"
import { shapeOfSchema, type FieldShape, type ObjectShape, type Shape, type ValueShape } from "./content-shape"

export interface CmsOptions {
  /** `owner/name` of the GitHub repository editors save to (production). */
  githubRepo: string
  branch: string
  /** OAuth provider for the GitHub backend; Netlify's (https://api.netlify.com) unless set. */
  oauthBaseUrl?: string
  /** Where the admin finds decap-server when opened on localhost (`npm run cms`). */
  localBackendUrl: string
  siteUrl: string
  /** The site's pages, for checking links as the content check does. */
  routes: string[]
}

export interface DecapField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  default?: unknown
  pattern?: [string, string]
  options?: string[]
  value_type?: "int" | "float"
  min?: number
  max?: number
  fields?: DecapField[]
  field?: DecapField
  collapsed?: boolean
  summary?: string
}

interface DecapFile {
  name: string
  label: string
  file: string
  description?: string
  fields: DecapField[]
}

/** A data file with what the admin needs to know about it. */
export interface AdminFile {
  /** `why-choose.json` */
  dataFile: string
  /** The name of its entry in the CMS, and of its preview template: `why-choose`. */
  entry: string
  schemaReference: string
  shape: ObjectShape
}

/** Every data file that has a schema (all but the shared definitions), in the order of the schema files. */
export function adminFiles(schemas: Map<string, JsonSchema>): AdminFile[] {
  return [...schemas.keys()]
    .filter(schemaFile => schemaFile !== SHARED_SCHEMA)
    .map(schemaFile => {
      const dataFile = schemaFile.replace(/\.schema\.json$/, ".json")
      return {
        dataFile,
        entry: dataFile.replace(/\.json$/, ""),
        schemaReference: schemaReferenceFor(dataFile),
        shape: shapeOfSchema(schemas, schemaFile),
      }
    })
}

export function cmsConfig(schemas: Map<string, JsonSchema>, options: CmsOptions) {
  const files: DecapFile[] = adminFiles(schemas).map(file => {
    const schema = schemas.get(file.dataFile.replace(/\.json$/, ".schema.json"))!
    return {
      name: file.entry,
      label: schema.title ?? words(file.entry),
      file: `${REPOSITORY_DATA_DIR}/${file.dataFile}`,
      description: schema.description,
      fields: file.shape.fields.map(field =>
        field.name === "$schema"
          ? // The path of the file's schema, for editors' tools; kept as it is.
            { name: field.name, label: "Schema", widget: "hidden", default: file.schemaReference }
          : decapField(field, options.routes, true)
      ),
    }
  })
  return {
    backend: {
      name: "github",
      repo: options.githubRepo,
      branch: options.branch,
      ...(options.oauthBaseUrl ? { base_url: options.oauthBaseUrl } : {}),
      commit_messages: { update: "Content: {{slug}} edited in the CMS by {{author-login}}" },
    },
    // Used only when the admin is opened on localhost or 127.0.0.1, with decap-server running.
    local_backend: { url: options.localBackendUrl },
    publish_mode: "simple",
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // No field of this site takes uploads: a media library that offers none (admin/cms.tsx), so the admin
    // shows no Media tab. Decap still asks for the files of a media folder when it opens an entry.
    media_library: { name: NO_MEDIA_LIBRARY },
    media_folder: MEDIA_FOLDER,
    public_folder: `/${path.posix.basename(MEDIA_FOLDER)}`,
    collections: [
      {
        name: COLLECTION,
        label: "Site content",
        description:
          "Every text of the site, one entry per file in data/. The fields and their hints come from data/schemas/.",
        format: CANONICAL_FORMAT,
        extension: "json",
        editor: { preview: true },
        files,
      },
    ],
  }
}

/**
 * The Decap field for a schema field. `required` is false inside an optional object (a service card's
 * link): the object may be left out entirely, and the content check still names a half-filled one.
 */
function decapField(field: FieldShape, routes: string[], parentRequired: boolean): DecapField {
  const base = {
    name: field.name,
    label: field.title ?? words(field.name),
    ...(field.description ? { hint: field.description } : {}),
    required: field.required && parentRequired,
  }
  return { ...base, ...widgetFor(field.shape, field.name, routes, base.required) }
}

function widgetFor(
  shape: Shape,
  name: string,
  routes: string[],
  required: boolean
): Omit<DecapField, "name" | "label"> {
  switch (shape.kind) {
    case "object":
      return {
        widget: "object",
        collapsed: false,
        fields: shape.fields.map(field => decapField(field, routes, required)),
      }
    case "list": {
      const limits = {
        ...(shape.minItems !== undefined ? { min: shape.minItems } : {}),
        ...(shape.maxItems !== undefined ? { max: shape.maxItems } : {}),
      }
      if (shape.items.kind === "object") {
        return {
          widget: "list",
          collapsed: true,
          ...summary(shape.items.fields),
          ...limits,
          fields: shape.items.fields.map(field => decapField(field, routes, true)),
        }
      }
      if (shape.items.kind === "list") throw new Error(`${name}: lists of lists have no widget in the CMS`)
      const item = {
        name: "item",
        label: words(name),
        ...(shape.itemDescription ? { hint: shape.itemDescription } : {}),
        required: true,
      }
      return { widget: "list", ...limits, field: { ...item, ...widgetFor(shape.items, name, routes, true) } }
    }
    case "string":
      if (shape.enum) return { widget: "select", options: shape.enum }
      return { widget: "string", ...textPattern(shape, routes) }
    case "integer":
    case "number":
      return {
        widget: "number",
        value_type: shape.kind === "integer" ? "int" : "float",
        ...(shape.minimum !== undefined ? { min: shape.minimum } : {}),
        ...(shape.maximum !== undefined ? { max: shape.maximum } : {}),
      }
    case "boolean":
      return { widget: "boolean" }
  }
}

/** A collapsed list item is labelled with its first plain text (a title, a name, a figure), not its icon. */
function summary(fields: FieldShape[]): { summary?: string } {
  const first = fields.find(field => field.shape.kind === "string" && !field.shape.enum)
  return first ? { summary: `{{fields.${first.name}}}` } : {}
}

/**
 * Decap checks one regular expression per field and shows its message after the field's label (the admin
 * words its message "<label> <message>", admin/cms.tsx). The schema's pattern, format and length limits
 * become one expression (each a lookahead), and the message joins the content check's words for each.
 */
function textPattern(shape: ValueShape, routes: string[]): { pattern?: [string, string] } {
  const checks: { regex: string; problem: string }[] = []
  if (shape.pattern) checks.push({ regex: shape.pattern, problem: patternProblem(shape.pattern) })
  if (shape.format === "email") {
    checks.push({ regex: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", problem: formatProblem("email", routes) })
  } else if (shape.format === "internal-link") {
    const pages = routes.map(route => route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")
    checks.push({ regex: `^(?:${pages})(?:#.*)?$`, problem: formatProblem("internal-link", routes) })
  } else if (shape.format) {
    throw new Error(`format "${shape.format}" has no check in the CMS`)
  }
  if (shape.maxLength !== undefined) {
    checks.push({
      regex: `^[\\s\\S]{0,${shape.maxLength}}$`,
      problem: `must NOT have more than ${shape.maxLength} characters`,
    })
  }
  if (shape.minLength !== undefined) {
    checks.push({
      regex: `^[\\s\\S]{${shape.minLength},}`,
      problem: `must NOT have fewer than ${shape.minLength} characters`,
    })
  }
  // A link that does not start with "/" is told so, not also that it is not a page (as in the content check).
  const shown = checks.some(check => check.problem.startsWith("must lead to"))
    ? checks.filter(check => check.regex !== "^/")
    : checks
  if (shown.length === 0) return {}
  if (shown.length === 1) return { pattern: [shown[0].regex, shown[0].problem] }
  return {
    pattern: [
      `^${shown.map(check => `(?=[\\s\\S]*?(?:${check.regex}))`).join("")}`,
      shown.map(check => check.problem).join(", and "),
    ],
  }
}

/** `ctaLabel` → `Cta label`, `why-choose` → `Why choose`. */
function words(name: string): string {
  const spaced = name
    .replace(/^\$/, "")
    .replace(/[-_]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}
