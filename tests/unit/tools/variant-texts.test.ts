/**
 * The schema walker of the content variants (tools/variant-texts.ts), rule by rule, on small data files made
 * for each case (a schema and its data): the cases the real content does not have (empty lists, lists at
 * their maximum, texts with patterns or limits, texts with no letters or only placeholders, lists of values,
 * optional fields found on several items) and content that breaks its schema. What the walker makes of the
 * real content is tested with the variants themselves (content-variants.test.ts).
 */
import {
  EXTRA_ITEMS,
  LONG_TEXT_LENGTH,
  LONG_WORD_LENGTH,
  VARIANTS,
  collectDonors,
  editText,
  newContext,
  singleCharacters,
  transform,
  type Variant,
} from "../../../tools/variant-texts"
import type { JsonSchema } from "../../../plugins/content-model/load-schemas"
import { shapeOfSchema } from "../../../plugins/content-model/content-shape"

const text: JsonSchema = { type: "string" }

/**
 * The variant `variant` of `data`, a data file described by a schema with `properties` (and `$defs`,
 * `required`), as the walker makes it of one file: the optional fields of its list items found first, then
 * every value walked.
 */
function smallVariant(
  variant: Variant,
  properties: Record<string, JsonSchema>,
  data: Record<string, unknown>,
  { $defs, required }: Pick<JsonSchema, "$defs" | "required"> = {}
): Record<string, unknown> {
  const schemaFile = "page.schema.json"
  const schema: JsonSchema = {
    $id: schemaFile,
    type: "object",
    properties: { $schema: text, ...properties },
    ...($defs ? { $defs } : {}),
    ...(required ? { required } : {}),
  }
  const shape = shapeOfSchema(new Map([[schemaFile, schema]]), schemaFile)
  const file = { $schema: `./schemas/${schemaFile}`, ...data }
  const context = newContext(variant)
  collectDonors(file, shape, "", context.donors)
  return transform(file, shape, "", context) as Record<string, unknown>
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

describe("singleCharacters", () => {
  it("gives one letter at a time, each different from the others in either letter case, for as many texts as a file has", () => {
    const characters = singleCharacters()
    // Past the Latin, Greek and Cyrillic capitals, into the ideographs.
    const letters = Array.from({ length: 300 }, () => characters.next().value as string)
    expect(letters.filter(letter => !/^\p{L}$/u.test(letter))).toEqual([])
    expect(new Set(letters.map(letter => letter.toLowerCase())).size).toBe(letters.length)
    expect(new Set(letters.map(letter => letter.toUpperCase())).size).toBe(letters.length)
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

describe("a value walked with a mark (an entry the scenarios make, variant-scenarios.ts)", () => {
  const schemaFile = "entry.schema.json"
  const shape = shapeOfSchema(
    new Map([
      [
        schemaFile,
        { $id: schemaFile, type: "object", properties: { title: text, tags: { type: "array", items: text } } },
      ],
    ]),
    schemaFile
  )

  it.each(["edited", "most"] as const)(
    "%s: puts the mark before each of its texts, those of its lists too",
    variant => {
      const result = transform({ title: "ab cd", tags: ["ef"] }, shape, "", newContext(variant), "№2 ") as {
        title: string
        tags: string[]
      }
      expect(result.title.startsWith("№2 dc ba")).toBe(true)
      expect(result.tags[0].startsWith("№2 fe")).toBe(true)
    }
  )
})
