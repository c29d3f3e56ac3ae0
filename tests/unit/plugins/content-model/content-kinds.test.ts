import fs from "fs"
import path from "path"
import {
  HOME_PAGE,
  kindOfFolder,
  kindProblem,
  KIND_PROBLEMS,
  kindOfFormat,
  kindOfSchema,
  kindOfType,
  reservedByKinds,
  retirementFallback,
  EVERY_KIND,
  CONTENT_KINDS,
} from "../../../../plugins/content-model/content-kinds"
import { CATEGORY_FORMAT } from "../../../../plugins/content-model/content-rules"
import { DATA_DIR, SHARED_SCHEMA } from "../../../../plugins/content-model/data-files"
import { loadSchemas, type JsonSchema } from "../../../../plugins/content-model/load-schemas"
import { repoRoot } from "../../support/repo-root"
import { kindLabels } from "../../../../tools/content"
import { hasMostScenario } from "../../../../tools/variant-scenarios"

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
      expect({ key, duplicates: duplicates(EVERY_KIND.map(kind => kind[key])) }).toEqual({ key, duplicates: [] })
  })

  it("keys each kind by its name, and lists them in the record's order", () => {
    expect(Object.entries(CONTENT_KINDS).map(([key, kind]) => [key, kind.name])).toEqual(
      EVERY_KIND.map(kind => [kind.name, kind.name])
    )
  })

  it("derives a kind's schema file, GraphQL type and entry template from its name, and its folder unless it states one", () => {
    expect(EVERY_KIND.map(kind => [kind.schemaFile, kind.typeName, kind.template])).toEqual(
      EVERY_KIND.map(kind => [
        `${kind.name}.schema.json`,
        `${kind.name
          .split("-")
          .map(word => word[0].toUpperCase() + word.slice(1))
          .join("")}Json`,
        `src/templates/${kind.name}.tsx`,
      ])
    )
    // Most folders are the name with an s; a kind states its own where English says otherwise (people).
    expect(EVERY_KIND.filter(kind => kind.folder !== `${kind.name}s`).length).toBeLessThan(EVERY_KIND.length)
    for (const kind of EVERY_KIND) expect(kind.folder).toMatch(/^[a-z][a-z0-9-]*$/)
  })

  it("labels and describes each kind with its schema's title and description", () => {
    for (const kind of EVERY_KIND) {
      const { title, description } = schemaOf(kind.schemaFile)
      expect({ kind: kind.name, label: kindLabels[kind.name] }).toEqual({ kind: kind.name, label: title })
      expect(description).toContain(`New ${kind.collection.labelSingular}`)
    }
  })

  it("gives each kind a schema in data/schemas, which no data file at the top of the content has", () => {
    for (const kind of EVERY_KIND) {
      expect(fs.existsSync(path.join(repoRoot, DATA_DIR, "schemas", kind.schemaFile))).toBe(true)
      expect(kind.schemaFile).not.toBe(SHARED_SCHEMA)
      expect(fs.existsSync(path.join(repoRoot, DATA_DIR, kind.schemaFile.replace(/\.schema\.json$/, ".json")))).toBe(
        false
      )
    }
  })

  it("gives each kind the templates of its pages, which exist in src/templates", () => {
    const templates = EVERY_KIND.flatMap(kind => [
      kind.template,
      ...(kind.indexTemplate ? [kind.indexTemplate] : []),
      ...(kind.groups ? [kind.groups.template] : []),
    ])
    expect(templates.length).toBeGreaterThan(EVERY_KIND.length)
    for (const template of templates) {
      expect(template).toMatch(/^src\/templates\/[\w-]+\.tsx$/)
      expect({ template, exists: fs.existsSync(path.join(repoRoot, template)) }).toEqual({ template, exists: true })
    }
  })

  it("gives a kind an index template exactly when it has an index page, and group pages only with one", () => {
    for (const kind of EVERY_KIND) {
      expect({ kind: kind.name, index: Boolean(kind.indexTemplate) }).toEqual({
        kind: kind.name,
        index: Boolean(kind.indexPath),
      })
      if (kind.groups) expect(kind.indexPath).toBeDefined()
    }
  })

  it("starts and ends every base path with a slash, and puts a kind's index page at its base path without the last one", () => {
    for (const kind of EVERY_KIND) {
      expect(kind.basePath).toMatch(/^\/([a-z0-9-]+\/)?$/)
      if (kind.indexPath) expect(`${kind.indexPath}/`).toBe(kind.basePath)
    }
    // A kind with an address space of its own has an index page there.
    for (const kind of EVERY_KIND.filter(candidate => candidate.basePath !== HOME_PAGE))
      expect(kind.indexPath).toBeDefined()
  })

  it("reads each kind's entries as the GraphQL type a build wrote for them (GeneratedKindData), and names what is missing", () => {
    const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), "utf8")
    const generated = read("src/gatsby-types.d.ts")
    const record = read("plugins/content-model/content-kinds.ts")
    const missing = EVERY_KIND.flatMap(kind => {
      if (!new RegExp(`^type ${kind.typeName} = `, "m").test(generated))
        return [`src/gatsby-types.d.ts has no type ${kind.typeName} yet: build once (npm run build) to write it`]
      const line = `${/^\w+$/.test(kind.name) ? kind.name : JSON.stringify(kind.name)}: Queries.${kind.typeName}`
      // However the file is printed (Stryker's copy ends each line of an interface with a semicolon).
      const stated = new RegExp(`^\\s*"?${kind.name}"?\\s*:\\s*Queries\\.${kind.typeName}\\b`, "m").test(record)
      return stated ? [] : [`add the line ${line} to GeneratedKindData in plugins/content-model/content-kinds.ts`]
    })
    expect(missing).toEqual([])
  })

  it("gives each kind the words its pages share in data/entry-pages.json, among them what a search result calls it, and names what is missing", () => {
    const entryPages = schemaOf("entry-pages.schema.json")
    const missing = EVERY_KIND.flatMap(kind => {
      const words = entryPages.properties?.[kind.textsKey]
      const where = `data/schemas/entry-pages.schema.json`
      if (!words || !entryPages.required?.includes(kind.textsKey))
        return [
          `${where}: a required property ${kind.textsKey}, the words every ${kind.name}'s page shows around its own`,
        ]
      const definition = words.$ref ? schemaOf("entry-pages.schema.json").$defs?.[words.$ref.split("/").pop()!] : words
      return definition?.required?.includes("searchLabel")
        ? []
        : [`${where}: ${kind.textsKey}.searchLabel, required: what a search result calls a ${kind.name}`]
    })
    expect(missing).toEqual([])
  })

  it("gives each kind entries in the most variant: a scenario of its own, or an example entry in its schema, and names what is missing", () => {
    const missing = EVERY_KIND.flatMap(kind =>
      hasMostScenario(kind) || (Array.isArray(schemaOf(kind.schemaFile).examples) && schemaOf(kind.schemaFile).examples)
        ? []
        : [
            `data/schemas/${kind.schemaFile}: "examples": [an entry of the kind], which the most content variant writes (or its entries in MOST_ENTRIES, tools/variant-scenarios.ts)`,
          ]
    )
    expect(missing).toEqual([])
  })

  it("refuses, with the reason, an address space of a kind's own without its index page, and an index page elsewhere", () => {
    expect(KIND_PROBLEMS).toEqual([])
    expect(kindProblem("case-study", { basePath: "/case-studies/" })).toBe(
      'content-kinds.ts: the kind case-study has the address space /case-studies/ of its own, so it has an index page there: indexPath: "/case-studies" (the site\'s list of its entries\' titles, or with customIndexPage: true its own template, src/templates/case-studies.tsx). A kind without an index page has basePath: "/".'
    )
    expect(
      kindProblem("case-study", {
        basePath: "/case-studies/",
        indexPath: "/case-studies",
        groups: { field: "sector", segment: "sector", listedIn: "entry-pages.json", list: "sectors" },
      })
    ).toBe(
      "content-kinds.ts: the kind case-study's index page is divided into groups, so it has a template of its own: customIndexPage: true, with its template src/templates/case-studies.tsx and its groups' src/templates/case-studies-sector.tsx."
    )
    expect(kindProblem("case-study", { basePath: "/", indexPath: "/case-studies" })).toBe(
      'content-kinds.ts: the kind case-study\'s index page /case-studies is not at the root of its address space /: its basePath is "/case-studies/".'
    )
    expect(kindProblem("case-study", { basePath: "/case-studies/", indexPath: "/case-studies" })).toBeUndefined()
    expect(kindProblem("case-study", { basePath: "/" })).toBeUndefined()
  })

  it("reads in each kind's schema the fields every entry has, and the field its title and group are", () => {
    for (const kind of EVERY_KIND) {
      const schema = schemaOf(kind.schemaFile)
      const fields = Object.keys(schema.properties ?? {})
      expect(fields).toEqual(expect.arrayContaining(["address", "formerAddresses", "retiredTo", kind.titleField]))
      expect(schema.required).toEqual(expect.arrayContaining(["address", kind.titleField]))
      expect(schema.required).not.toContain("retiredTo")
    }
    expect(schemaOf(CONTENT_KINDS.article.schemaFile).properties?.[CONTENT_KINDS.article.groups!.field]?.format).toBe(
      CATEGORY_FORMAT
    )
  })

  it("lists a kind's groups in a data file's list of items with ids", () => {
    for (const kind of EVERY_KIND.filter(candidate => candidate.groups)) {
      const { listedIn, list } = kind.groups!
      const listing = schemaOf(listedIn.replace(/\.json$/, ".schema.json"))
      const items = listing.properties?.[list]?.items
      expect(items?.$ref).toMatch(/^#\/\$defs\/\w+$/)
      const item = listing.$defs![items!.$ref!.split("/").pop()!]
      expect(item.required).toContain("id")
    }
  })

  it("sums up a closed entry in the content manager with fields of the kind's schema", () => {
    for (const kind of EVERY_KIND) {
      const fields = [...kind.collection.summary.matchAll(/\{\{(\w+)\}\}/g)].map(match => match[1])
      expect(fields.length).toBeGreaterThan(0)
      expect(Object.keys(schemaOf(kind.schemaFile).properties ?? {})).toEqual(expect.arrayContaining(fields))
    }
  })

  it("keeps a kind's uploads in a folder inside its own", () => {
    const withMedia = EVERY_KIND.filter(kind => kind.mediaFolder)
    expect(withMedia.length).toBeGreaterThan(0)
    for (const kind of withMedia) expect(kind.mediaFolder).toMatch(/^[a-z0-9-]+$/)
  })
})

describe("the tables that answer for each kind", () => {
  /** The project's TypeScript, tests included, generated types and the record itself aside. */
  const typeScriptIn = (folder: string): string[] =>
    fs.readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap(entry => {
      const file = path.posix.join(folder, entry.name)
      if (entry.isDirectory()) return typeScriptIn(file)
      return /\.tsx?$/.test(entry.name) && !/\.d\.tsx?$/.test(entry.name) ? [file] : []
    })
  const everyFile = ["src", "plugins", "adapters", "tools", "scripts", "tests"]
    .flatMap(typeScriptIn)
    .filter(file => file !== "plugins/content-model/content-kinds.ts")
  const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file)
  /** The code, tools and test helpers: a table of theirs may answer for every kind, typed by the kind's name. */
  const sources = everyFile.filter(file => !isTest(file))

  /**
   * The kinds a text names: `CONTENT_KINDS.person`, `CONTENT_KINDS["service-page"]`, a key `person:`, or the
   * GraphQL type of its entries (`Queries.PersonJson`).
   */
  const namedKinds = (text: string) =>
    new Set([
      ...[
        ...text.matchAll(/CONTENT_KINDS(?:\.(\w+)|\["([\w-]+)"\])/g),
        ...text.matchAll(/^\s*(?:"([\w-]+)"|(\w+)): /gm),
      ].map(match => match[1] ?? match[2] ?? match[3] ?? match[4]),
      ...[...text.matchAll(/\b\w+Json\b/g)].flatMap(match => kindOfType(match[0])?.name ?? []),
    ])
  /** Whether some eight lines in a row name every kind: a list of them, or a table with a row for each. */
  const listsEveryKind = (text: string) => {
    const lines = text.split("\n")
    return lines.some((_, start) => {
      const named = namedKinds(lines.slice(start, start + 8).join("\n"))
      return EVERY_KIND.every(kind => named.has(kind.name))
    })
  }

  it("are typed by the kind's name wherever one has a row for every kind: no list of kinds is written out by hand", () => {
    expect(sources.length).toBeGreaterThan(100)
    const byHand = sources.filter(file => {
      const text = fs.readFileSync(path.join(repoRoot, file), "utf8")
      return listsEveryKind(text) && !/\[\w+ in KindName\]|Record<KindName/.test(text)
    })
    expect(byHand).toEqual([])
  })

  it("are never written out in a test: a test's cases of every kind follow the record (EVERY_KIND)", () => {
    const tests = everyFile.filter(isTest)
    expect(tests.length).toBeGreaterThan(100)
    expect(tests.filter(file => listsEveryKind(fs.readFileSync(path.join(repoRoot, file), "utf8")))).toEqual([])
  })

  it("would find a list written out by hand, as a table's rows or as references", () => {
    const rows = EVERY_KIND.map(kind => `  ${JSON.stringify(kind.name)}: 1,`).join("\n")
    expect(listsEveryKind(`const table = {\n${rows}\n}`)).toBe(true)
    const references = EVERY_KIND.map(kind => `CONTENT_KINDS[${JSON.stringify(kind.name)}]`).join(",\n")
    expect(listsEveryKind(`const list = [\n${references}\n]`)).toBe(true)
    expect(listsEveryKind(`const list = [\n${references.split(",\n").slice(1).join(",\n")}\n]`)).toBe(false)
    const types = EVERY_KIND.map(kind => `Queries.${kind.typeName}`).join(" | ")
    expect(listsEveryKind(`type EntryNode = ${types}`)).toBe(true)
  })
})

describe("finding a kind", () => {
  it.each(EVERY_KIND.map(kind => [kind.name, kind]))(
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
    expect(kindOfFolder(`${CONTENT_KINDS.person.folder}/${CONTENT_KINDS.person.mediaFolder}`)).toBeUndefined()
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
    expect(retirementFallback(CONTENT_KINDS.person)).toBe("/team")
    expect(retirementFallback(CONTENT_KINDS.article)).toBe("/insights")
    expect(retirementFallback(CONTENT_KINDS["service-page"])).toBe(HOME_PAGE)
    expect(retirementFallback(CONTENT_KINDS.page)).toBe(HOME_PAGE)
  })

  it("is a value the kind's schema accepts in retiredTo, as is an entry's id", () => {
    for (const kind of EVERY_KIND) {
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
    const ownSpaces = EVERY_KIND.filter(kind => kind.basePath !== HOME_PAGE).map(kind => kind.basePath.split("/")[1])
    expect(reservedByKinds(HOME_PAGE)).toEqual(expect.arrayContaining(["insights", "team"]))
    expect(reservedByKinds(HOME_PAGE)).toEqual([...ownSpaces].sort())
  })

  it("keeps in a kind's own space its groups' segment, the files the build writes there and its lists' page segment", () => {
    expect(reservedByKinds(CONTENT_KINDS.article.basePath)).toEqual(["category", "page", "rss.xml"])
    expect(reservedByKinds(CONTENT_KINDS.person.basePath)).toEqual(["page"])
    expect(reservedByKinds(CONTENT_KINDS.tool.basePath)).toEqual(["page"])
  })

  it("keeps nothing in a space no kind has", () => {
    expect(reservedByKinds("/elsewhere/")).toEqual([])
  })
})
