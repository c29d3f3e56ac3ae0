import fs from "fs"
import path from "path"
import { EVERY_KIND, CONTENT_KINDS } from "../../../../plugins/content-model/content-kinds"
import {
  DATA_DIR,
  SCHEMA_DIR,
  SHARED_SCHEMA,
  folderOf,
  idOf,
  listDataFiles,
  listSchemaFiles,
  schemaFileFor,
  schemaReferenceFor,
  typeNameForDataFile,
} from "../../../../plugins/content-model/data-files"
import { withFoldersListedInReverse } from "../../support/listed-in-reverse"
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

  it.each(EVERY_KIND.map(kind => [kind.folder, kind]))(
    "gives every file of %s/ its kind, its id, its kind's type and schema, and a reference up to it",
    (folder, kind) => {
      const file = `${folder}/jane-doe.json`
      expect(folderOf(file)).toBe(kind)
      expect(idOf(file)).toBe("jane-doe")
      expect(typeNameForDataFile(file)).toBe(kind.typeName)
      expect(schemaFileFor(file)).toBe(kind.schemaFile)
      expect(schemaReferenceFor(file)).toBe(`../schemas/${kind.schemaFile}`)
    }
  )

  it("gives no kind to a file at the top of the content, nor in a folder inside a kind's", () => {
    expect(folderOf("site.json")).toBeUndefined()
    expect(folderOf(`${CONTENT_KINDS.person.folder}/${CONTENT_KINDS.person.mediaFolder}/jane.json`)).toBeUndefined()
    expect(folderOf(`drafts/${CONTENT_KINDS["service-page"].folder}/tax.json`)).toBeUndefined()
    expect(idOf("site.json")).toBe("site")
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
  // Listed in reverse order as well as in the file system's (sorted on Linux), so that the lists are seen to be sorted by the code.
  const names = ["team", "steps", "prices", "home", "faq", "about"]
  const sorted = [...names].sort()
  const kindFolders = [CONTENT_KINDS.person.folder, CONTENT_KINDS["service-page"].folder]
  beforeAll(() => {
    const content = path.join(root, "content")
    // Kinds' folders in reverse order too, so that the kinds' order is the code's, not the alphabet's.
    for (const folder of [
      "schemas",
      ...kindFolders,
      "folder.json",
      "drafts",
      `${CONTENT_KINDS.person.folder}/${CONTENT_KINDS.person.mediaFolder}`,
    ])
      fs.mkdirSync(path.join(content, folder), { recursive: true })
    for (const name of names) {
      fs.writeFileSync(path.join(content, `${name}.json`), "{}")
      fs.writeFileSync(path.join(content, "schemas", `${name}.schema.json`), "{}")
      for (const folder of kindFolders) fs.writeFileSync(path.join(content, folder, `${name}.json`), "{}")
    }
    fs.writeFileSync(path.join(content, "notes.txt"), "{}")
    fs.writeFileSync(path.join(content, CONTENT_KINDS["service-page"].folder, "notes.txt"), "{}")
    fs.writeFileSync(
      path.join(content, CONTENT_KINDS.person.folder, CONTENT_KINDS.person.mediaFolder!, "photo.json"),
      "{}"
    )
    fs.writeFileSync(path.join(content, "drafts", "draft.json"), "{}")
    fs.writeFileSync(path.join(content, "schemas", "draft.json"), "{}")
  })

  it("lists the JSON files at the top of the content folder, then those of each kind's folder in the kinds' order, each in name order whatever order the folder lists them in; no other folder", () => {
    const listed = [
      ...sorted.map(name => `${name}.json`),
      ...sorted.map(name => `${CONTENT_KINDS["service-page"].folder}/${name}.json`),
      ...sorted.map(name => `${CONTENT_KINDS.person.folder}/${name}.json`),
    ]
    expect(listDataFiles(root, "content")).toEqual(listed)
    expect(withFoldersListedInReverse(() => listDataFiles(root, "content"))).toEqual(listed)
  })

  it("lists the schema files, in name order whatever order the folder lists them in", () => {
    const listed = sorted.map(name => `${name}.schema.json`)
    expect(listSchemaFiles(root, "content")).toEqual(listed)
    expect(withFoldersListedInReverse(() => listSchemaFiles(root, "content"))).toEqual(listed)
  })
})
