import fs from "fs"
import path from "path"
import { execFileSync } from "child_process"
import {
  DATA_DIR,
  folderOf,
  REPOSITORY_DATA_DIR,
  listDataFiles,
  schemaFileFor,
} from "../../../../plugins/content-model/data-files"
import { loadSchemas } from "../../../../plugins/content-model/load-schemas"
import { canonicalJson } from "../../../../plugins/content-model/canonical-json"
import {
  shapeOfSchema,
  type FieldShape,
  type ObjectShape,
  type Shape,
} from "../../../../plugins/content-model/content-shape"
import { repoRoot } from "../../support/repo-root"
import { sampledEntryFiles } from "../../../../tools/content"

const { schemas } = loadSchemas(repoRoot)
/**
 * The data files gone through one by one: every file of the site, and of each kind's entries those that show
 * every case the content has (tools/content.ts): a file's layout follows its schema, whatever its number.
 */
const sampled = (files: string[]) => files.filter(file => !folderOf(file) || sampledEntryFiles.has(file))
const dataFiles = sampled(listDataFiles(repoRoot))
const shapeOf = (file: string) => shapeOfSchema(schemas, schemaFileFor(file))
/**
 * A data file of the content the tests read (data/, or CONTENT_DIR), as the CMS saves it. Whether the
 * files on disk are in this layout is `npm run check:data`'s question (tools/data-layout.ts), answered
 * with one line per file, not a byte diff here.
 */
const read = (file: string) =>
  canonicalJson(JSON.parse(fs.readFileSync(path.join(repoRoot, DATA_DIR, file), "utf8")), shapeOf(file))

describe("the CMS's file format (canonical JSON)", () => {
  it.each(dataFiles)("%s: loading and saving a file in this form unchanged gives the identical bytes", file => {
    const text = read(file)
    expect(canonicalJson(JSON.parse(text), shapeOf(file))).toBe(text)
  })

  it("is the one printer of the data files: Prettier leaves them alone, their schemas it formats", () => {
    const fileInfo = (file: string) =>
      JSON.parse(
        execFileSync(path.join(repoRoot, "node_modules", ".bin", "prettier"), ["--file-info", file], {
          cwd: repoRoot,
          encoding: "utf8",
        })
      ) as { ignored: boolean }
    for (const file of sampled(listDataFiles(repoRoot, REPOSITORY_DATA_DIR)))
      expect({ file, ignored: fileInfo(path.posix.join(REPOSITORY_DATA_DIR, file)).ignored }).toEqual({
        file,
        ignored: true,
      })
    expect(fileInfo(path.posix.join(REPOSITORY_DATA_DIR, "schemas", "site.schema.json")).ignored).toBe(false)
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

  it("leaves out an optional group whose every field was cleared, its lists left without items too", () => {
    const file = "contact.json"
    const data = JSON.parse(read(file))
    const { replyPromise: _promise, ...withoutPromise } = data
    data.replyPromise = { timeZone: "", days: [], opens: "", closes: "", closedDates: [] }
    expect(canonicalJson(data, shapeOf(file))).toBe(canonicalJson(withoutPromise, shapeOf(file)))
    data.replyPromise.days = ["monday"]
    expect(JSON.parse(canonicalJson(data, shapeOf(file))).replyPromise).toMatchObject({ days: ["monday"] })
  })

  it("puts each value of a list on a line of its own, so that a value added before the last adds one line", () => {
    const shape: ObjectShape = { kind: "object", fields: [] }
    const before = canonicalJson({ tags: ["tax", "audit"] }, shape)
    expect(before).toBe('{\n  "tags": [\n    "tax",\n    "audit"\n  ]\n}\n')
    const after = canonicalJson({ tags: ["tax", "payroll", "audit"] }, shape).split("\n")
    expect(after.filter(line => !before.split("\n").includes(line))).toEqual(['    "payroll",'])
  })
})

describe("canonicalJson on small shapes", () => {
  const text = (multiline = false): Shape => ({ kind: "string", multiline })
  const fieldOf = (name: string, shape: Shape, required = false): FieldShape => ({ name, required, rule: "", shape })
  const object = (...fields: FieldShape[]): ObjectShape => ({ kind: "object", fields })
  const list = (items: Shape): Shape => ({ kind: "list", items, itemRule: "" })

  it("writes the schema's fields in its order, then the fields it does not know in the order given", () => {
    const shape = object(fieldOf("$schema", text()), fieldOf("a", text()), fieldOf("b", text()))
    expect(canonicalJson({ z: 1, b: "B", y: { q: 1, p: 2 }, a: "A", $schema: "s" }, shape)).toBe(
      '{\n  "$schema": "s",\n  "a": "A",\n  "b": "B",\n  "z": 1,\n  "y": {\n    "q": 1,\n    "p": 2\n  }\n}\n'
    )
  })

  it("orders the fields of list items and of nested groups too", () => {
    const item = object(fieldOf("name", text()), fieldOf("role", text()))
    const shape = object(fieldOf("group", object(fieldOf("items", list(item)))))
    expect(JSON.parse(canonicalJson({ group: { items: [{ role: "R", name: "N" }] } }, shape))).toEqual({
      group: { items: [{ name: "N", role: "R" }] },
    })
    expect(canonicalJson({ group: { items: [{ role: "R", name: "N" }] } }, shape)).toContain(
      '{\n        "name": "N",\n        "role": "R"\n      }'
    )
  })

  it("leaves out an optional field left blank: empty, null, missing, or a group of blanks; keeps values that are not blank", () => {
    const shape = object(
      fieldOf("empty", text()),
      fieldOf("none", text()),
      fieldOf("group", object(fieldOf("a", text()), fieldOf("b", object(fieldOf("c", text()))))),
      fieldOf("zero", { kind: "integer", multiline: false }),
      fieldOf("no", { kind: "boolean", multiline: false }),
      fieldOf("list", list(text())),
      fieldOf("spaces", text()),
      fieldOf("required", text(), true),
      fieldOf("requiredGroup", object(fieldOf("a", text())), true)
    )
    const saved = canonicalJson(
      {
        empty: "",
        none: null,
        group: { a: "", b: { c: null } },
        zero: 0,
        no: false,
        list: [],
        spaces: " ",
        required: "",
        requiredGroup: { a: "" },
      },
      shape
    )
    expect(JSON.parse(saved)).toEqual({ zero: 0, no: false, list: [], spaces: " ", required: "", requiredGroup: {} })
  })

  it("writes a required list the data does not have as an empty list", () => {
    expect(canonicalJson({}, object(fieldOf("items", list(text()), true)))).toBe('{\n  "items": []\n}\n')
  })

  it("leaves out an optional group whose fields hold nothing at all (undefined, as a form may hand them over)", () => {
    const shape = object(fieldOf("group", object(fieldOf("a", text()))))
    expect(canonicalJson({ group: { a: undefined } }, shape)).toBe("{}\n")
  })

  it("writes an empty list and an empty group on one line", () => {
    expect(canonicalJson({ a: [], b: {} }, object())).toBe('{\n  "a": [],\n  "b": {}\n}\n')
    expect(canonicalJson({}, object())).toBe("{}\n")
  })

  it("writes a list holding groups or lists one item per line, each laid out in turn", () => {
    expect(canonicalJson({ k: [{ a: 1 }, [1, 2], 3] }, object())).toBe(
      '{\n  "k": [\n    {\n      "a": 1\n    },\n    [\n      1,\n      2\n    ],\n    3\n  ]\n}\n'
    )
  })

  it("writes keys and texts as JSON, escapes included", () => {
    expect(canonicalJson({ 'a "b"': 'line\nbreak "q"' }, object())).toBe(
      '{\n  "a \\"b\\"": "line\\nbreak \\"q\\""\n}\n'
    )
  })
})

describe("canonical JSON at its edges", () => {
  const text: Shape = { kind: "string", multiline: false }
  const field = (name: string, required: boolean, shape: Shape = text): FieldShape => ({
    name,
    title: name,
    required,
    rule: `fixture.schema.json#/properties/${name}`,
    shape,
  })
  const shape: ObjectShape = { kind: "object", fields: [field("title", true), field("note", false)] }

  it("leaves out a field the data does not have, even a required one", () => {
    expect(canonicalJson({ note: "x" }, shape)).toBe('{\n  "note": "x"\n}\n')
  })

  it("leaves out an optional text left empty", () => {
    expect(canonicalJson({ title: "T", note: "" }, shape)).toBe('{\n  "title": "T"\n}\n')
  })

  it("prints an empty list as [] even after a long key", () => {
    const key = "k".repeat(130)
    expect(canonicalJson({ [key]: [] }, { kind: "object", fields: [] })).toBe(`{\n  "${key}": []\n}\n`)
  })
})
