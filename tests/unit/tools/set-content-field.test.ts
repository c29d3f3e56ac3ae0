import fs from "fs"
import path from "path"
import { setField } from "../../../tools/set-content-field"
import type { JsonSchema } from "../../../plugins/content-model/load-schemas"
import { validateContent } from "../../../plugins/content-model/validate-content"
import { scratchProject } from "../support/scratch-project"
import { scratchFolder } from "../support/scratch-folder"

const text: JsonSchema = { type: "string" }

/** A content folder holding `page.json` with `data`, described by a schema with `properties`. */
function smallContent(properties: Record<string, JsonSchema>, data: Record<string, unknown>) {
  const source = path.join(scratchFolder("set-field-"), "source")
  fs.mkdirSync(path.join(source, "schemas"), { recursive: true })
  const schema = { type: "object", properties: { $schema: text, ...properties } }
  fs.writeFileSync(path.join(source, "schemas", "page.schema.json"), JSON.stringify(schema))
  fs.writeFileSync(path.join(source, "page.json"), JSON.stringify({ $schema: "./schemas/page.schema.json", ...data }))
  return { source }
}

describe("setField on a copy of the content", () => {
  it("sets the contact form's delivery, which the content check then accepts, and says which field does not exist", () => {
    const project = scratchProject()
    const folder = path.join(project.root, project.dataDir)
    setField(folder, "contact.delivery", "netlify")
    expect(JSON.parse(fs.readFileSync(path.join(folder, "contact.json"), "utf8"))).toMatchObject({
      delivery: "netlify",
    })
    expect(validateContent(project.root, project.dataDir).problems).toEqual([])
    expect(() => setField(folder, "contact.deliveryMode", "netlify")).toThrow("contact.json has no field deliveryMode")
  })

  it("takes a folder named relative to the project, from which the scripts run (`--out bench/x/data`)", () => {
    const project = scratchProject()
    const folder = path.relative(process.cwd(), path.join(project.root, project.dataDir))
    expect(path.isAbsolute(folder)).toBe(false)
    setField(folder, "contact.delivery", "netlify")
    expect(validateContent(project.root, project.dataDir).problems).toEqual([])
  })
})

describe("setField on a small folder", () => {
  const folder = () => {
    const { source } = smallContent(
      {
        contact: {
          type: "object",
          properties: { delivery: text, nested: { type: "object", properties: { deep: text } } },
        },
      },
      {
        contact: { delivery: "simulated", nested: { deep: "x" } },
      }
    )
    return source
  }

  it("sets a field, nested ones by a dotted path, and writes the file in the repository's layout", () => {
    const source = folder()
    setField(source, "page.contact.nested.deep", "y")
    setField(source, "page.contact.delivery", "netlify")
    expect(fs.readFileSync(path.join(source, "page.json"), "utf8")).toBe(
      '{\n  "$schema": "./schemas/page.schema.json",\n  "contact": {\n    "delivery": "netlify",\n    "nested": {\n      "deep": "y"\n    }\n  }\n}\n'
    )
  })

  it.each([
    ["page", "page: write it as <file>.<field>, e.g. contact.delivery"],
    ["page.", "page.: write it as <file>.<field>, e.g. contact.delivery"],
    ["pa/ge.contact", "pa/ge.contact: write it as <file>.<field>, e.g. contact.delivery"],
    ["other.contact", "other.contact: there is no other.json"],
    ["page.contact.delivery.deeper", "page.contact.delivery.deeper: no object at delivery"],
    ["page.nothing.deep", "page.nothing.deep: no object at nothing"],
    ["page.contact.mode", "page.contact.mode: page.json has no field contact.mode"],
  ])("says what is wrong with %s", (setting, message) => {
    expect(() => setField(folder(), setting, "x")).toThrow(message)
  })

  it("refuses a setting with anything after the field's name", () => {
    const { source } = smallContent(
      { contact: { type: "object", properties: { delivery: text } } },
      {
        contact: { delivery: "simulated" },
      }
    )
    expect(() => setField(source, "page.contact.delivery!", "netlify")).toThrow("write it as <file>.<field>")
    expect(JSON.parse(fs.readFileSync(path.join(source, "page.json"), "utf8"))).toMatchObject({
      contact: { delivery: "simulated" },
    })
  })
})
