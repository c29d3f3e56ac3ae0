import fs from "fs"
import path from "path"
import Ajv2020, { type ErrorObject } from "ajv/dist/2020"
import addFormats from "ajv-formats"
import {
  DATA_DIR,
  SCHEMA_DIR,
  SHARED_SCHEMA,
  listDataFiles,
  listSiteRoutes,
  schemaFileFor,
  schemaReferenceFor,
} from "./data-files"
import { loadSchemas } from "./load-schemas"
import { parseJson } from "./parse-json"

export interface ContentCheck {
  /** Data files checked (those that have a schema). */
  checkedFiles: string[]
  /** One line per problem, `data/<file>.json: <where> <what is wrong> (<what was found>)`. */
  problems: string[]
}

/**
 * Checks every file in `data/` against its JSON Schema and reports all problems at once, each on
 * one line an editor can act on. Links inside the site are checked against the pages in `src/pages`.
 */
export function validateContent(rootDir: string, dataDir = DATA_DIR): ContentCheck {
  const schemaDir = path.posix.join(dataDir, "schemas")
  const { schemas, problems } = loadSchemas(rootDir, dataDir)
  const routes = listSiteRoutes(rootDir)

  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true })
  addFormats(ajv, ["email"])
  ajv.addFormat("internal-link", {
    type: "string",
    validate: (link: string) => routes.includes(link.split("#")[0] || "/"),
  })
  for (const schema of schemas.values()) {
    try {
      ajv.addSchema(schema)
    } catch (error) {
      problems.push(`${path.posix.join(schemaDir, schema.$id ?? "?")}: ${(error as Error).message}`)
    }
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
    const validate = compiled(ajv, schemaFile, problems)
    if (!validate) continue
    if (!validate(parsed.value)) {
      for (const error of actionableErrors(validate.errors ?? []))
        problems.push(`${where}: ${describeError(error, parsed.value, routes)}`)
    }
    const data = parsed.value as { $schema?: unknown }
    if (data && typeof data === "object" && data.$schema !== schemaReferenceFor(dataFile)) {
      problems.push(
        `${where}: /$schema must be "${schemaReferenceFor(dataFile)}" so that editors can check the file (got ${show(data.$schema)})`
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

function compiled(ajv: Ajv2020, schemaFile: string, problems: string[]) {
  try {
    return ajv.getSchema(schemaFile)
  } catch (error) {
    problems.push(`${SCHEMA_DIR}/${schemaFile}: ${(error as Error).message}`)
    return undefined
  }
}

/**
 * Drops errors that repeat another: Ajv's "anyOf failed" summaries, and the unknown-page error of a
 * link that does not even start with "/" (already reported as such).
 */
function actionableErrors(errors: ErrorObject[]): ErrorObject[] {
  const badPaths = new Set(errors.filter(e => e.keyword === "pattern").map(e => e.instancePath))
  return errors.filter(
    error =>
      !["if", "anyOf", "oneOf", "allOf"].includes(error.keyword) &&
      !(error.keyword === "format" && badPaths.has(error.instancePath))
  )
}

function describeError(error: ErrorObject, data: unknown, routes: string[]): string {
  const at = error.instancePath || "/"
  const got = ` (got ${show(valueAt(data, error.instancePath))})`
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case "required":
      return `${joinPath(error.instancePath, String(params.missingProperty))} is missing (a required field)`
    case "additionalProperties": {
      const field = String(params.additionalProperty)
      const allowed = Object.keys((error.parentSchema?.properties as object | undefined) ?? {}).filter(
        key => !key.startsWith("$")
      )
      const suggestion = closest(field, allowed)
      const hint = suggestion ? `did you mean "${suggestion}"? ` : ""
      return `${joinPath(error.instancePath, field)} is not a known field (${hint}expected one of: ${allowed.join(", ")})`
    }
    case "type":
      return `${at} must be ${article(String(params.type))}${got}`
    case "pattern":
      return `${at} ${patternProblem(String(params.pattern))}${got}`
    case "format":
      return `${at} ${formatProblem(String(params.format), routes)}${got}`
    case "enum":
      return `${at} must be one of: ${(params.allowedValues as unknown[]).join(", ")}${got}`
    case "minItems":
      return `${at} must list at least ${String(params.limit)} item${params.limit === 1 ? "" : "s"} (got ${(valueAt(data, error.instancePath) as unknown[]).length})`
    default:
      return `${at} ${error.message}${got}`
  }
}

/**
 * What a text breaking a schema's `pattern` is told, after where it is. Shared with the CMS
 * (plugins/content-admin), which shows the same words under the field.
 */
export function patternProblem(pattern: string): string {
  if (pattern === "\\S") return "must not be empty"
  if (pattern === "^/") return 'must be a path on this site starting with "/"'
  if (pattern === "\\{rating\\}") return "must contain {rating}, where the rating goes"
  return `must match the pattern ${pattern}`
}

/** What a text breaking a schema's `format` is told; `routes` are the site's pages. */
export function formatProblem(format: string, routes: string[]): string {
  if (format === "email") return "must be an email address like name@example.com"
  if (format === "internal-link") return `must lead to a page of this site: ${routes.join(", ")}`
  return `must be a valid ${format}`
}

function joinPath(instancePath: string, field: string): string {
  return `${instancePath}/${field}`
}

/** The value at a JSON Pointer such as `/items/1/rating`. */
function valueAt(data: unknown, pointer: string): unknown {
  if (!pointer) return data
  return pointer
    .split("/")
    .slice(1)
    .map(part => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data)
}

function show(value: unknown): string {
  if (value === undefined) return "nothing"
  const text = JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

function article(type: string): string {
  const words: Record<string, string> = {
    string: "a text in double quotes",
    integer: "a whole number",
    number: "a number",
    boolean: "true or false",
    array: "a list in [ ]",
    object: "an object in { }",
  }
  return words[type] ?? type
}

/** The allowed field closest to a misspelt one, if it is only a couple of typos away. */
function closest(field: string, allowed: string[]): string | undefined {
  let best: { name: string; distance: number } | undefined
  for (const name of allowed) {
    const distance = editDistance(field.toLowerCase(), name.toLowerCase())
    if (!best || distance < best.distance) best = { name, distance }
  }
  return best && best.distance <= Math.max(2, Math.floor(field.length / 3)) ? best.name : undefined
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]
}
