import fs from "fs"
import path from "path"
import { writeMarkedSection } from "../../../tools/marked-section"
import { scratchFolder } from "../support/scratch-folder"

describe("writeMarkedSection", () => {
  const start = "<!-- report: start -->"
  const end = "<!-- report: end -->"

  it("replaces what stands between the marks, and leaves the rest of the document as it was", () => {
    const doc = path.join(scratchFolder("marked-"), "doc.md")
    fs.writeFileSync(doc, `# Title\n\nBefore.\n\n${start}\n\nold\nlines\n\n${end}\n\nAfter.\n`)
    writeMarkedSection(doc, start, end, "new")
    expect(fs.readFileSync(doc, "utf8")).toBe(`# Title\n\nBefore.\n\n${start}\n\nnew\n\n${end}\n\nAfter.\n`)
    writeMarkedSection(doc, start, end, "newer")
    expect(fs.readFileSync(doc, "utf8")).toBe(`# Title\n\nBefore.\n\n${start}\n\nnewer\n\n${end}\n\nAfter.\n`)
  })

  it("refuses a document without both marks, naming it and them, and leaves it as it was", () => {
    const doc = path.join(scratchFolder("marked-"), "doc.md")
    fs.writeFileSync(doc, `# Title\n\n${start}\n`)
    expect(() => writeMarkedSection(doc, start, end, "new")).toThrow(`${doc} has no "${start}" … "${end}" section`)
    expect(fs.readFileSync(doc, "utf8")).toBe(`# Title\n\n${start}\n`)
  })
})
