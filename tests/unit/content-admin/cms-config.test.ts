import fs from "fs"
import path from "path"
import { schemaFileFor, schemaReferenceFor } from "../../../plugins/content-schema/data-files"
import { loadSchemas } from "../../../plugins/content-schema/load-schemas"
import { createContentChecker } from "../../../plugins/content-schema/content-rules"
import { listSiteRoutes } from "../../../plugins/content-schema/site-routes"
import { adminFiles, cmsConfig, type DecapField } from "../../../plugins/content-admin/cms-config"
import { shapeOfSchema, type FieldShape, type Shape } from "../../../plugins/content-schema/content-shape"
import { CANONICAL_FORMAT } from "../../../plugins/content-admin/names"
import { SITE_ENTRIES } from "../../../plugins/content-admin/site-entries"
import { repoRoot } from "../content/scratch-project"

const { schemas } = loadSchemas(repoRoot)
const options = {
  githubRepo: "owner/site",
  branch: "main",
  siteUrl: "https://example.com",
  localBackendUrl: "/admin/api/v1",
  publishing: "review" as const,
}
const config = cmsConfig(schemas, options)
const [collection] = config.collections
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
    expect(cmsConfig(schemas, { ...options, publishing: "direct" }).publish_mode).toBe("simple")
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

  it("names, for every field, a rule that the content check's checker knows and that today's data/ passes", () => {
    const checker = createContentChecker(schemas.values(), listSiteRoutes(repoRoot))
    const failing: string[] = []
    for (const { dataFile, file } of files) {
      const data = JSON.parse(fs.readFileSync(path.join(repoRoot, "data", dataFile), "utf8"))
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
