/**
 * Writes the part of a schema.org vocabulary release that @adobe/structured-data-validator reads (classes
 * with their parents, properties with the classes they belong to) to tests/fixtures/schema-org/, for the
 * structured-data test, which has no network to fetch the vocabulary from.
 *
 *   tsx scripts/trim-schema-org-vocabulary.ts <schemaorg-current-https.jsonld of a release>
 *
 * The release file is data/releases/<version>/schemaorg-current-https.jsonld in github.com/schemaorg/schemaorg.
 */
import fs from "fs"
import path from "path"

type Reference = { "@id": string }
interface Entry {
  "@id": string
  "@type": string | string[]
  "rdfs:subClassOf"?: Reference | Reference[]
  "schema:domainIncludes"?: Reference | Reference[]
}

const references = (value: Reference | Reference[] | undefined) =>
  value === undefined
    ? undefined
    : Array.isArray(value)
      ? value.map(item => ({ "@id": item["@id"] }))
      : { "@id": value["@id"] }

const source = process.argv[2]
if (!source) {
  console.error("usage: tsx scripts/trim-schema-org-vocabulary.ts <schemaorg-current-https.jsonld>")
  process.exit(1)
}
const release = JSON.parse(fs.readFileSync(source, "utf8")) as { "@graph": Entry[] }
const lines = release["@graph"].flatMap(entry => {
  if (entry["@type"] === "rdfs:Class") {
    return [
      JSON.stringify({
        "@id": entry["@id"],
        "@type": "rdfs:Class",
        "rdfs:subClassOf": references(entry["rdfs:subClassOf"]),
      }),
    ]
  }
  if (entry["@type"] === "rdf:Property") {
    return [
      JSON.stringify({
        "@id": entry["@id"],
        "@type": "rdf:Property",
        "schema:domainIncludes": references(entry["schema:domainIncludes"]),
      }),
    ]
  }
  return []
})
const target = path.resolve(__dirname, "..", "tests", "fixtures", "schema-org", "vocabulary.json")
fs.writeFileSync(target, `{"@graph":[\n${lines.join(",\n")}\n]}\n`)
console.log(`Wrote ${path.relative(process.cwd(), target)}: ${lines.length} classes and properties`)
