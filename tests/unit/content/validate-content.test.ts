import fs from "fs"
import { validateContent } from "../../../plugins/content-schema/validate-content"
import { copyOfContent, repoRoot } from "./content-copy"

describe("validateContent on the project's data", () => {
  it("finds every data file valid", () => {
    const { problems, checkedFiles } = validateContent(repoRoot)
    expect(problems).toEqual([])
    expect(checkedFiles).toEqual(
      expect.arrayContaining([
        "site.json",
        "home.json",
        "services.json",
        "steps.json",
        "testimonials.json",
        "contact.json",
        "advisory.json",
      ])
    )
  })
})

describe("validateContent on broken copies", () => {
  it("names the file, the JSON path, what is wrong and what it got for an out-of-range rating", () => {
    const content = copyOfContent()
    content.edit("testimonials.json", data => (data.items[1].rating = 7))
    expect(validateContent(content.root).problems).toEqual([
      "data/testimonials.json: /items/1/rating must be <= 5 (got 7)",
    ])
  })

  it("reports a removed required field", () => {
    const content = copyOfContent()
    content.edit("testimonials.json", data => delete data.items[0].quote)
    expect(validateContent(content.root).problems).toEqual([
      "data/testimonials.json: /items/0/quote is missing (a required field)",
    ])
  })

  it("reports a wrong type", () => {
    const content = copyOfContent()
    content.edit("testimonials.json", data => (data.items[2].rating = "5"))
    expect(validateContent(content.root).problems).toEqual([
      'data/testimonials.json: /items/2/rating must be a whole number (got "5")',
    ])
  })

  it("reports a misspelt key as an unknown field and suggests the right one", () => {
    const content = copyOfContent()
    content.edit("testimonials.json", data => {
      data.items[0].qoute = data.items[0].quote
      delete data.items[0].quote
    })
    expect(validateContent(content.root).problems).toEqual([
      "data/testimonials.json: /items/0/quote is missing (a required field)",
      'data/testimonials.json: /items/0/qoute is not a known field (did you mean "quote"? expected one of: quote, name, role, rating)',
    ])
  })

  it("reports an empty list where the page needs items", () => {
    const content = copyOfContent()
    content.edit("why-choose.json", data => (data.reasons = []))
    expect(validateContent(content.root).problems).toEqual([
      "data/why-choose.json: /reasons must list at least 1 item (got 0)",
    ])
  })

  it("reports empty text", () => {
    const content = copyOfContent()
    content.edit("home.json", data => (data.hero.headline = "  "))
    expect(validateContent(content.root).problems).toEqual([
      'data/home.json: /hero/headline must not be empty (got "  ")',
    ])
  })

  it("reports a link to a page the site does not have, and one that is not a site path at all", () => {
    const content = copyOfContent()
    content.edit("services.json", data => (data.groups[1].cards[1].link.to = "/financial-advise"))
    content.edit("advisory.json", data => (data.cta.link.to = "contact"))
    expect(validateContent(content.root).problems).toEqual([
      'data/advisory.json: /cta/link/to must be a path on this site starting with "/" (got "contact")',
      'data/services.json: /groups/1/cards/1/link/to must lead to a page of this site: /, /financial-advisory (got "/financial-advise")',
    ])
  })

  it("reports an invalid email address and a send delay outside the sane range", () => {
    const content = copyOfContent()
    content.edit("site.json", data => (data.email = "hello-at-example"))
    content.edit("contact.json", data => (data.sendDelayMs = 60000))
    expect(validateContent(content.root).problems).toEqual([
      "data/contact.json: /sendDelayMs must be <= 10000 (got 60000)",
      'data/site.json: /email must be an email address like name@example.com (got "hello-at-example")',
    ])
  })

  it("reports an icon that is not in the icon set", () => {
    const content = copyOfContent()
    content.edit("steps.json", data => (data.steps[0].icon = "unicorn"))
    const [problem] = validateContent(content.root).problems
    expect(problem).toMatch(
      /^data\/steps.json: \/steps\/0\/icon must be one of: brain-circuit, briefcase, .* \(got "unicorn"\)$/
    )
  })

  it("names the line and column of a JSON syntax error", () => {
    const content = copyOfContent()
    content.write("steps.json", '{\n  "heading": "How It Works",\n  "intro": "x",\n}\n')
    expect(validateContent(content.root).problems).toEqual([
      "data/steps.json: invalid JSON at line 4, column 1: expected a field name in double quotes (is there a comma too many?)",
    ])
  })

  it("reports every problem in every file at once", () => {
    const content = copyOfContent()
    content.edit("testimonials.json", data => {
      data.items[0].rating = 0
      data.items[1].rating = 9
    })
    content.edit("contact.json", data => delete data.notices.success.title)
    content.write("steps.json", "{")
    expect(validateContent(content.root).problems).toEqual([
      "data/contact.json: /notices/success/title is missing (a required field)",
      expect.stringMatching(/^data\/steps.json: invalid JSON at line 1, column 2: /),
      "data/testimonials.json: /items/0/rating must be >= 1 (got 0)",
      "data/testimonials.json: /items/1/rating must be <= 5 (got 9)",
    ])
  })

  it("reports a missing data file, a data file without a schema and a wrong $schema reference", () => {
    const content = copyOfContent()
    content.write("extra.json", "{}")
    content.edit("home.json", data => (data.$schema = "./schemas/site.schema.json"))
    fs.rmSync(`${content.root}/data/steps.json`)
    expect(validateContent(content.root).problems).toEqual([
      "data/steps.json: file is missing (the site needs it; its schema is data/schemas/steps.schema.json)",
      "data/extra.json: no schema data/schemas/extra.schema.json describes this file (add one, or move the file out of data/)",
      'data/home.json: /$schema must be "./schemas/home.schema.json" so that editors can check the file (got "./schemas/site.schema.json")',
    ])
  })
})
