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

  it.each([
    ["the end mark", `# Title\n\n${start}\n`],
    ["the start mark", `# Title\n\n${end}\n`],
  ])("refuses a document without %s, naming it and the marks, and leaves it as it was", (_missing, text) => {
    const doc = path.join(scratchFolder("marked-"), "doc.md")
    fs.writeFileSync(doc, text)
    expect(() => writeMarkedSection(doc, start, end, "new")).toThrow(`${doc} has no "${start}" … "${end}" section`)
    expect(fs.readFileSync(doc, "utf8")).toBe(text)
  })
})
