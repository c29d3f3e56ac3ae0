/**
 * The variants of the real content (tools/content-variants.ts): each written from the content the tests read
 * (data/, or CONTENT_DIR), checked against what it promises for every data file, whatever the content holds.
 * The walker's rules one by one are in variant-texts.test.ts, the kinds of page the variants make in
 * variant-scenarios.test.ts.
 */
import fs from "fs"
import path from "path"
import { writeVariant, type Variant } from "../../../tools/content-variants"
import { EXTRA_ITEMS, LONG_TEXT_LENGTH, LONG_WORD_LENGTH } from "../../../tools/variant-texts"
import { MOST_LISTING_PAGE_SIZE } from "../../../tools/variant-scenarios"
import type { JsonSchema } from "../../../plugins/content-model/load-schemas"
import { DATA_DIR, folderOf, idOf, listDataFiles, schemaFileFor } from "../../../plugins/content-model/data-files"
import { kindOfFormat } from "../../../plugins/content-model/content-kinds"
import { entryOf } from "../../../plugins/content-model/content-entries"
import { loadSchemas } from "../../../plugins/content-model/load-schemas"
import { validateContent } from "../../../plugins/content-model/validate-content"
import { shapeOfSchema, type Shape, type ValueShape } from "../../../plugins/content-model/content-shape"
import { scratchProject } from "../support/scratch-project"
import { repoRoot } from "../support/repo-root"
import { scratchFolder } from "../support/scratch-folder"

/** What a variant is made from: the content the tests read (data/, or CONTENT_DIR). */
const source = path.resolve(repoRoot, DATA_DIR)
const { schemas } = loadSchemas(repoRoot)
/** Every data file of the content, the entries of its kinds of page included. */
const allDataFiles = listDataFiles(repoRoot)
/** The files at the top of the content: a variant keeps each (the kinds' folders are the scenarios', see above). */
const dataFiles = allDataFiles.filter(file => !folderOf(file))
const shapeOf = (file: string) => shapeOfSchema(schemas, schemaFileFor(file))
const read = (folder: string, file: string): unknown => JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"))

const isFreeText = (shape: ValueShape) =>
  shape.kind === "string" && !shape.enum && !shape.format && !(shape.pattern ?? "").startsWith("^")

/** A value that names an entry by its id (a card's link, a legal notice's page): the scenarios choose those. */
const namesAnEntry = (shape: Shape) => shape.kind !== "object" && shape.kind !== "list" && !!kindOfFormat(shape.format)

interface Visit {
  at: string
  shape: Shape
  value: unknown
}

/** Every value of a data file with its shape and JSON path, lists and objects included. */
function walk(value: unknown, shape: Shape, at = ""): Visit[] {
  const here = [{ at, shape, value }]
  if (shape.kind === "list" && Array.isArray(value))
    return [...here, ...value.flatMap((item, index) => walk(item, shape.items, `${at}/${index}`))]
  if (shape.kind === "object" && value && typeof value === "object") {
    const object = value as Record<string, unknown>
    return [
      ...here,
      ...shape.fields
        .filter(field => field.name !== "$schema" && field.name in object)
        .flatMap(field => walk(object[field.name], field.shape, `${at}/${field.name}`)),
    ]
  }
  return here
}

const freeTexts = (visits: Visit[]) =>
  visits.filter(visit => typeof visit.value === "string" && isFreeText(visit.shape as ValueShape))

/** The variant `variant` of the content in a scratch project, with the values of the files `files`. */
function variantOf(variant: Variant, files = dataFiles) {
  const project = scratchProject()
  const folder = path.join(project.root, "variant")
  writeVariant(source, folder, variant)
  return { project, folder, files: files.map(file => ({ file, visits: walk(read(folder, file), shapeOf(file)) })) }
}

interface Holders {
  /** Where the items that carry the field are. */
  holders: string[]
  /** The field names an entry itself (a legal notice's page). */
  namesEntry: boolean
  /** The field names an entry or holds a field that does (a card's link, which names its page). */
  leadsToEntry: boolean
}

/** Optional fields of list items, by where they are: which items carry them, and whether they lead to an entry. */
function optionalFieldHolders(file: string, folder: string): Map<string, Holders> {
  const found = new Map<string, Holders>()
  for (const visit of walk(read(folder, file), shapeOf(file))) {
    if (visit.shape.kind !== "object" || !/\/\d+$/.test(visit.at)) continue
    for (const field of visit.shape.fields.filter(field => !field.required)) {
      const pattern = `${visit.at.replace(/\/\d+/g, "/*")}/${field.name}`
      const namesEntry = namesAnEntry(field.shape)
      const leadsToEntry =
        namesEntry || (field.shape.kind === "object" && field.shape.fields.some(inner => namesAnEntry(inner.shape)))
      const holders = found.get(pattern) ?? { holders: [], namesEntry, leadsToEntry }
      if ((visit.value as Record<string, unknown>)[field.name] !== undefined) holders.holders.push(visit.at)
      found.set(pattern, holders)
    }
  }
  return found
}

describe.each(["edited", "fewest", "most"] as const)("the %s variant of the content", variant => {
  it("matches the schemas, in the repository's layout, with no file at the top of the content added or lost", () => {
    const { project, folder } = variantOf(variant)
    expect(validateContent(project.root, path.relative(project.root, folder)).problems).toEqual([])
    expect(listDataFiles(project.root, folder).filter(file => !folderOf(file))).toEqual(dataFiles)
  })

  it("keeps every value the schemas give a shape: icons, addresses, links, the language, numbers", () => {
    // The edited variant keeps the entries of the content too; the others' are the scenarios'.
    const { files } = variantOf(variant, variant === "edited" ? allDataFiles : dataFiles)
    for (const { file, visits } of files) {
      const original = new Map(walk(read(source, file), shapeOf(file)).map(visit => [visit.at, visit.value]))
      for (const visit of visits) {
        const fixed = visit.shape.kind !== "object" && visit.shape.kind !== "list" && !isFreeText(visit.shape)
        // Items a variant adds or moves have no original at their place, and the entries a link names are the
        // scenarios' (variant-scenarios.ts); the others keep theirs.
        const relinked = variant !== "edited" && namesAnEntry(visit.shape)
        // `most` sets the lists' page size (variant-scenarios.ts), checked below.
        const setByScenario = variant === "most" && file === "entry-pages.json" && visit.at === "/listingPages/size"
        if (setByScenario) expect(visit.value).toBe(MOST_LISTING_PAGE_SIZE)
        else if (fixed && original.has(visit.at) && !relinked)
          expect({ file, at: visit.at, value: visit.value }).toEqual({
            file,
            at: visit.at,
            value: original.get(visit.at),
          })
      }
    }
  })
})

describe("the edited variant", () => {
  it("changes every free text, the entries' too, and keeps the structure", () => {
    const { files } = variantOf("edited", allDataFiles)
    for (const { file, visits } of files) {
      const original = walk(read(source, file), shapeOf(file))
      expect(visits.map(visit => visit.at)).toEqual(original.map(visit => visit.at))
      const texts = new Map(freeTexts(visits).map(visit => [visit.at, visit.value]))
      for (const visit of freeTexts(original))
        expect({ file, at: visit.at, changed: texts.get(visit.at) !== visit.value }).toEqual({
          file,
          at: visit.at,
          changed: true,
        })
    }
  })

  it("keeps every entry of every kind: its id, address, former addresses, retirement and group", () => {
    const { folder } = variantOf("edited")
    const entriesOf = (content: string) =>
      listDataFiles(repoRoot, content)
        .filter(file => folderOf(file))
        .map(file => ({ ...entryOf(folderOf(file)!, idOf(file), read(content, file)), title: expect.any(String) }))
    const after = entriesOf(folder)
    expect(after).toEqual(entriesOf(source))
  })
})

describe("the fewest variant", () => {
  it("has every list at its schema minimum", () => {
    for (const { file, visits } of variantOf("fewest").files) {
      for (const visit of visits.filter(visit => visit.shape.kind === "list")) {
        const minimum = (visit.shape as { minItems?: number }).minItems ?? 0
        expect({ file, at: visit.at, items: (visit.value as unknown[]).length }).toEqual({
          file,
          at: visit.at,
          items: minimum,
        })
      }
    }
  })

  it("has every free text at its shortest valid length, each one different", () => {
    const texts = variantOf("fewest").files.flatMap(({ file, visits }) =>
      freeTexts(visits).map(visit => ({ file, at: visit.at, text: visit.value as string }))
    )
    for (const { file, at, text } of texts) {
      // One character, or just the placeholders a pattern asks for ("{rating}").
      expect({ file, at, shortest: [...text].length === 1 || /^(\{\w+\})+$/.test(text) }).toEqual({
        file,
        at,
        shortest: true,
      })
    }
    const single = texts.filter(({ text }) => [...text].length === 1).map(({ text }) => text.toLowerCase())
    expect(new Set(single).size).toBe(single.length)
  })

  it("puts each optional field of a list's items on an item that remains (but for a link to an entry: there is none)", () => {
    const { folder } = variantOf("fewest")
    for (const file of dataFiles) {
      const before = optionalFieldHolders(file, source)
      for (const [pattern, { holders, leadsToEntry }] of optionalFieldHolders(file, folder)) {
        if ((before.get(pattern)?.holders ?? []).length === 0 || leadsToEntry) continue
        expect({ file, pattern, carried: holders.length > 0 }).toEqual({ file, pattern, carried: true })
      }
    }
  })
})

describe("the most variant", () => {
  it("has every list longer than the content it is made from, with distinct items", () => {
    const { files } = variantOf("most")
    for (const { file, visits } of files) {
      const original = new Map(walk(read(source, file), shapeOf(file)).map(visit => [visit.at, visit.value]))
      for (const visit of visits.filter(visit => visit.shape.kind === "list" && original.has(visit.at))) {
        const items = visit.value as unknown[]
        const before = (original.get(visit.at) as unknown[]).length
        const itemShape = (visit.shape as { items: Shape }).items
        const allowed = itemShape.kind !== "object" && itemShape.kind !== "list" ? itemShape.enum?.length : undefined
        // A list of values the schema gives a shape (a promise's closed dates) is kept: copies would repeat them.
        const shaped =
          itemShape.kind === "string" &&
          !itemShape.enum &&
          (itemShape.format !== undefined || (itemShape.pattern ?? "").startsWith("^"))
        const expected = shaped ? before : Math.min(before + EXTRA_ITEMS, allowed ?? Infinity)
        expect({ file, at: visit.at, items: items.length }).toEqual({ file, at: visit.at, items: expected })
        const distinct = new Set(items.map(item => JSON.stringify(item)))
        expect({ file, at: visit.at, distinct: distinct.size }).toEqual({ file, at: visit.at, distinct: items.length })
      }
    }
  })

  it("has every free text at its schema maximum, or several hundred characters with a long unbreakable word", () => {
    for (const { file, visits } of variantOf("most").files) {
      for (const visit of freeTexts(visits)) {
        const text = visit.value as string
        const { maxLength } = visit.shape as ValueShape
        expect({ file, at: visit.at, length: text.length }).toEqual({
          file,
          at: visit.at,
          length: maxLength ?? LONG_TEXT_LENGTH,
        })
        if (!maxLength)
          expect(Math.max(...text.split(" ").map(word => word.length))).toBeGreaterThanOrEqual(LONG_WORD_LENGTH)
      }
    }
  })

  it("moves each optional field of a list's items (a card's link) to the items that lack it today", () => {
    const { folder } = variantOf("most")
    for (const file of dataFiles) {
      const before = optionalFieldHolders(file, source)
      for (const [pattern, { holders, namesEntry }] of optionalFieldHolders(file, folder)) {
        const had = before.get(pattern)?.holders ?? []
        // A field that names an entry (a legal notice's page): the scenarios link every item to a page they add.
        if (had.length === 0 || namesEntry) continue
        expect({ file, pattern, kept: holders.filter(at => had.includes(at)) }).toEqual({ file, pattern, kept: [] })
        expect(holders.length).toBeGreaterThan(0)
      }
    }
  })
})

/** A content folder holding `page.json` with `data`, described by a schema with `properties`. */
function smallContent(properties: Record<string, JsonSchema>, data: Record<string, unknown>) {
  const root = scratchFolder("variants-")
  const folder = path.join(root, "source")
  fs.mkdirSync(path.join(folder, "schemas"), { recursive: true })
  const schema = { type: "object", properties: { $schema: { type: "string" }, ...properties } }
  fs.writeFileSync(path.join(folder, "schemas", "page.schema.json"), JSON.stringify(schema))
  fs.writeFileSync(path.join(folder, "page.json"), JSON.stringify({ $schema: "./schemas/page.schema.json", ...data }))
  return { source: folder, target: path.join(root, "variant") }
}

describe("writeVariant", () => {
  it("names every schema that is not valid JSON, one a line", () => {
    const { source, target } = smallContent({ title: { type: "string" } }, { title: "Hello" })
    fs.writeFileSync(path.join(source, "schemas", "page.schema.json"), "{ broken")
    fs.writeFileSync(path.join(source, "schemas", "other.schema.json"), "[")
    let message = ""
    try {
      writeVariant(source, target, "edited")
    } catch (error) {
      message = (error as Error).message
    }
    const lines = message.split("\n")
    expect(lines).toHaveLength(2)
    expect(lines.find(line => line.includes("other.schema.json"))).toMatch(/invalid JSON/)
    expect(lines.find(line => line.includes("page.schema.json"))).toMatch(/invalid JSON/)
  })

  it("writes to a folder given relative to the working folder, as the script that writes variants passes it", () => {
    const { source, target } = smallContent({ title: { type: "string" } }, { title: "Hello world" })
    writeVariant(source, path.relative(process.cwd(), target), "edited")
    expect(JSON.parse(fs.readFileSync(path.join(target, "page.json"), "utf8"))).toMatchObject({ title: "dlrow olleH" })
  })

  it("replaces what the folder held before, and writes each file in the repository's layout", () => {
    const { source, target } = smallContent({ title: { type: "string" } }, { title: "Hello world" })
    fs.mkdirSync(target, { recursive: true })
    fs.writeFileSync(path.join(target, "stale.json"), "{}")
    writeVariant(source, target, "edited")
    expect(fs.existsSync(path.join(target, "stale.json"))).toBe(false)
    expect(fs.readFileSync(path.join(target, "page.json"), "utf8")).toBe(
      '{\n  "$schema": "./schemas/page.schema.json",\n  "title": "dlrow olleH"\n}\n'
    )
  })
})
