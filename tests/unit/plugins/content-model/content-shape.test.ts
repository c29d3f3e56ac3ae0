import {
  MULTILINE_KEYWORD,
  fieldTitles,
  refTarget,
  shapeOfSchema,
  type ObjectShape,
} from "../../../../plugins/content-model/content-shape"
import type { JsonSchema } from "../../../../plugins/content-model/load-schemas"

/** Small schemas made for each case: a shared file of definitions and a data file's schema using them. */
const common: JsonSchema = {
  $defs: {
    Text: { title: "Text", description: "A line of text.", type: "string", minLength: 1, pattern: "\\S" },
    Paragraph: { type: "string", [MULTILINE_KEYWORD]: true },
    Link: {
      title: "Link",
      description: "Where a button leads.",
      type: "object",
      required: ["to"],
      properties: { label: { $ref: "#/$defs/Text" }, to: { type: "string", format: "internal-link" } },
    },
    Card: { title: "Card", description: "One card.", type: "object", properties: { name: { type: "string" } } },
  },
}
const page: JsonSchema = {
  type: "object",
  required: ["heading", "cards"],
  properties: {
    $schema: { type: "string" },
    heading: { $ref: "common.schema.json#/$defs/Text", title: "Heading", maxLength: 70 },
    intro: { $ref: "common.schema.json#/$defs/Paragraph", description: "The first words." },
    link: { $ref: "common.schema.json#/$defs/Link" },
    cards: {
      title: "Cards",
      type: "array",
      minItems: 1,
      maxItems: 4,
      items: { $ref: "common.schema.json#/$defs/Card", description: "A card of the list." },
    },
    tags: { type: "array", items: { type: "string", enum: ["a", "b"] } },
    days: { type: "array", uniqueItems: true, items: { type: "string", enum: ["monday", "friday"] } },
    rating: { $ref: "#/$defs/Rating" },
    count: { type: "number", minimum: 0 },
    shown: { type: "boolean" },
  },
  $defs: { Rating: { type: "integer", minimum: 1, maximum: 5 } },
}
const schemas = new Map<string, JsonSchema>([
  ["common.schema.json", common],
  ["page.schema.json", page],
])
const shape = shapeOfSchema(schemas, "page.schema.json")
const field = (name: string, from: ObjectShape = shape) => from.fields.find(candidate => candidate.name === name)!

describe("shapeOfSchema", () => {
  it("lists the fields in the schema's order, with their place in the schemas", () => {
    expect(shape.kind).toBe("object")
    expect(shape.fields.map(({ name }) => name)).toEqual([
      "$schema",
      "heading",
      "intro",
      "link",
      "cards",
      "tags",
      "days",
      "rating",
      "count",
      "shown",
    ])
    expect(field("heading").rule).toBe("page.schema.json#/properties/heading")
    expect(field("to", field("link").shape as ObjectShape).rule).toBe("common.schema.json#/$defs/Link/properties/to")
  })

  it("marks the fields the schema requires", () => {
    expect(shape.fields.filter(({ required }) => required).map(({ name }) => name)).toEqual(["heading", "cards"])
    const link = field("link").shape as ObjectShape
    expect(link.fields.map(({ name, required }) => [name, required])).toEqual([
      ["label", false],
      ["to", true],
    ])
  })

  it("takes a field's title and description from the field, else from what it refers to", () => {
    expect(field("heading")).toMatchObject({ title: "Heading", description: "A line of text." })
    expect(field("intro")).toMatchObject({ title: undefined, description: "The first words." })
    expect(field("link")).toMatchObject({ title: "Link", description: "Where a button leads." })
    expect(field("count")).toMatchObject({ title: undefined, description: undefined })
  })

  it("merges a field's own rules over those of what it refers to", () => {
    expect(field("heading").shape).toEqual({
      kind: "string",
      enum: undefined,
      pattern: "\\S",
      format: undefined,
      minimum: undefined,
      maximum: undefined,
      minLength: 1,
      maxLength: 70,
      multiline: false,
    })
    expect(field("intro").shape).toMatchObject({ kind: "string", multiline: true })
    expect(field("rating").shape).toMatchObject({ kind: "integer", minimum: 1, maximum: 5 })
    expect(field("count").shape).toMatchObject({ kind: "number", minimum: 0, maximum: undefined })
    expect(field("shown").shape).toMatchObject({ kind: "boolean", multiline: false })
    expect(field("to", field("link").shape as ObjectShape).shape).toMatchObject({ format: "internal-link" })
  })

  it("describes a list: its items' shape, where their rules are, what one is called, its limits", () => {
    const cards = field("cards").shape
    expect(cards).toMatchObject({
      kind: "list",
      itemRule: "page.schema.json#/properties/cards/items",
      itemTitle: "Card",
      itemDescription: "A card of the list.",
      minItems: 1,
      maxItems: 4,
    })
    expect(cards.kind === "list" && cards.items).toEqual({
      kind: "object",
      fields: [
        {
          name: "name",
          title: undefined,
          description: undefined,
          required: false,
          rule: "common.schema.json#/$defs/Card/properties/name",
          shape: expect.objectContaining({ kind: "string" }),
        },
      ],
    })
    expect(field("tags").shape).toMatchObject({
      kind: "list",
      items: { kind: "string", enum: ["a", "b"] },
      itemTitle: undefined,
      minItems: undefined,
      maxItems: undefined,
    })
    // A list whose items are each allowed once is a set.
    expect(field("tags").shape).not.toHaveProperty("uniqueItems")
    expect(field("days").shape).toMatchObject({ kind: "list", uniqueItems: true })
  })

  it("gives an allowed value list as texts", () => {
    const numbers = new Map([
      ["n.schema.json", { type: "object", properties: { n: { type: "integer", enum: [1, 2] } } }],
    ])
    expect(shapeOfSchema(numbers as Map<string, JsonSchema>, "n.schema.json").fields[0].shape).toMatchObject({
      enum: ["1", "2"],
    })
  })

  it("ignores limits and rules that are not of the expected kind", () => {
    const odd = new Map<string, JsonSchema>([
      [
        "odd.schema.json",
        {
          type: "object",
          properties: {
            text: { type: "string", pattern: 5, format: true, maxLength: "70", [MULTILINE_KEYWORD]: "yes" },
            list: { type: "array", minItems: "1", items: { type: "string" } },
          },
        },
      ],
    ])
    const [text, list] = shapeOfSchema(odd, "odd.schema.json").fields
    expect(text.shape).toMatchObject({ pattern: undefined, format: undefined, maxLength: undefined, multiline: false })
    expect(list.shape).toMatchObject({ minItems: undefined })
  })

  it("says which schema is missing, and which is not an object", () => {
    expect(() => shapeOfSchema(schemas, "none.schema.json")).toThrow("no schema none.schema.json")
    const list = new Map<string, JsonSchema>([["list.schema.json", { type: "array", items: { type: "string" } }]])
    expect(() => shapeOfSchema(list, "list.schema.json")).toThrow("list.schema.json: a data file must be an object")
  })

  it("says where a list has no items, and where a type is not one it knows", () => {
    const broken = (properties: Record<string, JsonSchema>) =>
      new Map<string, JsonSchema>([["b.schema.json", { type: "object", properties }]])
    expect(() => shapeOfSchema(broken({ things: { type: "array" } }), "b.schema.json")).toThrow(
      'b.schema.json.things: a list needs "items"'
    )
    expect(() =>
      shapeOfSchema(broken({ things: { type: "array", items: { type: "null" as never } } }), "b.schema.json")
    ).toThrow('b.schema.json.things[]: unsupported type "null"')
    expect(() => shapeOfSchema(broken({ thing: {} }), "b.schema.json")).toThrow(
      "b.schema.json.thing: unsupported type undefined"
    )
  })

  it("names the field whose reference leads nowhere", () => {
    const leadingNowhere = new Map<string, JsonSchema>([
      ["page.schema.json", { type: "object", properties: { heading: { $ref: "#/$defs/Missing" } } }],
    ])
    expect(() => shapeOfSchema(leadingNowhere, "page.schema.json")).toThrow(/^page\.schema\.json\.heading: /)
  })

  it("names the list whose items' reference leads nowhere", () => {
    const leadingNowhere = new Map<string, JsonSchema>([
      [
        "page.schema.json",
        { type: "object", properties: { cards: { type: "array", items: { $ref: "#/$defs/Missing" } } } },
      ],
    ])
    expect(() => shapeOfSchema(leadingNowhere, "page.schema.json")).toThrow(/^page\.schema\.json\.cards\[\]: /)
  })
})

describe("refTarget", () => {
  it("finds a definition in the same file or in another one, with its name and place", () => {
    expect(refTarget(schemas, "#/$defs/Rating", "page.schema.json", "here")).toEqual({
      name: "Rating",
      schema: page.$defs!.Rating,
      file: "page.schema.json",
      pointer: "/$defs/Rating",
    })
    expect(refTarget(schemas, "common.schema.json#/$defs/Link", "page.schema.json", "here")).toMatchObject({
      name: "Link",
      file: "common.schema.json",
      pointer: "/$defs/Link",
    })
  })

  it.each([
    "#/$defs/Missing",
    "other.schema.json#/$defs/Text",
    "common.schema.json#/properties/x",
    "common.schema.json#/$defs/Text/properties",
    "common.schema.json",
    "prefix#/$defs/Text",
  ])("says where a reference it cannot resolve is: %s", ref => {
    expect(() => refTarget(schemas, ref, "page.schema.json", "page.schema.json (heading)")).toThrow(
      `page.schema.json (heading): cannot resolve "$ref": "${ref}"`
    )
  })
})

describe("fieldTitles: the labels of the fields along a place in a data file", () => {
  it("names each field by its title, a list's item by its place in words, a field without title by its name", () => {
    expect(fieldTitles(shape, "/heading")).toEqual(["Heading"])
    expect(fieldTitles(shape, "/cards/0/name")).toEqual(["Cards", "1st card", "name"])
    expect(fieldTitles(shape, "/tags/1")).toEqual(["tags", "2nd item"])
    expect(fieldTitles(shape, "/link/to")).toEqual(["Link", "to"])
    expect(fieldTitles(shape, "")).toEqual([])
  })

  it("names places the shape does not know by their names", () => {
    expect(fieldTitles(shape, "/unknown/deeper")).toEqual(["unknown", "deeper"])
    expect(fieldTitles(shape, "/heading/0/x")).toEqual(["Heading", "0", "x"])
  })

  it.each([
    [0, "1st"],
    [1, "2nd"],
    [2, "3rd"],
    [3, "4th"],
    [9, "10th"],
    [10, "11th"],
    [11, "12th"],
    [12, "13th"],
    [13, "14th"],
    [20, "21st"],
    [21, "22nd"],
    [22, "23rd"],
    [100, "101st"],
    [110, "111th"],
    [111, "112th"],
    [112, "113th"],
  ])("calls the item at index %i the %s", (index, ordinal) => {
    expect(fieldTitles(shape, `/cards/${index}`)).toEqual(["Cards", `${ordinal} card`])
  })
})
