/**
 * The made-up articles `npm run bench:content` measures with (tools/generated-content.ts): valid content the
 * site's own check accepts, shaped like a real article (sections, a table, two links, about 900 words), varied
 * from one article to the next, and the same files for the same count.
 */
import fs from "fs"
import path from "path"
import { addGeneratedArticles } from "../../../tools/generated-content"
import { CONTENT_KINDS } from "../../../plugins/content-model/content-kinds"
import { DATA_DIR, idOf, listDataFiles, schemaReferenceFor } from "../../../plugins/content-model/data-files"
import { loadSchemas } from "../../../plugins/content-model/load-schemas"
import { shapeOfSchema } from "../../../plugins/content-model/content-shape"
import { canonicalJson } from "../../../plugins/content-model/canonical-json"
import { validateContent } from "../../../plugins/content-model/validate-content"
import { scratchProject } from "../support/scratch-project"

interface GeneratedArticle {
  $schema: string
  address: string
  title: string
  summary: string
  category: string
  author: string
  reviewer?: string
  reviewed?: string
  published: string
  services: string[]
  body: string
}

const COUNT = 8
const people = CONTENT_KINDS.person.folder
const articles = CONTENT_KINDS.article.folder
const servicePages = CONTENT_KINDS["service-page"].folder

/** A scratch project whose content has `count` generated articles: its content folder and the ids returned. */
function generated(count: number) {
  const project = scratchProject()
  const folder = path.join(project.root, DATA_DIR)
  const before = new Set(listDataFiles(project.root))
  const ids = addGeneratedArticles(folder, count)
  const added = listDataFiles(project.root).filter(file => !before.has(file))
  return { project, folder, ids, added }
}

const readJson = (folder: string, file: string): unknown => JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"))
const articleIn = (folder: string, id: string) => readJson(folder, `${articles}/${id}.json`) as GeneratedArticle
/** The day `days` after 1 January 2016, as a data file writes a date. */
const day = (days: number) => new Date(Date.UTC(2016, 0, 1) + days * 86_400_000).toISOString().slice(0, 10)

describe("addGeneratedArticles", () => {
  const { project, folder, ids, added } = generated(COUNT)
  const all = ids.map(id => articleIn(folder, id))
  const byNumber = (number: number) => all[number - 1]

  it("writes the articles it returns, numbered in order, and the people who sign them; nothing else", () => {
    expect(ids).toEqual(Array.from({ length: COUNT }, (_, index) => `generated-${String(index + 1).padStart(4, "0")}`))
    const addedPeople = added.filter(file => file.startsWith(`${people}/`)).map(idOf)
    expect(addedPeople.length).toBeGreaterThan(0)
    expect(added.sort()).toEqual(
      [...ids.map(id => `${articles}/${id}.json`), ...addedPeople.map(id => `${people}/${id}.json`)].sort()
    )
    for (const each of all)
      expect(addedPeople).toEqual(expect.arrayContaining([each.author, ...(each.reviewer ? [each.reviewer] : [])]))
  })

  it("writes content the site's check accepts, in the repository's layout", () => {
    expect(validateContent(project.root).problems).toEqual([])
    const { schemas } = loadSchemas(project.root)
    for (const file of added) {
      const text = fs.readFileSync(path.join(folder, file), "utf8")
      const schemaFile = `${file.split("/")[0] === people ? "person" : "article"}.schema.json`
      expect(text).toBe(canonicalJson(JSON.parse(text), shapeOfSchema(schemas, schemaFile)))
      expect(JSON.parse(text).$schema).toBe(schemaReferenceFor(file))
    }
  })

  it("gives each signer a credential, so that every article's advice is signed by a credentialed person", () => {
    for (const signer of new Set(all.map(each => each.author))) {
      const person = readJson(folder, `${people}/${signer}.json`) as {
        address: string
        credentials: { abbreviation: string }[]
      }
      expect(person.address).toBe(signer)
      expect(person.credentials).toHaveLength(1)
      expect(person.credentials[0].abbreviation).toMatch(/\S/)
    }
  })

  it("numbers each article's address, title and summary, and takes the topic of its title into its text", () => {
    for (const [index, each] of all.entries()) {
      const number = index + 1
      expect(each.address).toBe(ids[index])
      expect(each.title).toMatch(new RegExp(`^[A-Z].*, part ${number}$`))
      expect(each.summary).toMatch(new RegExp(`\\(${number}\\)\\.$`))
      const topic = each.title.slice(0, each.title.indexOf(":")).toLowerCase()
      expect(each.summary).toContain(` ${topic} `)
      expect(each.body).toContain(`official guidance on ${topic}]`)
    }
    const topics = all.map(each => each.title.slice(0, each.title.indexOf(":")))
    expect(new Set(topics.slice(0, 7)).size).toBe(7)
    expect(topics[7]).toBe(topics[0])
  })

  it("spreads the articles over the index's categories, in their order, and over the signers, in turn", () => {
    const categories = (
      readJson(folder, CONTENT_KINDS.article.groups!.listedIn) as { categories: { id: string }[] }
    ).categories.map(category => category.id)
    for (const [index, each] of all.entries()) expect(each.category).toBe(categories[(index + 1) % categories.length])
    const authors = all.map(each => each.author)
    expect(new Set(authors).size).toBe(3)
    for (let index = 0; index + 3 < authors.length; index++) expect(authors[index + 3]).toBe(authors[index])
  })

  it("has every third article reviewed, by the next article's author, after it was published", () => {
    for (const [index, each] of all.entries()) {
      const number = index + 1
      expect(each.published >= day(0) && each.published <= day(3599)).toBe(true)
      if (number % 3 !== 0) {
        expect(each).not.toHaveProperty("reviewer")
        expect(each).not.toHaveProperty("reviewed")
        continue
      }
      expect(each.reviewer).toBe(byNumber(number + 1).author)
      expect(each.reviewer).not.toBe(each.author)
      expect(each.reviewed! >= day(3600) && each.reviewed! <= day(7199)).toBe(true)
    }
    expect(new Set(all.map(each => each.published)).size).toBe(COUNT)
    const reviewed = all.filter(each => each.reviewed).map(each => each.reviewed)
    expect(new Set(reviewed).size).toBe(reviewed.length)
  })

  it("links every other article to a live service page of the content, in turn, and the others to none", () => {
    const live = listDataFiles(project.root)
      .filter(
        file => file.startsWith(`${servicePages}/`) && !(readJson(folder, file) as { retiredTo?: string }).retiredTo
      )
      .map(idOf)
    for (const [index, each] of all.entries()) {
      const number = index + 1
      expect(each.services).toEqual(number % 2 === 0 && live.length > 0 ? [live[number % live.length]] : [])
    }
  })

  it("writes a body of six sections under six headings, with a table in the third and two links in the last", () => {
    const headings = all[0].body.match(/^## .+$/gm)
    expect(headings).toHaveLength(6)
    expect(new Set(headings).size).toBe(6)
    for (const each of all) {
      const sections = each.body.split(/\n\n(?=## )/)
      expect(sections.map(section => section.split("\n")[0])).toEqual(headings)
      expect(sections.map(section => (section.match(/^\|.*\|$/gm) ?? []).length)).toEqual([0, 0, 4, 0, 0, 0])
      expect(sections.map(section => (section.match(/\]\(/g) ?? []).length)).toEqual([0, 0, 0, 0, 0, 2])
      expect([...each.body.matchAll(/\]\(([^)]+)\)/g)].map(link => link[1])).toEqual([
        "https://www.example.org/guidance",
        "/#contact",
      ])
    }
  })

  it("writes paragraphs of six sentences of 8 to 17 words each, about 900 words in all, from a varied vocabulary", () => {
    const vocabulary = new Set<string>()
    for (const each of all) {
      // The blocks that are neither a heading, the table nor the sentence with the links.
      const paragraphs = each.body.split("\n\n").filter(block => !/^[#|]/.test(block) && !block.includes("]("))
      expect(paragraphs).toHaveLength(12)
      for (const paragraph of paragraphs) {
        const sentences = paragraph.split(/(?<=\.) /)
        expect(sentences).toHaveLength(6)
        for (const sentence of sentences) {
          expect(sentence).toMatch(/^[A-Z][a-z]*( [a-z]+){7,16}\.$/)
          for (const word of sentence.slice(0, -1).toLowerCase().split(" ")) vocabulary.add(word)
        }
      }
      const words = paragraphs.join(" ").split(" ").length
      expect(words).toBeGreaterThan(750)
      expect(words).toBeLessThan(1050)
    }
    expect(vocabulary.has("undefined")).toBe(false)
    // A sentence's first word is a word of the vocabulary, capitalised: one that stands inside sentences too.
    const inside = new Set(all.flatMap(each => each.body.match(/(?<= )[a-z]+/g) ?? []))
    expect([...vocabulary].filter(word => !inside.has(word))).toEqual([])
    expect(vocabulary.size).toBeGreaterThanOrEqual(60)
    expect(new Set(all.map(each => each.body)).size).toBe(COUNT)
  })

  it("writes the same files for the same count, and each article the same whatever the count", () => {
    const again = generated(COUNT)
    const fewer = generated(2)
    for (const file of added) {
      const text = fs.readFileSync(path.join(folder, file), "utf8")
      expect(fs.readFileSync(path.join(again.folder, file), "utf8")).toBe(text)
      if (!file.startsWith(`${articles}/`) || ids.indexOf(idOf(file)) < 2)
        expect(fs.readFileSync(path.join(fewer.folder, file), "utf8")).toBe(text)
    }
    expect(fewer.ids).toEqual(ids.slice(0, 2))
  })

  it("leaves out the retired service pages, and links no service page when the content has none live", () => {
    const withRetired = scratchProject()
    const retiredFolder = path.join(withRetired.root, DATA_DIR)
    fs.rmSync(path.join(retiredFolder, servicePages), { recursive: true, force: true })
    fs.mkdirSync(path.join(retiredFolder, servicePages))
    fs.writeFileSync(path.join(retiredFolder, servicePages, "retired.json"), JSON.stringify({ retiredTo: "live" }))
    expect(addGeneratedArticles(retiredFolder, 2).map(id => articleIn(retiredFolder, id).services)).toEqual([[], []])
    fs.writeFileSync(path.join(retiredFolder, servicePages, "live.json"), JSON.stringify({}))
    expect(addGeneratedArticles(retiredFolder, 2).map(id => articleIn(retiredFolder, id).services)).toEqual([
      [],
      ["live"],
    ])
  })

  it("takes a content folder named relative to the project, from which the scripts run", () => {
    const relative = scratchProject()
    const folder = path.relative(process.cwd(), path.join(relative.root, DATA_DIR))
    expect(path.isAbsolute(folder)).toBe(false)
    const [id] = addGeneratedArticles(folder, 1)
    expect(validateContent(relative.root).problems).toEqual([])
    expect(fs.existsSync(path.join(relative.root, DATA_DIR, articles, `${id}.json`))).toBe(true)
  })

  it("refuses a content whose schemas have problems, naming them, and writes nothing", () => {
    const broken = scratchProject()
    broken.write(`schemas/${CONTENT_KINDS.article.schemaFile}`, "{")
    const before = listDataFiles(broken.root)
    expect(() => addGeneratedArticles(path.join(broken.root, DATA_DIR), 1)).toThrow(CONTENT_KINDS.article.schemaFile)
    expect(listDataFiles(broken.root)).toEqual(before)
  })
})
