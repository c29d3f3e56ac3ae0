import fs from "fs"
import path from "path"
import { loadSchemas } from "../../../../plugins/content-model/load-schemas"
import { listSchemaFiles } from "../../../../plugins/content-model/data-files"
import { scratchProject } from "../../support/scratch-project"

describe("loadSchemas", () => {
  it("reads every schema in the content folder's schemas/, each with its file name as $id", () => {
    const project = scratchProject()
    const { schemas, problems } = loadSchemas(project.root, project.dataDir)
    expect(problems).toEqual([])
    expect([...schemas.keys()]).toEqual(listSchemaFiles(project.root, project.dataDir))
    for (const [file, schema] of schemas) {
      const written = JSON.parse(
        fs.readFileSync(path.join(project.root, project.dataDir, "schemas", file), "utf8")
      ) as object
      expect(schema).toEqual({ ...written, $id: file })
    }
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
})
