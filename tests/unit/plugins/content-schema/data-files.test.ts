import fs from "fs"
import path from "path"
import {
  DATA_DIR,
  SCHEMA_DIR,
  SERVICE_PAGES,
  SHARED_SCHEMA,
  listDataFiles,
  listSchemaFiles,
  schemaFileFor,
  schemaReferenceFor,
  typeNameForDataFile,
} from "../../../../plugins/content-schema/data-files"
import { scratchFolder } from "../../support/scratch-folder"
import { repoRoot } from "../../support/repo-root"

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

describe("where the schemas are", () => {
  it("names the folder of the schemas the content check reads", () => {
    expect(fs.readdirSync(path.resolve(repoRoot, SCHEMA_DIR))).toEqual(
      expect.arrayContaining([SHARED_SCHEMA, ...listSchemaFiles(repoRoot, DATA_DIR)])
    )
  })
})

describe("listDataFiles and listSchemaFiles", () => {
  const root = scratchFolder("data-files-")
  // Written in reverse order, so that the lists are sorted by the code, not by the file system.
  const names = ["team", "steps", "prices", "home", "faq", "about"]
  const sorted = [...names].sort()
  beforeAll(() => {
    const content = path.join(root, "content")
    for (const folder of ["schemas", SERVICE_PAGES.folder, "folder.json", "drafts"])
      fs.mkdirSync(path.join(content, folder), { recursive: true })
    for (const name of names) {
      fs.writeFileSync(path.join(content, `${name}.json`), "{}")
      fs.writeFileSync(path.join(content, "schemas", `${name}.schema.json`), "{}")
      fs.writeFileSync(path.join(content, SERVICE_PAGES.folder, `${name}.json`), "{}")
    }
    fs.writeFileSync(path.join(content, "notes.txt"), "{}")
    fs.writeFileSync(path.join(content, SERVICE_PAGES.folder, "notes.txt"), "{}")
    fs.writeFileSync(path.join(content, "drafts", "draft.json"), "{}")
    fs.writeFileSync(path.join(content, "schemas", "draft.json"), "{}")
  })

  it("lists the JSON files at the top of the content folder, then those of each content folder, each sorted; no other folder", () => {
    expect(listDataFiles(root, "content")).toEqual([
      ...sorted.map(name => `${name}.json`),
      ...sorted.map(name => `${SERVICE_PAGES.folder}/${name}.json`),
    ])
  })

  it("lists the schema files, sorted", () => {
    expect(listSchemaFiles(root, "content")).toEqual(sorted.map(name => `${name}.schema.json`))
  })
})
