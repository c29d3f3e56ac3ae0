import fs from "fs"
import path from "path"
import {
  DATA_DIR,
  REPOSITORY_DATA_DIR,
  listDataFiles,
  schemaFileFor,
  schemaReferenceFor,
} from "../../../../plugins/content-model/data-files"
import {
  dataOf,
  filesOfKind,
  readContentSnapshot,
  siteFactsOfSnapshot,
} from "../../../../plugins/content-model/content-snapshot"
import { TIME_ZONES, createContentChecker } from "../../../../plugins/content-model/content-rules"
import {
  kindOfFormat,
  retirementFallback,
  EVERY_KIND,
  CONTENT_KINDS,
} from "../../../../plugins/content-model/content-kinds"
import { pathOf } from "../../../../plugins/content-model/content-entries"
import { adminFiles, cmsConfig, type DecapField } from "../../../../plugins/content-admin/cms-config"
import { shapeOfSchema, type FieldShape, type Shape } from "../../../../plugins/content-model/content-shape"
import { renderRichText } from "../../../../plugins/content-model/rich-text"
import {
  CANONICAL_FORMAT,
  CHOICE_WIDGET,
  COLLECTION,
  ENTRY_ADDRESS_WIDGET,
  ENTRY_RETIREMENT_WIDGET,
  MEDIA_FOLDER,
} from "../../../../plugins/content-admin/names"
import type { JsonSchema } from "../../../../plugins/content-model/load-schemas"
import { SITE_ENTRIES } from "../../../../plugins/content-admin/site-entries"
import { repoRoot } from "../../support/repo-root"
import { kindLabels } from "../../../../tools/content"

const snapshot = readContentSnapshot(repoRoot)
const { schemas } = snapshot.schemas
const options = {
  githubRepo: "owner/site",
  branch: "main",
  siteUrl: "https://example.com",
  localBackendUrl: "/admin/api/v1",
  publishing: "review" as const,
}
const config = cmsConfig(schemas, options)
const [collection, ...kindCollections] = config.collections
const collectionOf = (folder: string) => kindCollections.find(candidate => candidate.name === folder)!

/** A package's file: its source if the package ships it, else its ES module build. */
function packageSource(pkg: string, file: string): string {
  const root = path.join(repoRoot, "node_modules", pkg)
  const candidates = [path.join(root, "src", file), path.join(root, "dist", "esm", file.replace(/\.ts$/, ".js"))]
  const found = candidates.find(candidate => fs.existsSync(candidate))
  if (!found) throw new Error(`node_modules/${pkg} has neither src/${file} nor its dist/esm build`)
  return fs.readFileSync(found, "utf8")
}

/**
 * The widgets the installed Decap registers (decap-cms-app's extensions, each package's `name`), and
 * `hidden`, which Decap's editor handles itself.
 */
const DECAP_WIDGETS = new Set([
  "hidden",
  ...[...packageSource("decap-cms-app", "extensions.js").matchAll(/from '(decap-cms-widget-[a-z]+)'/g)].flatMap(
    ([, pkg]) => [...packageSource(pkg, "index.js").matchAll(/\bname: '([a-z-]+)'/g)].map(([, name]) => name)
  ),
])
/** The admin's own widgets (admin/checked-widgets.tsx). */
const ADMIN_WIDGETS = [CHOICE_WIDGET, ENTRY_ADDRESS_WIDGET, ENTRY_RETIREMENT_WIDGET]

/** Every schema field of a data file beside the CMS field made from it, nested fields included. */
function pairs(
  fields: FieldShape[],
  decap: DecapField[],
  where: string
): { where: string; field: FieldShape; decap?: DecapField }[] {
  return fields.flatMap(field => {
    const match = decap.find(candidate => candidate.name === field.name)
    const here = `${where}.${field.name}`
    return [{ where: here, field, decap: match }, ...nested(field.shape, match, here)]
  })
}

function nested(shape: Shape, decap: DecapField | undefined, where: string) {
  if (!decap) return []
  if (shape.kind === "object") return pairs(shape.fields, decap.fields ?? [], where)
  if (shape.kind === "list" && shape.items.kind === "object")
    return pairs(shape.items.fields, decap.fields ?? [], `${where}[]`)
  return []
}

const files = collection.files.map(file => {
  const dataFile = path.basename(file.file)
  return { file, dataFile, all: pairs(shapeOfSchema(schemas, schemaFileFor(dataFile)).fields, file.fields, dataFile) }
})
const kinds = EVERY_KIND.map(kind => ({
  kind,
  collection: collectionOf(kind.folder),
  all: pairs(shapeOfSchema(schemas, kind.schemaFile).fields, collectionOf(kind.folder).fields, kind.folder),
}))
const all = [...files.flatMap(file => file.all), ...kinds.flatMap(kind => kind.all)]
const decapOf = (where: string) => all.find(pair => pair.where === where)!.decap!

/** The checker of the content check, with what the content says of the site. */
const checker = createContentChecker(schemas.values(), siteFactsOfSnapshot(snapshot))

/** The fields whose rule refuses the value the content has for them (none, for valid content). */
function refusedIn(fields: DecapField[], data: Record<string, unknown>, where: string): string[] {
  return fields.flatMap(field => {
    if (!field.rule || !(field.name in data)) return []
    const validate = checker.getSchema(field.rule)
    if (!validate) throw new Error(`${where}.${field.name}: no schema at ${field.rule}`)
    const value = data[field.name]
    const here = `${where}.${field.name}`
    return [
      ...(validate(value) ? [] : [here]),
      ...(Array.isArray(value) ? value : [value]).flatMap(one => [
        ...(field.fields && one && typeof one === "object"
          ? refusedIn(field.fields, one as Record<string, unknown>, here)
          : []),
        ...(field.field?.rule && !checker.getSchema(field.field.rule)!(one) ? [`${here}[]`] : []),
      ]),
    ]
  })
}

describe("the CMS configuration generated from data/schemas/", () => {
  it("has one files collection with an entry for every data file, in the order of the site, saved in the repository's own form", () => {
    const dataFiles = fs.readdirSync(path.resolve(repoRoot, DATA_DIR)).filter(name => name.endsWith(".json"))
    expect(collection.files.map(file => file.file).sort()).toEqual(dataFiles.map(name => `data/${name}`).sort())
    expect(collection.files.map(file => file.name)).toEqual(SITE_ENTRIES.map(({ entry }) => entry))
    expect(collection.files.map(file => file.preview_path)).toEqual(SITE_ENTRIES.map(({ page }) => page))
    expect(collection.files.map(file => file.label)).toEqual(
      SITE_ENTRIES.map(({ entry }) => schemas.get(`${entry}.schema.json`)!.title)
    )
    expect(collection.format).toBe(CANONICAL_FORMAT)
    expect(config.backend).toMatchObject({ name: "github", repo: "owner/site", branch: "main" })
    expect(config.local_backend).toEqual({ url: "/admin/api/v1" })
  })

  it("publishes through review (Decap's editorial workflow) or at once, as the firm chose", () => {
    expect(config.publish_mode).toBe("editorial_workflow")
    expect(cmsConfig(schemas, { ...options, publishing: "direct" }).publish_mode).toBe("simple")
  })

  it("refuses to build when the list of entries in the site's order misses a data file", () => {
    const extra = new Map(schemas)
    extra.set("pricing.schema.json", { ...schemas.get("steps.schema.json")!, $id: "pricing.schema.json" })
    expect(() => adminFiles(extra)).toThrow("pricing.json is missing")
  })

  it.each([
    ...files.map(({ dataFile, all: fields }) => [dataFile, fields] as const),
    ...kinds.map(({ kind, all: fields }) => [`${kind.folder}/*.json`, fields] as const),
  ])(
    "%s: every schema field has a widget of Decap or of the admin, a label from its title, a hint from its description and a rule",
    (_file, fields) => {
      const unknown = fields
        .filter(({ decap }) => !decap || !(DECAP_WIDGETS.has(decap.widget) || ADMIN_WIDGETS.includes(decap.widget)))
        .map(({ where }) => where)
      expect(unknown).toEqual([])
      for (const { decap, field, where } of fields) {
        if (decap!.widget === "hidden") continue
        expect({ where, label: decap!.label, rule: decap!.rule }).toEqual({
          where,
          label: field.title,
          rule: field.rule,
        })
        // A group's hint goes above its fields, a choice's above its list (the admin draws both); others' under them.
        const hint =
          field.shape.kind === "object"
            ? decap!.group_hint
            : decap!.widget === CHOICE_WIDGET
              ? decap!.choice_hint
              : decap!.hint
        expect({ where, hint }).toEqual({ where, hint: field.description })
        // Lists say what their items are: a form per item (fields), or one widget per value (field).
        if (field.shape.kind === "list" && decap!.widget === "list")
          expect(Boolean(decap!.fields) !== Boolean(decap!.field)).toBe(true)
      }
    }
  )

  it("names the admin's own widgets apart from Decap's, so that none replaces one of Decap's", () => {
    for (const widget of ["string", "text", "select", "number", "boolean", "list", "object", "markdown", "datetime"])
      expect(DECAP_WIDGETS.has(widget)).toBe(true)
    for (const widget of ADMIN_WIDGETS) expect(DECAP_WIDGETS.has(widget)).toBe(false)
    // Each registered under its own name, written as Decap writes its widgets' names.
    expect(new Set(ADMIN_WIDGETS).size).toBe(ADMIN_WIDGETS.length)
    for (const widget of ADMIN_WIDGETS) expect(widget).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })

  it("takes required from the schema; the fields of an optional group are optional too", () => {
    expect(decapOf("home.json.hero.ctaLabel").required).toBe(true)
    // A card's link is optional; so are its label and link inside it (a card may have no link at all).
    expect(decapOf("services.json.groups[].cards[].link").required).toBe(false)
    expect(decapOf("services.json.groups[].cards[].link.label").required).toBe(false)
    expect(decapOf(`${CONTENT_KINDS.person.folder}.photo.image`).required).toBe(false)
  })

  it("keeps $schema as it is, in a hidden field", () => {
    for (const { file, dataFile } of files) {
      expect(file.fields[0]).toMatchObject({ name: "$schema", widget: "hidden", default: schemaReferenceFor(dataFile) })
    }
    for (const { kind, collection: folder } of kinds) {
      expect(folder.fields[0]).toMatchObject({
        name: "$schema",
        widget: "hidden",
        default: schemaReferenceFor(`${kind.folder}/any.json`),
      })
    }
  })

  it("edits paragraphs in a box of several lines and one-line texts in a line, with a count where there is a limit", () => {
    expect(decapOf("home.json.hero.headline").widget).toBe("string")
    expect(decapOf("home.json.hero.subline").widget).toBe("text")
    expect(decapOf("testimonials.json.items[].quote").widget).toBe("text")
    const seoTitle = schemas.get("common.schema.json")!.$defs!.PageSeo.properties!.title
    expect(decapOf("home.json.seo.title").length).toEqual({ max: seoTitle.maxLength })
    expect(decapOf("home.json.hero.headline").length).toBeUndefined()
  })

  it("turns enums into selects, keeps numbers as typed (never rounded), and names what lists add", () => {
    expect(decapOf("steps.json.steps[].icon")).toMatchObject({
      widget: "select",
      options: schemas.get("common.schema.json")!.$defs!.IconName.enum,
    })
    expect(decapOf("site.json.footer.socialIcons").field).toMatchObject({
      widget: "select",
      options: ["facebook", "linkedin", "x"],
    })
    expect(decapOf("testimonials.json.items[].rating")).toMatchObject({
      widget: "number",
      value_type: "float",
      step: 1,
      min: 1,
      max: 5,
    })
    expect(decapOf("steps.json.steps")).toMatchObject({ widget: "list", min: 1, label_singular: "step" })
    // A set of allowed values: one choice of several (a promise's business days), each value once.
    expect(decapOf("contact.json.replyPromise.days")).toMatchObject({
      widget: "select",
      multiple: true,
      options: schemas.get("common.schema.json")!.$defs!.Weekday.enum,
    })
    // A time zone: a choice of every zone the check knows, by its IANA name.
    expect(decapOf("contact.json.replyPromise.timeZone")).toMatchObject({ widget: "select", options: TIME_ZONES })
    expect(decapOf("contact.json.replyPromise.timeZone").options).toContain("America/New_York")
    expect(decapOf("testimonials.json.items")).toMatchObject({
      label_singular: "testimonial",
      summary: "{{fields.name}}, {{fields.role}}",
    })
  })

  it("makes every text that names an entry of a kind or a category a choice among what is published, several for a list, its hint above it", () => {
    const naming = (shape: Shape) =>
      shape.kind === "string" && shape.format && (kindOfFormat(shape.format) || shape.format === "category")
        ? shape.format
        : undefined
    const found = all.flatMap(({ where, field, decap }) => {
      const single = naming(field.shape)
      const listed = field.shape.kind === "list" ? naming(field.shape.items) : undefined
      if (!single && !listed) return []
      expect({ where, ...decap }).toMatchObject({
        where,
        widget: CHOICE_WIDGET,
        choices: single ?? listed,
        multiple: Boolean(listed),
      })
      expect(decap).not.toHaveProperty("hint")
      expect(decap).not.toHaveProperty("options")
      return [`${single ?? listed}${listed ? "[]" : ""}`]
    })
    // The schemas name people (any, and only live ones), service pages (one, and several), pages and categories.
    expect(new Set(found)).toEqual(
      new Set(["person", "live-person", "service-page", "service-page[]", "page", "category"])
    )
  })

  it("names, for every field, a rule that the content check's checker knows and that the content passes", () => {
    const failing = [
      ...files.flatMap(({ dataFile, file }) =>
        refusedIn(file.fields, dataOf(snapshot, dataFile) as Record<string, unknown>, dataFile)
      ),
      ...kinds.flatMap(({ kind, collection: folder }) =>
        filesOfKind(snapshot, kind.name).flatMap(({ id, data }) =>
          refusedIn(folder.fields, data as Record<string, unknown>, `${kind.folder}/${id}.json`)
        )
      ),
    ]
    expect(failing).toEqual([])
  })
})

describe("the CMS configuration's settings", () => {
  it("commits to the GitHub repository and branch it is given, through the OAuth provider it is given", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: "owner/site", branch: "main" })
    expect(config.backend).not.toHaveProperty("base_url")
    const withOauth = cmsConfig(schemas, { ...options, oauthBaseUrl: "https://auth.example.com", branch: "live" })
    expect(withOauth.backend).toMatchObject({ branch: "live", base_url: "https://auth.example.com" })
  })

  it("words every commit Decap makes in one style, naming what changed and no editor (the local backend knows none)", () => {
    // Decap's own messages, each of which the configuration replaces (decap-cms-core's formatters).
    const formatters = packageSource("decap-cms-core", "lib/formatters.ts")
    const defaults = /const commitMessageTemplates = \{([\s\S]*?)\n\}/.exec(formatters)?.[1]
    if (!defaults) throw new Error("decap-cms-core's formatters no longer define commitMessageTemplates")
    const types = [...defaults.matchAll(/^\s*(\w+):/gm)].map(([, type]) => type)
    const messages = config.backend.commit_messages as Record<string, string>
    expect(Object.keys(messages).sort()).toEqual(types.sort())
    for (const [type, message] of Object.entries(messages)) {
      expect({ type, message }).toEqual({ type, message: expect.stringMatching(/^Content: /) })
      expect(message).not.toMatch(/\{\{author-/)
    }
    for (const type of ["create", "update", "delete"])
      expect(messages[type]).toEqual(
        expect.stringMatching(/\{\{slug\}\}.*\{\{collection\}\}|\{\{collection\}\}.*\{\{slug\}\}/)
      )
    for (const type of ["uploadMedia", "deleteMedia"]) expect(messages[type]).toContain("{{path}}")
  })

  it("links the site, keeps Decap's own media library (uploads need it), and shows the people's photos in the Media tab", () => {
    expect(config).toMatchObject({
      site_url: options.siteUrl,
      display_url: options.siteUrl,
      media_folder: MEDIA_FOLDER,
    })
    expect(config).not.toHaveProperty("media_library")
    const withUploads = EVERY_KIND.filter(kind => kind.mediaFolder)
    expect(withUploads.map(kind => `${REPOSITORY_DATA_DIR}/${kind.folder}/${kind.mediaFolder}`)).toEqual([MEDIA_FOLDER])
  })

  it("has one collection of JSON files with previews, each entry described by its schema", () => {
    expect(collection).toMatchObject({
      name: COLLECTION,
      label: "Site content",
      extension: "json",
      editor: { preview: true },
    })
    for (const file of collection.files) {
      expect(file.description).toBe(schemas.get(`${file.name}.schema.json`)!.description)
      expect(file.file).toBe(`data/${file.name}.json`)
    }
  })

  it("names every kind's collection, in the record's order, by the label the content manager lists it by", () => {
    const labels = EVERY_KIND.map(kind => collectionOf(kind.folder).label)
    expect(labels).toEqual(EVERY_KIND.map(kind => kindLabels[kind.name]))
    const listed = `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`
    expect(collection.description).toContain(`the kinds of page have collections of their own: ${listed})`)
  })

  it("names only the kinds it has a collection for", () => {
    const last = EVERY_KIND[EVERY_KIND.length - 1]
    const without = new Map(schemas)
    without.delete(last.schemaFile)
    const [siteContent] = cmsConfig(without, options).collections
    expect(siteContent.description).not.toContain(kindLabels[last.name])
    expect(siteContent.description).toContain(`${kindLabels[EVERY_KIND[EVERY_KIND.length - 2].name]})`)
  })

  it("knows, for every data file and then each kind's folder, its entry, its schema reference and its shape", () => {
    expect(adminFiles(schemas)).toEqual([
      ...SITE_ENTRIES.map(({ entry }) => ({
        dataFile: `${entry}.json`,
        entry,
        schemaReference: schemaReferenceFor(`${entry}.json`),
        shape: shapeOfSchema(schemas, `${entry}.schema.json`),
      })),
      ...EVERY_KIND.map(kind => ({
        dataFile: `${kind.folder}/*.json`,
        kind: kind.name,
        entry: kind.folder,
        schemaReference: `../schemas/${kind.schemaFile}`,
        shape: shapeOfSchema(schemas, kind.schemaFile),
      })),
    ])
  })

  it("knows every data file of the content: each has the schema of a single file or of its folder, and every schema but the shared one has an entry", () => {
    const known = adminFiles(schemas).map(file => file.schemaReference)
    expect(listDataFiles(repoRoot).filter(file => !known.includes(schemaReferenceFor(file)))).toEqual([])
    // What each file says its schema is, as the custom format finds the file's shape by it.
    for (const file of listDataFiles(repoRoot))
      expect(known).toContain((dataOf(snapshot, file) as { $schema: string }).$schema)
    expect(new Set(known).size).toBe(schemas.size - 1)
  })

  it("names every data file the list of entries misses and every entry that has no data file", () => {
    const changed = new Map(schemas)
    changed.set("pricing.schema.json", { ...schemas.get("steps.schema.json")!, $id: "pricing.schema.json" })
    changed.set("team.schema.json", { ...schemas.get("steps.schema.json")!, $id: "team.schema.json" })
    changed.delete("steps.schema.json")
    expect(() => adminFiles(changed)).toThrow(
      "plugins/content-admin/site-entries.ts must list every data file once: pricing.json is missing, team.json is missing, steps.json does not exist"
    )
  })
})

describe("the CMS fields made from each kind of schema field", () => {
  /** The real schemas, with steps.schema.json replaced by one holding `properties` (steps is an entry of the site). */
  function fieldsFor(properties: Record<string, JsonSchema>, required: string[] = []) {
    const changed = new Map(schemas)
    changed.set("steps.schema.json", {
      $id: "steps.schema.json",
      title: "Steps",
      type: "object",
      required,
      properties: { $schema: { type: "string" }, ...properties },
    })
    const steps = cmsConfig(changed, options).collections[0].files.find(file => file.name === "steps")!
    return steps.fields.slice(1)
  }
  const one = (schema: JsonSchema, required = true) =>
    fieldsFor({ field: { title: "Field", ...schema } }, required ? ["field"] : [])[0]
  const rule = "steps.schema.json#/properties/field"

  it("a number: kept as typed, with its limits; a whole number steps by 1", () => {
    expect(one({ type: "number" })).toEqual({
      name: "field",
      label: "Field",
      required: true,
      rule,
      widget: "number",
      value_type: "float",
    })
    expect(one({ type: "integer", minimum: 0 })).toMatchObject({ widget: "number", step: 1, min: 0 })
    expect(one({ type: "integer", minimum: 0 })).not.toHaveProperty("max")
    expect(one({ type: "number", maximum: 10 })).toMatchObject({ max: 10 })
    expect(one({ type: "number", maximum: 10 })).not.toHaveProperty("min")
  })

  it("a text: one line or a box of several, a count of characters only where there is a limit", () => {
    expect(one({ type: "string", description: "What to write." })).toEqual({
      name: "field",
      label: "Field",
      hint: "What to write.",
      required: true,
      rule,
      widget: "string",
    })
    expect(one({ type: "string", minLength: 2 })).toMatchObject({ length: { min: 2 } })
    expect(one({ type: "string", minLength: 2, maxLength: 9 })).toMatchObject({ length: { min: 2, max: 9 } })
    expect(one({ type: "string", "x-multiline": true })).toMatchObject({ widget: "text" })
    expect(one({ type: "string", enum: ["a", "b"] })).toEqual({
      name: "field",
      label: "Field",
      required: true,
      rule,
      widget: "select",
      options: ["a", "b"],
    })
  })

  it("a text naming an entry of a kind or a category: a choice, by name, its hint above its list", () => {
    for (const choices of [...EVERY_KIND.map(kind => kind.name), "category"])
      expect(one({ type: "string", format: choices, description: "Which one." })).toEqual({
        name: "field",
        label: "Field",
        choice_hint: "Which one.",
        required: true,
        rule,
        widget: CHOICE_WIDGET,
        choices,
        multiple: false,
      })
    expect(one({ type: "string", format: "person" }, false)).not.toHaveProperty("choice_hint")
    // A format that names no kind is a text like any other.
    expect(one({ type: "string", format: "email" })).toMatchObject({ widget: "string" })
  })

  it("a list of texts naming entries: one choice of several, with the list's own rule, required only when it must have items", () => {
    const list = (minItems?: number) =>
      one({
        type: "array",
        description: "Which ones.",
        items: { title: "Service", type: "string", format: "service-page" },
        ...(minItems === undefined ? {} : { minItems }),
      })
    expect(list()).toEqual({
      name: "field",
      label: "Field",
      choice_hint: "Which ones.",
      // Decap would fill a required one with an empty list as the form opens, and call the form changed.
      required: false,
      rule,
      widget: CHOICE_WIDGET,
      choices: "service-page",
      multiple: true,
    })
    expect(list(1).required).toBe(true)
  })

  it("a rich text: Decap's Markdown editor, in rich text or as written, with no pictures or other blocks", () => {
    const markdown = one({ type: "string", format: "rich-text" })
    expect(markdown).toMatchObject({ widget: "markdown", editor_components: [] })
    expect([...markdown.modes!].sort()).toEqual(["raw", "rich_text"])
    // Each button beside the Markdown it writes: the toolbar offers these, and the site publishes each.
    const published = {
      bold: ["**a**", "<strong>"],
      italic: ["*a*", "<em>"],
      link: ["[a](/)", "<a "],
      "heading-two": ["## a", "<h2"],
      "heading-three": ["## a\n\n### b", "<h3"],
      quote: ["> a", "<blockquote>"],
      "bulleted-list": ["- a", "<ul>"],
      "numbered-list": ["1. a", "<ol>"],
    }
    expect(markdown.buttons).toEqual(Object.keys(published))
    for (const [button, [written, element]] of Object.entries(published))
      expect({ button, html: renderRichText(written) }).toEqual({ button, html: expect.stringContaining(element) })
  })

  it("a set of allowed values: one select of several, required only when it must have items", () => {
    const set = (minItems?: number, required = true) =>
      one(
        {
          type: "array",
          uniqueItems: true,
          items: { title: "Day", type: "string", enum: ["Monday", "Tuesday"] },
          ...(minItems === undefined ? {} : { minItems }),
        },
        required
      )
    expect(set()).toMatchObject({ widget: "select", options: ["Monday", "Tuesday"], multiple: true, required: false })
    expect(set(0).required).toBe(false)
    expect(set(1).required).toBe(true)
    expect(set(1, false).required).toBe(false)
  })

  it("a date: a text box that shows and keeps the day as it is stored, year-month-day, as its hint says", () => {
    expect(one({ type: "string", format: "date" })).toEqual({
      name: "field",
      label: "Field",
      required: true,
      rule,
      widget: "string",
    })
    const dates = all.filter(({ field }) => field.shape.kind === "string" && field.shape.format === "date")
    expect(dates.map(({ where }) => where)).toEqual(
      expect.arrayContaining([`${CONTENT_KINDS.article.folder}.published`])
    )
    for (const { where, decap } of dates) expect({ where, widget: decap!.widget }).toEqual({ where, widget: "string" })
  })

  it("an uploaded picture: an upload, with no address typed in", () => {
    expect(one({ type: "string", format: "image-file" })).toMatchObject({ widget: "image", choose_url: false })
  })

  it("a yes-or-no field, and an optional field", () => {
    expect(one({ type: "boolean" }, false)).toEqual({
      name: "field",
      label: "Field",
      required: false,
      rule,
      widget: "boolean",
    })
  })

  it("a group: its own fields, required only if it is, with its hint above them", () => {
    const group = {
      type: "object" as const,
      description: "About the group.",
      required: ["inner"],
      properties: { inner: { title: "Inner", type: "string" as const } },
    }
    expect(one(group)).toEqual({
      name: "field",
      label: "Field",
      group_hint: "About the group.",
      required: true,
      rule,
      widget: "object",
      fields: [{ name: "inner", label: "Inner", required: true, rule: `${rule}/properties/inner`, widget: "string" }],
    })
    expect(one(group, false).fields![0].required).toBe(false)
  })

  it("a list of values: one widget per value, named after the items, with their hint", () => {
    expect(one({ type: "array", items: { title: "Tag", description: "One word.", type: "string" } })).toEqual({
      name: "field",
      label: "Field",
      required: true,
      rule,
      widget: "list",
      label_singular: "tag",
      field: { name: "item", label: "Tag", hint: "One word.", required: true, rule: `${rule}/items`, widget: "string" },
    })
    expect(one({ type: "array", minItems: 1, maxItems: 3, items: { title: "Tag", type: "string" } })).toMatchObject({
      min: 1,
      max: 3,
    })
    expect(one({ type: "array", items: { title: "Tag", type: "string" } }).field).not.toHaveProperty("hint")
  })

  it("a list of groups: a form per item, closed, shown by its one-line texts, or by nothing when it has none", () => {
    const item = (properties: Record<string, JsonSchema>) => ({
      type: "array" as const,
      items: { title: "Entry", type: "object" as const, properties },
    })
    expect(
      one(
        item({
          name: { title: "Name", type: "string" },
          role: { title: "Role", type: "string" },
          note: { title: "Note", type: "string", "x-multiline": true },
          when: { title: "When", type: "string", format: "date" },
        })
      )
    ).toMatchObject({ collapsed: true, summary: "{{fields.name}}, {{fields.role}}", label_singular: "entry" })
    const unnamed = one(
      item({ kind: { title: "Kind", type: "string", enum: ["a"] }, count: { title: "Count", type: "integer" } })
    )
    expect(unnamed).toMatchObject({ widget: "list", collapsed: true })
    expect(unnamed).not.toHaveProperty("summary")
    expect(unnamed.fields!.map(field => field.required)).toEqual([false, false])
  })

  it("refuses what it cannot offer editors: a list of lists, a field or a list item without a title", () => {
    expect(() => one({ type: "array", items: { title: "Row", type: "array", items: { type: "string" } } })).toThrow(
      "steps.schema.json (field): lists of lists have no widget in the CMS"
    )
    expect(() => fieldsFor({ field: { type: "string" } })).toThrow(
      'steps.schema.json (field): "title" is missing: the content manager labels every field with it'
    )
    expect(() => one({ type: "array", items: { type: "string" } })).toThrow(
      `steps.schema.json (field): the items' "title" is missing: the content manager labels every field with it`
    )
    const untitled = new Map(schemas)
    untitled.set("steps.schema.json", { ...schemas.get("steps.schema.json")!, title: undefined })
    expect(() => cmsConfig(untitled, options)).toThrow(
      'steps.schema.json: "title" is missing: the content manager labels every field with it'
    )
    const [kind] = EVERY_KIND
    for (const word of ["title", "description"]) {
      const unlabelled = new Map(schemas)
      unlabelled.set(kind.schemaFile, { ...schemas.get(kind.schemaFile)!, [word]: undefined })
      expect(() => cmsConfig(unlabelled, options)).toThrow(
        `${kind.schemaFile}: "${word}" is missing: the content manager labels every field with it`
      )
    }
  })
})

describe.each(EVERY_KIND.map(kind => [kindLabels[kind.name], kind] as const))("the collection %s", (_label, kind) => {
  const folder = collectionOf(kind.folder)
  const field = (name: string) => folder.fields.find(candidate => candidate.name === name)!
  const shape = shapeOfSchema(schemas, kind.schemaFile)
  const topLevel = (name: string) => shape.fields.find(candidate => candidate.name === name)

  it("comes after Site content in the order of the kinds", () => {
    expect(config.collections.map(one => one.name)).toEqual([
      COLLECTION,
      ...EVERY_KIND.map(candidate => candidate.folder),
    ])
  })

  it("is the kind's folder, where editors create entries but never delete one, each previewed at its address", () => {
    expect(folder).toMatchObject({
      folder: `data/${kind.folder}`,
      format: CANONICAL_FORMAT,
      extension: "json",
      create: true,
      delete: false,
      editor: { preview: true },
    })
    // Decap appends the preview path to the site's address.
    expect(`/${folder.preview_path.replace("{{fields.address}}", "an-address")}`).toBe(pathOf(kind, "an-address"))
  })

  it("names a new entry's file, and so its id, after the address it is created with", () => {
    expect(folder.slug).toBe("{{fields.address}}")
    expect(topLevel("address")?.required).toBe(true)
  })

  it("speaks to editors: its name, one entry's name, what it is for, each entry recognised by its title", () => {
    expect(folder).toMatchObject({
      label: schemas.get(kind.schemaFile)!.title,
      label_singular: kind.collection.labelSingular,
      description: schemas.get(kind.schemaFile)!.description,
      summary: kind.collection.summary,
      identifier_field: kind.titleField,
    })
    // Decap's button for a new entry reads "New <label_singular>": the description names it as shown.
    expect(folder.description).toContain(`New ${folder.label_singular}`)
    // The title, the summary's and the sort's fields are fields every entry has.
    const named = [
      kind.titleField,
      ...[...kind.collection.summary.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name),
      ...folder.sortable_fields,
    ]
    for (const name of named) expect({ name, required: topLevel(name)?.required }).toEqual({ name, required: true })
    // Entries can be put in order by their title and by their address.
    expect(folder.sortable_fields).toEqual([kind.titleField, "address"])
  })

  it("keeps uploads beside the entries when the kind takes any, stored as a path the content check accepts", () => {
    if (!kind.mediaFolder) {
      expect(folder).not.toHaveProperty("media_folder")
      expect(folder).not.toHaveProperty("public_folder")
      return
    }
    expect(folder).toMatchObject({ media_folder: kind.mediaFolder, public_folder: kind.mediaFolder })
    // Decap stores an upload as the public folder joined with the file's name.
    const images = pairs(shape.fields, folder.fields, kind.folder).filter(({ decap }) => decap?.widget === "image")
    expect(images.length).toBeGreaterThan(0)
    for (const { decap } of images)
      expect(checker.getSchema(decap!.rule!)!(`${folder.public_folder}/portrait.jpg`)).toBe(true)
  })

  it("has a field for every field of the schema, in its order, with $schema kept and the address checked against the other entries", () => {
    expect(folder.fields.map(one => one.name)).toEqual(shape.fields.map(one => one.name))
    expect(field("$schema")).toMatchObject({ widget: "hidden", default: `../schemas/${kind.schemaFile}` })
    expect(field("address")).toMatchObject({
      widget: ENTRY_ADDRESS_WIDGET,
      kind: kind.name,
      required: true,
      rule: topLevel("address")!.rule,
    })
  })

  it("keeps the former addresses out of editors' hands and offers retirement to another entry or the kind's fallback", () => {
    expect(field("formerAddresses")).toMatchObject({ widget: "hidden", required: false })
    expect(field("retiredTo")).toMatchObject({
      widget: ENTRY_RETIREMENT_WIDGET,
      kind: kind.name,
      required: false,
      rule: topLevel("retiredTo")!.rule,
      hint: topLevel("retiredTo")!.description,
      fallback: { label: kind.collection.fallbackLabel, value: retirementFallback(kind) },
    })
    // The fallback is a value the field's rule accepts.
    expect(checker.getSchema(field("retiredTo").rule!)!(retirementFallback(kind))).toBe(true)
  })
})

describe("the CMS configuration at its edges", () => {
  it("offers no collection for a kind whose schema is missing", () => {
    const last = EVERY_KIND[EVERY_KIND.length - 1]
    const without = new Map(schemas)
    without.delete(last.schemaFile)
    const referenced = [...without.values()].some(schema => JSON.stringify(schema).includes(`"${last.schemaFile}`))
    expect(referenced).toBe(false)
    expect(adminFiles(without).filter(file => file.kind === last.name)).toEqual([])
    expect(cmsConfig(without, options).collections.map(one => one.name)).not.toContain(last.folder)
  })

  it.each(EVERY_KIND.map(kind => [kind.schemaFile, kind] as const))(
    "names the field of %s that has no title, and its schema",
    (_file, kind) => {
      const schema = schemas.get(kind.schemaFile)!
      const untitled = new Map(schemas)
      for (const name of ["address", "formerAddresses", "retiredTo", kind.titleField]) {
        untitled.set(kind.schemaFile, {
          ...schema,
          properties: { ...schema.properties, [name]: { ...schema.properties![name], title: undefined } },
        })
        expect(() => cmsConfig(untitled, options)).toThrow(
          `${kind.schemaFile} (${name}): "title" is missing: the content manager labels every field with it`
        )
      }
    }
  )

  it("stops when site-entries.ts names a data file that does not exist", () => {
    const { entry } = SITE_ENTRIES[SITE_ENTRIES.length - 1]
    const fewer = new Map(schemas)
    fewer.delete(`${entry}.schema.json`)
    expect(() => adminFiles(fewer)).toThrow(`${entry}.json does not exist`)
  })

  it("marks a list item's required fields required (the items of a list are never optional), but a value that may be none", () => {
    const checked: string[] = []
    const visit = (shape: Shape, decap: DecapField, where: string): void => {
      if (shape.kind === "object")
        for (const inner of shape.fields) {
          const match = decap.fields!.find(candidate => candidate.name === inner.name)!
          visit(inner.shape, match, `${where}.${inner.name}`)
        }
      if (shape.kind === "list" && shape.items.kind === "object")
        for (const inner of shape.items.fields) {
          const match = decap.fields!.find(candidate => candidate.name === inner.name)!
          if (decap.required) {
            checked.push(`${where}[].${inner.name}`)
            // A value that may be none (a tier's bound) may be left blank: the content manager saves it as null.
            const mayBeNone = inner.shape.kind !== "object" && inner.shape.kind !== "list" && inner.shape.nullable
            expect({ where: `${where}[].${inner.name}`, required: match.required }).toEqual({
              where: `${where}[].${inner.name}`,
              required: inner.required && !mayBeNone,
            })
          }
          visit(inner.shape, match, `${where}[].${inner.name}`)
        }
    }
    for (const file of adminFiles(schemas)) {
      const decap = file.kind ? collectionOf(file.entry) : collection.files.find(one => one.name === file.entry)!
      visit(file.shape, { fields: decap.fields, required: true } as DecapField, file.entry)
    }
    expect(checked.length).toBeGreaterThan(0)
  })
})
