import fs from "fs"
import path from "path"
import { formatDataFiles, layoutProblems } from "../../../tools/data-layout"
import { validateContent } from "../../../plugins/content-model/validate-content"
import { scratchProject } from "../support/scratch-project"

/** The layout check of `npm run check:data` and the rewrite of `npm run format`, on a scratch copy of the content. */
describe("the data files' layout", () => {
  it("is reported as one line per file that names it and npm run format, and format puts the file right", () => {
    const project = scratchProject()
    formatDataFiles(project.root, project.dataDir)
    expect(layoutProblems(project.root, project.dataDir)).toEqual([])

    const file = path.join(project.root, project.dataDir, "steps.json")
    const data = JSON.parse(fs.readFileSync(file, "utf8"))
    // Fields in another order and four-space indentation: the same content, another layout.
    const reordered = Object.fromEntries(Object.entries(data).reverse())
    fs.writeFileSync(file, JSON.stringify(reordered, null, 4))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([])
    const problems = layoutProblems(project.root, project.dataDir)
    expect(problems).toHaveLength(1)
    expect(problems).toEqual([
      `${project.dataDir}/steps.json: laid out differently from the repository's form (field order, indentation or line breaks); \`npm run format\` fixes it`,
    ])

    expect(formatDataFiles(project.root, project.dataDir)).toEqual([`${project.dataDir}/steps.json`])
    expect(layoutProblems(project.root, project.dataDir)).toEqual([])
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual(data)
    expect(Object.keys(JSON.parse(fs.readFileSync(file, "utf8")))).toEqual(Object.keys(data))
  })

  it("leaves a file that is not valid JSON to the content check, untouched", () => {
    const project = scratchProject()
    project.write("steps.json", "{ oops")
    expect(layoutProblems(project.root, project.dataDir).filter(line => line.includes("steps.json"))).toEqual([])
    formatDataFiles(project.root, project.dataDir)
    expect(fs.readFileSync(path.join(project.root, project.dataDir, "steps.json"), "utf8")).toBe("{ oops")
  })

  it("leaves a file without a schema, or whose schema gives no shape, to the content check, untouched", () => {
    const project = scratchProject()
    project.write("extra.json", '{"b":1,   "a":2}')
    const schemas = path.join(project.root, project.dataDir, "schemas")
    fs.writeFileSync(path.join(schemas, "steps.schema.json"), JSON.stringify({ type: "array" }))
    project.write("steps.json", '{"heading":   "x"}')
    expect(layoutProblems(project.root, project.dataDir)).toEqual([])
    expect(formatDataFiles(project.root, project.dataDir)).toEqual([])
    expect(fs.readFileSync(path.join(project.root, project.dataDir, "extra.json"), "utf8")).toBe('{"b":1,   "a":2}')
  })

  it("rewrites only the files laid out otherwise", () => {
    const project = scratchProject()
    formatDataFiles(project.root, project.dataDir)
    const home = path.join(project.root, project.dataDir, "home.json")
    const before = fs.statSync(home).mtimeMs
    project.edit("steps.json", () => undefined)
    expect(formatDataFiles(project.root, project.dataDir)).toEqual([`${project.dataDir}/steps.json`])
    expect(fs.statSync(home).mtimeMs).toBe(before)
    expect(formatDataFiles(project.root, project.dataDir)).toEqual([])
  })
})
