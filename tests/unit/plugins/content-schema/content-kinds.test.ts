import fs from "fs"
import path from "path"
import {
  ARTICLE,
  CONTENT_KINDS,
  HOME_PAGE,
  PAGE,
  PERSON,
  SERVICE_PAGE,
  kindOfFolder,
  kindOfFormat,
  kindOfSchema,
  kindOfType,
  reservedByKinds,
  retirementFallback,
} from "../../../../plugins/content-schema/content-kinds"
import { CATEGORY_FORMAT } from "../../../../plugins/content-schema/content-rules"
import { DATA_DIR, SHARED_SCHEMA } from "../../../../plugins/content-schema/data-files"
import { loadSchemas, type JsonSchema } from "../../../../plugins/content-schema/load-schemas"
import { repoRoot } from "../../support/repo-root"

const { schemas } = loadSchemas(repoRoot, DATA_DIR)
const schemaOf = (schemaFile: string): JsonSchema => {
  const schema = schemas.get(schemaFile)
  if (!schema) throw new Error(`no schema ${schemaFile}`)
  return schema
}
const duplicates = (values: readonly unknown[]) => values.filter((value, index) => values.indexOf(value) !== index)

describe("the list of kinds of page", () => {
  it("declares each kind's name, folder, schema file and GraphQL type once", () => {
    for (const key of ["name", "folder", "schemaFile", "typeName"] as const)
      expect({ key, duplicates: duplicates(CONTENT_KINDS.map(kind => kind[key])) }).toEqual({ key, duplicates: [] })
    expect(CONTENT_KINDS).toEqual([SERVICE_PAGE, PERSON, ARTICLE, PAGE])
  })

  it("gives each kind a schema in data/schemas, which no data file at the top of the content has", () => {
    for (const kind of CONTENT_KINDS) {
      expect(fs.existsSync(path.join(repoRoot, DATA_DIR, "schemas", kind.schemaFile))).toBe(true)
      expect(kind.schemaFile).not.toBe(SHARED_SCHEMA)
      expect(fs.existsSync(path.join(repoRoot, DATA_DIR, kind.schemaFile.replace(/\.schema\.json$/, ".json")))).toBe(
        false
      )
    }
  })

  it("gives each kind the templates of its pages, which exist in src/templates", () => {
    const templates = CONTENT_KINDS.flatMap(kind => [
      kind.template,
      ...(kind.indexTemplate ? [kind.indexTemplate] : []),
      ...(kind.groups ? [kind.groups.template] : []),
    ])
    expect(templates.length).toBeGreaterThan(CONTENT_KINDS.length)
    for (const template of templates) {
      expect(template).toMatch(/^src\/templates\/[\w-]+\.tsx$/)
      expect({ template, exists: fs.existsSync(path.join(repoRoot, template)) }).toEqual({ template, exists: true })
    }
  })

  it("gives a kind an index template exactly when it has an index page, and group pages only with one", () => {
    for (const kind of CONTENT_KINDS) {
      expect({ kind: kind.name, index: Boolean(kind.indexTemplate) }).toEqual({
        kind: kind.name,
        index: Boolean(kind.indexPath),
      })
      if (kind.groups) expect(kind.indexPath).toBeDefined()
    }
  })

  it("starts and ends every base path with a slash, and puts a kind's index page at its base path without the last one", () => {
    for (const kind of CONTENT_KINDS) {
      expect(kind.basePath).toMatch(/^\/([a-z0-9-]+\/)?$/)
      if (kind.indexPath) expect(`${kind.indexPath}/`).toBe(kind.basePath)
    }
    // A kind with an address space of its own has an index page there.
    for (const kind of CONTENT_KINDS.filter(candidate => candidate.basePath !== HOME_PAGE))
      expect(kind.indexPath).toBeDefined()
  })

  it("reads in each kind's schema the fields every entry has, and the field its title and group are", () => {
    for (const kind of CONTENT_KINDS) {
      const schema = schemaOf(kind.schemaFile)
      const fields = Object.keys(schema.properties ?? {})
      expect(fields).toEqual(expect.arrayContaining(["address", "formerAddresses", "retiredTo", kind.titleField]))
      expect(schema.required).toEqual(expect.arrayContaining(["address", kind.titleField]))
      expect(schema.required).not.toContain("retiredTo")
    }
    expect(schemaOf(ARTICLE.schemaFile).properties?.[ARTICLE.groups!.field]?.format).toBe(CATEGORY_FORMAT)
  })

  it("lists a kind's groups in a data file's list of items with ids", () => {
    for (const kind of CONTENT_KINDS.filter(candidate => candidate.groups)) {
      const { listedIn, list } = kind.groups!
      const listing = schemaOf(listedIn.replace(/\.json$/, ".schema.json"))
      const items = listing.properties?.[list]?.items
      expect(items?.$ref).toMatch(/^#\/\$defs\/\w+$/)
      const item = listing.$defs![items!.$ref!.split("/").pop()!]
      expect(item.required).toContain("id")
    }
  })

  it("sums up a closed entry in the content manager with fields of the kind's schema", () => {
    for (const kind of CONTENT_KINDS) {
      const fields = [...kind.collection.summary.matchAll(/\{\{(\w+)\}\}/g)].map(match => match[1])
      expect(fields.length).toBeGreaterThan(0)
      expect(Object.keys(schemaOf(kind.schemaFile).properties ?? {})).toEqual(expect.arrayContaining(fields))
    }
  })

  it("keeps a kind's uploads in a folder inside its own", () => {
    expect(PERSON.mediaFolder).toMatch(/^[a-z0-9-]+$/)
    expect(CONTENT_KINDS.filter(kind => kind.mediaFolder)).toEqual([PERSON])
  })
})

describe("finding a kind", () => {
  it.each(CONTENT_KINDS.map(kind => [kind.name, kind]))(
    "finds the %s by its folder, schema, type and format",
    (_name, kind) => {
      expect(kindOfFolder(kind.folder)).toBe(kind)
      expect(kindOfSchema(kind.schemaFile)).toBe(kind)
      expect(kindOfType(kind.typeName)).toBe(kind)
      expect(kindOfFormat(kind.name)).toBe(kind)
    }
  )

  it("finds no kind for other folders, schemas, types and formats", () => {
    expect(kindOfFolder("schemas")).toBeUndefined()
    expect(kindOfFolder(`${PERSON.folder}/${PERSON.mediaFolder}`)).toBeUndefined()
    expect(kindOfSchema(SHARED_SCHEMA)).toBeUndefined()
    expect(kindOfSchema("site.schema.json")).toBeUndefined()
    expect(kindOfType("SiteJson")).toBeUndefined()
    expect(kindOfFormat(CATEGORY_FORMAT)).toBeUndefined()
    expect(kindOfFormat("email")).toBeUndefined()
    expect(kindOfFormat(undefined)).toBeUndefined()
  })
})

describe("retirementFallback: where a retired entry may send its visitors besides another entry", () => {
  it("is the kind's index page, or the home page for a kind without one", () => {
    expect(retirementFallback(PERSON)).toBe("/team")
    expect(retirementFallback(ARTICLE)).toBe("/insights")
    expect(retirementFallback(SERVICE_PAGE)).toBe(HOME_PAGE)
    expect(retirementFallback(PAGE)).toBe(HOME_PAGE)
  })

  it("is a value the kind's schema accepts in retiredTo, as is an entry's id", () => {
    for (const kind of CONTENT_KINDS) {
      const pattern = new RegExp(String(schemaOf(kind.schemaFile).properties!.retiredTo.pattern))
      expect({ kind: kind.name, fallback: pattern.test(retirementFallback(kind)) }).toEqual({
        kind: kind.name,
        fallback: true,
      })
      expect(pattern.test("an-entry-2")).toBe(true)
      expect(pattern.test("/elsewhere")).toBe(false)
    }
  })
})

describe("reservedByKinds: the names the kinds use themselves in an address space", () => {
  it("keeps at the top of the site the first segment of every other kind's address space", () => {
    expect(reservedByKinds(HOME_PAGE)).toEqual(["insights", "team"])
  })

  it("keeps in a kind's own space its groups' segment and the files the build writes there", () => {
    expect(reservedByKinds(ARTICLE.basePath)).toEqual(["category", "rss.xml"])
    expect(reservedByKinds(PERSON.basePath)).toEqual([])
  })

  it("keeps nothing in a space no kind has", () => {
    expect(reservedByKinds("/elsewhere/")).toEqual([])
  })
})
