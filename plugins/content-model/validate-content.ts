import path from "path"
import { IMAGE_FILE_FORMAT, createContentChecker, problemsOf } from "./content-rules"
import { fieldTitles, shapeOfSchema, type ObjectShape, type Shape } from "./content-shape"
import { CONTENT_KINDS, EVERY_KIND, KIND_PROBLEMS, kindOfSchema, type ContentKind } from "./content-kinds"
import { problemsOfEntries } from "./content-entries"
import {
  entriesOf,
  filesOfKind,
  readContentSnapshot,
  reservedAtTopOf,
  siteFactsOfSnapshot,
  type ContentSnapshot,
} from "./content-snapshot"
import { DATA_DIR, SHARED_SCHEMA, folderOf, schemaFileFor, schemaReferenceFor } from "./data-files"
import { problemsOfEntryData, problemsOfFileData } from "./entry-rules"
import { graphqlTypeDefs } from "./graphql-types"
import type { JsonSchema } from "./load-schemas"

/** The schema of the words the kinds' pages share. */
const ENTRY_PAGES_SCHEMA = "entry-pages.schema.json"

export interface ContentCheck {
  /** Data files checked (those that have a schema). */
  checkedFiles: string[]
  /**
   * One line per problem: `data/<file>.json: <the field's labels> (<where in the file>): <what is wrong>
   * (now <what it holds>)`, the last part in the words the content manager shows under the field.
   */
  problems: string[]
}

/** Where the README says what a kind of page needs, for the messages that name a kind's missing part. */
const NEW_KIND = '(README, "A new kind of page")'

/**
 * What a kind of page still lacks of what its record does not give it, in the order the README asks for it: its
 * schema, with a `title`; the words its pages share in entry-pages.json, with what a search result calls one of
 * its entries; for a kind with an index page, that page's words. Reported with the content's problems, so that
 * `npm run check:data` and the build stop with them before GraphQL would fail on a missing field.
 */
export function kindSchemaProblems(schemas: ReadonlyMap<string, JsonSchema>, schemaDir: string): string[] {
  const entryPages = schemas.get(ENTRY_PAGES_SCHEMA)
  const wordsOf = (key: string) => {
    const property = entryPages?.properties?.[key]
    const ref = property?.$ref
    return ref?.startsWith("#/$defs/") ? entryPages?.$defs?.[ref.slice("#/$defs/".length)] : property
  }
  const missing = (key: string, fields: readonly string[]) => {
    const words = wordsOf(key)
    return !words || !entryPages?.required?.includes(key) || fields.some(field => !words.required?.includes(field))
  }
  return EVERY_KIND.flatMap(kind => {
    const schema = schemas.get(kind.schemaFile)
    if (!schema)
      return [`${schemaDir}/${kind.schemaFile}: missing: every kind of page has a schema named after it ${NEW_KIND}`]
    const problems: string[] = []
    if (!schema.title)
      problems.push(`${schemaDir}/${kind.schemaFile}: "title" is required: it names the kind in the content manager`)
    if (missing(kind.textsKey, ["searchLabel"]))
      problems.push(
        `${schemaDir}/${ENTRY_PAGES_SCHEMA}: a required property ${kind.textsKey}, the words every ${kind.name}'s page shows around its own, with searchLabel, what a search result calls one ${NEW_KIND}`
      )
    if (kind.indexTextsKey && missing(kind.indexTextsKey, ["navigationLabel", "seo", "heading", "intro"]))
      problems.push(
        `${schemaDir}/${ENTRY_PAGES_SCHEMA}: a required property ${kind.indexTextsKey}, the words of ${kind.indexPath}, with navigationLabel, seo, heading and intro ${NEW_KIND}`
      )
    return problems
  })
}

/** Reads `data/` once (content-snapshot.ts) and checks it (checkContent). */
export function validateContent(rootDir: string, dataDir = DATA_DIR): ContentCheck {
  return checkContent(readContentSnapshot(rootDir, dataDir))
}

/**
 * Checks every file of the snapshot against its JSON Schema and reports all problems at once, each on one
 * line an editor can act on, with the rule book the content manager uses too (content-rules.ts). Texts that
 * name the site's pages and entries are checked against the site's facts (site-facts.ts); the entries
 * against each other (content-entries.ts) and by the rules that span fields (entry-rules.ts); an uploaded
 * picture against the files beside its entry.
 */
export function checkContent(snapshot: ContentSnapshot): ContentCheck {
  const { dataDir } = snapshot
  const schemaDir = path.posix.join(dataDir, "schemas")
  const { schemas } = snapshot.schemas
  const problems = [...KIND_PROBLEMS, ...snapshot.schemas.problems, ...kindSchemaProblems(schemas, schemaDir)]
  const site = siteFactsOfSnapshot(snapshot)

  let checker: ReturnType<typeof createContentChecker> | undefined
  try {
    checker = createContentChecker(schemas.values(), site)
  } catch (error) {
    problems.push(`${schemaDir}: ${(error as Error).message}`)
  }
  // What the build makes of the schemas too, its GraphQL types: a schema they cannot be made of (a nested
  // object not under "$defs") is refused here with the reason, before the build would stop on it.
  try {
    graphqlTypeDefs(schemas)
  } catch (error) {
    problems.push((error as Error).message)
  }

  const dataFiles = snapshot.files.map(file => file.dataFile)
  for (const schemaFile of schemas.keys()) {
    const dataFile = schemaFile.replace(/\.schema\.json$/, ".json")
    if (schemaFile !== SHARED_SCHEMA && !kindOfSchema(schemaFile) && !dataFiles.includes(dataFile)) {
      problems.push(
        `${dataDir}/${dataFile}: file is missing (the site needs it; its schema is ${schemaDir}/${schemaFile})`
      )
    }
  }
  for (const folder of snapshot.unknownFolders) {
    problems.push(
      `${dataDir}/${folder}/: no schema describes the files in this folder (content folders: ${EVERY_KIND.map(known => `${known.folder}/`).join(", ")}); move its files out of ${dataDir}/`
    )
  }

  const report = (dataFile: string, schemaFile: string, pointer: string, message: string) => {
    const titles = schemas.has(schemaFile)
      ? fieldTitles(shapeOfSchema(schemas, schemaFile), pointer).join(" › ")
      : pointer
    problems.push(`${dataDir}/${dataFile}: ${titles} (${dottedPath(pointer)}): ${message}`)
  }

  const checkedFiles: string[] = []
  for (const { dataFile, parsed } of snapshot.files) {
    const where = `${dataDir}/${dataFile}`
    const schemaFile = schemaFileFor(dataFile)
    if (!schemas.has(schemaFile)) {
      problems.push(
        `${where}: no schema ${schemaDir}/${schemaFile} describes this file (add one, or move the file out of ${dataDir}/)`
      )
      continue
    }
    checkedFiles.push(dataFile)
    if (!parsed.ok) {
      problems.push(`${where}: invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.reason}`)
      continue
    }
    const validate = checker && compiled(checker, schemaFile, schemaDir, problems)
    if (!validate) continue
    if (!validate(parsed.value))
      for (const problem of problemsOf(validate.errors ?? [], parsed.value, site))
        report(dataFile, schemaFile, problem.pointer, problem.message)
    const kind = folderOf(dataFile)
    const spanning = kind
      ? problemsOfEntryData(kind.name, parsed.value, site)
      : problemsOfFileData(dataFile, parsed.value)
    for (const problem of spanning) report(dataFile, schemaFile, problem.pointer, problem.message)
    const data = parsed.value as { $schema?: unknown }
    if (data && typeof data === "object" && data.$schema !== schemaReferenceFor(dataFile)) {
      problems.push(
        `${where}: $schema must be "${schemaReferenceFor(dataFile)}", so that editors' tools find the file's rules (now ${JSON.stringify(data.$schema) ?? "missing"})`
      )
    }
  }
  for (const problem of problemsOfEntries(entriesOf(snapshot), reservedAtTopOf(snapshot))) {
    const kind = CONTENT_KINDS[problem.kind]
    report(`${kind.folder}/${problem.id}.json`, kind.schemaFile, problem.pointer, problem.message)
  }
  for (const kind of EVERY_KIND.filter(candidate => candidate.mediaFolder)) {
    const shape = shapeOfSchema(snapshot.schemas.schemas, kind.schemaFile)
    for (const problem of missingPictures(snapshot, kind, shape))
      report(`${kind.folder}/${problem.id}.json`, kind.schemaFile, problem.pointer, problem.message)
  }
  return { checkedFiles, problems }
}

/** A picture an entry names (a person's photo) must be a file beside it, in its kind's media folder. */
function missingPictures(
  snapshot: ContentSnapshot,
  kind: ContentKind,
  shape: ObjectShape
): { id: string; pointer: string; message: string }[] {
  return filesOfKind(snapshot, kind.name).flatMap(({ id, data }) =>
    picturesNamed(data, shape, "").flatMap(({ pointer, image }) => {
      if (snapshot.mediaFiles.includes(path.posix.join(kind.folder, image))) return []
      return [
        {
          id,
          pointer,
          message: `A picture in ${snapshot.dataDir}/${kind.folder}/${kind.mediaFolder}/: upload it again with the content manager (now ${JSON.stringify(image)}, which is not there)`,
        },
      ]
    })
  )
}

/** The pictures a value names, with where: its texts in fields of the uploaded picture's format. */
function picturesNamed(value: unknown, shape: Shape, pointer: string): { pointer: string; image: string }[] {
  if (shape.kind === "object") {
    const fields = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>
    return shape.fields.flatMap(field => picturesNamed(fields[field.name], field.shape, `${pointer}/${field.name}`))
  }
  if (shape.kind === "list")
    return (Array.isArray(value) ? value : []).flatMap((item, index) =>
      picturesNamed(item, shape.items, `${pointer}/${index}`)
    )
  return shape.format === IMAGE_FILE_FORMAT && typeof value === "string" && value ? [{ pointer, image: value }] : []
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
