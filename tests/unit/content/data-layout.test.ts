import fs from "fs"
import path from "path"
import { formatDataFiles, layoutProblems } from "../../../tools/data-layout"
import { validateContent } from "../../../plugins/content-schema/validate-content"
import { scratchProject } from "./scratch-project"

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
    expect(problems[0].startsWith(`${project.dataDir}/steps.json: `)).toBe(true)
    expect(problems[0]).toContain("`npm run format`")
    expect(problems[0]).not.toContain("\n")

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
})
