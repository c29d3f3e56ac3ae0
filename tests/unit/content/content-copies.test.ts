import fs from "fs"
import path from "path"
import { copyContent, editText, withChange, withEditedTexts } from "../../../tools/content-copies"
import { listDataFiles } from "../../../plugins/content-schema/data-files"
import { validateContent } from "../../../plugins/content-schema/validate-content"
import { copyOfContent, repoRoot } from "./content-copy"

/** Every string in a JSON value with its path, in document order. */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}/${index}`))
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, field]) => strings(field, `${at}/${key}`))
  }
  return []
}

describe("the edited copy of the content that CI builds and tests", () => {
  it("spells every word backwards in reverse order and keeps placeholders", () => {
    expect(editText("Get Started Today")).toBe("yadoT detratS teG")
    expect(editText("within {replyTime}.")).toBe("{replyTime}. nihtiw")
    expect(editText("404")).toBe("404~")
  })

  it("still matches the schemas, changes every free text and keeps addresses, paths, icons and numbers", () => {
    const content = copyOfContent()
    copyContent(path.join(repoRoot, "data"), path.join(content.root, "data"))
    withEditedTexts(path.join(content.root, "data"))
    expect(validateContent(content.root).problems).toEqual([])

    const read = (root: string, file: string): unknown =>
      JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8"))
    // Fields that are not free text, by their name (or, for list items, their list's name).
    const kept = new Set(["$schema", "email", "language", "locale", "delivery", "icon", "to", "socialIcons"])
    const fieldName = (at: string) =>
      at
        .split("/")
        .filter(part => !/^\d+$/.test(part))
        .pop()!
    for (const file of listDataFiles(repoRoot)) {
      const original = strings(read(repoRoot, file))
      const edited = new Map(strings(read(content.root, file)))
      for (const [at, text] of original) {
        const isKept = kept.has(fieldName(at))
        expect({ file, at, changed: edited.get(at) !== text }).toEqual({ file, at, changed: !isKept })
      }
    }
  })

  it("sets one field in a copy, and says which field does not exist", () => {
    const content = copyOfContent()
    const data = path.join(content.root, "data")
    withChange(data, "contact.delivery", "netlify")
    expect(JSON.parse(fs.readFileSync(path.join(data, "contact.json"), "utf8"))).toMatchObject({ delivery: "netlify" })
    expect(validateContent(content.root).problems).toEqual([])
    expect(() => withChange(data, "contact.deliveryMode", "netlify")).toThrow("contact.json has no field deliveryMode")
  })
})
