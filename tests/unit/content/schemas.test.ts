import { loadSchemas, type JsonSchema } from "../../../plugins/content-schema/load-schemas"
import { contentIcons, socialIcons } from "../../../plugins/build-time-icons/icon-set"
import { repoRoot } from "./scratch-project"

const { schemas, problems } = loadSchemas(repoRoot)

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
  it("are valid JSON", () => {
    expect(problems).toEqual([])
  })

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

  it("offer exactly the icons the site can draw", () => {
    const common = schemas.get("common.schema.json")!
    expect([...(common.$defs!.IconName.enum as string[])].sort()).toEqual(Object.keys(contentIcons).sort())
    const site = schemas.get("site.schema.json")!
    const socialEnum = site.$defs!.Footer.properties!.socialIcons.items!.enum as string[]
    expect([...socialEnum].sort()).toEqual(Object.keys(socialIcons).sort())
  })
})
