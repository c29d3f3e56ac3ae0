/**
 * The Decap CMS configuration, generated from the JSON Schemas in data/schemas/ at build time, so the
 * schemas stay the single description of the content and no hand-kept config.yml can drift from them.
 *
 * The collections:
 * - "Site content": one entry per data file, in the order of the site (site-entries.ts);
 * - one per kind of page (plugins/content-model/content-kinds.ts), labelled by its schema's title, a
 *   folder where editors create entries. A new entry's file is named after the address it is created with
 *   (its id, never changed after); entries are retired, not deleted (`retiredTo`), so that no published
 *   address stops answering; a published entry's old address is kept in `formerAddresses` when its address
 *   changes (admin/entry-addresses.ts).
 *
 * Every field of every file is editable, nested objects and lists included. From each schema field:
 *   title → label, description → hint, required → required, enum → select, a Paragraph (x-multiline) →
 *   a box of several lines, a rich text → Decap's Markdown editor, a date → a text typed year-month-day,
 *   an uploaded picture → an image upload, a time zone → a choice of the time zones the check knows, a
 *   list's item `title` → its "Add …" button, its one-line texts → the summary of a closed item, maxLength/minLength → a character count, a text naming an entry (a person, a
 *   service page, a page) or a category → a choice among what is published now, by name.
 * Every other rule is checked in the admin by the content check's own checker (content-rules.ts): each
 * field carries `rule`, where its schema is, and the admin's widgets (admin/checked-widgets.tsx) refuse
 * exactly what `npm run check:data` refuses, in the same words.
 */
import { REPOSITORY_DATA_DIR, SHARED_SCHEMA, schemaReferenceFor } from "../content-model/data-files"
import {
  CONTENT_KINDS,
  EVERY_KIND,
  kindOfFormat,
  kindOfSchema,
  retirementFallback,
  type ContentKind,
  type KindName,
} from "../content-model/content-kinds"
import type { JsonSchema } from "../content-model/load-schemas"
import { shapeOfSchema, type FieldShape, type ObjectShape, type Shape } from "../content-model/content-shape"
import {
  CATEGORY_FORMAT,
  IMAGE_FILE_FORMAT,
  RICH_TEXT_FORMAT,
  TIME_ZONE_FORMAT,
  TIME_ZONES,
} from "../content-model/content-rules"
import {
  CANONICAL_FORMAT,
  CHOICE_WIDGET,
  COLLECTION,
  ENTRY_ADDRESS_WIDGET,
  ENTRY_RETIREMENT_WIDGET,
  MEDIA_FOLDER,
} from "./names"
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
  options?: (string | { label: string; value: string })[]
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
  /** A choice's hint, which the admin shows above it, where the open list does not cover it. */
  choice_hint?: string
  /** A text's length limits, for its character count. */
  length?: { min?: number; max?: number }
  /**
   * A choice among what is published now (CHOICE_WIDGET): the entries of a kind (`person`), or the
   * categories (`category`), several at once for a list.
   */
  choices?: string
  multiple?: boolean
  /** An entry's address or retirement (ENTRY_ADDRESS_WIDGET, ENTRY_RETIREMENT_WIDGET): the entry's kind. */
  kind?: string
  /** For a retirement: where a retired entry may send its visitors besides another entry, and its name. */
  fallback?: { label: string; value: string }
  /** Decap's Markdown editor: its modes and toolbar. */
  modes?: string[]
  buttons?: string[]
  editor_components?: string[]
  choose_url?: boolean
}

interface DecapFile {
  name: string
  label: string
  file: string
  description?: string
  preview_path: string
  fields: DecapField[]
}

/** A data file, or a kind's folder of data files, with what the admin needs to know about it. */
export interface AdminFile {
  /** `why-choose.json`; for a kind, its files: `people/*.json`. */
  dataFile: string
  /** For a kind's folder: the kind's name, `person`. */
  kind?: KindName
  /** The name of its entry (a kind: its collection, its folder's name) in the CMS, and of its preview template. */
  entry: string
  schemaReference: string
  shape: ObjectShape
}

/**
 * Every data file that has a schema (all but the shared definitions), in the order of the site, then each
 * kind's folder in the order of the kinds.
 */
export function adminFiles(schemas: Map<string, JsonSchema>): AdminFile[] {
  const files = [...schemas.keys()]
    .filter(schemaFile => schemaFile !== SHARED_SCHEMA && !kindOfSchema(schemaFile))
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
  const singleFiles = listed.map(entry => ({
    dataFile: `${entry}.json`,
    entry,
    schemaReference: schemaReferenceFor(`${entry}.json`),
    shape: shapeOfSchema(schemas, `${entry}.schema.json`),
  }))
  const kinds = EVERY_KIND.filter(kind => schemas.has(kind.schemaFile)).map(kind => ({
    dataFile: `${kind.folder}/*.json`,
    kind: kind.name,
    entry: kind.folder,
    schemaReference: schemaReferenceFor(`${kind.folder}/*.json`),
    shape: shapeOfSchema(schemas, kind.schemaFile),
  }))
  return [...singleFiles, ...kinds]
}

/** The fields of an entry of a kind that the content manager treats apart from their schema's shape. */
const ADDRESS = "address"
const FORMER_ADDRESSES = "formerAddresses"
const RETIRED_TO = "retiredTo"

/**
 * The commit messages, in one style for every change an editor makes (Decap's placeholders: an entry's file
 * name, which is its id, and its collection's name for one entry). They name no author: the local backend
 * knows none, and the host's records say who merged.
 */
const COMMIT_MESSAGES = {
  create: "Content: {{slug}} created ({{collection}})",
  update: "Content: {{slug}} edited ({{collection}})",
  delete: "Content: {{slug}} deleted ({{collection}})",
  uploadMedia: "Content: {{path}} uploaded",
  deleteMedia: "Content: {{path}} deleted",
  openAuthoring: "Content: {{message}}",
}

/** The config.yml of the admin. */
export function cmsConfig(schemas: Map<string, JsonSchema>, options: CmsOptions) {
  const fieldsOf = (file: AdminFile, special: (field: FieldShape) => DecapField | undefined = () => undefined) =>
    file.shape.fields.map(
      field =>
        special(field) ??
        (field.name === "$schema"
          ? // The path of the file's schema, for editors' tools; kept as it is.
            { name: field.name, label: "Rules", widget: "hidden", default: file.schemaReference }
          : decapField(field, true, schemaNameOf(file)))
    )
  const all = adminFiles(schemas)
  const files: DecapFile[] = all
    .filter(file => !file.kind)
    .map(file => {
      const schema = schemas.get(`${file.entry}.schema.json`)!
      return {
        name: file.entry,
        label: required(schema.title, `${file.entry}.schema.json: "title"`),
        file: `${REPOSITORY_DATA_DIR}/${file.dataFile}`,
        description: schema.description,
        preview_path: SITE_ENTRIES.find(({ entry }) => entry === file.entry)!.page,
        fields: fieldsOf(file),
      }
    })
  const kindCollections = all
    .filter(file => file.kind)
    .map(file => {
      const kind = CONTENT_KINDS[file.kind!]
      return kindCollection(kind, schemas.get(kind.schemaFile)!, file, fieldsOf)
    })
  const siteContent = {
    name: COLLECTION,
    label: "Site content",
    // What a commit message calls one of its entries ("Content: steps edited (part of the site)").
    label_singular: "part of the site",
    // The kinds' collections are named as the content manager lists them, in the order of the record.
    description: `The texts of the home page, the other pages and what every page shows, in the order visitors see them (the kinds of page have collections of their own: ${inWords(kindCollections.map(kind => kind.label))}). Choose a part to edit; the preview beside the form shows it as the site will.`,
    format: CANONICAL_FORMAT,
    extension: "json",
    editor: { preview: true },
    files,
  }
  return {
    backend: {
      name: "github",
      repo: options.githubRepo,
      branch: options.branch,
      ...(options.oauthBaseUrl ? { base_url: options.oauthBaseUrl } : {}),
      commit_messages: COMMIT_MESSAGES,
    },
    // Used only when the admin is opened on localhost or 127.0.0.1, under `npm run cms`.
    local_backend: { url: options.localBackendUrl },
    publish_mode: options.publishing === "review" ? "editorial_workflow" : "simple",
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // Uploads (a person's photo) go beside their entries (each kind's media folder); Decap still asks for a
    // site-wide folder, which no field uses.
    media_folder: MEDIA_FOLDER,
    public_folder: `/${MEDIA_FOLDER.split("/").pop()}`,
    // The site's parts first, then the kinds of pages.
    collections: [siteContent, ...kindCollections] as [typeof siteContent, ...ReturnType<typeof kindCollection>[]],
  }
}

/** A list in words: `A, B and C`. */
function inWords(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : items.join("")
}

/**
 * A kind's collection: a folder where editors create entries, never delete them (a published address must
 * keep answering: an entry is retired instead), each named by the address it is created with.
 */
function kindCollection(
  kind: ContentKind,
  schema: JsonSchema,
  file: AdminFile,
  fieldsOf: (file: AdminFile, special: (field: FieldShape) => DecapField | undefined) => DecapField[]
) {
  const where = kind.schemaFile
  return {
    name: kind.folder,
    label: required(schema.title, `${where}: "title"`),
    label_singular: kind.collection.labelSingular,
    description: required(schema.description, `${where}: "description"`),
    folder: `${REPOSITORY_DATA_DIR}/${kind.folder}`,
    format: CANONICAL_FORMAT,
    extension: "json",
    create: true,
    // A published address must keep answering: an entry is retired (retiredTo), never deleted.
    delete: false,
    identifier_field: kind.titleField,
    // The file's name, and so the entry's id, is the address the entry is created with.
    slug: `{{fields.${ADDRESS}}}`,
    summary: kind.collection.summary,
    sortable_fields: [kind.titleField, ADDRESS],
    preview_path: `${kind.basePath.slice(1)}{{fields.${ADDRESS}}}`,
    editor: { preview: true },
    // Uploads (a person's photo) go in a folder beside the entries, where the build finds them.
    ...(kind.mediaFolder ? { media_folder: kind.mediaFolder, public_folder: kind.mediaFolder } : {}),
    fields: fieldsOf(file, field => {
      const label = required(field.title, `${where} (${field.name}): "title"`)
      if (field.name === ADDRESS)
        // A text checked against the other entries' addresses as well as its schema (admin/checked-widgets.tsx).
        return { ...decapField(field, true, where), widget: ENTRY_ADDRESS_WIDGET, kind: kind.name }
      if (field.name === FORMER_ADDRESSES)
        // Kept up by the admin itself when a published entry's address changes; each leads to the entry.
        return { name: field.name, label, widget: "hidden", required: false }
      if (field.name === RETIRED_TO)
        return {
          name: field.name,
          label,
          hint: field.description,
          // A choice among the kind's live entries, checked against them (admin/checked-widgets.tsx).
          widget: ENTRY_RETIREMENT_WIDGET,
          required: false,
          rule: field.rule,
          kind: kind.name,
          fallback: { label: kind.collection.fallbackLabel, value: retirementFallback(kind) },
        }
      return undefined
    }),
  }
}

const schemaNameOf = (file: AdminFile) =>
  file.kind ? CONTENT_KINDS[file.kind].schemaFile : `${file.entry}.schema.json`

/**
 * The Decap field for a schema field. `required` is false inside an optional object (a service card's
 * link, a person's photo): the object may be left out entirely; the checked widgets still refuse a
 * half-filled one.
 */
function decapField(field: FieldShape, parentRequired: boolean, where: string): DecapField {
  const hint = field.shape.kind === "object" ? "group_hint" : "hint"
  const base = {
    name: field.name,
    label: required(field.title, `${where} (${field.name}): "title"`),
    ...(field.description ? { [hint]: field.description } : {}),
    // A value that may be none (a tier's upper bound) may be left blank: it is saved as null.
    required:
      field.required &&
      parentRequired &&
      !(field.shape.kind !== "object" && field.shape.kind !== "list" && field.shape.nullable),
    rule: field.rule,
  }
  const widget = widgetFor(field.shape, base.required, `${where} (${field.name})`)
  // A choice's open list covers what is under it: its hint goes above it (admin/checked-widgets.tsx).
  if (widget.widget === CHOICE_WIDGET && "hint" in base) {
    const { hint: choiceHint, ...rest } = base
    return { ...rest, choice_hint: String(choiceHint), ...widget }
  }
  return { ...base, ...widget }
}

/**
 * What a text chooses among, if it names an entry of a kind or a category: its format, `person`,
 * `live-person` (only people whose page is published), `category`.
 */
function choicesOf(shape: Shape): string | undefined {
  if (shape.kind !== "string" || !shape.format) return undefined
  return shape.format === CATEGORY_FORMAT || kindOfFormat(shape.format) ? shape.format : undefined
}

function widgetFor(shape: Shape, isRequired: boolean, where: string): Omit<DecapField, "name" | "label"> {
  switch (shape.kind) {
    case "object":
      return { widget: "object", fields: shape.fields.map(field => decapField(field, isRequired, where)) }
    case "list": {
      // A list of entries (an article's related services) is one choice of several, by name.
      const listChoices = choicesOf(shape.items)
      // Required only when it must have items: Decap fills a required choice of several with an empty list as
      // the form opens, which would make an untouched new form "changed" (the saved file gets [] all the same).
      if (listChoices)
        return {
          widget: CHOICE_WIDGET,
          choices: listChoices,
          multiple: true,
          required: isRequired && (shape.minItems ?? 0) > 0,
        }
      // A set of allowed values (a promise's business days): one choice of several, each shown by name.
      if (shape.uniqueItems && shape.items.kind === "string" && shape.items.enum)
        return {
          widget: "select",
          options: shape.items.enum,
          multiple: true,
          required: isRequired && (shape.minItems ?? 0) > 0,
        }
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
      const choices = choicesOf(shape)
      // What is published when the editor opens the form, by name (admin/published-content.ts).
      if (choices) return { widget: CHOICE_WIDGET, choices, multiple: false }
      if (shape.format === RICH_TEXT_FORMAT)
        return {
          widget: "markdown",
          // Markdown as it is saved, or a toolbar; no pictures or HTML, which the site does not publish.
          modes: ["rich_text", "raw"],
          buttons: [
            "bold",
            "italic",
            "link",
            "heading-two",
            "heading-three",
            "quote",
            "bulleted-list",
            "numbered-list",
          ],
          editor_components: [],
        }
      if (shape.format === IMAGE_FILE_FORMAT) return { widget: "image", choose_url: false }
      // The time zones the check knows, by name; Decap's choice lets an editor type to find one.
      if (shape.format === TIME_ZONE_FORMAT) return { widget: "select", options: [...TIME_ZONES] }
      const length = {
        ...(shape.minLength !== undefined ? { min: shape.minLength } : {}),
        ...(shape.maxLength !== undefined ? { max: shape.maxLength } : {}),
      }
      // A date too is a text, typed as it is stored and as its hint says (2026-03-31): a browser's date box
      // shows the date in the browser's own form (11/27/2026 in American English), whatever Decap's options.
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
    field => field.shape.kind === "string" && !field.shape.enum && !field.shape.multiline && !field.shape.format
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
