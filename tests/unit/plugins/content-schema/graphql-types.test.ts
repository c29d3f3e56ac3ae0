import fs from "fs"
import path from "path"
import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { ITEM_ID_FIELD, graphqlTypeDefs } from "../../../../plugins/content-schema/graphql-types"
import { SERVICE_PAGE_FORMAT } from "../../../../plugins/content-schema/content-rules"
import {
  DATA_DIR,
  SCHEMA_DIR,
  SERVICE_PAGES,
  listDataFiles,
  typeNameForDataFile,
} from "../../../../plugins/content-schema/data-files"
import { loadSchemas, type JsonSchema } from "../../../../plugins/content-schema/load-schemas"
import { repoRoot } from "../../support/repo-root"

const sdl = graphqlTypeDefs(loadSchemas(repoRoot).schemas)
const types = new Map(
  parse(sdl)
    .definitions.filter(
      (definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION
    )
    .map(definition => [definition.name.value, definition])
)

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type)
}

/** Walks a JSON value alongside its GraphQL type and lists the JSON fields the type does not declare. */
function undeclaredFields(value: unknown, typeName: string, at: string): string[] {
  const type = types.get(typeName)
  if (!type) return [] // a scalar
  if (Array.isArray(value)) return value.flatMap((item, index) => undeclaredFields(item, typeName, `${at}/${index}`))
  const fields = new Map((type.fields ?? []).map(field => [field.name.value, field]))
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => {
    if (key === "$schema") return []
    const field = fields.get(key)
    if (!field) return [`${at}/${key} (type ${typeName})`]
    // A field linked to a node (@link: a service page chosen by its id) holds the id, a text.
    if (field.directives?.some(directive => directive.name.value === "link"))
      return typeof child === "string" ? [] : [`${at}/${key} (not an id)`]
    return undeclaredFields(child, namedType(field.type), `${at}/${key}`)
  })
}

describe("GraphQL types derived from the JSON Schemas", () => {
  it("declare every field the content (data/, or CONTENT_DIR) holds", () => {
    for (const file of listDataFiles(repoRoot)) {
      const data = JSON.parse(fs.readFileSync(path.join(repoRoot, DATA_DIR, file), "utf8"))
      expect({ file, undeclared: undeclaredFields(data, typeNameForDataFile(file), "") }).toEqual({
        file,
        undeclared: [],
      })
    }
  })

  it("make each data file a Node type that Gatsby must not infer", () => {
    for (const file of listDataFiles(repoRoot)) {
      const type = types.get(typeNameForDataFile(file))!
      expect(type.interfaces?.map(node => node.name.value)).toEqual(["Node"])
      expect(type.directives?.map(node => node.name.value)).toEqual(["dontInfer"])
    }
  })

  it("describe every type and field for GraphiQL's documentation explorer", () => {
    const undocumented = [...types.values()].flatMap(type => [
      ...(type.description ? [] : [type.name.value]),
      ...(type.fields ?? [])
        .filter((field: FieldDefinitionNode) => !field.description)
        .map(field => `${type.name.value}.${field.name.value}`),
    ])
    expect(undocumented).toEqual([])
  })

  it("make required fields non-null and optional ones nullable", () => {
    const cardFields = new Map(types.get("ServiceCard")!.fields!.map(field => [field.name.value, field.type.kind]))
    expect(cardFields.get("title")).toBe(Kind.NON_NULL_TYPE)
    expect(cardFields.get("link")).toBe(Kind.NAMED_TYPE)
    const rating = types.get("Testimonial")!.fields!.find(field => field.name.value === "rating")!
    expect(rating.type).toMatchObject({ kind: Kind.NON_NULL_TYPE, type: { name: { value: "Int" } } })
  })

  it("refuse a nested object that has no named definition", () => {
    const { schemas } = loadSchemas(repoRoot)
    const broken = new Map(schemas)
    broken.set("steps.schema.json", {
      ...schemas.get("steps.schema.json")!,
      properties: { heading: { type: "object", description: "unnamed", properties: {} } },
    })
    expect(() => graphqlTypeDefs(broken)).toThrow(/define nested objects under "\$defs"/)
  })
})

describe("graphqlTypeDefs on small schemas", () => {
  const common: JsonSchema = {
    $defs: {
      Text: { title: "Text", description: "A line.", type: "string" },
      Card: {
        description: 'A card, "quoted" """here""".',
        type: "object",
        required: ["name"],
        properties: { name: { $ref: "#/$defs/Text", description: "The card's name." } },
      },
    },
  }
  const tiny: JsonSchema = {
    title: "Tiny",
    description: "A tiny file.",
    type: "object",
    required: ["count", "tags"],
    properties: {
      $schema: { type: "string", description: "Where the rules are." },
      text: { $ref: "common.schema.json#/$defs/Text", title: "Words" },
      count: { type: "integer", description: "How many." },
      ratio: { type: "number", description: "A ratio." },
      flag: { type: "boolean", title: "Flag", description: "Yes or no." },
      tags: { type: "array", description: "Tags.", items: { type: "string" } },
      card: { $ref: "common.schema.json#/$defs/Card", description: "One card." },
      cards: { type: "array", description: "Cards.", items: { $ref: "common.schema.json#/$defs/Card" } },
    },
  }
  const typeDefs = (files: Record<string, JsonSchema>) => graphqlTypeDefs(new Map(Object.entries(files)))

  it("writes a Node type per data file and a type per object definition, each once, described, required fields non-null", () => {
    expect(typeDefs({ "common.schema.json": common, "tiny.schema.json": tiny })).toBe(
      [
        '"""',
        'A card, "quoted" \\"""here\\""".',
        '"""',
        "type Card {",
        '  """',
        "  Text: The card's name.",
        '  """',
        "  name: String!",
        "}",
        "",
        '"""',
        `Tiny. A tiny file. Edited in ${DATA_DIR}/tiny.json.`,
        '"""',
        "type TinyJson implements Node @dontInfer {",
        '  """',
        "  Words: A line.",
        '  """',
        "  text: String",
        '  """',
        "  How many.",
        '  """',
        "  count: Int!",
        '  """',
        "  A ratio.",
        '  """',
        "  ratio: Float",
        '  """',
        "  Flag: Yes or no.",
        '  """',
        "  flag: Boolean",
        '  """',
        "  Tags.",
        '  """',
        "  tags: [String!]!",
        '  """',
        "  One card.",
        '  """',
        "  card: Card",
        '  """',
        "  Cards.",
        '  """',
        "  cards: [Card!]",
        "}",
        "",
      ].join("\n")
    )
  })

  it("describes a data file by its title or its description alone", () => {
    const only = (keys: JsonSchema) => typeDefs({ "a.schema.json": { type: "object", properties: {}, ...keys } })
    expect(only({ title: "A" })).toContain(`"""\nA Edited in ${DATA_DIR}/a.json.\n"""\ntype AJson implements Node`)
    expect(only({ description: "About a." })).toContain(`"""\nAbout a. Edited in ${DATA_DIR}/a.json.\n"""`)
    expect(only({})).toContain(`"""\n Edited in ${DATA_DIR}/a.json.\n"""\ntype AJson implements Node @dontInfer {\n\n}`)
  })

  it("names a data file's type after its schema's name less the final .schema.json only", () => {
    expect(typeDefs({ "notes.schema.json.schema.json": { type: "object", properties: {} } })).toContain(
      `"""\n Edited in ${DATA_DIR}/notes.schema.json.json.\n"""\ntype NotesSchemaJsonJson implements Node @dontInfer {`
    )
  })

  it("writes one Node type for all the files of a content folder, with the id the build adds to each", () => {
    const page: JsonSchema = {
      title: "Page",
      description: "A page.",
      type: "object",
      properties: { heading: { type: "string", description: "Its heading." } },
    }
    const { folder, typeName } = SERVICE_PAGES
    expect(typeDefs({ [SERVICE_PAGES.schemaFile]: page })).toBe(
      [
        '"""',
        `What the build adds to each file of ${DATA_DIR}/${folder}/.`,
        '"""',
        `type ${typeName}Fields {`,
        '  """',
        "  The file's name without .json: the item's id, set when it was created.",
        '  """',
        `  ${ITEM_ID_FIELD}: String!`,
        "}",
        "",
        '"""',
        `Page. A page. Each file in ${DATA_DIR}/${folder}/ is one.`,
        '"""',
        `type ${typeName} implements Node @dontInfer {`,
        '  """',
        "  Its heading.",
        '  """',
        "  heading: String",
        '  """',
        "  What the build adds to the file.",
        '  """',
        `  fields: ${typeName}Fields!`,
        "}",
        "",
      ].join("\n")
    )
  })

  it("makes a text that names a service page by its id that page's node, whether it or its definition has the format", () => {
    const shared: JsonSchema = {
      $defs: {
        PageId: { description: "A page's id.", type: "string", format: SERVICE_PAGE_FORMAT },
        Text: { description: "A line.", type: "string" },
      },
    }
    const card: JsonSchema = {
      type: "object",
      required: ["page"],
      properties: {
        page: { $ref: "common.schema.json#/$defs/PageId" },
        also: { $ref: "common.schema.json#/$defs/Text", format: SERVICE_PAGE_FORMAT, description: "Another page." },
        text: { $ref: "common.schema.json#/$defs/Text" },
      },
    }
    const fields = typeDefs({ "common.schema.json": shared, "card.schema.json": card })
      .split("\n")
      .filter(row => /^ {2}\w+:/.test(row))
    const link = `@link(by: "fields.${ITEM_ID_FIELD}")`
    expect(fields).toEqual([
      `  page: ${SERVICE_PAGES.typeName}! ${link}`,
      `  also: ${SERVICE_PAGES.typeName} ${link}`,
      "  text: String",
    ])
  })

  it("says where a field has no description, a list no items, and a type is not one GraphQL is given", () => {
    const file = (properties: Record<string, JsonSchema>) =>
      typeDefs({ "common.schema.json": common, "tiny.schema.json": { type: "object", properties } })
    expect(() => file({ bare: { type: "string" } })).toThrow(
      `${SCHEMA_DIR}/tiny.schema.json (TinyJson.bare): every field needs a "description"`
    )
    expect(() => file({ list: { type: "array", description: "A list." } })).toThrow(
      `${SCHEMA_DIR}/tiny.schema.json (TinyJson.list): a list needs "items"`
    )
    expect(() => file({ odd: { type: "null" as never, description: "Nothing." } })).toThrow(
      `${SCHEMA_DIR}/tiny.schema.json (TinyJson.odd): unsupported type "null"`
    )
    expect(() => file({ ref: { $ref: "#/$defs/Missing", description: "Nowhere." } })).toThrow(
      `${SCHEMA_DIR}/tiny.schema.json: cannot resolve "$ref": "#/$defs/Missing"`
    )
  })

  it("says which definition has no description, and which name two files define", () => {
    const undescribed: JsonSchema = { $defs: { ...common.$defs, Card: { type: "object", properties: {} } } }
    expect(() => typeDefs({ "common.schema.json": undescribed, "tiny.schema.json": tiny })).toThrow(
      `${SCHEMA_DIR}/common.schema.json#/$defs/Card: every definition needs a "description"`
    )
    const other: JsonSchema = {
      type: "object",
      properties: { card: { $ref: "#/$defs/Card", description: "Its own card." } },
      $defs: { Card: { description: "Another card.", type: "object", properties: {} } },
    }
    expect(() =>
      typeDefs({ "common.schema.json": common, "tiny.schema.json": tiny, "other.schema.json": other })
    ).toThrow(
      `${SCHEMA_DIR}: "$defs/Card" is defined in both common.schema.json#/$defs/Card and other.schema.json#/$defs/Card; GraphQL type names must be unique`
    )
  })
})
