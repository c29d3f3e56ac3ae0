import fs from "fs"
import path from "path"
import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { graphqlTypeDefs } from "../../../plugins/content-schema/graphql-types"
import { DATA_DIR, listDataFiles, typeNameForDataFile } from "../../../plugins/content-schema/data-files"
import { loadSchemas } from "../../../plugins/content-schema/load-schemas"
import { repoRoot } from "./scratch-project"

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
