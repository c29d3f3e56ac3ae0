import fs from "fs"
import os from "os"
import path from "path"
import { copyContentFolder, makeScratchProject } from "../../../tools/content-folder"
import { DATA_DIR, listDataFiles, listSchemaFiles } from "../../../plugins/content-model/data-files"
import { repoRoot } from "../support/repo-root"
import { removedAfterTests, scratchFolder } from "../support/scratch-folder"

const pageFiles = () => fs.readdirSync(path.join(repoRoot, "src", "pages")).sort()

describe("copyContentFolder", () => {
  it("copies the data files and their schemas, replacing what the target held", () => {
    const target = scratchFolder("copy-")
    fs.writeFileSync(path.join(target, "stale.json"), "{}")
    copyContentFolder(path.join(repoRoot, DATA_DIR), target)
    expect(listDataFiles(target, ".")).toEqual(listDataFiles(repoRoot))
    expect(listSchemaFiles(target, ".")).toEqual(listSchemaFiles(repoRoot))
    expect(fs.existsSync(path.join(target, "stale.json"))).toBe(false)
    const [first] = listDataFiles(repoRoot)
    expect(fs.readFileSync(path.join(target, first), "utf8")).toBe(
      fs.readFileSync(path.join(repoRoot, DATA_DIR, first), "utf8")
    )
  })
})

describe("copyContentFolder, choosing the files", () => {
  it("copies only the files `keep` keeps, asked by their paths in the folder, and every folder", () => {
    const target = scratchFolder("copy-")
    const asked: string[] = []
    copyContentFolder(path.join(repoRoot, DATA_DIR), target, file => {
      asked.push(file)
      return file === "site.json"
    })
    expect(asked).toEqual(expect.arrayContaining(["site.json", "home.json", "schemas/site.schema.json"]))
    expect(listDataFiles(target, ".")).toEqual(["site.json"])
    expect(fs.statSync(path.join(target, "schemas")).isDirectory()).toBe(true)
  })
})

describe("makeScratchProject", () => {
  it("makes a folder shaped like the repository: the content where the build reads it, and the page files' names", () => {
    const root = removedAfterTests(makeScratchProject())
    expect(path.basename(root).startsWith("content-")).toBe(true)
    expect(path.dirname(root)).toBe(os.tmpdir())
    expect(listDataFiles(root)).toEqual(listDataFiles(repoRoot))
    expect(fs.readdirSync(path.join(root, "src", "pages")).sort()).toEqual(pageFiles())
    for (const page of pageFiles()) expect(fs.readFileSync(path.join(root, "src", "pages", page), "utf8")).toBe("")
  })

  it("puts the content where it is asked to, under the name asked for", () => {
    const root = removedAfterTests(makeScratchProject({ from: DATA_DIR, as: "content/copy", prefix: "named-" }))
    expect(path.basename(root).startsWith("named-")).toBe(true)
    expect(listDataFiles(root, "content/copy")).toEqual(listDataFiles(repoRoot))
    expect(fs.existsSync(path.join(root, DATA_DIR, "schemas"))).toBe(DATA_DIR === "content/copy")
  })

  it("takes the content from a folder named by its absolute path, inside the project or outside it", () => {
    const root = removedAfterTests(makeScratchProject({ from: path.join(repoRoot, DATA_DIR), as: "data" }))
    expect(listDataFiles(root, "data")).toEqual(listDataFiles(repoRoot))
    const outside = removedAfterTests(makeScratchProject({ from: path.join(root, "data"), as: "data" }))
    expect(listDataFiles(outside, "data")).toEqual(listDataFiles(repoRoot))
  })

  it("refuses an absolute place for the content inside it", () => {
    const before = fs.readdirSync(os.tmpdir()).filter(name => name.startsWith("absolute-")).length
    expect(() => makeScratchProject({ as: "/tmp/elsewhere", prefix: "absolute-" })).toThrow(
      "the content's place in a scratch project must be relative (got /tmp/elsewhere)"
    )
    expect(fs.readdirSync(os.tmpdir()).filter(name => name.startsWith("absolute-"))).toHaveLength(before)
  })

  it("refuses to copy the project itself, or a folder holding it, and a place that is no folder inside it", () => {
    const before = fs.readdirSync(os.tmpdir()).filter(name => name.startsWith("whole-")).length
    for (const from of ["", ".", "..", repoRoot])
      expect(() => makeScratchProject({ from, as: "content", prefix: "whole-" })).toThrow(
        `a scratch project's content must be a folder that does not hold the project (got "${from}")`
      )
    for (const as of ["", ".", "..", "../elsewhere", "data/../.."])
      expect(() => makeScratchProject({ as, prefix: "whole-" })).toThrow(
        `the content's place in a scratch project must be a folder inside it (got "${as}")`
      )
    expect(fs.readdirSync(os.tmpdir()).filter(name => name.startsWith("whole-"))).toHaveLength(before)
  })
})
