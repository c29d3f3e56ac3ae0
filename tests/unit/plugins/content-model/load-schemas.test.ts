import fs from "fs"
import path from "path"
import { loadSchemas, type JsonSchema } from "../../../../plugins/content-model/load-schemas"
import { SHARED_SCHEMA, listSchemaFiles } from "../../../../plugins/content-model/data-files"
import { EVERY_KIND, kindOfSchema, retirementFallback } from "../../../../plugins/content-model/content-kinds"
import { scratchProject } from "../../support/scratch-project"

describe("loadSchemas", () => {
  const written = (project: { root: string; dataDir: string }, file: string) =>
    JSON.parse(fs.readFileSync(path.join(project.root, project.dataDir, "schemas", file), "utf8")) as {
      properties?: Record<string, object>
      $defs?: Record<string, object>
    }

  it("reads every schema in the content folder's schemas/, each with its file name as $id", () => {
    const project = scratchProject()
    const { schemas, problems } = loadSchemas(project.root, project.dataDir)
    expect(problems).toEqual([])
    expect([...schemas.keys()]).toEqual(listSchemaFiles(project.root, project.dataDir))
    for (const [file, schema] of schemas) {
      // A kind's retirement is composed (below); everything else is as written.
      const { retiredTo: _composed, ...properties } = schema.properties ?? {}
      const { retiredTo: _written, ...writtenProperties } = written(project, file).properties ?? {}
      expect({ ...schema, properties }).toEqual({ ...written(project, file), properties: writtenProperties, $id: file })
      if (!kindOfSchema(file)) expect(schema.properties?.retiredTo).toBeUndefined()
    }
  })

  it("composes each kind's retirement: the shared definition, the kind's words, and its own fallback's pattern", () => {
    const project = scratchProject()
    const { schemas } = loadSchemas(project.root, project.dataDir)
    const shared = written(project, SHARED_SCHEMA).$defs!
    for (const kind of EVERY_KIND) {
      const own = written(project, kind.schemaFile).properties!.retiredTo as Record<string, unknown>
      // The kind's file refers to the shared field, with its own words, and spells no pattern out.
      expect(own).toMatchObject({ $ref: `${SHARED_SCHEMA}#/$defs/RetiredTo` })
      expect(own).not.toHaveProperty("pattern")
      const { $ref: _ref, ...words } = own
      const composed = schemas.get(kind.schemaFile)!.properties!.retiredTo
      expect(composed).toEqual({ ...shared.RetiredTo, ...words, pattern: composed.pattern })
      const pattern = new RegExp(String(composed.pattern))
      expect([retirementFallback(kind), "an-entry-2"].map(value => pattern.test(value))).toEqual([true, true])
      const otherFallbacks = EVERY_KIND.map(retirementFallback).filter(other => other !== retirementFallback(kind))
      expect(otherFallbacks.filter(other => pattern.test(other))).toEqual([])
      expect(
        ["/elsewhere", "An-Entry", "", `${retirementFallback(kind)}x`].filter(value => pattern.test(value))
      ).toEqual([])
    }
  })

  it("makes the entry's id part of the pattern from the shared address's pattern", () => {
    const project = scratchProject()
    project.edit(`schemas/${SHARED_SCHEMA}`, common => {
      common.$defs.Address.pattern = "^[^/$^]+$"
    })
    const { schemas } = loadSchemas(project.root, project.dataDir)
    const [kind] = EVERY_KIND
    // Only the anchors at its ends are dropped: a "^" or "$" inside the pattern is kept.
    expect(schemas.get(kind.schemaFile)!.properties!.retiredTo.pattern).toBe(`^(${retirementFallback(kind)}|[^/$^]+)$`)
  })

  it("leaves a retirement as it is written while the shared file has no address's pattern", () => {
    const project = scratchProject()
    project.edit(`schemas/${SHARED_SCHEMA}`, common => {
      delete common.$defs.Address
    })
    const [kind] = EVERY_KIND
    const { schemas } = loadSchemas(project.root, project.dataDir)
    expect(schemas.get(kind.schemaFile)!.properties!.retiredTo).toEqual(
      written(project, kind.schemaFile).properties!.retiredTo
    )
  })

  it("leaves a retirement that does not refer to the shared field as it is written", () => {
    const project = scratchProject()
    const [kind] = EVERY_KIND
    const own = { type: "string", title: "Elsewhere" }
    project.edit(`schemas/${kind.schemaFile}`, schema => {
      schema.properties.retiredTo = own
    })
    const { schemas } = loadSchemas(project.root, project.dataDir)
    expect(schemas.get(kind.schemaFile)!.properties!.retiredTo).toEqual(own)
  })

  it("reports a schema that is not valid JSON, naming the file, and reads the others", () => {
    const project = scratchProject()
    const files = listSchemaFiles(project.root, project.dataDir)
    fs.writeFileSync(path.join(project.root, project.dataDir, "schemas", files[0]), '{\n  "type": "object",,\n}')
    const { schemas, problems } = loadSchemas(project.root, project.dataDir)
    expect(problems).toEqual([
      `${project.dataDir}/schemas/${files[0]}: invalid JSON at line 2, column 20: expected a field name in double quotes (is there a comma too many?)`,
    ])
    expect([...schemas.keys()]).toEqual(files.slice(1))
  })

  it("reports a field, at any depth, whose name GraphQL cannot take, with the name it could have", () => {
    const project = scratchProject()
    const file = path.join(project.root, project.dataDir, "schemas", "entry-pages.schema.json")
    const schema = JSON.parse(fs.readFileSync(file, "utf8")) as JsonSchema
    schema.properties!["case-study"] = {
      type: "object",
      properties: { "page title": { type: "string" }, items: { type: "array", items: { properties: { "2nd": {} } } } },
    }
    fs.writeFileSync(file, JSON.stringify(schema))
    const words =
      "cannot be a field of the GraphQL types the pages query: a name is letters, digits and _, not starting with a digit"
    expect(loadSchemas(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/schemas/entry-pages.schema.json: the field case-study ${words} (caseStudy)`,
      `${project.dataDir}/schemas/entry-pages.schema.json: the field page title ${words} (pageTitle)`,
      `${project.dataDir}/schemas/entry-pages.schema.json: the field 2nd ${words}`,
    ])
  })
})
