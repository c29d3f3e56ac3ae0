import fs from "fs"
import path from "path"
import { listSiteRoutes, schemaFileFor, schemaReferenceFor } from "../../../plugins/content-schema/data-files"
import { loadSchemas } from "../../../plugins/content-schema/load-schemas"
import { formatProblem, patternProblem } from "../../../plugins/content-schema/validate-content"
import { cmsConfig, type DecapField } from "../../../plugins/content-admin/cms-config"
import { shapeOfSchema, type FieldShape, type Shape } from "../../../plugins/content-admin/content-shape"
import { CANONICAL_FORMAT } from "../../../plugins/content-admin/names"
import { repoRoot } from "../content/scratch-project"

const { schemas } = loadSchemas(repoRoot)
const routes = listSiteRoutes(repoRoot)
const config = cmsConfig(schemas, {
  githubRepo: "owner/site",
  branch: "main",
  siteUrl: "https://example.com",
  localBackendUrl: "/admin/api/v1",
  routes,
})
const [collection] = config.collections
const WIDGETS = new Set(["string", "select", "number", "boolean", "list", "object", "hidden"])

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

describe("the CMS configuration generated from data/schemas/", () => {
  it("has one files collection with an entry for every data file, saved in the repository's own form", () => {
    const dataFiles = fs
      .readdirSync(path.join(repoRoot, "data"))
      .filter(name => name.endsWith(".json"))
      .sort()
    expect(collection.files.map(file => file.file).sort()).toEqual(dataFiles.map(name => `data/${name}`))
    expect(collection.format).toBe(CANONICAL_FORMAT)
    expect(config.backend).toMatchObject({ name: "github", repo: "owner/site", branch: "main" })
    expect(config.local_backend).toEqual({ url: "/admin/api/v1" })
  })

  it.each(files.map(({ dataFile, all }) => [dataFile, all] as const))(
    "%s: every schema field has a widget",
    (_file, all) => {
      const missing = all.filter(({ decap }) => !decap || !WIDGETS.has(decap.widget)).map(({ where }) => where)
      expect(missing).toEqual([])
      // Lists say what their items are: a form per item (fields), or one widget per value (field).
      for (const { decap, field } of all) {
        if (field.shape.kind === "list") expect(Boolean(decap!.fields) !== Boolean(decap!.field)).toBe(true)
      }
    }
  )

  it("takes hints from descriptions, labels from titles or names, and required from the schema", () => {
    for (const { decap, field } of files.flatMap(file => file.all)) {
      if (field.name === "$schema") continue
      expect(decap!.hint).toBe(field.description)
      expect(decap!.label).toBe(field.title ?? decap!.label)
    }
    const home = files.find(file => file.dataFile === "home.json")!.all
    expect(home.find(pair => pair.where === "home.json.hero.ctaLabel")!.decap).toMatchObject({
      label: "Cta label",
      required: true,
    })
    // A card's link is optional; so are its label and link inside it (a card may have no link at all).
    const services = files.find(file => file.dataFile === "services.json")!.all
    expect(services.find(pair => pair.where === "services.json.groups[].cards[].link")!.decap!.required).toBe(false)
    expect(services.find(pair => pair.where === "services.json.groups[].cards[].link.label")!.decap!.required).toBe(
      false
    )
  })

  it("keeps $schema as it is, in a hidden field", () => {
    for (const { file, dataFile } of files) {
      expect(file.fields[0]).toMatchObject({ name: "$schema", widget: "hidden", default: schemaReferenceFor(dataFile) })
    }
  })

  it("turns enums into selects, keeps numbers' limits and lists' minimum length", () => {
    const all = files.flatMap(file => file.all)
    const icon = all.find(pair => pair.where === "steps.json.steps[].icon")!.decap!
    expect(icon.widget).toBe("select")
    expect(icon.options).toEqual(schemas.get("common.schema.json")!.$defs!.IconName.enum as string[])
    expect(all.find(pair => pair.where === "site.json.footer.socialIcons")!.decap!.field).toMatchObject({
      widget: "select",
      options: ["facebook", "linkedin", "x"],
    })
    expect(all.find(pair => pair.where === "testimonials.json.items[].rating")!.decap).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 5,
    })
    expect(all.find(pair => pair.where === "contact.json.sendDelayMs")!.decap).toMatchObject({ min: 0, max: 10000 })
    expect(all.find(pair => pair.where === "steps.json.steps")!.decap).toMatchObject({ widget: "list", min: 1 })
  })

  it("checks patterns, formats and lengths with the words of npm run check:data", () => {
    const all = files.flatMap(file => file.all)
    const decapOf = (where: string) => all.find(pair => pair.where === where)!.decap!
    expect(decapOf("home.json.hero.headline").pattern).toEqual(["\\S", patternProblem("\\S")])
    expect(decapOf("testimonials.json.ratingLabel").pattern![1]).toBe(patternProblem("\\{rating\\}"))
    expect(decapOf("site.json.email").pattern![1]).toBe(formatProblem("email", routes))
    expect(decapOf("advisory.json.backLink.to").pattern![1]).toBe(formatProblem("internal-link", routes))
    expect(decapOf("home.json.seo.title").pattern![1]).toBe(
      `${patternProblem("\\S")}, and must NOT have more than 70 characters`
    )

    const accepts = (where: string, value: string) => new RegExp(decapOf(where).pattern![0]).test(value)
    expect(accepts("home.json.hero.headline", "   ")).toBe(false)
    expect(accepts("home.json.seo.title", "x".repeat(71))).toBe(false)
    expect(accepts("home.json.seo.title", "   ")).toBe(false)
    expect(accepts("home.json.seo.title", "A title")).toBe(true)
    expect(accepts("advisory.json.backLink.to", "/#contact")).toBe(true)
    expect(accepts("advisory.json.backLink.to", "/no-such-page")).toBe(false)
    expect(accepts("site.json.email", "not an address")).toBe(false)
    expect(accepts("testimonials.json.ratingLabel", "{rating} of 5")).toBe(true)
  })

  it("accepts every text in data/ as it is today, so the CMS never refuses content the build accepts", () => {
    const rejected: string[] = []
    for (const { dataFile, file } of files) {
      const data = JSON.parse(fs.readFileSync(path.join(repoRoot, "data", dataFile), "utf8"))
      const visit = (fields: DecapField[], value: Record<string, unknown>, where: string) => {
        for (const field of fields) {
          const item = value?.[field.name]
          const values = Array.isArray(item) ? item : [item]
          for (const one of values) {
            if (field.pattern && typeof one === "string" && !new RegExp(field.pattern[0]).test(one))
              rejected.push(`${where}.${field.name}`)
            if (field.fields && one && typeof one === "object")
              visit(field.fields, one as Record<string, unknown>, `${where}.${field.name}`)
            const single = field.field
            if (single?.pattern && typeof one === "string" && !new RegExp(single.pattern[0]).test(one))
              rejected.push(`${where}.${field.name}[]`)
          }
        }
      }
      visit(file.fields, data, dataFile)
    }
    expect(rejected).toEqual([])
  })
})
