import fs from "fs"
import path from "path"
import {
  dottedPath,
  kindSchemaProblems,
  problemReport,
  validateContent,
} from "../../../../plugins/content-model/validate-content"
import { fieldTitles, shapeOfSchema } from "../../../../plugins/content-model/content-shape"
import { HOME_PAGE, type ContentKind, EVERY_KIND, CONTENT_KINDS } from "../../../../plugins/content-model/content-kinds"
import {
  filesOfKind,
  readContentSnapshot,
  reservedAtTopOf,
  siteFactsOfSnapshot,
} from "../../../../plugins/content-model/content-snapshot"
import {
  DATA_DIR,
  REPOSITORY_DATA_DIR,
  listDataFiles,
  listSchemaFiles,
  schemaFileFor,
  schemaReferenceFor,
} from "../../../../plugins/content-model/data-files"
import { IMAGE_FILE_FORMAT } from "../../../../plugins/content-model/content-rules"
import { loadSchemas } from "../../../../plugins/content-model/load-schemas"
import { copyContentFolder } from "../../../../tools/content-folder"
import { writeVariant } from "../../../../tools/content-variants"
import { scratchFolder } from "../../support/scratch-folder"
import { scratchProject } from "../../support/scratch-project"
import { repoRoot } from "../../support/repo-root"

/**
 * The content check on broken copies of the content the tests read (data/, or CONTENT_DIR). Each break
 * is made where the schemas guarantee there is something to break (every list has at least one item),
 * so it works on any valid content; the messages name the file by the folder it is in.
 */
describe("validateContent on the content as it is", () => {
  it("finds every data file valid", () => {
    const project = scratchProject()
    const { problems, checkedFiles } = validateContent(project.root, project.dataDir)
    expect(problems).toEqual([])
    expect(checkedFiles).toEqual(listDataFiles(repoRoot, DATA_DIR))
  })

  it("reads each file of the content once: every data file and schema, none twice", () => {
    const project = scratchProject()
    const read = jest.spyOn(fs, "readFileSync")
    try {
      validateContent(project.root, project.dataDir)
      const contentDir = path.resolve(project.root, project.dataDir)
      const inContent = read.mock.calls
        .map(([file]) => path.resolve(String(file)))
        .filter(file => file.startsWith(`${contentDir}${path.sep}`))
      expect([...inContent].sort()).toEqual(
        [
          ...listDataFiles(project.root, project.dataDir).map(file => path.join(contentDir, file)),
          ...listSchemaFiles(project.root, project.dataDir).map(file => path.join(contentDir, "schemas", file)),
        ].sort()
      )
    } finally {
      read.mockRestore()
    }
  })
})

/** A problem line as the content check prints it: the file, the field's labels and place, the message. */
function line(file: string, pointer: string, message: string): string {
  const { schemas } = loadSchemas(repoRoot)
  const titles = fieldTitles(shapeOfSchema(schemas, schemaFileFor(file)), pointer).join(" › ")
  return `${DATA_DIR}/${file}: ${titles} (${dottedPath(pointer)}): ${message}`
}

describe("validateContent on broken copies", () => {
  it("names the file, the field by its labels and its place, what is wrong and what it holds now", () => {
    const project = scratchProject()
    project.edit("testimonials.json", data => (data.items[0].rating = 7))
    const { problems } = validateContent(project.root, project.dataDir)
    expect(problems).toEqual([line("testimonials.json", "/items/0/rating", "A whole number from 1 to 5 (now 7)")])
    // The list item by its place in words, the field by its place in the file.
    expect(problems[0]).toMatch(/^[^ ]+\/testimonials\.json: [^›]+ › 1st [a-z ]+ › [^›]+ \(items\[0\]\.rating\): /)
  })

  it("refuses a number that is not whole instead of rounding it, and a number given as text", () => {
    const project = scratchProject()
    project.edit("testimonials.json", data => {
      data.items[0].rating = 4.5
      data.items.push({ ...data.items[0], rating: "5" })
    })
    const last = `/items/${JSON.parse(fs.readFileSync(`${project.root}/${project.dataDir}/testimonials.json`, "utf8")).items.length - 1}/rating`
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      line("testimonials.json", "/items/0/rating", "A whole number from 1 to 5 (now 4.5)"),
      line("testimonials.json", last, 'A whole number from 1 to 5 (now "5")'),
    ])
  })

  it("reports a removed required field", () => {
    const project = scratchProject()
    project.edit("testimonials.json", data => delete data.items[0].quote)
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      line("testimonials.json", "/items/0/quote", "Required (now missing)"),
    ])
  })

  it("reports a misspelt key as an unknown field and suggests the right one", () => {
    const project = scratchProject()
    project.edit("testimonials.json", data => {
      data.items[0].qoute = data.items[0].quote
      delete data.items[0].quote
    })
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      line("testimonials.json", "/items/0/quote", "Required (now missing)"),
      line(
        "testimonials.json",
        "/items/0/qoute",
        'Not a known field; did you mean "quote"? (expected one of: quote, name, role, rating)'
      ),
    ])
  })

  it("reports an empty list where the page needs items", () => {
    const project = scratchProject()
    project.edit("why-choose.json", data => (data.reasons = []))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      line("why-choose.json", "/reasons", "At least 1 item (now none)"),
    ])
  })

  it("reports an empty text and a text of spaces only as required", () => {
    const project = scratchProject()
    project.edit("home.json", data => {
      data.hero.headline = ""
      data.hero.subline = "  "
    })
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      line("home.json", "/hero/headline", "Required (now empty)"),
      line("home.json", "/hero/subline", "Required (now only spaces)"),
    ])
  })

  it("reports an over-long text with its length", () => {
    const project = scratchProject()
    project.edit("home.json", data => (data.seo.title = "x".repeat(112)))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      line("home.json", "/seo/title", "At most 70 characters (now 112)"),
    ])
  })

  it("reports a link to a page the site does not have, and one that is not a site path at all", () => {
    const project = scratchProject()
    project.edit("not-found.json", data => (data.homeLink.to = "/financial-advise"))
    project.edit("thank-you.json", data => (data.homeLink.to = "contact"))
    const pages = siteFactsOfSnapshot(readContentSnapshot(project.root, project.dataDir)).routes.join(" or ")
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      line(
        "not-found.json",
        "/homeLink/to",
        `A page of this site (${pages}), optionally followed by #section (now "/financial-advise")`
      ),
      line("thank-you.json", "/homeLink/to", 'A path on this site, starting with / (now "contact")'),
    ])
  })

  it("reports a half-filled optional link", () => {
    const project = scratchProject()
    project.edit("services.json", data => (data.groups[0].cards[0].link = { label: "More" }))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      line("services.json", "/groups/0/cards/0/link/page", "Required (now missing)"),
    ])
  })

  it("reports an invalid email address and a send delay outside the sane range", () => {
    const project = scratchProject()
    project.edit("site.json", data => (data.email = "a..b@example.com"))
    project.edit("contact.json", data => (data.sendDelayMs = 60000))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      line("contact.json", "/sendDelayMs", "A whole number from 0 to 10000 (now 60000)"),
      line("site.json", "/email", 'An e-mail address such as name@example.com (now "a..b@example.com")'),
    ])
  })

  it("reports a language and a locale not in their forms, in the words their schema gives", () => {
    const project = scratchProject()
    project.edit("site.json", data => {
      data.language = "English"
      data.locale = "en-us"
    })
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      line("site.json", "/language", 'A language tag such as en or en-GB (now "English")'),
      line("site.json", "/locale", 'A language and country such as en_US (now "en-us")'),
    ])
  })

  it("reports an icon that is not in the icon set", () => {
    const project = scratchProject()
    project.edit("steps.json", data => (data.steps[0].icon = "unicorn"))
    const [problem] = validateContent(project.root, project.dataDir).problems
    expect(problem.startsWith(line("steps.json", "/steps/0/icon", "One of: brain-circuit, briefcase, "))).toBe(true)
    expect(problem).toMatch(/ \(now "unicorn"\)$/)
  })

  it("names the line and column of a JSON syntax error", () => {
    const project = scratchProject()
    project.write("steps.json", '{\n  "heading": "How It Works",\n  "intro": "x",\n}\n')
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/steps.json: invalid JSON at line 4, column 1: expected a field name in double quotes (is there a comma too many?)`,
    ])
  })

  it("reports every problem in every file at once", () => {
    const project = scratchProject()
    project.edit("testimonials.json", data => (data.items[0].rating = 0))
    project.edit("contact.json", data => delete data.notices.success.title)
    project.write("steps.json", "{")
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      line("contact.json", "/notices/success/title", "Required (now missing)"),
      expect.stringMatching(/\/steps.json: invalid JSON at line 1, column 2: /),
      line("testimonials.json", "/items/0/rating", "A whole number from 1 to 5 (now 0)"),
    ])
  })

  it("reports a missing data file, a data file without a schema and a wrong $schema reference", () => {
    const project = scratchProject()
    project.write("extra.json", "{}")
    project.edit("home.json", data => (data.$schema = "./schemas/site.schema.json"))
    fs.rmSync(`${project.root}/${project.dataDir}/steps.json`)
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/steps.json: file is missing (the site needs it; its schema is ${project.dataDir}/schemas/steps.schema.json)`,
      `${project.dataDir}/extra.json: no schema ${project.dataDir}/schemas/extra.schema.json describes this file (add one, or move the file out of ${project.dataDir}/)`,
      `${project.dataDir}/home.json: $schema must be "./schemas/home.schema.json", so that editors' tools find the file's rules (now "./schemas/site.schema.json")`,
    ])
  })
})

describe("validateContent on broken schemas and odd files", () => {
  it("reports a schema the checker cannot take, and checks no file against the schemas then", () => {
    const project = scratchProject()
    const schemaFile = path.join(project.root, project.dataDir, "schemas", "steps.schema.json")
    fs.writeFileSync(schemaFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(schemaFile, "utf8")), type: 5 }))
    project.edit("testimonials.json", data => (data.items[0].rating = 7))
    const { problems } = validateContent(project.root, project.dataDir)
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${project.dataDir}/schemas: schema is invalid: `))])
  })

  it("reports a schema that is not JSON at its line and column, and the data file it no longer describes", () => {
    const project = scratchProject()
    fs.writeFileSync(path.join(project.root, project.dataDir, "schemas", "steps.schema.json"), "{ broken")
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      expect.stringMatching(
        new RegExp(`^${project.dataDir}/schemas/steps\\.schema\\.json: invalid JSON at line 1, column 3: `)
      ),
      `${project.dataDir}/steps.json: no schema ${project.dataDir}/schemas/steps.schema.json describes this file (add one, or move the file out of ${project.dataDir}/)`,
    ])
  })

  it("reports a schema that breaks a rule of the checker, naming it, and checks the other files", () => {
    const project = scratchProject()
    const schemaFile = path.join(project.root, project.dataDir, "schemas", "steps.schema.json")
    fs.writeFileSync(schemaFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(schemaFile, "utf8")), maxLenght: 3 }))
    project.edit("testimonials.json", data => (data.items[0].rating = 7))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/schemas/steps.schema.json: strict mode: unknown keyword: "maxLenght"`,
      line("testimonials.json", "/items/0/rating", "A whole number from 1 to 5 (now 7)"),
    ])
  })

  it("reports, with the reason, a schema the build could not make its GraphQL types of: a nested object not under $defs", () => {
    const project = scratchProject()
    const schemaFile = path.join(project.root, project.dataDir, "schemas", "steps.schema.json")
    const schema = JSON.parse(fs.readFileSync(schemaFile, "utf8")) as { properties: Record<string, unknown> }
    schema.properties.note = {
      title: "Note",
      description: "A note.",
      type: "object",
      properties: { text: { type: "string", title: "Text", description: "Its text." } },
    }
    fs.writeFileSync(schemaFile, JSON.stringify(schema))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      expect.stringMatching(
        /steps\.schema\.json.*note.*define nested objects under "\$defs" and refer to them with "\$ref"/
      ),
    ])
  })

  it("reports a data file that holds no group of fields, without asking it for $schema", () => {
    const project = scratchProject()
    project.write("steps.json", "null")
    project.write("why-choose.json", "[]")
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/steps.json:  (): A group of fields in { } (now null)`,
      `${project.dataDir}/why-choose.json:  (): A group of fields in { } (now none)`,
      `${project.dataDir}/why-choose.json: $schema must be "./schemas/why-choose.schema.json", so that editors' tools find the file's rules (now missing)`,
    ])
  })

  it("asks no $schema of a data file whose value is not a group of fields", () => {
    const project = scratchProject()
    const schemaDir = path.join(project.root, project.dataDir, "schemas")
    fs.writeFileSync(
      path.join(schemaDir, "edge-note.schema.json"),
      JSON.stringify({ title: "Note", description: "A note.", type: "string" })
    )
    project.write("edge-note.json", JSON.stringify("a note"))
    const { problems, checkedFiles } = validateContent(project.root, project.dataDir)
    expect(checkedFiles).toContain("edge-note.json")
    expect(problems.filter(problem => problem.includes("edge-note"))).toEqual([])
  })
})

describe("validateContent on the content's folders", () => {
  it("reports each folder that is neither the schemas nor a content folder, in order, naming the content folders", () => {
    const project = scratchProject()
    const dataDir = path.join(project.root, project.dataDir)
    for (const kind of EVERY_KIND) fs.mkdirSync(path.join(dataDir, kind.folder), { recursive: true })
    // Made in reverse order, so that the order of the report is the code's, not the file system's.
    const strays = ["old", "notes", "extra", "drafts", "backup", "archive"]
    for (const stray of strays) {
      fs.mkdirSync(path.join(dataDir, stray))
      fs.writeFileSync(path.join(dataDir, stray, "page.json"), "{}")
    }
    const contentFolders = EVERY_KIND.map(({ folder }) => `${folder}/`).join(", ")
    expect(validateContent(project.root, project.dataDir).problems).toEqual(
      [...strays]
        .sort()
        .map(
          stray =>
            `${project.dataDir}/${stray}/: no schema describes the files in this folder (content folders: ${contentFolders}); move its files out of ${project.dataDir}/`
        )
    )
  })

  it("names the missing data file of a schema by its name less the final .schema.json only", () => {
    const project = scratchProject()
    const schema = "notes.schema.json.schema.json"
    fs.writeFileSync(path.join(project.root, project.dataDir, "schemas", schema), JSON.stringify({ type: "object" }))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/notes.schema.json.json: file is missing (the site needs it; its schema is ${project.dataDir}/schemas/${schema})`,
    ])
  })
})

describe("validateContent on service pages", () => {
  /**
   * Adds the service page `id` to the copy, holding only `fields` (and its $schema): the schema's check then
   * finds its other fields missing, which these tests leave aside.
   */
  function addPage(project: ReturnType<typeof scratchProject>, id: string, fields: object): void {
    const file = `${CONTENT_KINDS["service-page"].folder}/${id}.json`
    fs.mkdirSync(path.join(project.root, project.dataDir, CONTENT_KINDS["service-page"].folder), { recursive: true })
    project.write(file, JSON.stringify({ $schema: schemaReferenceFor(file), ...fields }))
  }
  const notMissing = (problem: string) => !problem.endsWith(": Required (now missing)")

  it("reports pages that clash at the page's file and the field to change, by its labels and its place", () => {
    const project = scratchProject()
    const [reserved] = reservedAtTopOf(readContentSnapshot(project.root, project.dataDir))
    addPage(project, "unit-first", { address: "unit-shared" })
    addPage(project, "unit-second", { address: "unit-shared", formerAddresses: [reserved] })
    const page = (id: string) => `${CONTENT_KINDS["service-page"].folder}/${id}.json`
    const problems = validateContent(project.root, project.dataDir).problems.filter(notMissing)
    expect(problems).toEqual([
      line(page("unit-first"), "/address", 'Already the address of the service page "unit-second" (now "unit-shared")'),
      line(page("unit-second"), "/address", 'Already the address of the service page "unit-first" (now "unit-shared")'),
      line(page("unit-second"), "/formerAddresses/0", `Already an address of the site itself (now "${reserved}")`),
    ])
    // A former address by the list's label and the item's place in words, and by its place in the file.
    expect(problems[2]).toMatch(/\/unit-second\.json: [^›]+ › 1st [a-z ]+ \(formerAddresses\[0\]\): /)
  })

  it("refuses a link to a retired page: only live pages can be chosen", () => {
    const project = scratchProject()
    addPage(project, "unit-retired", { address: "unit-retired", retiredTo: HOME_PAGE })
    project.edit("services.json", data => (data.groups[0].cards[0].link = { label: "More", page: "unit-retired" }))
    const problems = validateContent(project.root, project.dataDir).problems.filter(problem =>
      problem.startsWith(`${project.dataDir}/services.json: `)
    )
    expect(problems).toHaveLength(1)
    const rule = line("services.json", "/groups/0/cards/0/link/page", "A published service page that is not retired (")
    expect(problems[0].startsWith(rule)).toBe(true)
    expect(problems[0].endsWith(' (now "unit-retired")')).toBe(true)
  })
})

describe("validateContent on entries of every kind", () => {
  /**
   * Content with valid entries of every kind (people, articles and pages, and service pages when the content
   * has one), whatever content the tests read: the variant \`most\` of it (tools/content-variants.ts).
   */
  let withEntries: string
  beforeAll(() => {
    withEntries = path.join(scratchFolder("entries-"), "content")
    writeVariant(path.resolve(repoRoot, DATA_DIR), withEntries, "most")
  })

  /** A scratch project holding that content, with its entries' files by kind. */
  function entriesProject() {
    const project = scratchProject()
    copyContentFolder(withEntries, path.join(project.root, project.dataDir))
    const filesOf = (kind: ContentKind) =>
      filesOfKind(readContentSnapshot(project.root, project.dataDir), kind.name) as {
        id: string
        data: Record<string, any>
      }[]
    const problems = () => validateContent(project.root, project.dataDir).problems
    return { ...project, filesOf, problems }
  }
  const fileOf = (kind: ContentKind, id: string) => `${kind.folder}/${id}.json`
  const live = (files: { id: string; data: { retiredTo?: unknown } }[]) =>
    files.filter(file => file.data.retiredTo === undefined).map(file => file.id)

  it("finds that content valid, with people, articles and pages in it", () => {
    const project = entriesProject()
    expect(project.problems()).toEqual([])
    for (const kind of [CONTENT_KINDS.person, CONTENT_KINDS.article, CONTENT_KINDS.page])
      expect(project.filesOf(kind).length).toBeGreaterThan(0)
  })

  it("refuses an article whose author is no person, offering the people", () => {
    const project = entriesProject()
    const [article] = project.filesOf(CONTENT_KINDS.article)
    project.edit(fileOf(CONTENT_KINDS.article, article.id), data => (data.author = "unit-nobody"))
    const people = project.filesOf(CONTENT_KINDS.person).map(person => person.id)
    expect(project.problems()).toEqual([
      line(
        fileOf(CONTENT_KINDS.article, article.id),
        "/author",
        `A person in Team (${people.join(" or ")}) (now "unit-nobody")`
      ),
    ])
  })

  it("refuses an article whose reviewer is its author", () => {
    const project = entriesProject()
    const [article] = project.filesOf(CONTENT_KINDS.article)
    project.edit(fileOf(CONTENT_KINDS.article, article.id), data => {
      data.reviewer = data.author
      data.reviewed = data.published
    })
    expect(project.problems()).toEqual([
      line(
        fileOf(CONTENT_KINDS.article, article.id),
        "/reviewer",
        `Someone other than the author: a second person checks the advice (now "${article.data.author}")`
      ),
    ])
  })

  it("refuses an article's category that entry-pages.json does not list, offering those it lists", () => {
    const project = entriesProject()
    const [article] = project.filesOf(CONTENT_KINDS.article)
    project.edit(fileOf(CONTENT_KINDS.article, article.id), data => (data.category = "unit-unlisted"))
    const insights = JSON.parse(fs.readFileSync(path.join(project.root, project.dataDir, "entry-pages.json"), "utf8"))
    const categories = insights.categories.map((category: { id: string }) => category.id).join(" or ")
    expect(project.problems()).toEqual([
      line(
        fileOf(CONTENT_KINDS.article, article.id),
        "/category",
        `One of the categories listed in Insights (${categories}) (now "unit-unlisted")`
      ),
    ])
  })

  it("names, in plain words, each service page whose inquiries a person answers once that person is retired", () => {
    const project = entriesProject()
    const person = live(project.filesOf(CONTENT_KINDS.person))[0]
    // One more live page that this person answers: a copy of the content's first service page, or the
    // repository's. A content without any (as `fewest` is) has no page a person could answer.
    const [model] = [
      ...project.filesOf(CONTENT_KINDS["service-page"]),
      ...filesOfKind(readContentSnapshot(repoRoot, REPOSITORY_DATA_DIR), CONTENT_KINDS["service-page"].name),
    ]
    if (!model) return
    const added = fileOf(CONTENT_KINDS["service-page"], "unit-answered")
    fs.mkdirSync(path.join(project.root, project.dataDir, CONTENT_KINDS["service-page"].folder), { recursive: true })
    project.write(
      added,
      JSON.stringify({
        ...(model.data as object),
        address: "unit-answered",
        formerAddresses: undefined,
        retiredTo: undefined,
        responder: person,
      })
    )
    const pointing = project.filesOf(CONTENT_KINDS["service-page"]).filter(page => page.data.responder === person)
    expect(pointing.map(page => page.id)).toContain("unit-answered")
    expect(project.problems()).toEqual([])
    project.edit(fileOf(CONTENT_KINDS.person, person), data => (data.retiredTo = CONTENT_KINDS.person.indexPath))
    const stillLive = live(project.filesOf(CONTENT_KINDS.person))
    expect(project.problems()).toEqual(
      pointing.map(page =>
        line(
          fileOf(CONTENT_KINDS["service-page"], page.id),
          "/responder",
          `A published person that is not retired (${stillLive.join(" or ")}) (now "${person}")`
        )
      )
    )
  })

  it("refuses a related service that is retired", () => {
    const project = entriesProject()
    const [article] = project.filesOf(CONTENT_KINDS.article)
    const retired = fileOf(CONTENT_KINDS["service-page"], "unit-retired")
    fs.mkdirSync(path.join(project.root, project.dataDir, CONTENT_KINDS["service-page"].folder), { recursive: true })
    project.write(
      retired,
      JSON.stringify({ $schema: schemaReferenceFor(retired), address: "unit-retired", retiredTo: HOME_PAGE })
    )
    project.edit(fileOf(CONTENT_KINDS.article, article.id), data => (data.services = ["unit-retired"]))
    const atArticle = project
      .problems()
      .filter(problem => problem.startsWith(`${project.dataDir}/${CONTENT_KINDS.article.folder}/`))
    expect(atArticle).toHaveLength(1)
    const rule = line(
      fileOf(CONTENT_KINDS.article, article.id),
      "/services/0",
      "A published service page that is not retired ("
    )
    expect(atArticle[0].startsWith(rule)).toBe(true)
    expect(atArticle[0].endsWith(' (now "unit-retired")')).toBe(true)
  })

  it("refuses a footer legal notice that names a page that is not live, offering the live pages", () => {
    const project = entriesProject()
    const pages = project.filesOf(CONTENT_KINDS.page)
    const retiredId = "unit-retired-page"
    const { formerAddresses: _former, ...copy } = pages[0].data
    project.write(
      fileOf(CONTENT_KINDS.page, retiredId),
      JSON.stringify({ ...copy, address: retiredId, retiredTo: HOME_PAGE })
    )
    project.edit("site.json", data => {
      const notices = data.footer.legalNotices
      notices[0] = { ...(notices[0] ?? { label: retiredId }), page: retiredId }
    })
    expect(project.problems()).toEqual([
      line(
        "site.json",
        "/footer/legalNotices/0/page",
        `A published page that is not retired (${live(pages).join(" or ")}) (now "${retiredId}")`
      ),
    ])
  })

  it("refuses a date the calendar does not have", () => {
    const project = entriesProject()
    const [page] = project.filesOf(CONTENT_KINDS.page)
    project.edit(fileOf(CONTENT_KINDS.page, page.id), data => (data.updated = "2026-02-30"))
    expect(project.problems()).toEqual([
      line(
        fileOf(CONTENT_KINDS.page, page.id),
        "/updated",
        'A date written year-month-day, such as 2026-03-31 (now "2026-02-30")'
      ),
    ])
  })

  it("refuses HTML in a rich text, saying so at the field", () => {
    const project = entriesProject()
    const [page] = project.filesOf(CONTENT_KINDS.page)
    project.edit(fileOf(CONTENT_KINDS.page, page.id), data => (data.body = `${data.body}\n\nSome <b>bold</b> words.\n`))
    const problems = project.problems()
    expect(problems).toHaveLength(1)
    expect(problems[0].startsWith(line(fileOf(CONTENT_KINDS.page, page.id), "/body", "This text contains HTML"))).toBe(
      true
    )
  })

  it("refuses a person's photo whose file is not in the people's photos folder", () => {
    const project = entriesProject()
    const person = project.filesOf(CONTENT_KINDS.person).find(candidate => candidate.data.photo)
    expect(person).toBeDefined()
    const image: string = person!.data.photo.image
    fs.rmSync(path.join(project.root, project.dataDir, CONTENT_KINDS.person.folder, image))
    const missing = (now: string) =>
      line(
        fileOf(CONTENT_KINDS.person, person!.id),
        "/photo/image",
        `A picture in ${project.dataDir}/${CONTENT_KINDS.person.folder}/${CONTENT_KINDS.person.mediaFolder}/: upload it again with the content manager (now "${now}", which is not there)`
      )
    expect(project.problems()).toEqual([missing(image)])
    // A picture beside the entry, but in another folder than the kind's own, is not one the site publishes.
    const elsewhere = `unit-elsewhere/${path.posix.basename(image)}`
    fs.mkdirSync(path.join(project.root, project.dataDir, CONTENT_KINDS.person.folder, "unit-elsewhere"))
    fs.writeFileSync(path.join(project.root, project.dataDir, CONTENT_KINDS.person.folder, elsewhere), "")
    project.edit(fileOf(CONTENT_KINDS.person, person!.id), data => (data.photo.image = elsewhere))
    expect(project.problems()).toEqual([missing(elsewhere)])
  })

  it("finds the pictures in a list of them, each at its item, and none in a list an entry lacks", () => {
    const project = entriesProject()
    const people = project.filesOf(CONTENT_KINDS.person)
    const person = people.find(candidate => candidate.data.photo)
    expect(person).toBeDefined()
    expect(people.length).toBeGreaterThan(1)
    // A list of pictures, which no schema of the site has (yet): every other person lacks it.
    const schemaFile = path.join(project.root, project.dataDir, "schemas", CONTENT_KINDS.person.schemaFile)
    const schema = JSON.parse(fs.readFileSync(schemaFile, "utf8"))
    schema.properties.gallery = {
      title: "Gallery",
      description: "Pictures of the person at work.",
      type: "array",
      items: { title: "Picture", type: "string", format: IMAGE_FILE_FORMAT },
    }
    fs.writeFileSync(schemaFile, JSON.stringify(schema))
    const missing = `${CONTENT_KINDS.person.mediaFolder}/unit-missing.png`
    project.edit(fileOf(CONTENT_KINDS.person, person!.id), data => {
      data.gallery = [data.photo.image as string, missing]
    })
    const { schemas } = loadSchemas(project.root, project.dataDir)
    const titles = fieldTitles(shapeOfSchema(schemas, CONTENT_KINDS.person.schemaFile), "/gallery/1").join(" › ")
    expect(project.problems()).toEqual([
      `${project.dataDir}/${fileOf(CONTENT_KINDS.person, person!.id)}: ${titles} (${dottedPath("/gallery/1")}): A picture in ${project.dataDir}/${CONTENT_KINDS.person.folder}/${CONTENT_KINDS.person.mediaFolder}/: upload it again with the content manager (now "${missing}", which is not there)`,
    ])
  })

  it("refuses a photo without its description", () => {
    const project = entriesProject()
    const person = project.filesOf(CONTENT_KINDS.person).find(candidate => candidate.data.photo)
    expect(person).toBeDefined()
    project.edit(fileOf(CONTENT_KINDS.person, person!.id), data => delete data.photo.alt)
    expect(project.problems()).toEqual([
      line(fileOf(CONTENT_KINDS.person, person!.id), "/photo/alt", "Required (now missing)"),
    ])
  })
})

describe("problemReport", () => {
  it("counts the problems, lists each on its own indented line and says where to get help", () => {
    expect(problemReport(["a.json: one", "b.json: two"])).toBe(
      `The content in ${DATA_DIR}/ has 2 problems:\n  a.json: one\n  b.json: two\nFix them and save; see docs/editing-content.md for what each message means.`
    )
    expect(problemReport(["a.json: one"])).toBe(
      `The content in ${DATA_DIR}/ has 1 problem:\n  a.json: one\nFix it and save; see docs/editing-content.md for what each message means.`
    )
  })
})

describe("dottedPath", () => {
  it.each([
    ["", ""],
    ["/items/1/rating", "items[1].rating"],
    ["/0", "[0]"],
    ["/a~1b/c~0d", "a/b.c~d"],
    ["/groups/0/cards/12", "groups[0].cards[12]"],
    ["/1a/b", "1a.b"],
  ])("writes %j as %j", (pointer, dotted) => {
    expect(dottedPath(pointer)).toBe(dotted)
  })

  it("writes only whole-number parts as list positions", () => {
    expect(dottedPath("/item1/2")).toBe("item1[2]")
  })
})

describe("kindSchemaProblems: what a kind of page still lacks, in plain words, before GraphQL would fail on it", () => {
  const { schemas } = loadSchemas(repoRoot, DATA_DIR)

  it("finds nothing missing for the kinds of the record", () => {
    expect(kindSchemaProblems(schemas, "data/schemas")).toEqual([])
  })

  it("names a kind's missing schema, its missing title, and its missing words in entry-pages.json", () => {
    const kind = CONTENT_KINDS.plan
    const without = new Map(schemas)
    without.delete(kind.schemaFile)
    expect(kindSchemaProblems(without, "data/schemas")).toEqual([
      `data/schemas/${kind.schemaFile}: missing: every kind of page has a schema named after it (README, "A new kind of page")`,
    ])
    const untitled = new Map(schemas)
    untitled.set(kind.schemaFile, { ...schemas.get(kind.schemaFile)!, title: undefined })
    const entryPages = schemas.get("entry-pages.schema.json")!
    untitled.set("entry-pages.schema.json", {
      ...entryPages,
      required: entryPages.required!.filter(name => name !== kind.textsKey && name !== kind.indexTextsKey),
    })
    expect(kindSchemaProblems(untitled, "data/schemas")).toEqual([
      `data/schemas/${kind.schemaFile}: "title" is required: it names the kind in the content manager`,
      `data/schemas/entry-pages.schema.json: a required property ${kind.textsKey}, the words every ${kind.name}'s page shows around its own, with searchLabel, what a search result calls one (README, "A new kind of page")`,
      `data/schemas/entry-pages.schema.json: a required property ${kind.indexTextsKey}, the words of ${kind.indexPath}, with navigationLabel, seo, heading and intro (README, "A new kind of page")`,
    ])
  })
})
