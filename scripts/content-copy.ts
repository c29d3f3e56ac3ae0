/**
 * `tsx scripts/content-copy.ts --out <folder> [--edit-texts] [--set <file>.<field>=<value>]…`: writes a
 * copy of data/ (schemas included) into <folder>, for building the site from it with
 * CONTENT_DIR=<folder> (tools/content-copies.ts says what each option does). `--set` values are read as
 * JSON when they can be (numbers, true, false) and as text otherwise. `npm test` uses
 * `--edit-texts` and `--set contact.delivery=netlify`.
 */
import path from "path"
import { DATA_DIR } from "../plugins/content-schema/data-files"
import { copyContent, withChange, withEditedTexts } from "../tools/content-copies"

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function main(argv: string[]) {
  let out: string | undefined
  let editTexts = false
  const changes: [string, unknown][] = []
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index]
    if (flag === "--edit-texts") editTexts = true
    else if (flag === "--out") out = argv[++index]
    else if (flag === "--set") {
      const [setting, ...value] = (argv[++index] ?? "").split("=")
      changes.push([setting, parseValue(value.join("="))])
    } else throw new Error(`unknown option ${flag}`)
  }
  if (!out) throw new Error("--out <folder> is required")
  copyContent(path.resolve(DATA_DIR), out)
  if (editTexts) withEditedTexts(out)
  for (const [setting, value] of changes) withChange(out, setting, value)
  const what = [
    editTexts && "every free text edited",
    ...changes.map(([setting, value]) => `${setting}=${JSON.stringify(value)}`),
  ]
  console.log(`${out}: a copy of ${DATA_DIR}/ with ${what.filter(Boolean).join(", ") || "no change"}`)
}

try {
  main(process.argv.slice(2))
} catch (error) {
  console.error(`content-copy: ${(error as Error).message}`)
  process.exit(1)
}
