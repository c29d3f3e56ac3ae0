/**
 * Makes a copy of the content (data/ with its schemas) with some fields changed, for building the site in
 * another configuration without touching data/: build it with CONTENT_DIR pointing at the copy.
 *
 *   tsx scripts/content-variant.ts --out test-results/content-netlify --set contact.delivery=netlify
 *   CONTENT_DIR=test-results/content-netlify npx gatsby build
 *
 * `--set <file>.<field path>=<value>` (repeatable): `contact.delivery=netlify` sets `delivery` in
 * contact.json; a dotted path reaches nested fields. The value is parsed as JSON when it can be (numbers,
 * true, false), and is a text otherwise. The copy is checked against the schemas, like data/ itself.
 */
import fs from "fs"
import path from "path"

interface Change {
  file: string
  fieldPath: string[]
  value: unknown
}

function parseArguments(argv: string[]): { out: string; changes: Change[] } {
  let out: string | undefined
  const changes: Change[] = []
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index]
    const argument = argv[++index]
    if (argument === undefined) throw new Error(`${flag} needs a value`)
    if (flag === "--out") out = argument
    else if (flag === "--set") {
      const match = /^([\w-]+)\.([\w.]+)=(.*)$/.exec(argument)
      if (!match)
        throw new Error(`--set ${argument}: write it as <file>.<field>=<value>, e.g. contact.delivery=netlify`)
      let value: unknown = match[3]
      try {
        value = JSON.parse(match[3])
      } catch {
        // a plain text
      }
      changes.push({ file: `${match[1]}.json`, fieldPath: match[2].split("."), value })
    } else throw new Error(`unknown option ${flag}`)
  }
  if (!out) throw new Error("--out <folder> is required")
  return { out, changes }
}

function main() {
  const { out, changes } = parseArguments(process.argv.slice(2))
  const source = path.resolve(__dirname, "..", "data")
  const target = path.resolve(out)
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(source, target, { recursive: true })
  for (const change of changes) {
    const file = path.join(target, change.file)
    if (!fs.existsSync(file)) throw new Error(`--set: data/${change.file} does not exist`)
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
    const parent = change.fieldPath.slice(0, -1).reduce<Record<string, unknown>>((object, key) => {
      if (typeof object[key] !== "object" || object[key] === null)
        throw new Error(`--set: ${change.file} has no object at ${key}`)
      return object[key] as Record<string, unknown>
    }, data)
    const field = change.fieldPath[change.fieldPath.length - 1]
    if (!(field in parent)) throw new Error(`--set: ${change.file} has no field ${change.fieldPath.join(".")}`)
    parent[field] = change.value
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
  }
  console.log(
    `Wrote ${path.relative(process.cwd(), target) || target}: data/ with ${changes.map(change => `${change.file.replace(/\.json$/, "")}.${change.fieldPath.join(".")}=${JSON.stringify(change.value)}`).join(", ") || "no change"}`
  )
}

try {
  main()
} catch (error) {
  console.error(`content-variant: ${(error as Error).message}`)
  process.exit(1)
}
