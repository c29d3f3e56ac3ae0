import fs from "fs"
import path from "path"
import {
  EXTRA_ITEMS,
  LONG_TEXT_LENGTH,
  LONG_WORD_LENGTH,
  editText,
  setField,
  writeVariant,
  type Variant,
} from "../../../tools/content-variants"
import { DATA_DIR, listDataFiles, schemaFileFor } from "../../../plugins/content-schema/data-files"
import { loadSchemas } from "../../../plugins/content-schema/load-schemas"
import { validateContent } from "../../../plugins/content-schema/validate-content"
import { shapeOfSchema, type Shape, type ValueShape } from "../../../plugins/content-schema/content-shape"
import { scratchProject, repoRoot } from "./scratch-project"

/** What a variant is made from: the content the tests read (data/, or CONTENT_DIR). */
const source = path.resolve(repoRoot, DATA_DIR)
const { schemas } = loadSchemas(repoRoot)
const dataFiles = listDataFiles(repoRoot)
const shapeOf = (file: string) => shapeOfSchema(schemas, schemaFileFor(file))
const read = (folder: string, file: string): unknown => JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"))

const isFreeText = (shape: ValueShape) =>
  shape.kind === "string" && !shape.enum && !shape.format && !(shape.pattern ?? "").startsWith("^")

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

function variantOf(variant: Variant) {
  const project = scratchProject()
  const folder = path.join(project.root, "variant")
  writeVariant(source, folder, variant)
  return { project, folder, files: dataFiles.map(file => ({ file, visits: walk(read(folder, file), shapeOf(file)) })) }
}

/** Link-like optional fields of list items, by where they are: which items carry them. */
function optionalFieldHolders(file: string, folder: string): Map<string, string[]> {
  const holders = new Map<string, string[]>()
  for (const visit of walk(read(folder, file), shapeOf(file))) {
    if (visit.shape.kind !== "object" || !/\/\d+$/.test(visit.at)) continue
    for (const field of visit.shape.fields.filter(field => !field.required)) {
      const pattern = `${visit.at.replace(/\/\d+/g, "/*")}/${field.name}`
      const list = holders.get(pattern) ?? []
      if ((visit.value as Record<string, unknown>)[field.name] !== undefined) list.push(visit.at)
      holders.set(pattern, list)
    }
  }
  return holders
}

describe("editText, the edit of the edited variant", () => {
  it("spells every word backwards in reverse order and keeps placeholders", () => {
    expect(editText("Get Started Today")).toBe("yadoT detratS teG")
    expect(editText("within {replyTime}.")).toBe("{replyTime}. nihtiw")
    expect(editText("404")).toBe("404~")
  })
})

describe.each(["edited", "fewest", "most"] as const)("the %s variant of the content", variant => {
  it("matches the schemas, in the repository's layout, with no file added or lost", () => {
    const { project, folder } = variantOf(variant)
    expect(validateContent(project.root, path.relative(project.root, folder)).problems).toEqual([])
    expect(listDataFiles(project.root, folder)).toEqual(dataFiles)
  })

  it("keeps every value the schemas give a shape: icons, addresses, links, the language, numbers", () => {
    const { files } = variantOf(variant)
    for (const { file, visits } of files) {
      const original = new Map(walk(read(source, file), shapeOf(file)).map(visit => [visit.at, visit.value]))
      for (const visit of visits) {
        const fixed = visit.shape.kind !== "object" && visit.shape.kind !== "list" && !isFreeText(visit.shape)
        // Items a variant adds or moves have no original at their place; the others keep theirs.
        if (fixed && original.has(visit.at) && !/\/link\//.test(visit.at))
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
  it("changes every free text and keeps the structure", () => {
    const { files } = variantOf("edited")
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

  it("puts each optional field of a list's items (a card's link) on an item that remains", () => {
    const { folder } = variantOf("fewest")
    for (const file of dataFiles) {
      const before = optionalFieldHolders(file, source)
      for (const [pattern, holders] of optionalFieldHolders(file, folder)) {
        if ((before.get(pattern) ?? []).length === 0) continue
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
        const expected = Math.min(before + EXTRA_ITEMS, allowed ?? Infinity)
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
      for (const [pattern, holders] of optionalFieldHolders(file, folder)) {
        const had = before.get(pattern) ?? []
        if (had.length === 0) continue
        expect({ file, pattern, kept: holders.filter(at => had.includes(at)) }).toEqual({ file, pattern, kept: [] })
        expect(holders.length).toBeGreaterThan(0)
      }
    }
  })
})

describe("setField", () => {
  it("sets one field in a variant's folder, and says which field does not exist", () => {
    const { project, folder } = variantOf("edited")
    setField(folder, "contact.delivery", "netlify")
    expect(read(folder, "contact.json")).toMatchObject({ delivery: "netlify" })
    expect(validateContent(project.root, path.relative(project.root, folder)).problems).toEqual([])
    expect(() => setField(folder, "contact.deliveryMode", "netlify")).toThrow("contact.json has no field deliveryMode")
  })
})
