import fs from "fs"
import { validateContent } from "../../../plugins/content-schema/validate-content"
import { listDataFiles } from "../../../plugins/content-schema/data-files"
import { content } from "../../../tools/content"
import { scratchProject, repoRoot } from "./scratch-project"

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
    expect(checkedFiles).toEqual(listDataFiles(repoRoot, "data"))
  })
})

describe("validateContent on broken copies", () => {
  const last = (list: readonly unknown[]) => list.length - 1

  it("names the file, the JSON path, what is wrong and what it got for an out-of-range rating", () => {
    const project = scratchProject()
    const at = last(content.testimonials.items)
    project.edit("testimonials.json", data => (data.items[at].rating = 7))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/testimonials.json: /items/${at}/rating must be <= 5 (got 7)`,
    ])
  })

  it("reports a removed required field", () => {
    const project = scratchProject()
    project.edit("testimonials.json", data => delete data.items[0].quote)
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/testimonials.json: /items/0/quote is missing (a required field)`,
    ])
  })

  it("reports a wrong type", () => {
    const project = scratchProject()
    const at = last(content.testimonials.items)
    project.edit("testimonials.json", data => (data.items[at].rating = "5"))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/testimonials.json: /items/${at}/rating must be a whole number (got "5")`,
    ])
  })

  it("reports a misspelt key as an unknown field and suggests the right one", () => {
    const project = scratchProject()
    project.edit("testimonials.json", data => {
      data.items[0].qoute = data.items[0].quote
      delete data.items[0].quote
    })
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/testimonials.json: /items/0/quote is missing (a required field)`,
      `${project.dataDir}/testimonials.json: /items/0/qoute is not a known field (did you mean "quote"? expected one of: quote, name, role, rating)`,
    ])
  })

  it("reports an empty list where the page needs items", () => {
    const project = scratchProject()
    project.edit("why-choose.json", data => (data.reasons = []))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/why-choose.json: /reasons must list at least 1 item (got 0)`,
    ])
  })

  it("reports empty text", () => {
    const project = scratchProject()
    project.edit("home.json", data => (data.hero.headline = "  "))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/home.json: /hero/headline must not be empty (got "  ")`,
    ])
  })

  it("reports a link to a page the site does not have, and one that is not a site path at all", () => {
    const project = scratchProject()
    // Any card may carry a link (the schema makes it optional): the last card of the last group gets a broken one.
    const group = last(content.services.groups)
    const card = last(content.services.groups[group].cards)
    project.edit(
      "services.json",
      data => (data.groups[group].cards[card].link = { label: "More", to: "/financial-advise" })
    )
    project.edit("advisory.json", data => (data.cta.link.to = "contact"))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/advisory.json: /cta/link/to must be a path on this site starting with "/" (got "contact")`,
      `${project.dataDir}/services.json: /groups/${group}/cards/${card}/link/to must lead to a page of this site: /, /financial-advisory (got "/financial-advise")`,
    ])
  })

  it("reports an invalid email address and a send delay outside the sane range", () => {
    const project = scratchProject()
    project.edit("site.json", data => (data.email = "hello-at-example"))
    project.edit("contact.json", data => (data.sendDelayMs = 60000))
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/contact.json: /sendDelayMs must be <= 10000 (got 60000)`,
      `${project.dataDir}/site.json: /email must be an email address like name@example.com (got "hello-at-example")`,
    ])
  })

  it("reports an icon that is not in the icon set", () => {
    const project = scratchProject()
    project.edit("steps.json", data => (data.steps[0].icon = "unicorn"))
    const [problem] = validateContent(project.root, project.dataDir).problems
    expect(
      problem.startsWith(`${project.dataDir}/steps.json: /steps/0/icon must be one of: brain-circuit, briefcase, `)
    ).toBe(true)
    expect(problem.endsWith(' (got "unicorn")')).toBe(true)
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
    project.edit("home.json", data => (data.hero.headline = ""))
    project.edit("contact.json", data => delete data.notices.success.title)
    project.write("steps.json", "{")
    expect(validateContent(project.root, project.dataDir).problems).toEqual([
      `${project.dataDir}/contact.json: /notices/success/title is missing (a required field)`,
      `${project.dataDir}/home.json: /hero/headline must not be empty (got "")`,
      expect.stringMatching(/steps\.json: invalid JSON at line 1, column 2: /),
      `${project.dataDir}/testimonials.json: /items/0/rating must be >= 1 (got 0)`,
    ])
  })

  it("reports a missing data file, a data file without a schema and a wrong $schema reference", () => {
    const project = scratchProject()
    const dir = project.dataDir
    project.write("extra.json", "{}")
    project.edit("home.json", data => (data.$schema = "./schemas/site.schema.json"))
    fs.rmSync(`${project.root}/${dir}/steps.json`)
    expect(validateContent(project.root, dir).problems).toEqual([
      `${dir}/steps.json: file is missing (the site needs it; its schema is ${dir}/schemas/steps.schema.json)`,
      `${dir}/extra.json: no schema ${dir}/schemas/extra.schema.json describes this file (add one, or move the file out of ${dir}/)`,
      `${dir}/home.json: /$schema must be "./schemas/home.schema.json" so that editors can check the file (got "./schemas/site.schema.json")`,
    ])
  })
})
