/**
 * The variants' edge cases (tools/content-variants.ts), on small content folders made for each case: texts
 * with no letters or only placeholders, texts at the edge of their limits, optional fields found on several
 * items, content that breaks its schema, broken schemas, and where a variant may be written.
 */
import fs from "fs"
import path from "path"
import {
  LONG_TEXT_LENGTH,
  LONG_WORD_LENGTH,
  setField,
  writeVariant,
  type Variant,
} from "../../../tools/content-variants"
import type { JsonSchema } from "../../../plugins/content-schema/load-schemas"
import { scratchFolder } from "../scratch-folder"

const text: JsonSchema = { type: "string" }

/** A content folder holding `page.json` with `data`, described by a schema with `properties`. */
function smallContent(properties: Record<string, JsonSchema>, data: Record<string, unknown>, required?: string[]) {
  const root = scratchFolder("variant-edges-")
  const source = path.join(root, "source")
  fs.mkdirSync(path.join(source, "schemas"), { recursive: true })
  const schema = { type: "object", properties: { $schema: text, ...properties }, ...(required ? { required } : {}) }
  fs.writeFileSync(path.join(source, "schemas", "page.schema.json"), JSON.stringify(schema))
  fs.writeFileSync(path.join(source, "page.json"), JSON.stringify({ $schema: "./schemas/page.schema.json", ...data }))
  return { root, source, target: path.join(root, "variant") }
}

/** The variant `variant` of `data` (a data file described by `properties`), as written. */
function smallVariant(
  variant: Variant,
  properties: Record<string, JsonSchema>,
  data: Record<string, unknown>,
  required?: string[]
): Record<string, unknown> {
  const { source, target } = smallContent(properties, data, required)
  writeVariant(source, target, variant)
  return JSON.parse(fs.readFileSync(path.join(target, "page.json"), "utf8")) as Record<string, unknown>
}

const occurrences = (value: string, part: string) => value.split(part).length - 1

describe("the most variant's long texts", () => {
  it("make the long unbreakable word of the text's letters, then repeat the text's words", () => {
    const free = smallVariant("most", { free: text }, { free: "ab cd" }).free as string
    expect(free).toHaveLength(LONG_TEXT_LENGTH)
    const words = free.split(" ")
    const long = words.findIndex(word => word.length >= LONG_WORD_LENGTH)
    expect(words[long]).toMatch(new RegExp(`^[abcd]{${LONG_WORD_LENGTH}}$`))
    expect(words.slice(long + 1)).toEqual(expect.arrayContaining(["dc", "ba"]))
  })

  it("lengthen a text with no letters or digits", () => {
    const marks = smallVariant("most", { marks: text }, { marks: "?!" }).marks as string
    expect(marks).toHaveLength(LONG_TEXT_LENGTH)
    expect(marks.startsWith("!?")).toBe(true)
    expect(Math.max(...marks.split(" ").map(word => word.length))).toBeGreaterThanOrEqual(LONG_WORD_LENGTH)
  })

  it("keep each placeholder once, also in a text that is only a placeholder", () => {
    const result = smallVariant("most", { note: text, only: text }, { note: "{rating} stars", only: "{rating}" })
    for (const value of [result.note, result.only] as string[]) {
      expect(value).toHaveLength(LONG_TEXT_LENGTH)
      expect(occurrences(value, "{rating}")).toBe(1)
    }
  })

  it("never end with a space, even when one character is left to fill", () => {
    const short = smallVariant("most", { short: { type: "string", maxLength: 6 } }, { short: "ab" }).short as string
    expect(short).toHaveLength(6)
    expect(short).toMatch(/\S$/)
  })

  it("number texts that come out alike with one space before the number", () => {
    const limited: JsonSchema = { type: "string", maxLength: 5 }
    const result = smallVariant("most", { a: limited, b: limited }, { a: "dc ba", b: "dc ba" })
    expect([result.a, result.b]).toEqual(["ab cx", "ab 2x"])
  })

  it("stay within a maximum too short for the number of a repeat", () => {
    const one: JsonSchema = { type: "string", maxLength: 1 }
    const result = smallVariant("most", { a: one, b: one }, { a: "", b: "" })
    for (const value of [result.a, result.b] as string[]) expect(value.length).toBeLessThanOrEqual(1)
  })
})

describe("the fewest variant's shortest texts", () => {
  it("are one character where the schema asks for at least one, or for a letter in a Unicode pattern", () => {
    const result = smallVariant(
      "fewest",
      { some: { type: "string", minLength: 1 }, letter: { type: "string", pattern: "\\p{L}" } },
      { some: "hello", letter: "world" }
    )
    expect([...(result.some as string)]).toHaveLength(1)
    expect([...(result.letter as string)]).toHaveLength(1)
  })

  it("are just the placeholders, side by side, where the pattern asks for several", () => {
    const result = smallVariant(
      "fewest",
      { both: { type: "string", pattern: "\\{first\\}[\\s\\S]*\\{second\\}" } },
      { both: "{first} and {second}" }
    )
    expect(result.both).toBe("{first}{second}")
  })

  it("are letters, each a different one whatever the letter case", () => {
    const properties = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`t${index}`, text]))
    const data = Object.fromEntries(Object.keys(properties).map(key => [key, `text ${key}`]))
    const texts = Object.values(smallVariant("fewest", properties, data)).slice(1) as string[]
    expect(texts.filter(value => !/^\p{L}$/u.test(value))).toEqual([])
    expect(new Set(texts.map(value => value.toLowerCase())).size).toBe(200)
  })
})

describe("optional fields of a list's items in the fewest variant", () => {
  it("stay on the items that have them, and the others get the first one found", () => {
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
      ["title", "group"]
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

describe("setField", () => {
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
