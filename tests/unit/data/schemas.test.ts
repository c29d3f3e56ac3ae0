import { loadSchemas, type JsonSchema } from "../../../plugins/content-schema/load-schemas"
import { repoRoot } from "../support/repo-root"

/**
 * The conventions every JSON Schema of the content follows (data/schemas/, or the schemas/ of the folder
 * CONTENT_DIR names). Whether each is valid JSON is loadSchemas's test (plugins/content-schema).
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
})
