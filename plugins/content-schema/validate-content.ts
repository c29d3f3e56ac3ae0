import fs from "fs"
import path from "path"
import { createContentChecker, problemsOf } from "./content-rules"
import { fieldTitles, shapeOfSchema } from "./content-shape"
import { DATA_DIR, SHARED_SCHEMA, listDataFiles, schemaFileFor, schemaReferenceFor } from "./data-files"
import { listSiteRoutes } from "./site-routes"
import { loadSchemas } from "./load-schemas"
import { parseJson } from "./parse-json"

export interface ContentCheck {
  /** Data files checked (those that have a schema). */
  checkedFiles: string[]
  /**
   * One line per problem: `data/<file>.json: <the field's labels> (<where in the file>): <what is wrong>
   * (now <what it holds>)`, the last part in the words the content manager shows under the field.
   */
  problems: string[]
}

/**
 * Checks every file in `data/` against its JSON Schema and reports all problems at once, each on one line
 * an editor can act on, with the rule book the content manager uses too (content-rules.ts). Links inside
 * the site are checked against the pages in `src/pages`.
 */
export function validateContent(rootDir: string, dataDir = DATA_DIR): ContentCheck {
  const schemaDir = path.posix.join(dataDir, "schemas")
  const { schemas, problems } = loadSchemas(rootDir, dataDir)
  const routes = listSiteRoutes(rootDir)

  let checker: ReturnType<typeof createContentChecker> | undefined
  try {
    checker = createContentChecker(schemas.values(), routes)
  } catch (error) {
    problems.push(`${schemaDir}: ${(error as Error).message}`)
  }

  const dataFiles = listDataFiles(rootDir, dataDir)
  for (const schemaFile of schemas.keys()) {
    const dataFile = schemaFile.replace(/\.schema\.json$/, ".json")
    if (schemaFile !== SHARED_SCHEMA && !dataFiles.includes(dataFile)) {
      problems.push(
        `${dataDir}/${dataFile}: file is missing (the site needs it; its schema is ${schemaDir}/${schemaFile})`
      )
    }
  }

  const checkedFiles: string[] = []
  for (const dataFile of dataFiles) {
    const where = `${dataDir}/${dataFile}`
    const schemaFile = schemaFileFor(dataFile)
    if (!schemas.has(schemaFile)) {
      problems.push(
        `${where}: no schema ${schemaDir}/${schemaFile} describes this file (add one, or move the file out of ${dataDir}/)`
      )
      continue
    }
    checkedFiles.push(dataFile)
    const parsed = parseJson(fs.readFileSync(path.resolve(rootDir, dataDir, dataFile), "utf8"))
    if (!parsed.ok) {
      problems.push(`${where}: invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.reason}`)
      continue
    }
    const validate = checker && compiled(checker, schemaFile, schemaDir, problems)
    if (!validate) continue
    if (!validate(parsed.value)) {
      const shape = shapeOfSchema(schemas, schemaFile)
      for (const problem of problemsOf(validate.errors ?? [], parsed.value, routes)) {
        const titles = fieldTitles(shape, problem.pointer).join(" › ")
        problems.push(`${where}: ${titles} (${dottedPath(problem.pointer)}): ${problem.message}`)
      }
    }
    const data = parsed.value as { $schema?: unknown }
    if (data && typeof data === "object" && data.$schema !== schemaReferenceFor(dataFile)) {
      problems.push(
        `${where}: $schema must be "${schemaReferenceFor(dataFile)}", so that editors' tools find the file's rules (now ${JSON.stringify(data.$schema) ?? "missing"})`
      )
    }
  }
  return { checkedFiles, problems }
}

/** The problems as editors see them in the terminal: a count, one indented line each, where to get help. */
export function problemReport(problems: string[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`
  return [
    `The content in ${DATA_DIR}/ has ${count}:`,
    ...problems.map(problem => `  ${problem}`),
    `Fix ${problems.length === 1 ? "it" : "them"} and save; see docs/editing-content.md for what each message means.`,
  ].join("\n")
}

function compiled(
  checker: ReturnType<typeof createContentChecker>,
  schemaFile: string,
  schemaDir: string,
  problems: string[]
) {
  try {
    return checker.getSchema(schemaFile)
  } catch (error) {
    problems.push(`${schemaDir}/${schemaFile}: ${(error as Error).message}`)
    return undefined
  }
}

/** `/items/1/rating` → `items[1].rating`: where a field is in the file, as a developer reads it. */
export function dottedPath(pointer: string): string {
  return pointer
    .split("/")
    .slice(1)
    .map(part => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), "")
}
