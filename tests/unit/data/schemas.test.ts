import { loadSchemas, type JsonSchema } from "../../../plugins/content-model/load-schemas"
import { shapeOfSchema, type FieldShape, type Shape } from "../../../plugins/content-model/content-shape"
import { SHARED_SCHEMA } from "../../../plugins/content-model/data-files"
import { repoRoot } from "../support/repo-root"
import { developersWordsInHint, developersWordsInLabel } from "../../../tools/developer-words"

/**
 * The conventions every JSON Schema of the content follows (data/schemas/, or the schemas/ of the folder
 * CONTENT_DIR names). Whether each is valid JSON is loadSchemas's test (plugins/content-model).
 */
const { schemas } = loadSchemas(repoRoot)

/** Every object schema in a file, with where it is. */
function objectSchemas(schema: JsonSchema, at: string): { at: string; schema: JsonSchema }[] {
  const here = schema.type === "object" ? [{ at, schema }] : []
  const children = [
    ...Object.entries(schema.properties ?? {}).map(([key, child]) => [`${at}/properties/${key}`, child] as const),
    ...Object.entries(schema.$defs ?? {}).map(([key, child]) => [`${at}/$defs/${key}`, child] as const),
    ...(schema.items ? [[`${at}/items`, schema.items] as const] : []),
  ]
  return [...here, ...children.flatMap(([childAt, child]) => objectSchemas(child, childAt))]
}

/** Every field of every data file and kind of entry, nested fields and list items included, with where it is. */
function everyField(shape: Shape, at: string): { at: string; field: FieldShape }[] {
  if (shape.kind === "list") return everyField(shape.items, `${at}[]`)
  if (shape.kind !== "object") return []
  return shape.fields.flatMap(field => [
    { at: `${at}.${field.name}`, field },
    ...everyField(field.shape, `${at}.${field.name}`),
  ])
}
const fields = [...schemas.keys()]
  .filter(file => file !== SHARED_SCHEMA)
  .flatMap(file => everyField(shapeOfSchema(schemas, file), file))

describe("the JSON Schemas in data/schemas", () => {
  it("use draft 2020-12", () => {
    for (const [file, schema] of schemas) {
      expect({ file, draft: schema.$schema }).toEqual({ file, draft: "https://json-schema.org/draft/2020-12/schema" })
    }
  })

  it("refuse unknown fields and describe every field", () => {
    for (const [file, schema] of schemas) {
      for (const { at, schema: object } of objectSchemas(schema, file)) {
        expect({ at, additionalProperties: object.additionalProperties }).toEqual({ at, additionalProperties: false })
        for (const [key, property] of Object.entries(object.properties ?? {})) {
          expect({ at: `${at}/${key}`, described: Boolean(property.description) }).toEqual({
            at: `${at}/${key}`,
            described: true,
          })
        }
      }
    }
  })

  it("label and explain every field in an editor's words: no key, file, path, command or developer's word", () => {
    expect(fields.length).toBeGreaterThan(100)
    const problems = fields.flatMap(({ at, field }) => [
      ...developersWordsInLabel(field.title ?? "").map(words => `${at}: label names ${words}: ${field.title}`),
      ...developersWordsInHint(field.description ?? "").map(
        words => `${at}: hint names ${words}: ${field.description}`
      ),
    ])
    expect(problems).toEqual([])
  })

  it("give a text that holds a sentence or describes something a box of several lines", () => {
    const oneLine = fields.filter(
      ({ field }) =>
        field.shape.kind === "string" &&
        !field.shape.multiline &&
        (/\bsentences?\b/i.test(field.description ?? "") || /\bdescription\b/i.test(field.title ?? ""))
    )
    expect(oneLine.map(({ at }) => at)).toEqual([])
  })
})
