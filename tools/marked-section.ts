import fs from "fs"

/**
 * Replaces what stands between two marks of a document (HTML comments, invisible once rendered) with `text`:
 * how a script keeps its latest report in the docs (`npm run bench -- --write-docs`, `npm run test:cost --
 * --write-docs`). Throws, naming the document and the marks, if it does not hold them.
 */
export function writeMarkedSection(docFile: string, start: string, end: string, text: string): void {
  const doc = fs.readFileSync(docFile, "utf8")
  const [before, rest] = doc.split(start)
  const after = rest?.split(end)[1]
  if (after === undefined) throw new Error(`${docFile} has no "${start}" … "${end}" section`)
  fs.writeFileSync(docFile, `${before}${start}\n\n${text}\n\n${end}${after}`)
}
