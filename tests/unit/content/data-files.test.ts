import fs from "fs"
import path from "path"
import {
  CONTENT_SOURCE,
  DATA_DIR,
  REPOSITORY_DATA_DIR,
  SCHEMA_DIR,
  SHARED_SCHEMA,
  listDataFiles,
  listSchemaFiles,
  schemaFileFor,
  schemaReferenceFor,
  typeNameForDataFile,
} from "../../../plugins/content-schema/data-files"
import { scratchFolder } from "../scratch-folder"

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

  it("reads the content from data/, or from the folder CONTENT_DIR names; the content manager saves to data/", () => {
    expect(DATA_DIR).toBe(process.env.CONTENT_DIR ?? "data")
    expect(SCHEMA_DIR).toBe(path.join(DATA_DIR, "schemas"))
    expect(REPOSITORY_DATA_DIR).toBe("data")
    expect(CONTENT_SOURCE).toBe("data")
  })

  it("is the one module that reads CONTENT_DIR, so the tests whose imports reach it are the ones a content changes", () => {
    // scripts/test-all.sh runs only those (jest --findRelatedTests data-files.ts) on each content variant.
    const projectRoot = path.resolve(__dirname, "../../..")
    const readers = ["src", "plugins", "adapters", "tools", "scripts"]
      .flatMap(folder => sourceFiles(path.join(projectRoot, folder)))
      .concat(
        fs
          .readdirSync(projectRoot)
          .filter(file => /^gatsby-.*\.tsx?$/.test(file))
          .map(file => path.join(projectRoot, file))
      )
      .filter(file => /process\.env\.CONTENT_DIR\b|process\.env\[["']CONTENT_DIR/.test(fs.readFileSync(file, "utf8")))
      .map(file => path.relative(projectRoot, file))
    expect(readers).toEqual(["plugins/content-schema/data-files.ts"])
  })
})

/** The TypeScript and JavaScript files under `folder`, its subfolders included (none under node_modules). */
function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile() && /\.[cm]?[jt]sx?$/.test(entry.name) && !entry.parentPath.includes("node_modules"))
    .map(entry => path.join(entry.parentPath, entry.name))
}

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
