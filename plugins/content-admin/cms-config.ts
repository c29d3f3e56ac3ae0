/**
 * The Decap CMS configuration, generated from the JSON Schemas in data/schemas/ at build time, so the
 * schemas stay the single description of the content and no hand-kept config.yml can drift from them.
 *
 * Two collections:
 * - "Site content": one entry per data file, in the order of the site (site-entries.ts);
 * - "Service pages": the folder data/service-pages/, where editors create pages. A new page's file is
 *   named after the address it is created with (its id, never changed after); pages are retired, not
 *   deleted (`retiredTo`), so that no published address stops answering; a published page's old address
 *   is kept in `formerAddresses` when its address changes (admin/service-page-addresses.ts).
 *
 * Every field of every file is editable, nested objects and lists included. From each schema field:
 *   title → label, description → hint, required → required, enum → select, a Paragraph (x-multiline) →
 *   a box of several lines, a list's item `title` → its "Add …" button, its one-line texts → the summary
 *   of a closed item, maxLength/minLength → a character count, a link to a service page → a choice of the
 *   live published pages.
 * Every other rule is checked in the admin by the content check's own checker (content-rules.ts): each
 * field carries `rule`, where its schema is, and the admin's widgets (admin/checked-widgets.tsx) refuse
 * exactly what `npm run check:data` refuses, in the same words.
 */
import path from "path"
import {
  DATA_FOLDERS,
  REPOSITORY_DATA_DIR,
  SERVICE_PAGES,
  SHARED_SCHEMA,
  folderOfSchema,
  schemaReferenceFor,
} from "../content-schema/data-files"
import type { JsonSchema } from "../content-schema/load-schemas"
import { shapeOfSchema, type FieldShape, type ObjectShape, type Shape } from "../content-schema/content-shape"
import { HOME_PAGE, isLive, pathOf, type ServicePage } from "../content-schema/service-pages"
import { SERVICE_PAGE_FORMAT } from "../content-schema/content-rules"
import { CANONICAL_FORMAT, COLLECTION, MEDIA_FOLDER, NO_MEDIA_LIBRARY, SERVICE_PAGES_COLLECTION } from "./names"
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

/** A data file, or a folder of data files of one kind, with what the admin needs to know about it. */
export interface AdminFile {
  /** `why-choose.json`; for a folder, its files: `service-pages/*.json`. */
  dataFile: string
  /** For a folder of pages: the folder in data/, `service-pages`. */
  folder?: string
  /** The name of its entry (a folder: its collection) in the CMS, and of its preview template: `why-choose`. */
  entry: string
  schemaReference: string
  shape: ObjectShape
}

/**
 * Every data file that has a schema (all but the shared definitions), in the order of the site, then each
 * content folder (the service pages).
 */
export function adminFiles(schemas: Map<string, JsonSchema>): AdminFile[] {
  const files = [...schemas.keys()]
    .filter(schemaFile => schemaFile !== SHARED_SCHEMA && !folderOfSchema(schemaFile))
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
  const folders = DATA_FOLDERS.filter(({ schemaFile }) => schemas.has(schemaFile)).map(({ folder, schemaFile }) => ({
    dataFile: `${folder}/*.json`,
    folder,
    entry: SERVICE_PAGES_COLLECTION,
    schemaReference: schemaReferenceFor(`${folder}/*.json`),
    shape: shapeOfSchema(schemas, schemaFile),
  }))
  return [...singleFiles, ...folders]
}

/** The fields of a service page that the content manager treats apart from their schema's shape. */
const ADDRESS = "address"
const FORMER_ADDRESSES = "formerAddresses"
const RETIRED_TO = "retiredTo"

/**
 * The config.yml of the admin. `servicePages` are the pages published when the admin is built: the pages
 * a link or a retired page may lead to, and the addresses already taken.
 */
export function cmsConfig(schemas: Map<string, JsonSchema>, options: CmsOptions, servicePages: readonly ServicePage[]) {
  const livePages = servicePages.filter(isLive)
  const pageChoices = livePages.map(page => ({ label: `${page.heading} (${pathOf(page.address)})`, value: page.id }))
  const context: FieldContext = { pageChoices }
  const fieldsOf = (file: AdminFile, special: (field: FieldShape) => DecapField | undefined = () => undefined) =>
    file.shape.fields.map(
      field =>
        special(field) ??
        (field.name === "$schema"
          ? // The path of the file's schema, for editors' tools; kept as it is.
            { name: field.name, label: "Rules", widget: "hidden", default: file.schemaReference }
          : decapField(field, true, schemaNameOf(file), context))
    )
  const all = adminFiles(schemas)
  const files: DecapFile[] = all
    .filter(file => !file.folder)
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
  const pagesFile = all.find(file => file.folder === SERVICE_PAGES.folder)
  const servicePagesCollection = pagesFile && {
    name: SERVICE_PAGES_COLLECTION,
    label: "Service pages",
    label_singular: "service page",
    description:
      "A page for each service, at an address of its own. Create a page with New service page; to take one down, retire it (at the end of its form) so that its address leads on. The preview beside the form shows the page as the site will.",
    folder: `${REPOSITORY_DATA_DIR}/${pagesFile.folder}`,
    format: CANONICAL_FORMAT,
    extension: "json",
    create: true,
    // A published address must keep answering: a page is retired (retiredTo), never deleted.
    delete: false,
    identifier_field: "heading",
    // The file's name, and so the page's id, is the address the page is created with.
    slug: `{{fields.${ADDRESS}}}`,
    summary: `{{heading}} (/{{${ADDRESS}}})`,
    sortable_fields: ["heading", ADDRESS],
    preview_path: `{{fields.${ADDRESS}}}`,
    editor: { preview: true },
    fields: fieldsOf(pagesFile, field => {
      const base = {
        name: field.name,
        label: required(field.title, `${schemaNameOf(pagesFile)} (${field.name}): "title"`),
      }
      if (field.name === ADDRESS)
        // A text checked against the other pages' addresses as well as its schema (admin/checked-widgets.tsx).
        return { ...decapField(field, true, schemaNameOf(pagesFile), context), widget: "service-page-address" }
      if (field.name === FORMER_ADDRESSES)
        // Kept up by the admin itself when a published page's address changes; each leads to the page.
        return { ...base, widget: "hidden", required: false }
      if (field.name === RETIRED_TO)
        return {
          ...base,
          hint: field.description,
          // A choice checked against the other pages (admin/checked-widgets.tsx): not the page itself.
          widget: "service-page-retirement",
          required: false,
          rule: field.rule,
          options: [{ label: "The home page", value: HOME_PAGE }, ...pageChoices],
        }
      return undefined
    }),
  }
  const siteContent = {
    name: COLLECTION,
    label: "Site content",
    description:
      "The texts of the home page, the other pages and what every page shows, in the order visitors see them (the service pages have a collection of their own). Choose a part to edit; the preview beside the form shows it as the site will.",
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
    // The site's parts first, then the folders of pages.
    collections: [siteContent, ...(servicePagesCollection ? [servicePagesCollection] : [])] as [
      typeof siteContent,
      ...NonNullable<typeof servicePagesCollection>[],
    ],
  }
}

/** What fields need to know of the site beyond their schema: the pages a link may choose. */
interface FieldContext {
  pageChoices: { label: string; value: string }[]
}

const schemaNameOf = (file: AdminFile) => (file.folder ? folderSchemaOf(file.folder) : `${file.entry}.schema.json`)
const folderSchemaOf = (folder: string) => DATA_FOLDERS.find(candidate => candidate.folder === folder)!.schemaFile

/**
 * The Decap field for a schema field. `required` is false inside an optional object (a service card's
 * link): the object may be left out entirely; the checked widgets still refuse a half-filled one.
 */
function decapField(field: FieldShape, parentRequired: boolean, where: string, context: FieldContext): DecapField {
  const hint = field.shape.kind === "object" ? "group_hint" : "hint"
  const base = {
    name: field.name,
    label: required(field.title, `${where} (${field.name}): "title"`),
    ...(field.description ? { [hint]: field.description } : {}),
    required: field.required && parentRequired,
    rule: field.rule,
  }
  return { ...base, ...widgetFor(field.shape, base.required, `${where} (${field.name})`, context) }
}

function widgetFor(
  shape: Shape,
  isRequired: boolean,
  where: string,
  context: FieldContext
): Omit<DecapField, "name" | "label"> {
  switch (shape.kind) {
    case "object":
      return { widget: "object", fields: shape.fields.map(field => decapField(field, isRequired, where, context)) }
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
          fields: shape.items.fields.map(field => decapField(field, true, where, context)),
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
      return { ...list, field: { ...item, ...widgetFor(shape.items, true, where, context) } }
    }
    case "string": {
      if (shape.enum) return { widget: "select", options: shape.enum }
      // The live pages published when the admin was built: a page still in review is chosen once published.
      if (shape.format === SERVICE_PAGE_FORMAT) return { widget: "select", options: context.pageChoices }
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
