import fs from "fs"
import path from "path"
import {
  EXTRA_ITEMS,
  LONG_TEXT_LENGTH,
  LONG_WORD_LENGTH,
  VARIANTS,
  editText,
  setField,
  writeVariant,
  type Variant,
} from "../../../tools/content-variants"
import type { JsonSchema } from "../../../plugins/content-schema/load-schemas"
import {
  DATA_DIR,
  SERVICE_PAGES,
  folderOf,
  listDataFiles,
  schemaFileFor,
} from "../../../plugins/content-schema/data-files"
import { HOME_PAGE, isLive, servicePageOf } from "../../../plugins/content-schema/service-pages"
import { loadSchemas } from "../../../plugins/content-schema/load-schemas"
import { validateContent } from "../../../plugins/content-schema/validate-content"
import { shapeOfSchema, type Shape, type ValueShape } from "../../../plugins/content-schema/content-shape"
import { scratchProject } from "../support/scratch-project"
import { repoRoot } from "../support/repo-root"
import { scratchFolder } from "../support/scratch-folder"

/** What a variant is made from: the content the tests read (data/, or CONTENT_DIR). */
const source = path.resolve(repoRoot, DATA_DIR)
const { schemas } = loadSchemas(repoRoot)
/** The files at the top of the content: a variant keeps each (the service pages' folder changes, see below). */
const dataFiles = listDataFiles(repoRoot).filter(file => !folderOf(file))
const servicePageFiles = (folder: string) =>
  listDataFiles(repoRoot, folder).filter(file => folderOf(file) === SERVICE_PAGES)
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

describe.each(["edited", "fewest", "most"] as const)("the %s variant of the content", variant => {
  it("matches the schemas, in the repository's layout, with no file at the top of the content added or lost", () => {
    const { project, folder } = variantOf(variant)
    expect(validateContent(project.root, path.relative(project.root, folder)).problems).toEqual([])
    expect(listDataFiles(project.root, folder).filter(file => !folderOf(file))).toEqual(dataFiles)
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

  it("puts each optional field of a list's items on an item that remains (but for a card's link: no page to lead to)", () => {
    const { folder } = variantOf("fewest")
    for (const file of dataFiles) {
      const before = optionalFieldHolders(file, source)
      for (const [pattern, holders] of optionalFieldHolders(file, folder)) {
        if ((before.get(pattern) ?? []).length === 0 || (file === "services.json" && pattern.endsWith("/link")))
          continue
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

describe("the service pages of the variants", () => {
  const cardLinks = (folder: string) =>
    (read(folder, "services.json") as { groups: { cards: { link?: { page: string } }[] }[] }).groups.flatMap(group =>
      group.cards.flatMap(card => (card.link ? [card.link.page] : []))
    )
  const pagesOf = (folder: string) =>
    servicePageFiles(folder).map(file => servicePageOf(path.basename(file, ".json"), read(folder, file)))

  it("fewest: no service page at all, the folder's minimum, and so no card links to one", () => {
    const { folder } = variantOf("fewest")
    expect(servicePageFiles(folder)).toEqual([])
    expect(cardLinks(folder)).toEqual([])
  })

  it("edited: the same pages at the same addresses", () => {
    const { folder } = variantOf("edited")
    expect(pagesOf(folder)).toEqual(pagesOf(source).map(page => ({ ...page, heading: expect.any(String) })))
  })

  it("most: two more live pages, every live page linked from a card, the first renamed with its old address kept, and one retired to it", () => {
    const before = pagesOf(source)
    if (before.length === 0) return // nothing to copy from
    const { folder } = variantOf("most")
    const after = pagesOf(folder)
    const live = after.filter(isLive)
    expect(live).toHaveLength(before.filter(isLive).length + 2)
    expect(new Set(cardLinks(folder))).toEqual(new Set(live.map(page => page.id)))
    const first = after.find(page => page.id === before[0].id)!
    expect(first.formerAddresses).toContain(before[0].address)
    expect(first.address).not.toBe(before[0].address)
    const retired = after.filter(page => !isLive(page))
    expect(retired.length).toBeGreaterThan(0)
    for (const page of retired) expect([HOME_PAGE, ...live.map(other => other.id)]).toContain(page.retiredTo)
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

/**
 * The variants' rules one by one, on small content folders made for each case (a schema and its data
 * file): what the whole content shows above, here for the cases today's content does not have (empty
 * lists, lists at their maximum, texts with patterns or limits, texts with no letters or only
 * placeholders, lists of values, optional fields found on several items), content that breaks its
 * schema, broken schemas, and where a variant may be written.
 */

const text: JsonSchema = { type: "string" }

/** A content folder holding `page.json` with `data`, described by a schema with `properties` (and `$defs`, `required`). */
function smallContent(
  properties: Record<string, JsonSchema>,
  data: Record<string, unknown>,
  { $defs, required }: Pick<JsonSchema, "$defs" | "required"> = {}
) {
  const root = scratchFolder("variants-")
  const source = path.join(root, "source")
  fs.mkdirSync(path.join(source, "schemas"), { recursive: true })
  const schema = {
    type: "object",
    properties: { $schema: text, ...properties },
    ...($defs ? { $defs } : {}),
    ...(required ? { required } : {}),
  }
  fs.writeFileSync(path.join(source, "schemas", "page.schema.json"), JSON.stringify(schema))
  fs.writeFileSync(path.join(source, "page.json"), JSON.stringify({ $schema: "./schemas/page.schema.json", ...data }))
  return { source, target: path.join(root, "variant") }
}

/** The variant `variant` of `data` (a data file described by `properties`), as written. */
function smallVariant(
  variant: Variant,
  properties: Record<string, JsonSchema>,
  data: Record<string, unknown>,
  schema?: Pick<JsonSchema, "$defs" | "required">
): Record<string, unknown> {
  const { source, target } = smallContent(properties, data, schema)
  writeVariant(source, target, variant)
  return JSON.parse(fs.readFileSync(path.join(target, "page.json"), "utf8")) as Record<string, unknown>
}

const occurrences = (value: string, part: string) => value.split(part).length - 1

describe("editText, word by word", () => {
  it.each([
    ["Get Started Today", "yadoT detratS teG"],
    ["one", "eno"],
    ["{rating} of 5", "5 fo {rating}"],
    ["a{b}c d", "d a{b}c"],
    ["404", "404~"],
    ["", "~"],
    ["a  b", "b  a"],
  ])("edits %j into %j", (original, edited) => {
    expect(editText(original)).toBe(edited)
  })
})

describe("the variants' names", () => {
  it("are edited, fewest and most, each with a description to show", () => {
    expect(Object.keys(VARIANTS)).toEqual(["edited", "fewest", "most"])
    for (const [name, description] of Object.entries(VARIANTS))
      expect({ name, described: description.trim().length > 0 }).toEqual({ name, described: true })
  })
})

describe("the edited variant of a small file", () => {
  it("edits free texts and keeps what has a shape, fields it does not know and $schema", () => {
    expect(
      smallVariant(
        "edited",
        {
          title: text,
          kind: { type: "string", enum: ["a b", "c d"] },
          mail: { type: "string", format: "email" },
          path: { type: "string", pattern: "^/" },
          loose: { type: "string", pattern: "\\S" },
          count: { type: "integer" },
        },
        { title: "Hello world", kind: "a b", mail: "a@b.c", path: "/x y", loose: "so so", count: 3, unknown: "as is" }
      )
    ).toEqual({
      $schema: "./schemas/page.schema.json",
      title: "dlrow olleH",
      kind: "a b",
      mail: "a@b.c",
      path: "/x y",
      loose: "os os",
      count: 3,
      unknown: "as is",
    })
  })
})

describe("the fewest variant of small files", () => {
  it("cuts every list to its minimum, or empties it", () => {
    const result = smallVariant(
      "fewest",
      { some: { type: "array", minItems: 2, items: text }, any: { type: "array", items: text } },
      { some: ["a", "b", "c"], any: ["a", "b"] }
    )
    expect((result.some as string[]).length).toBe(2)
    expect(result.any).toEqual([])
  })

  it("makes every free text one letter, each a different one, whatever the letter case", () => {
    const properties = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`t${index}`, text]))
    const data = Object.fromEntries(Object.keys(properties).map(key => [key, `text ${key}`]))
    const texts = Object.values(smallVariant("fewest", properties, data)).slice(1) as string[]
    expect(texts.every(value => [...value].length === 1)).toBe(true)
    expect(texts.filter(value => !/^\p{L}$/u.test(value))).toEqual([])
    expect(new Set(texts.map(value => value.toLowerCase())).size).toBe(200)
    expect(new Set(texts.map(value => value.toUpperCase())).size).toBe(200)
  })

  it("keeps only the placeholders a pattern asks for, and edits a text no shorter one fits", () => {
    const result = smallVariant(
      "fewest",
      {
        rating: { type: "string", pattern: "\\{rating\\}" },
        digits: { type: "string", pattern: "\\d" },
        long: { type: "string", minLength: 3 },
      },
      { rating: "{rating} out of 5", digits: "call 12", long: "a b c" }
    )
    expect(result).toMatchObject({ rating: "{rating}", digits: "21 llac", long: "c b a" })
  })

  it("puts an optional field of list items, found on one item, on every item that remains", () => {
    const card = {
      type: "object" as const,
      required: ["name"],
      properties: { name: text, link: { $ref: "#/$defs/Link" } },
    }
    const $defs = { Link: { type: "object" as const, properties: { to: { type: "string" as const, pattern: "^/" } } } }
    const result = smallVariant(
      "fewest",
      { cards: { type: "array", minItems: 2, items: card } },
      { cards: [{ name: "a" }, { name: "b" }, { name: "c", link: { to: "/x" } }] },
      { $defs }
    )
    expect((result.cards as { link?: unknown }[]).map(item => item.link)).toEqual([{ to: "/x" }, { to: "/x" }])
  })

  it("makes a text one character where the schema asks for at least one, or for a letter in a Unicode pattern", () => {
    const result = smallVariant(
      "fewest",
      { some: { type: "string", minLength: 1 }, letter: { type: "string", pattern: "\\p{L}" } },
      { some: "hello", letter: "world" }
    )
    expect([...(result.some as string)]).toHaveLength(1)
    expect([...(result.letter as string)]).toHaveLength(1)
  })

  it("keeps just the placeholders, side by side, where the pattern asks for several", () => {
    const result = smallVariant(
      "fewest",
      { both: { type: "string", pattern: "\\{first\\}[\\s\\S]*\\{second\\}" } },
      { both: "{first} and {second}" }
    )
    expect(result.both).toBe("{first}{second}")
  })

  it("keeps an optional field of list items on the items that have it, and gives the others the first one found", () => {
    const card: JsonSchema = {
      type: "object",
      required: ["name"],
      properties: { name: text, link: { type: "string", pattern: "^/" } },
    }
    const result = smallVariant(
      "fewest",
      { cards: { type: "array", minItems: 2, items: card } },
      { cards: [{ name: "a", link: "/own" }, { name: "b" }, { name: "c", link: "/other" }] }
    )
    expect((result.cards as { link?: string }[]).map(item => item.link)).toEqual(["/own", "/own"])
  })
})

describe("the most variant of small files", () => {
  it("lengthens every free text to its maximum, or to several hundred characters with a long unbreakable word", () => {
    const result = smallVariant(
      "most",
      { short: { type: "string", maxLength: 12 }, free: text, cut: { type: "string", maxLength: 5 } },
      { short: "ab cd", free: "Hello world again", cut: "a long text here" }
    )
    expect((result.short as string).length).toBe(12)
    expect((result.short as string).startsWith("dc ba")).toBe(true)
    expect((result.free as string).length).toBe(LONG_TEXT_LENGTH)
    expect((result.free as string).startsWith("niaga dlrow olleH ")).toBe(true)
    expect(Math.max(...(result.free as string).split(" ").map(word => word.length))).toBe(LONG_WORD_LENGTH)
    expect(result.cut).toBe("erehx")
  })

  it("cuts a text longer than its maximum at its last letter and fills it to its length", () => {
    const result = smallVariant("most", { cut: { type: "string", maxLength: 6 } }, { cut: "abcd efgh" })
    expect(result.cut).toBe("hgfexx")
  })

  it("numbers texts that would come out alike", () => {
    const result = smallVariant(
      "most",
      { a: { type: "string", maxLength: 4 }, b: { type: "string", maxLength: 4 }, c: { type: "string", maxLength: 4 } },
      { a: "same text", b: "same text", c: "same text" }
    )
    expect([result.a, result.b, result.c]).toEqual(["txex", "tx 2", "tx 3"])
  })

  it("keeps the edited text where the longest one would not fit the pattern", () => {
    const result = smallVariant("most", { odd: { type: "string", pattern: "(?<![\\s\\S]{6})$" } }, { odd: "ab cd" })
    expect(result.odd).toBe("dc ba")
  })

  it("adds two items to every list, copies of its items in turn, each text marked with its number", () => {
    const item = { type: "object" as const, required: ["name"], properties: { name: text } }
    const result = smallVariant(
      "most",
      { items: { type: "array", items: item }, values: { type: "array", items: text } },
      { items: [{ name: "one" }], values: ["a b", "c d"] }
    )
    const starts = (values: string[], starts: string[]) =>
      expect(values.map((value, index) => value.startsWith(starts[index]))).toEqual(starts.map(() => true))
    starts(
      (result.items as { name: string }[]).map(({ name }) => name),
      ["eno ", "№2 eno ", "№3 eno "]
    )
    starts(result.values as string[], ["b a ", "d c ", "№3 b a ", "№4 d c "])
    expect((result.values as string[]).length).toBe(2 + EXTRA_ITEMS)
  })

  it("adds no more items than the list allows, and to a list of allowed values only those it lacks", () => {
    const result = smallVariant(
      "most",
      {
        full: { type: "array", maxItems: 1, items: text },
        room: { type: "array", maxItems: 2, items: text },
        networks: { type: "array", items: { type: "string", enum: ["a", "b", "c", "d"] } },
        few: { type: "array", items: { type: "string", enum: ["a", "b"] } },
      },
      { full: ["x"], room: ["x"], networks: ["b"], few: ["a"] }
    )
    expect((result.full as string[]).length).toBe(1)
    expect((result.room as string[]).length).toBe(2)
    expect(result.networks).toEqual(["b", "a", "c"])
    expect(result.few).toEqual(["a", "b"])
  })

  it("fills an empty list with the simplest items its schema allows", () => {
    const item = {
      type: "object" as const,
      required: ["name", "kind", "on", "rating", "count", "tags", "group"],
      properties: {
        name: text,
        kind: { type: "string" as const, enum: ["first", "second"] },
        on: { type: "boolean" as const },
        rating: { type: "integer" as const, minimum: 1 },
        count: { type: "integer" as const },
        tags: { type: "array" as const, minItems: 1, items: { type: "string" as const, enum: ["t"] } },
        group: { type: "object" as const, required: ["inner"], properties: { inner: { type: "boolean" as const } } },
        optional: text,
      },
    }
    const result = smallVariant("most", { items: { type: "array", items: item } }, { items: [] })
    const items = result.items as Record<string, unknown>[]
    expect(items).toHaveLength(EXTRA_ITEMS)
    expect(items[0]).toMatchObject({
      kind: "first",
      on: false,
      rating: 1,
      count: 0,
      tags: ["t"],
      group: { inner: false },
    })
    expect(items[0]).not.toHaveProperty("optional")
    expect((items[0].name as string).startsWith("№1 meti")).toBe(true)
    expect((items[1].name as string).startsWith("№2 meti")).toBe(true)
  })

  it("moves an optional field of list items off the items that have it, onto those that lack it and the added ones", () => {
    const card = { type: "object" as const, required: ["name"], properties: { name: text, note: text } }
    const result = smallVariant(
      "most",
      { cards: { type: "array", items: card } },
      { cards: [{ name: "a", note: "n" }, { name: "b" }] }
    )
    const notes = (result.cards as { note?: string }[]).map(item => item.note !== undefined)
    expect(notes).toEqual([false, true, true, true])
  })

  it("makes the long unbreakable word of a text's letters, then repeats the text's words", () => {
    const free = smallVariant("most", { free: text }, { free: "ab cd" }).free as string
    expect(free).toHaveLength(LONG_TEXT_LENGTH)
    const words = free.split(" ")
    const long = words.findIndex(word => word.length >= LONG_WORD_LENGTH)
    expect(words[long]).toMatch(new RegExp(`^[abcd]{${LONG_WORD_LENGTH}}$`))
    expect(words.slice(long + 1)).toEqual(expect.arrayContaining(["dc", "ba"]))
  })

  it("repeats the text's words for as long as they fit, up to exactly its length", () => {
    expect(smallVariant("most", { short: { type: "string", maxLength: 11 } }, { short: "ab cd" }).short).toBe(
      "dc ba dc ba"
    )
  })

  it("keeps a list of values the schema gives a shape as it is: copies would be the same values again", () => {
    const link: JsonSchema = { type: "string", pattern: "^/" }
    const mail: JsonSchema = { type: "string", format: "email" }
    const result = smallVariant(
      "most",
      {
        paths: { type: "array", items: link },
        mails: { type: "array", items: mail },
        none: { type: "array", items: link },
      },
      { paths: ["/a", "/b"], mails: ["a@b.c"], none: [] }
    )
    expect(result).toMatchObject({ paths: ["/a", "/b"], mails: ["a@b.c"], none: [] })
  })

  it("lengthens a text with no letters or digits", () => {
    const marks = smallVariant("most", { marks: text }, { marks: "?!" }).marks as string
    expect(marks).toHaveLength(LONG_TEXT_LENGTH)
    expect(marks.startsWith("!?")).toBe(true)
    expect(Math.max(...marks.split(" ").map(word => word.length))).toBeGreaterThanOrEqual(LONG_WORD_LENGTH)
  })

  it("keeps each placeholder of a long text once, also in a text that is only a placeholder", () => {
    const result = smallVariant("most", { note: text, only: text }, { note: "{rating} stars", only: "{rating}" })
    for (const value of [result.note, result.only] as string[]) {
      expect(value).toHaveLength(LONG_TEXT_LENGTH)
      expect(occurrences(value, "{rating}")).toBe(1)
    }
  })

  it("never ends a text with a space, even when one character is left to fill", () => {
    const short = smallVariant("most", { short: { type: "string", maxLength: 6 } }, { short: "ab" }).short as string
    expect(short).toHaveLength(6)
    expect(short).toMatch(/\S$/)
  })

  it("numbers texts that come out alike with one space before the number", () => {
    const limited: JsonSchema = { type: "string", maxLength: 5 }
    const result = smallVariant("most", { a: limited, b: limited }, { a: "dc ba", b: "dc ba" })
    expect([result.a, result.b]).toEqual(["ab cx", "ab 2x"])
  })

  it("stays within a maximum too short for the number of a repeat", () => {
    const one: JsonSchema = { type: "string", maxLength: 1 }
    const result = smallVariant("most", { a: one, b: one }, { a: "", b: "" })
    for (const value of [result.a, result.b] as string[]) expect(value.length).toBeLessThanOrEqual(1)
  })
})

/** A content folder holding only service pages (by id, each file's fields), described by a small schema of their own. */
function servicePagesContent(pages: Record<string, Record<string, unknown>>) {
  const root = scratchFolder("variants-")
  const source = path.join(root, "source")
  const id: JsonSchema = { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" }
  const schema: JsonSchema = {
    type: "object",
    properties: {
      $schema: text,
      address: id,
      formerAddresses: { type: "array", items: id },
      retiredTo: id,
      heading: text,
    },
  }
  fs.mkdirSync(path.join(source, "schemas"), { recursive: true })
  fs.mkdirSync(path.join(source, SERVICE_PAGES.folder))
  fs.writeFileSync(path.join(source, "schemas", SERVICE_PAGES.schemaFile), JSON.stringify(schema))
  for (const [pageId, data] of Object.entries(pages))
    fs.writeFileSync(
      path.join(source, SERVICE_PAGES.folder, `${pageId}.json`),
      JSON.stringify({ $schema: `../schemas/${SERVICE_PAGES.schemaFile}`, ...data })
    )
  return { source, target: path.join(root, "variant") }
}

describe("the service pages the most variant adds to a small folder", () => {
  it("take the first numbered ids and addresses that no page has yet, after one an editor already took", () => {
    const { source, target } = servicePagesContent({
      a: { address: "a", heading: "First" },
      b: { address: "a-2", heading: "Second" },
    })
    writeVariant(source, target, "most")
    const pages = servicePageFiles(target).map(file => servicePageOf(path.basename(file, ".json"), read(target, file)))
    expect(
      pages.map(({ id, address, formerAddresses, retiredTo }) => ({ id, address, formerAddresses, retiredTo }))
    ).toEqual([
      { id: "a-3", address: "a-3", formerAddresses: [] },
      { id: "a-4", address: "a-4", formerAddresses: [] },
      { id: "a-5", address: "a-5", formerAddresses: [], retiredTo: "a" },
      { id: "a", address: "a-renamed-2", formerAddresses: ["a"] },
      { id: "b", address: "a-2", formerAddresses: [] },
    ])
  })
})

describe("a variant of content that breaks its schema", () => {
  it("keeps what does not match as it is: a text for a number or a list, null for an object, a missing field", () => {
    const result = smallVariant(
      "edited",
      {
        title: text,
        count: { type: "integer" },
        tags: { type: "array", items: text },
        group: { type: "object", properties: { inner: text } },
      },
      { count: "three", tags: "a b", group: null },
      { required: ["title", "group"] }
    )
    expect(result).toEqual({ $schema: "./schemas/page.schema.json", count: "three", tags: "a b", group: null })
  })
})

describe("writeVariant", () => {
  it("names every schema that is not valid JSON, one a line", () => {
    const { source, target } = smallContent({ title: text }, { title: "Hello" })
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
    const { source, target } = smallContent({ title: text }, { title: "Hello world" })
    writeVariant(source, path.relative(process.cwd(), target), "edited")
    expect(JSON.parse(fs.readFileSync(path.join(target, "page.json"), "utf8"))).toMatchObject({ title: "dlrow olleH" })
  })
})

describe("setField on a small folder", () => {
  const folder = () => {
    const { source } = smallContent(
      {
        contact: {
          type: "object",
          properties: { delivery: text, nested: { type: "object", properties: { deep: text } } },
        },
      },
      {
        contact: { delivery: "simulated", nested: { deep: "x" } },
      }
    )
    return source
  }

  it("sets a field, nested ones by a dotted path, and writes the file in the repository's layout", () => {
    const source = folder()
    setField(source, "page.contact.nested.deep", "y")
    setField(source, "page.contact.delivery", "netlify")
    expect(fs.readFileSync(path.join(source, "page.json"), "utf8")).toBe(
      '{\n  "$schema": "./schemas/page.schema.json",\n  "contact": {\n    "delivery": "netlify",\n    "nested": {\n      "deep": "y"\n    }\n  }\n}\n'
    )
  })

  it.each([
    ["page", "page: write it as <file>.<field>, e.g. contact.delivery"],
    ["page.", "page.: write it as <file>.<field>, e.g. contact.delivery"],
    ["pa/ge.contact", "pa/ge.contact: write it as <file>.<field>, e.g. contact.delivery"],
    ["other.contact", "other.contact: there is no other.json"],
    ["page.contact.delivery.deeper", "page.contact.delivery.deeper: no object at delivery"],
    ["page.nothing.deep", "page.nothing.deep: no object at nothing"],
    ["page.contact.mode", "page.contact.mode: page.json has no field contact.mode"],
  ])("says what is wrong with %s", (setting, message) => {
    expect(() => setField(folder(), setting, "x")).toThrow(message)
  })

  it("refuses a setting with anything after the field's name", () => {
    const { source } = smallContent(
      { contact: { type: "object", properties: { delivery: text } } },
      {
        contact: { delivery: "simulated" },
      }
    )
    expect(() => setField(source, "page.contact.delivery!", "netlify")).toThrow("write it as <file>.<field>")
    expect(JSON.parse(fs.readFileSync(path.join(source, "page.json"), "utf8"))).toMatchObject({
      contact: { delivery: "simulated" },
    })
  })
})
