import fs from "fs"
import path from "path"
import { Kind, parse, print, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import {
  ENTRY_FIELDS_TYPE,
  ITEM_ID_FIELD,
  READING_MINUTES_EXTENSION,
  RICH_TEXT_HTML_EXTENSION,
  graphqlTypeDefs,
  NAMED_ENTRIES_EXTENSION,
} from "../../../../plugins/content-model/graphql-types"
import { IMAGE_FILE_FORMAT, RICH_TEXT_FORMAT } from "../../../../plugins/content-model/content-rules"
import { kindOfType, EVERY_KIND, CONTENT_KINDS } from "../../../../plugins/content-model/content-kinds"
import {
  DATA_DIR,
  REPOSITORY_DATA_DIR,
  SCHEMA_DIR,
  listDataFiles,
  typeNameForDataFile,
} from "../../../../plugins/content-model/data-files"
import { loadSchemas, type JsonSchema } from "../../../../plugins/content-model/load-schemas"
import { repoRoot } from "../../support/repo-root"

/** The object types of an SDL, by name. */
function typesOf(sdl: string): Map<string, ObjectTypeDefinitionNode> {
  return new Map(
    parse(sdl)
      .definitions.filter(
        (definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION
      )
      .map(definition => [definition.name.value, definition])
  )
}

/** Each field of a type as GraphQL writes it without its description: `page: ServicePageJson! @link(…)`. */
function fieldsOf(type: ObjectTypeDefinitionNode | undefined): string[] {
  return (type?.fields ?? []).map(field => print({ ...field, description: undefined }))
}

const sdl = graphqlTypeDefs(loadSchemas(repoRoot).schemas)
const types = typesOf(sdl)
const LINK = `@link(by: "fields.${ITEM_ID_FIELD}")`
/** A list of entries named by their ids (`namedEntries`, resolved in the order named). */
const namedEntries = (typeName: string) => `@${NAMED_ENTRIES_EXTENSION}(type: "${typeName}")`
/** Whether a field holds what an editor chose by id: one entry (`@link`) or a list of them (`@namedEntries`). */
const namesEntries = (field: FieldDefinitionNode) =>
  field.directives?.some(directive => ["link", NAMED_ENTRIES_EXTENSION].includes(directive.name.value)) ?? false

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
    // A field linked to a node (@link: a service page chosen by its id) holds the id, a text, or a list of ids.
    if (namesEntries(field)) {
      const ids = Array.isArray(child) ? child : [child]
      return ids.every(id => typeof id === "string") ? [] : [`${at}/${key} (not an id)`]
    }
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

  it("make each data file a Node type that Gatsby must not infer, a child of its File", () => {
    for (const file of listDataFiles(repoRoot)) {
      const type = types.get(typeNameForDataFile(file))!
      expect(type.interfaces?.map(node => node.name.value)).toEqual(["Node"])
      expect(type.directives?.map(print)).toEqual(["@dontInfer", '@childOf(types: ["File"])'])
    }
  })

  it("make every kind of page a Node type, whether or not it has files, a child of its File (so that File's fields are the same for every content), with what the build adds to each entry", () => {
    for (const kind of EVERY_KIND) {
      const type = types.get(kind.typeName)
      expect(type?.interfaces?.map(node => node.name.value)).toEqual(["Node"])
      expect(type?.directives?.map(print)).toEqual(["@dontInfer", '@childOf(types: ["File"])'])
      expect(fieldsOf(type)).toContain(`fields: ${ENTRY_FIELDS_TYPE}!`)
    }
    expect(fieldsOf(types.get(ENTRY_FIELDS_TYPE))).toEqual([
      `${ITEM_ID_FIELD}: String!`,
      "path: String!",
      "live: Boolean!",
    ])
  })

  it("link only to the nodes of kinds of page, by the id the build adds: one by @link, a list by namedEntries", () => {
    const linked = [...types.values()].flatMap(type => (type.fields ?? []).filter(namesEntries))
    expect(linked.map(field => print(field.type).startsWith("["))).toEqual(expect.arrayContaining([true, false]))
    for (const field of linked) {
      const typeName = namedType(field.type)
      expect(kindOfType(typeName)).toBeDefined()
      const isList = print(field.type).startsWith("[")
      expect(print(field.directives![0])).toBe(isList ? namedEntries(typeName) : LINK)
    }
  })

  it("describe every type and field for GraphiQL's documentation explorer, each in words", () => {
    const described = (node: { description?: { value: string } }) => Boolean(node.description?.value.trim())
    const undocumented = [...types.values()].flatMap(type => [
      ...(described(type) ? [] : [type.name.value]),
      ...(type.fields ?? [])
        .filter((field: FieldDefinitionNode) => !described(field))
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
        `Tiny. A tiny file. Edited in ${REPOSITORY_DATA_DIR}/tiny.json.`,
        '"""',
        'type TinyJson implements Node @dontInfer @childOf(types: ["File"]) {',
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
    expect(only({ title: "A" })).toContain(
      `"""\nA Edited in ${REPOSITORY_DATA_DIR}/a.json.\n"""\ntype AJson implements Node`
    )
    expect(only({ description: "About a." })).toContain(`"""\nAbout a. Edited in ${REPOSITORY_DATA_DIR}/a.json.\n"""`)
    expect(only({})).toContain(
      `"""\n Edited in ${REPOSITORY_DATA_DIR}/a.json.\n"""\ntype AJson implements Node @dontInfer @childOf(types: ["File"]) {\n\n}`
    )
  })

  it("names a data file's type after its schema's name less the final .schema.json only", () => {
    expect(typeDefs({ "notes.schema.json.schema.json": { type: "object", properties: {} } })).toContain(
      `"""\n Edited in ${REPOSITORY_DATA_DIR}/notes.schema.json.json.\n"""\ntype NotesSchemaJsonJson implements Node @dontInfer @childOf(types: ["File"]) {`
    )
  })

  it("writes one Node type for all the files of a kind's folder, with what the build adds to each entry, declared once", () => {
    const page: JsonSchema = {
      title: "Page",
      description: "A page.",
      type: "object",
      properties: { heading: { type: "string", description: "Its heading." } },
    }
    const written = typeDefs({
      [CONTENT_KINDS["service-page"].schemaFile]: page,
      [CONTENT_KINDS.person.schemaFile]: page,
      "other.schema.json": page,
    })
    const definitions = parse(written).definitions.map(definition =>
      definition.kind === Kind.OBJECT_TYPE_DEFINITION ? definition.name.value : definition.kind
    )
    expect(definitions).toEqual([
      ENTRY_FIELDS_TYPE,
      CONTENT_KINDS["service-page"].typeName,
      CONTENT_KINDS.person.typeName,
      "OtherJson",
    ])
    const declared = typesOf(written)
    expect(fieldsOf(declared.get(CONTENT_KINDS["service-page"].typeName))).toEqual([
      "heading: String",
      `fields: ${ENTRY_FIELDS_TYPE}!`,
    ])
    expect(fieldsOf(declared.get("OtherJson"))).toEqual(["heading: String"])
    expect(written).toContain(
      `"""\nPage. A page. Each file in ${REPOSITORY_DATA_DIR}/${CONTENT_KINDS["service-page"].folder}/ is one.\n"""\ntype ${CONTENT_KINDS["service-page"].typeName} implements Node @dontInfer @childOf(types: ["File"]) {`
    )
    expect(written).toContain(
      `"""\nPage. A page. Edited in ${REPOSITORY_DATA_DIR}/other.json.\n"""\ntype OtherJson implements Node @dontInfer @childOf(types: ["File"]) {`
    )
  })

  it("declares no type of what the build adds while no kind's schema is there", () => {
    expect(typeDefs({ "common.schema.json": common, "tiny.schema.json": tiny })).not.toContain(ENTRY_FIELDS_TYPE)
  })

  it.each(EVERY_KIND.map(kind => [kind.name, kind]))(
    "makes a text that names an entry of the kind %s by its id that entry's node, whether it or its definition has the format",
    (_name, kind) => {
      const shared: JsonSchema = {
        $defs: {
          EntryId: { description: "An entry's id.", type: "string", format: kind.name },
          Text: { description: "A line.", type: "string" },
        },
      }
      const card: JsonSchema = {
        type: "object",
        required: ["entry"],
        properties: {
          entry: { $ref: "common.schema.json#/$defs/EntryId" },
          also: { $ref: "common.schema.json#/$defs/Text", format: kind.name, description: "Another entry." },
          text: { $ref: "common.schema.json#/$defs/Text" },
        },
      }
      expect(
        fieldsOf(typesOf(typeDefs({ "common.schema.json": shared, "card.schema.json": card })).get("CardJson"))
      ).toEqual([`entry: ${kind.typeName}! ${LINK}`, `also: ${kind.typeName} ${LINK}`, "text: String"])
    }
  )

  it("makes a list of ids of entries a list of their nodes", () => {
    const shared: JsonSchema = {
      $defs: { PersonId: { description: "A person's id.", type: "string", format: CONTENT_KINDS.person.name } },
    }
    const file: JsonSchema = {
      type: "object",
      required: ["people"],
      properties: {
        people: { type: "array", description: "People.", items: { $ref: "common.schema.json#/$defs/PersonId" } },
        pages: {
          type: "array",
          description: "Pages.",
          items: { type: "string", format: CONTENT_KINDS["service-page"].name },
        },
        words: { type: "array", description: "Words.", items: { type: "string" } },
      },
    }
    expect(
      fieldsOf(typesOf(typeDefs({ "common.schema.json": shared, "file.schema.json": file })).get("FileJson"))
    ).toEqual([
      `people: [${CONTENT_KINDS.person.typeName}!]! ${namedEntries(CONTENT_KINDS.person.typeName)}`,
      `pages: [${CONTENT_KINDS["service-page"].typeName}!] ${namedEntries(CONTENT_KINDS["service-page"].typeName)}`,
      "words: [String!]",
    ])
  })

  it("makes an uploaded picture its File, found by its path beside the data file", () => {
    const file: JsonSchema = {
      type: "object",
      required: ["image"],
      properties: {
        image: { type: "string", description: "A picture.", format: IMAGE_FILE_FORMAT },
        other: { type: "string", description: "Another.", format: IMAGE_FILE_FORMAT },
      },
    }
    expect(fieldsOf(typesOf(typeDefs({ "file.schema.json": file })).get("FileJson"))).toEqual([
      "image: File! @fileByRelativePath",
      "other: File @fileByRelativePath",
    ])
  })

  it("gives a rich text its HTML and its reading time, made at build time by the field extensions, each described", () => {
    const shared: JsonSchema = {
      $defs: { RichText: { title: "Rich text", description: "Markdown.", type: "string", format: RICH_TEXT_FORMAT } },
    }
    const file: JsonSchema = {
      type: "object",
      required: ["body"],
      properties: {
        body: { $ref: "common.schema.json#/$defs/RichText", title: "Article", description: "The article." },
        note: { type: "string", description: "A note.", format: RICH_TEXT_FORMAT },
      },
    }
    const type = typesOf(typeDefs({ "common.schema.json": shared, "file.schema.json": file })).get("FileJson")
    expect(fieldsOf(type)).toEqual([
      "body: String!",
      `bodyHtml: String! @${RICH_TEXT_HTML_EXTENSION}(of: "body")`,
      `bodyReadingMinutes: Int! @${READING_MINUTES_EXTENSION}(of: "body")`,
      "note: String",
      `noteHtml: String! @${RICH_TEXT_HTML_EXTENSION}(of: "note")`,
      `noteReadingMinutes: Int! @${READING_MINUTES_EXTENSION}(of: "note")`,
    ])
    const descriptions = new Map(type!.fields!.map(field => [field.name.value, field.description?.value]))
    expect(descriptions.get("bodyHtml")).toMatch(/^Article as HTML/)
    expect(descriptions.get("bodyReadingMinutes")).toMatch(/^How many minutes Article takes to read/)
    expect(descriptions.get("noteHtml")).toMatch(/^note as HTML/)
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
