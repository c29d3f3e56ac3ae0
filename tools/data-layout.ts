/**
 * The layout of the data files: the repository keeps each one in the form the content manager writes
 * (plugins/content-model/canonical-json.ts: fields in schema order, JSON.stringify's two-space layout), so
 * that a change is a diff of the lines it changed. The layout is not part of the content model: the build accepts any valid JSON, and a different layout gets one line from
 * `npm run check:data` that names the file and the fix, `npm run format`, which applies it.
 */
import fs from "fs"
import path from "path"
import { DATA_DIR, listDataFiles, schemaFileFor } from "../plugins/content-model/data-files"
import { loadSchemas } from "../plugins/content-model/load-schemas"
import { parseJson } from "../plugins/content-model/parse-json"
import { canonicalJson } from "../plugins/content-model/canonical-json"
import { shapeOfSchema } from "../plugins/content-model/content-shape"

interface DataFileLayout {
  /** As the content check names it: `data/steps.json`. */
  name: string
  file: string
  text: string
  /** The same content in the repository's layout. */
  canonical: string
}

/**
 * Every data file that is valid JSON and has a readable schema, with its text in the repository's
 * layout. Files that are not (broken JSON, no schema) are the content check's to report.
 */
function dataFileLayouts(rootDir: string, dataDir: string): DataFileLayout[] {
  const { schemas } = loadSchemas(rootDir, dataDir)
  return listDataFiles(rootDir, dataDir).flatMap(dataFile => {
    const file = path.resolve(rootDir, dataDir, dataFile)
    const text = fs.readFileSync(file, "utf8")
    const parsed = parseJson(text)
    if (!parsed.ok || !schemas.has(schemaFileFor(dataFile))) return []
    try {
      const canonical = canonicalJson(parsed.value, shapeOfSchema(schemas, schemaFileFor(dataFile)))
      return [{ name: `${dataDir}/${dataFile}`, file, text, canonical }]
    } catch {
      return [] // a schema the content check reports as broken
    }
  })
}

/** One line per data file whose layout differs from the repository's, naming the file and `npm run format`. */
export function layoutProblems(rootDir: string, dataDir = DATA_DIR): string[] {
  return dataFileLayouts(rootDir, dataDir)
    .filter(layout => layout.text !== layout.canonical)
    .map(
      layout =>
        `${layout.name}: laid out differently from the repository's form (field order, indentation or line breaks); \`npm run format\` fixes it`
    )
}

/** Rewrites every data file whose layout differs in the repository's layout; returns their names. */
export function formatDataFiles(rootDir: string, dataDir = DATA_DIR): string[] {
  const changed = dataFileLayouts(rootDir, dataDir).filter(layout => layout.text !== layout.canonical)
  for (const layout of changed) fs.writeFileSync(layout.file, layout.canonical)
  return changed.map(layout => layout.name)
}
