import fs from "fs"
import path from "path"
import {
  SHARED_SCHEMA,
  listDataFiles,
  listSchemaFiles,
  schemaFileFor,
  schemaReferenceFor,
  typeNameForDataFile,
} from "../../../../plugins/content-schema/data-files"
import { scratchFolder } from "../../support/scratch-folder"

describe("the names of the content's files", () => {
  it("gives each data file the GraphQL type gatsby-transformer-json gives its node", () => {
    expect(typeNameForDataFile("why-choose.json")).toBe("WhyChooseJson")
    expect(typeNameForDataFile("site.json")).toBe("SiteJson")
    expect(typeNameForDataFile("data/not-found.json")).toBe("NotFoundJson")
    expect(typeNameForDataFile("a_b--c2.json")).toBe("ABC2Json")
  })

  it("ignores separators at the start of the name", () => {
    expect(typeNameForDataFile("_why-choose.json")).toBe("WhyChooseJson")
  })

  it("names each data file's schema, and the reference to it a data file carries", () => {
    expect(schemaFileFor("why-choose.json")).toBe("why-choose.schema.json")
    expect(schemaFileFor("data/site.json")).toBe("site.schema.json")
    expect(schemaReferenceFor("why-choose.json")).toBe("./schemas/why-choose.schema.json")
    expect(SHARED_SCHEMA).toBe("common.schema.json")
  })
})

describe("listDataFiles and listSchemaFiles", () => {
  const root = scratchFolder("data-files-")
  beforeAll(() => {
    fs.mkdirSync(path.join(root, "content", "schemas"), { recursive: true })
    fs.mkdirSync(path.join(root, "content", "folder.json"))
    for (const file of [
      "steps.json",
      "home.json",
      "notes.txt",
      "schemas/steps.schema.json",
      "schemas/home.schema.json",
    ])
      fs.writeFileSync(path.join(root, "content", file), "{}")
    fs.writeFileSync(path.join(root, "content", "schemas", "draft.json"), "{}")
  })

  it("lists the JSON files directly in the content folder, sorted, and no folder", () => {
    expect(listDataFiles(root, "content")).toEqual(["home.json", "steps.json"])
  })

  it("lists the schema files, sorted", () => {
    expect(listSchemaFiles(root, "content")).toEqual(["home.schema.json", "steps.schema.json"])
  })
})
