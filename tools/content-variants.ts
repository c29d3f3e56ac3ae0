/**
 * Variants of the content that `npm test` builds the site from (with CONTENT_DIR naming the variant's
 * folder), to prove that any change an editor can make and the schemas accept passes the tests, not only
 * a change of wording. Each is generated from `data/` and the schemas in `data/schemas/`, so it follows the
 * schemas when they change: every data file through the schema walker (variant-texts.ts: `edited`, `fewest`,
 * `most`), then the kinds of pages as a site (variant-scenarios.ts: no entry in `fewest`; in `most`, entries
 * of every kind, renamed, retired and linked). Files are written in the repository's layout
 * (plugins/content-model/canonical-json.ts), so `npm run check:data` passes on them.
 */
import fs from "fs"
import path from "path"
import { folderOf, listDataFiles, schemaFileFor } from "../plugins/content-model/data-files"
import { loadSchemas } from "../plugins/content-model/load-schemas"
import { canonicalJson } from "../plugins/content-model/canonical-json"
import { shapeOfSchema, type ObjectShape } from "../plugins/content-model/content-shape"
import { copyContentFolder } from "./content-folder"
import { fewestSite, mostSite } from "./variant-scenarios"
import { collectDonors, newContext, transform, type Variant } from "./variant-texts"

export { VARIANTS, type Variant } from "./variant-texts"

const projectRoot = path.resolve(__dirname, "..")

function shapesOf(contentDir: string): (dataFile: string) => ObjectShape {
  const { schemas, problems } = loadSchemas(projectRoot, contentDir)
  if (problems.length > 0) throw new Error(problems.join("\n"))
  return dataFile => shapeOfSchema(schemas, schemaFileFor(dataFile))
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, "utf8"))
}

/** Writes the content folder `source` into `target` as the variant `variant` (see the top of this file). */
export function writeVariant(source: string, target: string, variant: Variant): void {
  copyContentFolder(source, target)
  const shapeOf = shapesOf(target)
  const context = newContext(variant)
  const originals = new Map<string, unknown>()
  for (const dataFile of listDataFiles(projectRoot, target)) {
    const file = path.join(target, dataFile)
    const shape = shapeOf(dataFile)
    const data = readJson(file)
    if (folderOf(dataFile)) originals.set(dataFile, data)
    context.donors = new Map()
    collectDonors(data, shape, "", context.donors)
    fs.writeFileSync(file, canonicalJson(transform(data, shape, "", context), shape))
  }
  const folder = { target, shapeOf, context, originals }
  if (variant === "fewest") fewestSite(folder)
  if (variant === "most") mostSite(folder)
}
