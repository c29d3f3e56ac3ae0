/**
 * A content grown by many articles, as a firm that publishes for years would have: `addGeneratedArticles`
 * writes `count` valid, varied articles into a content folder (each about 900 words, with six headings, a
 * table and two links), signed by people it adds for them. For measuring what the site costs as the content
 * grows (`npm run bench:content`), never for the site's own content: the people and articles are made up.
 * Deterministic: the same count gives the same files.
 */
import fs from "fs"
import path from "path"
import { type ContentKind, CONTENT_KINDS } from "../plugins/content-model/content-kinds"
import { folderOf, idOf, listDataFiles, schemaReferenceFor } from "../plugins/content-model/data-files"
import { loadSchemas } from "../plugins/content-model/load-schemas"
import { shapeOfSchema } from "../plugins/content-model/content-shape"
import { canonicalJson } from "../plugins/content-model/canonical-json"

const projectRoot = path.resolve(__dirname, "..")

/** The people who sign the generated articles: made up for the measurement, each with a credential. */
const AUTHORS = [
  { id: "generated-author-a", name: "Morgan Example", jobTitle: "Tax Partner", abbreviation: "CPA" },
  { id: "generated-author-b", name: "Riley Example", jobTitle: "Senior Accountant", abbreviation: "EA" },
  { id: "generated-author-c", name: "Jordan Example", jobTitle: "Advisor", abbreviation: "CFP" },
]

const TOPICS = ["deductions", "payroll", "cash flow", "retirement", "estimated taxes", "bookkeeping", "audits"]
const WORDS =
  "the a of and to in for on with as by from at your our this that each every year month quarter plan budget tax return income expense invoice ledger account balance record receipt payment deadline rate threshold credit deduction form filing review adviser client business owner family saving investment portfolio risk growth margin revenue cost forecast report statement reconcile automate check compare estimate schedule organise prepare submit track update".split(
    " "
  )

/** A small deterministic random generator (mulberry32), seeded by the article's number. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function sentence(next: () => number, words: number): string {
  const text = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" ")
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

/** An article's text of about 900 words: six sections, a table and two links (one to the web, one to `sitePath`). */
function body(next: () => number, topic: string, sitePath: string): string {
  const paragraph = () => Array.from({ length: 6 }, () => sentence(next, 8 + Math.floor(next() * 10))).join(" ")
  const sections = Array.from({ length: 6 }, (_, index) => {
    const parts = [`## ${["What changes", "Who it affects", "What to do", "Dates", "Examples", "Next steps"][index]}`]
    parts.push(paragraph(), paragraph())
    if (index === 2)
      parts.push(
        [
          "| Item | Before | After |",
          "| --- | --- | --- |",
          "| Rate | 10% | 12% |",
          "| Threshold | 1,000 | 1,200 |",
        ].join("\n")
      )
    if (index === 5)
      parts.push(`Read the [official guidance on ${topic}](https://www.example.org/guidance) or [ask us](${sitePath}).`)
    return parts.join("\n\n")
  })
  return sections.join("\n\n")
}

const dateOf = (days: number) => new Date(Date.UTC(2016, 0, 1) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * Writes `count` generated articles (and the people who sign them) into the content folder `folder`, which
 * must hold data/entry-pages.json. Returns the ids of the articles written.
 */
export function addGeneratedArticles(folder: string, count: number): string[] {
  const { schemas, problems } = loadSchemas(projectRoot, folder)
  if (problems.length > 0) throw new Error(problems.join("\n"))
  const write = (kind: ContentKind, id: string, data: Record<string, unknown>) => {
    const dataFile = `${kind.folder}/${id}.json`
    fs.mkdirSync(path.join(folder, kind.folder), { recursive: true })
    fs.writeFileSync(
      path.join(folder, dataFile),
      canonicalJson({ $schema: schemaReferenceFor(dataFile), ...data }, shapeOfSchema(schemas, kind.schemaFile))
    )
  }
  for (const author of AUTHORS)
    write(CONTENT_KINDS.person, author.id, {
      address: author.id,
      name: author.name,
      jobTitle: author.jobTitle,
      summary: `${author.name} writes about tax and accounting.`,
      credentials: [
        { name: `${author.abbreviation} designation`, abbreviation: author.abbreviation, issuer: "Example Board" },
      ],
      services: [],
      bio: `## Background\n\n${author.name} has advised clients for many years.`,
    })
  const insights = JSON.parse(fs.readFileSync(path.join(folder, CONTENT_KINDS.article.groups!.listedIn), "utf8")) as {
    categories: { id: string }[]
  }
  const categories = insights.categories.map(category => category.id)
  const servicePages = listDataFiles(projectRoot, folder)
    .filter(file => folderOf(file) === CONTENT_KINDS["service-page"])
    .filter(file => !(JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as { retiredTo?: string }).retiredTo)
    .map(idOf)
  const ids: string[] = []
  for (let number = 1; number <= count; number++) {
    const next = random(number)
    const id = `generated-${String(number).padStart(4, "0")}`
    const topic = TOPICS[number % TOPICS.length]
    const author = AUTHORS[number % AUTHORS.length]
    const reviewer = AUTHORS[(number + 1) % AUTHORS.length]
    const published = dateOf(Math.floor(next() * 3600))
    const reviewed = number % 3 === 0 ? dateOf(Math.floor(next() * 3600) + 3600) : undefined
    write(CONTENT_KINDS.article, id, {
      address: id,
      title: `${topic.charAt(0).toUpperCase()}${topic.slice(1)}: what to check, part ${number}`,
      summary: `What changes for ${topic} this year, and what to do before the deadline (${number}).`,
      category: categories[number % categories.length],
      author: author.id,
      ...(reviewed && { reviewer: reviewer.id, reviewed }),
      published,
      services: servicePages.length > 0 && number % 2 === 0 ? [servicePages[number % servicePages.length]] : [],
      body: body(next, topic, "/#contact"),
    })
    ids.push(id)
  }
  return ids
}
