import fs from "fs"
import path from "path"
import {
  DATA_DIR,
  SERVICE_PAGES,
  listDataFiles,
  schemaFileFor,
  schemaReferenceFor,
} from "../../../../plugins/content-schema/data-files"
import { loadSchemas } from "../../../../plugins/content-schema/load-schemas"
import { createContentChecker } from "../../../../plugins/content-schema/content-rules"
import { listSiteRoutes, readServicePages } from "../../../../plugins/content-schema/site-routes"
import { adminFiles, cmsConfig, type DecapField } from "../../../../plugins/content-admin/cms-config"
import { shapeOfSchema, type FieldShape, type Shape } from "../../../../plugins/content-schema/content-shape"
import {
  CANONICAL_FORMAT,
  COLLECTION,
  MEDIA_FOLDER,
  NO_MEDIA_LIBRARY,
  SERVICE_PAGES_COLLECTION,
} from "../../../../plugins/content-admin/names"
import { HOME_PAGE, isLive, pathOf } from "../../../../plugins/content-schema/service-pages"
import type { JsonSchema } from "../../../../plugins/content-schema/load-schemas"
import { SITE_ENTRIES } from "../../../../plugins/content-admin/site-entries"
import { repoRoot } from "../../support/repo-root"

const { schemas } = loadSchemas(repoRoot)
const options = {
  githubRepo: "owner/site",
  branch: "main",
  siteUrl: "https://example.com",
  localBackendUrl: "/admin/api/v1",
  publishing: "review" as const,
}
const servicePages = readServicePages(repoRoot)
const config = cmsConfig(schemas, options, servicePages)
const [collection, pagesCollection] = config.collections
const WIDGETS = new Set(["string", "text", "select", "number", "boolean", "list", "object", "hidden"])

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
const all = files.flatMap(file => file.all)
const decapOf = (where: string) => all.find(pair => pair.where === where)!.decap!

describe("the CMS configuration generated from data/schemas/", () => {
  it("has one files collection with an entry for every data file, in the order of the site, saved in the repository's own form", () => {
    const dataFiles = fs.readdirSync(path.join(repoRoot, "data")).filter(name => name.endsWith(".json"))
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
    expect(cmsConfig(schemas, { ...options, publishing: "direct" }, servicePages).publish_mode).toBe("simple")
  })

  it("refuses to build when the list of entries in the site's order misses a data file", () => {
    const extra = new Map(schemas)
    extra.set("pricing.schema.json", { ...schemas.get("steps.schema.json")!, $id: "pricing.schema.json" })
    expect(() => adminFiles(extra)).toThrow("pricing.json is missing")
  })

  it.each(files.map(({ dataFile, all: fields }) => [dataFile, fields] as const))(
    "%s: every schema field has a widget, a label from its title and a hint from its description",
    (_file, fields) => {
      const missing = fields.filter(({ decap }) => !decap || !WIDGETS.has(decap.widget)).map(({ where }) => where)
      expect(missing).toEqual([])
      for (const { decap, field } of fields) {
        if (field.name === "$schema") continue
        expect(decap!.label).toBe(field.title)
        // A group's hint goes above its fields (the admin draws it), every other field's under it (Decap).
        expect(field.shape.kind === "object" ? decap!.group_hint : decap!.hint).toBe(field.description)
        expect(decap!.rule).toBe(field.rule)
        // Lists say what their items are: a form per item (fields), or one widget per value (field).
        if (field.shape.kind === "list") expect(Boolean(decap!.fields) !== Boolean(decap!.field)).toBe(true)
      }
    }
  )

  it("takes required from the schema; the fields of an optional group are optional too", () => {
    expect(decapOf("home.json.hero.ctaLabel").required).toBe(true)
    // A card's link is optional; so are its label and link inside it (a card may have no link at all).
    expect(decapOf("services.json.groups[].cards[].link").required).toBe(false)
    expect(decapOf("services.json.groups[].cards[].link.label").required).toBe(false)
  })

  it("keeps $schema as it is, in a hidden field", () => {
    for (const { file, dataFile } of files) {
      expect(file.fields[0]).toMatchObject({ name: "$schema", widget: "hidden", default: schemaReferenceFor(dataFile) })
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
    expect(decapOf("testimonials.json.items")).toMatchObject({
      label_singular: "testimonial",
      summary: "{{fields.name}}, {{fields.role}}",
    })
  })

  it("names, for every field, a rule that the content check's checker knows and that the content passes", () => {
    const checker = createContentChecker(schemas.values(), {
      routes: listSiteRoutes(repoRoot),
      servicePages: readServicePages(repoRoot).map(page => page.id),
    })
    const failing: string[] = []
    for (const { dataFile, file } of files) {
      const data = JSON.parse(fs.readFileSync(path.join(repoRoot, DATA_DIR, dataFile), "utf8"))
      const visit = (fields: DecapField[], value: Record<string, unknown>, where: string) => {
        for (const field of fields) {
          if (!field.rule || !(field.name in value)) continue
          const validate = checker.getSchema(field.rule)
          if (!validate) throw new Error(`${where}.${field.name}: no schema at ${field.rule}`)
          const item = value[field.name]
          if (!validate(item)) failing.push(`${where}.${field.name}`)
          for (const one of Array.isArray(item) ? item : [item]) {
            if (field.fields && one && typeof one === "object")
              visit(field.fields, one as Record<string, unknown>, `${where}.${field.name}`)
            if (field.field?.rule && !checker.getSchema(field.field.rule)!(one))
              failing.push(`${where}.${field.name}[]`)
          }
        }
      }
      visit(file.fields, data, dataFile)
    }
    expect(failing).toEqual([])
  })
})

describe("the CMS configuration's settings", () => {
  it("commits to the GitHub repository and branch it is given, naming the entry and the editor", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "owner/site",
      branch: "main",
      commit_messages: { update: "Content: {{slug}} edited in the CMS by {{author-login}}" },
    })
    const withOauth = cmsConfig(
      schemas,
      { ...options, oauthBaseUrl: "https://auth.example.com", branch: "live" },
      servicePages
    )
    expect(withOauth.backend).toMatchObject({ branch: "live", base_url: "https://auth.example.com" })
  })

  it("links the site, offers no media library, and names the media folder Decap asks for", () => {
    expect(config).toMatchObject({
      site_url: options.siteUrl,
      display_url: options.siteUrl,
      media_library: { name: NO_MEDIA_LIBRARY },
      media_folder: MEDIA_FOLDER,
      public_folder: "/uploads",
    })
  })

  it("has one collection of JSON files with previews, each entry described by its schema", () => {
    expect(collection).toMatchObject({
      name: COLLECTION,
      label: "Site content",
      extension: "json",
      editor: { preview: true },
    })
    expect(collection.description).toMatch(/service pages have a collection of their own/)
    for (const file of collection.files) {
      expect(file.description).toBe(schemas.get(`${file.name}.schema.json`)!.description)
      expect(file.file).toBe(`data/${file.name}.json`)
    }
  })

  it("knows, for every data file and then the folder of service pages, its entry, its schema reference and its shape", () => {
    expect(adminFiles(schemas)).toEqual([
      ...SITE_ENTRIES.map(({ entry }) => ({
        dataFile: `${entry}.json`,
        entry,
        schemaReference: schemaReferenceFor(`${entry}.json`),
        shape: shapeOfSchema(schemas, `${entry}.schema.json`),
      })),
      {
        dataFile: "service-pages/*.json",
        folder: SERVICE_PAGES.folder,
        entry: SERVICE_PAGES_COLLECTION,
        schemaReference: "../schemas/service-page.schema.json",
        shape: shapeOfSchema(schemas, SERVICE_PAGES.schemaFile),
      },
    ])
  })

  it("knows every data file of the content: each has the schema of a single file or of its folder, and every schema but the shared one has an entry", () => {
    const known = adminFiles(schemas).map(file => file.schemaReference)
    expect(listDataFiles(repoRoot).filter(file => !known.includes(schemaReferenceFor(file)))).toEqual([])
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
    const steps = cmsConfig(changed, options, servicePages).collections[0].files.find(file => file.name === "steps")!
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
    expect(() => cmsConfig(untitled, options, servicePages)).toThrow(
      'steps.schema.json: "title" is missing: the content manager labels every field with it'
    )
  })
})

describe("the collection of service pages", () => {
  const fields = pagesCollection.fields
  const field = (name: string) => fields.find(candidate => candidate.name === name)!
  const liveChoices = servicePages
    .filter(isLive)
    .map(page => ({ label: `${page.heading} (${pathOf(page.address)})`, value: page.id }))

  it("is the folder data/service-pages/, where editors create pages but never delete one, each previewed at its address", () => {
    expect(config.collections.map(one => one.name)).toEqual([COLLECTION, SERVICE_PAGES_COLLECTION])
    expect(pagesCollection).toMatchObject({
      folder: `data/${SERVICE_PAGES.folder}`,
      format: CANONICAL_FORMAT,
      extension: "json",
      create: true,
      delete: false,
      identifier_field: "heading",
      preview_path: "{{fields.address}}",
      editor: { preview: true },
    })
  })

  it("speaks to editors: its name, one page's name, what it is for, and each page listed and sortable by heading and address", () => {
    for (const text of [pagesCollection.label, pagesCollection.label_singular, pagesCollection.description])
      expect(text).toMatch(/^[A-Za-z].{4,}/)
    // Decap's button for a new entry reads "New <label_singular>": the description names it as shown.
    expect(pagesCollection.description).toContain(`New ${pagesCollection.label_singular}`)
    expect(pagesCollection.summary).toBe("{{heading}} (/{{address}})")
    expect(pagesCollection.sortable_fields).toEqual(["heading", "address"])
  })

  it("names a new page's file, and so its id, after the address it is created with", () => {
    expect(pagesCollection.slug).toBe("{{fields.address}}")
  })

  it("has a field for every field of the schema, in its order, with $schema kept and the address checked against the other pages", () => {
    const shape = shapeOfSchema(schemas, SERVICE_PAGES.schemaFile)
    expect(fields.map(one => one.name)).toEqual(shape.fields.map(one => one.name))
    expect(field("$schema")).toMatchObject({ widget: "hidden", default: "../schemas/service-page.schema.json" })
    expect(field("address")).toMatchObject({ widget: "service-page-address", required: true, length: { max: 60 } })
    const unchecked = pairs(shape.fields, fields, "service-page").filter(
      ({ decap }) =>
        !decap ||
        !(WIDGETS.has(decap.widget) || ["service-page-address", "service-page-retirement"].includes(decap.widget))
    )
    expect(unchecked.map(({ where }) => where)).toEqual([])
  })

  it("keeps the former addresses out of editors' hands and offers retirement to the home page or a live page", () => {
    expect(field("formerAddresses")).toMatchObject({ widget: "hidden", required: false })
    expect(field("retiredTo")).toMatchObject({
      widget: "service-page-retirement",
      required: false,
      options: [{ label: "The home page", value: HOME_PAGE }, ...liveChoices],
    })
  })

  it("lets a service card's link choose among the live published pages, by heading and address", () => {
    expect(decapOf("services.json.groups[].cards[].link.page")).toMatchObject({
      widget: "select",
      options: liveChoices,
    })
  })

  it("offers no retired page, and no page at all when none is published", () => {
    const retired = servicePages.map(page => ({ ...page, retiredTo: HOME_PAGE }))
    const none = cmsConfig(schemas, options, retired).collections[1]
    expect(none.fields.find(one => one.name === "retiredTo")!.options).toEqual([
      { label: "The home page", value: HOME_PAGE },
    ])
  })
})

describe("the CMS configuration at its edges", () => {
  it("offers no collection for a content folder whose schema is missing", () => {
    const withoutPages = new Map(schemas)
    withoutPages.delete(SERVICE_PAGES.schemaFile)
    expect(adminFiles(withoutPages).filter(file => file.folder)).toEqual([])
    expect(cmsConfig(withoutPages, options, []).collections.map(one => one.name)).toEqual([COLLECTION])
  })

  it("names the service page field that has no title, and its schema", () => {
    const schema = schemas.get(SERVICE_PAGES.schemaFile)!
    const [name, property] = Object.entries(schema.properties!).find(([key]) => key !== "$schema")!
    const untitled = new Map(schemas)
    untitled.set(SERVICE_PAGES.schemaFile, {
      ...schema,
      properties: { ...schema.properties, [name]: { ...property, title: undefined } },
    })
    expect(() => cmsConfig(untitled, options, servicePages)).toThrow(
      `${SERVICE_PAGES.schemaFile} (${name}): "title" is missing: the content manager labels every field with it`
    )
  })

  it("stops when site-entries.ts names a data file that does not exist", () => {
    const { entry } = SITE_ENTRIES[SITE_ENTRIES.length - 1]
    const fewer = new Map(schemas)
    fewer.delete(`${entry}.schema.json`)
    expect(() => adminFiles(fewer)).toThrow(`${entry}.json does not exist`)
  })

  it("marks a list item's required fields required (the items of a list are never optional)", () => {
    const config = cmsConfig(
      schemas,
      {
        githubRepo: "owner/site",
        branch: "main",
        siteUrl: "https://example.com",
        localBackendUrl: "/admin/api/v1",
        publishing: "direct",
      },
      readServicePages(repoRoot)
    )
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
            expect({ where: `${where}[].${inner.name}`, required: match.required }).toEqual({
              where: `${where}[].${inner.name}`,
              required: inner.required,
            })
          }
          visit(inner.shape, match, `${where}[].${inner.name}`)
        }
    }
    for (const file of adminFiles(schemas)) {
      const decap = file.folder
        ? config.collections[1]
        : config.collections[0].files.find(candidate => candidate.name === file.entry)!
      visit(file.shape, { fields: decap.fields, required: true } as DecapField, file.entry)
    }
    expect(checked.length).toBeGreaterThan(0)
  })
})
