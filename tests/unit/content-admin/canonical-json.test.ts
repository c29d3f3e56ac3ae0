import fs from "fs"
import path from "path"
import { execFileSync } from "child_process"
import os from "os"
import { DATA_DIR, listDataFiles, schemaFileFor } from "../../../plugins/content-schema/data-files"
import { loadSchemas } from "../../../plugins/content-schema/load-schemas"
import { canonicalJson } from "../../../plugins/content-admin/canonical-json"
import { adminFiles } from "../../../plugins/content-admin/cms-config"
import { shapeOfSchema } from "../../../plugins/content-schema/content-shape"
import { repoRoot } from "../content/scratch-project"

const { schemas } = loadSchemas(repoRoot)
const dataFiles = listDataFiles(repoRoot)
const shapeOf = (file: string) => shapeOfSchema(schemas, schemaFileFor(file))
/**
 * A data file of the content the tests read (data/, or CONTENT_DIR), as the CMS saves it. Whether the
 * files on disk are in this layout is `npm run check:data`'s question (tools/data-layout.ts), answered
 * with one line per file, not a byte diff here.
 */
const read = (file: string) =>
  canonicalJson(JSON.parse(fs.readFileSync(path.join(repoRoot, DATA_DIR, file), "utf8")), shapeOf(file))

describe("the CMS's file format (canonical JSON)", () => {
  it("covers every data file: one for each schema but the shared definitions", () => {
    expect(dataFiles).toEqual(
      adminFiles(schemas)
        .map(file => file.dataFile)
        .sort()
    )
  })

  it.each(dataFiles)("%s: loading and saving a file in this form unchanged gives the identical bytes", file => {
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
    // The first text field of the file after $schema, however deep (every data file has one), as the
    // object that holds it and its key.
    const firstText = (node: Record<string, unknown>): [Record<string, unknown>, string] | undefined => {
      for (const [key, value] of Object.entries(node)) {
        if (key === "$schema") continue
        if (typeof value === "string") return [node, key]
        const deeper = value && typeof value === "object" ? firstText(value as Record<string, unknown>) : undefined
        if (deeper) return deeper
      }
      return undefined
    }
    const found = firstText(data)
    expect(found).toBeDefined()
    const [holder, key] = found!
    holder[key] = `${String(holder[key])} (edited)`
    const before = text.split("\n")
    const after = canonicalJson(data, shapeOf(file)).split("\n")
    expect(after).toHaveLength(before.length)
    const changed = after.filter((line, index) => line !== before[index])
    expect(changed).toHaveLength(1)
    expect(changed[0].trim().replace(/,$/, "")).toBe(`${JSON.stringify(key)}: ${JSON.stringify(holder[key])}`)
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
    delete card.link
    const withoutLink = canonicalJson(data, shapeOf(file))
    card.link = { label: "", to: "" }
    const saved = JSON.parse(canonicalJson(data, shapeOf(file)))
    expect(saved.groups[0].cards[0]).not.toHaveProperty("link")
    expect(canonicalJson(data, shapeOf(file))).toBe(withoutLink)

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
