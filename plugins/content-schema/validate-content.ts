import fs from "fs"
import path from "path"
import { createContentChecker, problemsOf, type SiteFacts } from "./content-rules"
import { fieldTitles, shapeOfSchema } from "./content-shape"
import {
  DATA_DIR,
  DATA_FOLDERS,
  SERVICE_PAGES,
  SHARED_SCHEMA,
  folderOfSchema,
  listDataFiles,
  schemaFileFor,
  schemaReferenceFor,
} from "./data-files"
import { listSiteRoutes, readServicePages, reservedAddresses } from "./site-routes"
import { isLive, problemsOfPages } from "./service-pages"
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
 * the site are checked against the site's pages (`src/pages` and the live service pages), and the service
 * pages against each other (service-pages.ts).
 */
export function validateContent(rootDir: string, dataDir = DATA_DIR): ContentCheck {
  const schemaDir = path.posix.join(dataDir, "schemas")
  const { schemas, problems } = loadSchemas(rootDir, dataDir)
  const servicePages = readServicePages(rootDir, dataDir)
  const site: SiteFacts = {
    routes: listSiteRoutes(rootDir, dataDir),
    servicePages: servicePages.filter(isLive).map(page => page.id),
  }

  let checker: ReturnType<typeof createContentChecker> | undefined
  try {
    checker = createContentChecker(schemas.values(), site)
  } catch (error) {
    problems.push(`${schemaDir}: ${(error as Error).message}`)
  }

  const dataFiles = listDataFiles(rootDir, dataDir)
  for (const schemaFile of schemas.keys()) {
    const dataFile = schemaFile.replace(/\.schema\.json$/, ".json")
    if (schemaFile !== SHARED_SCHEMA && !folderOfSchema(schemaFile) && !dataFiles.includes(dataFile)) {
      problems.push(
        `${dataDir}/${dataFile}: file is missing (the site needs it; its schema is ${schemaDir}/${schemaFile})`
      )
    }
  }
  for (const folder of unknownFolders(rootDir, dataDir)) {
    problems.push(
      `${dataDir}/${folder}/: no schema describes the files in this folder (content folders: ${DATA_FOLDERS.map(known => `${known.folder}/`).join(", ")}); move its files out of ${dataDir}/`
    )
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
      for (const problem of problemsOf(validate.errors ?? [], parsed.value, site)) {
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
  const shape = schemas.has(SERVICE_PAGES.schemaFile) ? shapeOfSchema(schemas, SERVICE_PAGES.schemaFile) : undefined
  for (const problem of problemsOfPages(servicePages, reservedAddresses(rootDir))) {
    const titles = shape ? fieldTitles(shape, problem.pointer).join(" › ") : problem.pointer
    problems.push(
      `${dataDir}/${SERVICE_PAGES.folder}/${problem.id}.json: ${titles} (${dottedPath(problem.pointer)}): ${problem.message}`
    )
  }
  return { checkedFiles, problems }
}

/** Folders in the content folder that are neither the schemas nor a content folder: their files would go unchecked. */
function unknownFolders(rootDir: string, dataDir: string): string[] {
  return fs
    .readdirSync(path.resolve(rootDir, dataDir), { withFileTypes: true })
    .filter(entry => entry.isDirectory() && entry.name !== "schemas")
    .map(entry => entry.name)
    .filter(name => !DATA_FOLDERS.some(folder => folder.folder === name))
    .sort()
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
