/**
 * The Decap CMS configuration, generated from the JSON Schemas in data/schemas/ at build time, so the
 * schemas stay the single description of the content and no hand-kept config.yml can drift from them.
 *
 * One "files" collection with one entry per data file, in the order of the site (site-entries.ts); every
 * field of every file is editable, nested objects and lists included. From each schema field:
 *   title → label, description → hint, required → required, enum → select, a Paragraph (x-multiline) →
 *   a box of several lines, a list's item `title` → its "Add …" button, its one-line texts → the summary
 *   of a closed item, maxLength/minLength → a character count.
 * Every other rule is checked in the admin by the content check's own checker (content-rules.ts): each
 * field carries `rule`, where its schema is, and the admin's widgets (admin/checked-widgets.tsx) refuse
 * exactly what `npm run check:data` refuses, in the same words.
 */
import path from "path"
import { REPOSITORY_DATA_DIR, SHARED_SCHEMA, schemaReferenceFor } from "../content-schema/data-files"
import type { JsonSchema } from "../content-schema/load-schemas"
import { shapeOfSchema, type FieldShape, type ObjectShape, type Shape } from "../content-schema/content-shape"
import { CANONICAL_FORMAT, COLLECTION, MEDIA_FOLDER, NO_MEDIA_LIBRARY } from "./names"
import { SITE_ENTRIES } from "./site-entries"

/** How edits reach the site: through a review (Decap's editorial workflow) or at once. */
export type Publishing = "review" | "direct"

export interface CmsOptions {
  /** `owner/name` of the GitHub repository editors save to (production). */
  githubRepo: string
  branch: string
  /** OAuth provider for the GitHub backend; Netlify's (https://api.netlify.com) unless set. */
  oauthBaseUrl?: string
  publishing: Publishing
  /** Where the admin finds its local backend when opened on localhost (`npm run cms`). */
  localBackendUrl: string
  siteUrl: string
}

export interface DecapField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  default?: unknown
  options?: string[]
  value_type?: "float"
  step?: number
  min?: number
  max?: number
  fields?: DecapField[]
  field?: DecapField
  collapsed?: boolean
  summary?: string
  label_singular?: string
  /** Where the field's schema is, for the admin's checked widgets (content-shape.ts `rule`). */
  rule?: string
  /** A group's hint, which the admin shows above its fields (Decap would put it under them). */
  group_hint?: string
  /** A text's length limits, for its character count. */
  length?: { min?: number; max?: number }
}

interface DecapFile {
  name: string
  label: string
  file: string
  description?: string
  preview_path: string
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

/** Every data file that has a schema (all but the shared definitions), in the order of the site. */
export function adminFiles(schemas: Map<string, JsonSchema>): AdminFile[] {
  const files = [...schemas.keys()]
    .filter(schemaFile => schemaFile !== SHARED_SCHEMA)
    .map(schemaFile => schemaFile.replace(/\.schema\.json$/, ""))
  const listed = SITE_ENTRIES.map(({ entry }) => entry)
  const unlisted = files.filter(entry => !listed.includes(entry))
  const unknown = listed.filter(entry => !files.includes(entry))
  if (unlisted.length > 0 || unknown.length > 0)
    throw new Error(
      `plugins/content-admin/site-entries.ts must list every data file once: ${[
        ...unlisted.map(entry => `${entry}.json is missing`),
        ...unknown.map(entry => `${entry}.json does not exist`),
      ].join(", ")}`
    )
  return listed.map(entry => ({
    dataFile: `${entry}.json`,
    entry,
    schemaReference: schemaReferenceFor(`${entry}.json`),
    shape: shapeOfSchema(schemas, `${entry}.schema.json`),
  }))
}

export function cmsConfig(schemas: Map<string, JsonSchema>, options: CmsOptions) {
  const files: DecapFile[] = adminFiles(schemas).map(file => {
    const schema = schemas.get(`${file.entry}.schema.json`)!
    return {
      name: file.entry,
      label: required(schema.title, `${file.entry}.schema.json: "title"`),
      file: `${REPOSITORY_DATA_DIR}/${file.dataFile}`,
      description: schema.description,
      preview_path: SITE_ENTRIES.find(({ entry }) => entry === file.entry)!.page,
      fields: file.shape.fields.map(field =>
        field.name === "$schema"
          ? // The path of the file's schema, for editors' tools; kept as it is.
            { name: field.name, label: "Rules", widget: "hidden", default: file.schemaReference }
          : decapField(field, true, `${file.entry}.schema.json`)
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
    // Used only when the admin is opened on localhost or 127.0.0.1, under `npm run cms`.
    local_backend: { url: options.localBackendUrl },
    publish_mode: options.publishing === "review" ? "editorial_workflow" : "simple",
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
          "Every text of the site, page by page in the order visitors see them. Choose a part to edit; the preview beside the form shows it as the site will.",
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
 * link): the object may be left out entirely; the checked widgets still refuse a half-filled one.
 */
function decapField(field: FieldShape, parentRequired: boolean, where: string): DecapField {
  const hint = field.shape.kind === "object" ? "group_hint" : "hint"
  const base = {
    name: field.name,
    label: required(field.title, `${where} (${field.name}): "title"`),
    ...(field.description ? { [hint]: field.description } : {}),
    required: field.required && parentRequired,
    rule: field.rule,
  }
  return { ...base, ...widgetFor(field.shape, base.required, `${where} (${field.name})`) }
}

function widgetFor(shape: Shape, isRequired: boolean, where: string): Omit<DecapField, "name" | "label"> {
  switch (shape.kind) {
    case "object":
      return { widget: "object", fields: shape.fields.map(field => decapField(field, isRequired, where)) }
    case "list": {
      const itemTitle = required(shape.itemTitle, `${where}: the items' "title"`)
      const limits = {
        ...(shape.minItems !== undefined ? { min: shape.minItems } : {}),
        ...(shape.maxItems !== undefined ? { max: shape.maxItems } : {}),
      }
      const list = { widget: "list", label_singular: lowerFirst(itemTitle), ...limits }
      if (shape.items.kind === "object") {
        return {
          ...list,
          collapsed: true,
          ...summary(shape.items.fields),
          fields: shape.items.fields.map(field => decapField(field, true, where)),
        }
      }
      if (shape.items.kind === "list") throw new Error(`${where}: lists of lists have no widget in the CMS`)
      const item = {
        name: "item",
        label: itemTitle,
        ...(shape.itemDescription ? { hint: shape.itemDescription } : {}),
        required: true,
        rule: shape.itemRule,
      }
      return { ...list, field: { ...item, ...widgetFor(shape.items, true, where) } }
    }
    case "string": {
      if (shape.enum) return { widget: "select", options: shape.enum }
      const length = {
        ...(shape.minLength !== undefined ? { min: shape.minLength } : {}),
        ...(shape.maxLength !== undefined ? { max: shape.maxLength } : {}),
      }
      return { widget: shape.multiline ? "text" : "string", ...(Object.keys(length).length > 0 ? { length } : {}) }
    }
    case "integer":
    case "number":
      return {
        widget: "number",
        // Kept as typed (4.5 stays 4.5), so that a whole-number field refuses it instead of rounding it.
        value_type: "float",
        ...(shape.kind === "integer" ? { step: 1 } : {}),
        ...(shape.minimum !== undefined ? { min: shape.minimum } : {}),
        ...(shape.maximum !== undefined ? { max: shape.maximum } : {}),
      }
    case "boolean":
      return { widget: "boolean" }
  }
}

/** A closed list item is shown by the texts that identify it: its one-line texts ("Sarah Mitchell, CEO, …"). */
function summary(fields: FieldShape[]): { summary?: string } {
  const identifying = fields.filter(
    field => field.shape.kind === "string" && !field.shape.enum && !field.shape.multiline
  )
  return identifying.length > 0 ? { summary: identifying.map(field => `{{fields.${field.name}}}`).join(", ") } : {}
}

function required(text: string | undefined, what: string): string {
  if (!text) throw new Error(`${what} is missing: the content manager labels every field with it`)
  return text
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}
