import fs from "fs"
import path from "path"
import { execFileSync } from "child_process"
import os from "os"
import { listDataFiles, schemaFileFor } from "../../../plugins/content-schema/data-files"
import { loadSchemas } from "../../../plugins/content-schema/load-schemas"
import { canonicalJson } from "../../../plugins/content-admin/canonical-json"
import { shapeOfSchema } from "../../../plugins/content-schema/content-shape"
import { repoRoot } from "../content/content-copy"

const { schemas } = loadSchemas(repoRoot)
const dataFiles = listDataFiles(repoRoot)
const read = (file: string) => fs.readFileSync(path.join(repoRoot, "data", file), "utf8")
const shapeOf = (file: string) => shapeOfSchema(schemas, schemaFileFor(file))

describe("the CMS's file format (canonical JSON)", () => {
  it("covers every data file", () => {
    expect(dataFiles.length).toBeGreaterThanOrEqual(9)
  })

  it.each(dataFiles)("%s: loading and saving it unchanged gives the identical bytes", file => {
    const text = read(file)
    expect(canonicalJson(JSON.parse(text), shapeOf(file))).toBe(text)
  })

  it("saves every file as Prettier (npm run lint) formats it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saved-"))
    try {
      for (const file of dataFiles)
        fs.writeFileSync(path.join(dir, file), canonicalJson(JSON.parse(read(file)), shapeOf(file)))
      // Throws, with Prettier's list of files, if any would be reformatted.
      execFileSync(
        path.join(repoRoot, "node_modules", ".bin", "prettier"),
        ["--config", path.join(repoRoot, ".prettierrc.json"), "--check", dir],
        { stdio: "pipe" }
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it.each(dataFiles)("%s: changing one text changes exactly one line", file => {
    const text = read(file)
    const data = JSON.parse(text)
    // The first text field of the file (after $schema), wherever it is.
    const key = Object.keys(data).find(name => name !== "$schema" && typeof data[name] === "string")
    if (!key) return
    data[key] = `${data[key]} (edited)`
    const before = text.split("\n")
    const after = canonicalJson(data, shapeOf(file)).split("\n")
    expect(after).toHaveLength(before.length)
    expect(after.filter((line, index) => line !== before[index])).toEqual([
      `  ${JSON.stringify(key)}: ${JSON.stringify(data[key])},`,
    ])
  })

  it("writes keys in schema order, $schema first, whatever order the CMS hands them over in", () => {
    const file = "testimonials.json"
    const data = JSON.parse(read(file))
    const shuffled = Object.fromEntries(Object.entries(data).reverse())
    shuffled.items = data.items.map((item: object) => Object.fromEntries(Object.entries(item).reverse()))
    expect(canonicalJson(shuffled, shapeOf(file))).toBe(read(file))
  })

  it("leaves out an optional field left blank instead of writing empty strings, and keeps required ones", () => {
    const file = "services.json"
    const data = JSON.parse(read(file))
    const card = data.groups[0].cards[0]
    card.link = { label: "", to: "" }
    const saved = JSON.parse(canonicalJson(data, shapeOf(file)))
    expect(saved.groups[0].cards[0]).not.toHaveProperty("link")
    expect(canonicalJson(data, shapeOf(file))).toBe(read(file))

    card.title = ""
    expect(JSON.parse(canonicalJson(data, shapeOf(file))).groups[0].cards[0].title).toBe("")
  })

  it("puts a list of short values on one line and a long one on a line per value, as Prettier does", () => {
    const file = "site.json"
    const data = JSON.parse(read(file))
    data.footer.legalNotices = ["Privacy Policy", "Terms of Service", "Imprint"]
    expect(canonicalJson(data, shapeOf(file))).toContain(
      '"legalNotices": ["Privacy Policy", "Terms of Service", "Imprint"]\n'
    )
    data.footer.legalNotices = Array.from({ length: 8 }, (_, index) => `Legal notice number ${index + 1}`)
    expect(canonicalJson(data, shapeOf(file))).toContain('"legalNotices": [\n      "Legal notice number 1",\n')
  })
})
