import { shapeOfSchema } from "../../../plugins/content-schema/content-shape"
import type { JsonSchema } from "../../../plugins/content-schema/load-schemas"

const schemasOf = (schema: JsonSchema) => new Map([["page.schema.json", schema]])

describe("the content shape of a schema", () => {
  it("names the field whose reference leads nowhere", () => {
    const schemas = schemasOf({ type: "object", properties: { heading: { $ref: "#/$defs/Missing" } } })
    expect(() => shapeOfSchema(schemas, "page.schema.json")).toThrow(/^page\.schema\.json\.heading: /)
  })

  it("names the list whose items' reference leads nowhere", () => {
    const schemas = schemasOf({
      type: "object",
      properties: { cards: { type: "array", items: { $ref: "#/$defs/Missing" } } },
    })
    expect(() => shapeOfSchema(schemas, "page.schema.json")).toThrow(/^page\.schema\.json\.cards\[\]: /)
  })
})
