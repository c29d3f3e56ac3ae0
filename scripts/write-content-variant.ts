/**
 * `tsx scripts/write-content-variant.ts --out <folder> [--variant edited|fewest|most] [--set <file>.<field>=<value>]…`:
 * writes a variant of the content (data/, or CONTENT_DIR, schemas included) into <folder>, for building
 * the site from it with CONTENT_DIR=<folder>. tools/content-variants.ts says what each variant holds;
 * without --variant the folder is a plain copy. `--set` values are read as JSON when they can be
 * (numbers, true, false) and as text otherwise. `npm test` (scripts/test-all.sh) writes
 * `--variant fewest --set contact.delivery=netlify` and `--variant most`.
 */
import path from "path"
import { DATA_DIR } from "../plugins/content-model/data-files"
import { copyContentFolder } from "../tools/content-folder"
import { VARIANTS, writeVariant, type Variant } from "../tools/content-variants"
import { setField } from "../tools/set-content-field"

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function main(argv: string[]) {
  let out: string | undefined
  let variant: Variant | undefined
  const changes: [string, unknown][] = []
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index]
    if (flag === "--out") out = argv[++index]
    else if (flag === "--variant") {
      const name = argv[++index]
      if (!(name in VARIANTS)) throw new Error(`--variant must be one of: ${Object.keys(VARIANTS).join(", ")}`)
      variant = name as Variant
    } else if (flag === "--set") {
      const [setting, ...value] = (argv[++index] ?? "").split("=")
      changes.push([setting, parseValue(value.join("="))])
    } else throw new Error(`unknown option ${flag}`)
  }
  if (!out) throw new Error("--out <folder> is required")
  if (variant) writeVariant(path.resolve(DATA_DIR), out, variant)
  else copyContentFolder(path.resolve(DATA_DIR), out)
  for (const [setting, value] of changes) setField(out, setting, value)
  const what = [
    variant && VARIANTS[variant],
    ...changes.map(([setting, value]) => `${setting}=${JSON.stringify(value)}`),
  ]
  console.log(`${out}: ${DATA_DIR}/ with ${what.filter(Boolean).join("; ") || "no change"}`)
}

try {
  main(process.argv.slice(2))
} catch (error) {
  console.error(`write-content-variant: ${(error as Error).message}`)
  process.exit(1)
}
