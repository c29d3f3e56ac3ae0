/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { createContentChecker, problemsOf, type SiteFacts } from "../../../plugins/content-schema/content-rules"
import { typeNameForDataFile } from "../../../plugins/content-schema/data-files"
import type { JsonSchema } from "../../../plugins/content-schema/load-schemas"
import { listSiteRoutes } from "../../../plugins/content-schema/site-routes"
import { dottedPath, validateContent } from "../../../plugins/content-schema/validate-content"
import { scratchProject } from "./scratch-project"

const SITE: SiteFacts = { routes: ["/", "/financial-advisory"], servicePages: ["financial-advisory"] }

/** The problems of `value` against `schema`, as the content check words them. */
function problems(schema: JsonSchema, value: unknown) {
  const checker = createContentChecker([{ $id: "edge.schema.json", ...schema }], SITE)
  const validate = checker.getSchema("edge.schema.json")!
  expect(validate(value)).toBe(false)
  return problemsOf(validate.errors!, value, SITE)
}

describe("problemsOf, edge cases", () => {
  it.each([
    [
      "anyOf",
      {
        type: "object",
        anyOf: [
          { properties: { a: {} }, required: ["a"] },
          { properties: { b: {} }, required: ["b"] },
        ],
      },
      {},
    ],
    [
      "oneOf",
      {
        type: "object",
        oneOf: [
          { properties: { a: {} }, required: ["a"] },
          { properties: { b: {} }, required: ["b"] },
        ],
      },
      {},
    ],
    [
      "oneOf",
      {
        type: "object",
        oneOf: [
          { properties: { a: {} }, required: ["a"] },
          { properties: { b: {} }, required: ["b"] },
        ],
      },
      { a: 1, b: 2 },
    ],
    [
      "if",
      {
        type: "object",
        if: { properties: { a: {} }, required: ["a"] },
        then: { properties: { b: {} }, required: ["b"] },
      },
      { a: 1 },
    ],
  ])("tells nothing at the place of a failed %s, only the rules inside it", (_keyword, schema, value) => {
    const pointers = problems(schema as JsonSchema, value).map(({ pointer }) => pointer)
    expect(pointers).not.toContain("")
  })

  it("tells a value outside its list as such, before a rule the checker found first", () => {
    const [only] = problems({ const: "alpha", enum: ["alpha", "gamma"] }, "beta")
    expect(only.message).toMatch(/^One of: alpha, gamma /)
  })

  it("keeps a schema's own words for its pattern exactly as written", () => {
    const schema: JsonSchema = {
      type: "string",
      pattern: "^[a-z]+$",
      errorMessage: { pattern: "lower-case letters only" },
    }
    const [only] = problems(schema, "ABC")
    expect(only.message).toBe('lower-case letters only (now "ABC")')
  })

  it("says a value that is not there is missing", () => {
    const [only] = problems({ type: "string" }, undefined)
    expect(only).toEqual({ pointer: "", message: "A text in double quotes (now missing)" })
  })
})

describe("dottedPath", () => {
  it("writes only whole-number parts as list positions", () => {
    expect(dottedPath("/item1/2")).toBe("item1[2]")
  })
})

describe("typeNameForDataFile", () => {
  it("ignores separators at the start of the name", () => {
    expect(typeNameForDataFile("_why-choose.json")).toBe("WhyChooseJson")
  })
})

describe("listSiteRoutes", () => {
  it("drops only the file's own extension, not an extension-like part inside its name", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"))
    try {
      const pages = path.join(root, "src", "pages")
      fs.mkdirSync(pages, { recursive: true })
      fs.writeFileSync(path.join(pages, "notes.js-tips.tsx"), "")
      expect(listSiteRoutes(root)).toEqual(["/notes.js-tips"])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

describe("validateContent", () => {
  it("asks no $schema of a data file whose value is not a group of fields", () => {
    const project = scratchProject()
    const schemaDir = path.join(project.root, project.dataDir, "schemas")
    fs.writeFileSync(
      path.join(schemaDir, "edge-note.schema.json"),
      JSON.stringify({ title: "Note", description: "A note.", type: "string" })
    )
    project.write("edge-note.json", JSON.stringify("a note"))
    const { problems, checkedFiles } = validateContent(project.root, project.dataDir)
    expect(checkedFiles).toContain("edge-note.json")
    expect(problems.filter(problem => problem.includes("edge-note"))).toEqual([])
  })
})
