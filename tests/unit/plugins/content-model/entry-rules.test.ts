import { EVERY_KIND, CONTENT_KINDS } from "../../../../plugins/content-model/content-kinds"
import {
  REVIEW_REMINDER_MONTHS,
  articlesDueForReview,
  problemsOfEntryData,
  problemsOfFileData,
} from "../../../../plugins/content-model/entry-rules"
import { loadSchemas } from "../../../../plugins/content-model/load-schemas"
import type { SiteFacts } from "../../../../plugins/content-model/site-facts"
import { repoRoot } from "../../support/repo-root"
import { kindLabels } from "../../../../tools/content"

/** A site with two people who hold a credential and one who holds none. */
const SITE: SiteFacts = {
  routes: ["/"],
  choices: { person: ["author", "reviewer", "trainee"] },
  categories: ["tax"],
  credentialed: ["author", "reviewer"],
  kindLabels,
}

const reviewed = { author: "author", reviewer: "reviewer", published: "2025-01-15", reviewed: "2025-03-01" }
const problems = (data: unknown) => problemsOfEntryData(CONTENT_KINDS.article.name, data, SITE)

describe("problemsOfEntryData: an article's reviewer and review date", () => {
  it("accepts an article reviewed by someone else with a credential, after it was published, and one never reviewed", () => {
    expect(problems(reviewed)).toEqual([])
    expect(problems({ author: "author", published: "2025-01-15" })).toEqual([])
    expect(problems({ ...reviewed, reviewer: "", reviewed: "" })).toEqual([])
  })

  it("refuses the author as the reviewer", () => {
    expect(problems({ ...reviewed, reviewer: "author" })).toEqual([
      {
        pointer: "/reviewer",
        message: 'Someone other than the author: a second person checks the advice (now "author")',
      },
    ])
  })

  it("refuses a reviewer who holds no credential", () => {
    expect(problems({ ...reviewed, reviewer: "trainee" })).toEqual([
      {
        pointer: "/reviewer",
        message:
          'Someone who holds a credential: add theirs to their page in Team, or choose another person (now "trainee", who has none)',
      },
    ])
  })

  it("leaves a reviewer who is no person to the check of the field's format, also on a site with no people", () => {
    expect(problems({ ...reviewed, reviewer: "stranger" })).toEqual([])
    expect(problemsOfEntryData(CONTENT_KINDS.article.name, reviewed, { ...SITE, choices: {} })).toEqual([])
  })

  it("asks for the review date with a reviewer, and for the reviewer with a review date", () => {
    expect(problems({ ...reviewed, reviewed: undefined })).toEqual([
      { pointer: "/reviewed", message: "Required with a reviewer (now missing)" },
    ])
    expect(problems({ ...reviewed, reviewed: "" })).toEqual([
      { pointer: "/reviewed", message: "Required with a reviewer (now missing)" },
    ])
    expect(problems({ ...reviewed, reviewer: undefined })).toEqual([
      { pointer: "/reviewer", message: "Required with a review date (now missing)" },
    ])
  })

  it("refuses a review before the publication, and accepts one on the day of it", () => {
    expect(problems({ ...reviewed, reviewed: "2025-01-14" })).toEqual([
      { pointer: "/reviewed", message: 'On or after the publication date, 2025-01-15 (now "2025-01-14")' },
    ])
    expect(problems({ ...reviewed, reviewed: "2025-01-15" })).toEqual([])
  })

  it("leaves dates that are not written year-month-day to the check of their format, and a review date that is no text to the check of its type", () => {
    expect(problems({ ...reviewed, reviewed: "1 March 2025" })).toEqual([])
    expect(problems({ ...reviewed, published: "2025-1-15", reviewed: "2024-12-01" })).toEqual([])
    // A date with text before or after it is no date, though it would sort before the publication date.
    expect(problems({ ...reviewed, reviewed: " 2025-01-14" })).toEqual([])
    expect(problems({ ...reviewed, reviewed: "2025-01-14 " })).toEqual([])
    expect(problems({ ...reviewed, reviewer: undefined, reviewed: 20250301 })).toEqual([])
  })

  it("tells every problem of an article at once", () => {
    expect(problems({ author: "author", reviewer: "author", published: "2025-01-15" })).toEqual([
      {
        pointer: "/reviewer",
        message: 'Someone other than the author: a second person checks the advice (now "author")',
      },
      { pointer: "/reviewed", message: "Required with a reviewer (now missing)" },
    ])
  })

  it("holds a calculator's review to the same rules", () => {
    expect(problemsOfEntryData(CONTENT_KINDS.tool.name, { ...reviewed, reviewer: "author" }, SITE)).toEqual([
      {
        pointer: "/reviewer",
        message: 'Someone other than the author: a second person checks the advice (now "author")',
      },
    ])
    expect(problemsOfEntryData(CONTENT_KINDS.tool.name, { ...reviewed, reviewer: "trainee" }, SITE)).toEqual([
      expect.objectContaining({ pointer: "/reviewer", message: expect.stringContaining("holds a credential") }),
    ])
  })

  it("has no rules for the other kinds, nor for a file that holds no group of fields", () => {
    const signed = [CONTENT_KINDS.article, CONTENT_KINDS.tool] as const
    for (const kind of EVERY_KIND.filter(candidate => !(signed as readonly unknown[]).includes(candidate)))
      expect(problemsOfEntryData(kind.name, { ...reviewed, reviewer: "author" }, SITE)).toEqual([])
    expect(problems(undefined)).toEqual([])
    expect(problems(null)).toEqual([])
    expect(problems("text")).toEqual([])
  })
})

describe("problemsOfFileData: each category's id once, one privacy policy at most", () => {
  const { listedIn, list } = CONTENT_KINDS.article.groups!
  const categories = (...ids: unknown[]) => ({ [list]: ids.map(id => (id === null ? null : { id, name: "A name" })) })

  it("refuses a category whose id an earlier one has, at its id, naming the earlier one", () => {
    expect(problemsOfFileData(listedIn, categories("tax", "audit", "tax", "audit", "tax"))).toEqual([
      { pointer: `/${list}/2/id`, message: 'Each id once: the 1st category has it already (now "tax")' },
      { pointer: `/${list}/3/id`, message: 'Each id once: the 2nd category has it already (now "audit")' },
      { pointer: `/${list}/4/id`, message: 'Each id once: the 1st category has it already (now "tax")' },
    ])
  })

  it("accepts different ids, and leaves a missing id or a list that is not one to the schema", () => {
    expect(problemsOfFileData(listedIn, categories("tax", "audit"))).toEqual([])
    expect(problemsOfFileData(listedIn, categories(undefined, undefined, null, 3, 3))).toEqual([])
    expect(problemsOfFileData(listedIn, { [list]: "tax" })).toEqual([])
  })

  const site = (...ticks: (boolean | undefined)[]) => ({
    footer: { legalNotices: ticks.map(privacyPolicy => ({ label: "A notice", privacyPolicy })) },
  })

  it("refuses every legal notice ticked as the privacy policy after the first, naming the first", () => {
    expect(problemsOfFileData("site.json", site(false, true, undefined, true, true))).toEqual([
      {
        pointer: "/footer/legalNotices/3/privacyPolicy",
        message: "One legal notice at most is the privacy policy: the 2nd is already (now ticked)",
      },
      {
        pointer: "/footer/legalNotices/4/privacyPolicy",
        message: "One legal notice at most is the privacy policy: the 2nd is already (now ticked)",
      },
    ])
    expect(problemsOfFileData("site.json", site(true, true))).toEqual([
      {
        pointer: "/footer/legalNotices/1/privacyPolicy",
        message: "One legal notice at most is the privacy policy: the 1st is already (now ticked)",
      },
    ])
  })

  it("accepts one privacy policy or none, and leaves notices that are not a list to the schema", () => {
    expect(problemsOfFileData("site.json", site(true, false))).toEqual([])
    expect(problemsOfFileData("site.json", site(false, false))).toEqual([])
    expect(problemsOfFileData("site.json", { footer: { legalNotices: "none" } })).toEqual([])
    expect(problemsOfFileData("site.json", {})).toEqual([])
  })

  it("asks neither of other files", () => {
    expect(problemsOfFileData("home.json", categories("tax", "tax"))).toEqual([])
    expect(problemsOfFileData("home.json", site(true, true))).toEqual([])
  })
})

describe("problemsOfFileData: contact.json's reply promise", () => {
  const promise = { timeZone: "America/New_York", days: ["monday"], opens: "09:00", closes: "17:00" }
  const contact = (replyTime: string, replyPromise?: object | null) => ({ replyTime, replyPromise })

  it("accepts a promise that closes after it opens, stated by a reply time that names its hours", () => {
    expect(problemsOfFileData("contact.json", contact("{hours} business hours", promise))).toEqual([])
  })

  it("refuses a promise that closes at or before it opens, at its closing time", () => {
    for (const closes of ["09:00", "08:59", "00:00"])
      expect(problemsOfFileData("contact.json", contact("{hours} hours", { ...promise, closes }))).toEqual([
        {
          pointer: "/replyPromise/closes",
          message: `Later than the opening time, 09:00, on the same day (now ${JSON.stringify(closes)})`,
        },
      ])
  })

  it("asks a reply time to name the promise's hours, so that the pages follow the promise", () => {
    expect(problemsOfFileData("contact.json", contact("24 hours", promise))).toEqual([
      {
        pointer: "/replyTime",
        message:
          'With a reply promise, {hours} where its number of business hours goes, such as {hours} business hours (now "24 hours")',
      },
    ])
  })

  it("asks nothing without a promise, and leaves times not written HH:MM to their schema", () => {
    expect(problemsOfFileData("contact.json", contact("24 hours"))).toEqual([])
    expect(problemsOfFileData("contact.json", contact("24 hours", null))).toEqual([])
    expect(problemsOfFileData("contact.json", contact("{hours}", { ...promise, opens: "9am", closes: "8" }))).toEqual(
      []
    )
    // Whole times only: a time with more around it, or an hour past 23, is its schema's to report.
    for (const [opens, closes] of [
      ["x10:00", "09:00"],
      ["10:00x", "09:00"],
      ["24:00", "09:00"],
      ["10:00", "0:00"],
    ])
      expect(problemsOfFileData("contact.json", contact("{hours}", { ...promise, opens, closes }))).toEqual([])
    expect(problemsOfFileData("contact.json", null)).toEqual([])
  })
})

describe("articlesDueForReview: a reminder, never a failure", () => {
  const TODAY = "2026-06-15"
  const article = (id: string, fields: Record<string, unknown>) => ({ id, data: { author: "author", ...fields } })

  it(`lists the articles last reviewed more than ${REVIEW_REMINDER_MONTHS} months before the day, with the date of their review`, () => {
    const articles = [
      article("thirteen-months", { published: "2024-01-10", reviewed: "2025-05-15" }),
      article("eleven-months", { published: "2024-01-10", reviewed: "2025-07-15" }),
      article("a-day-too-long", { published: "2024-01-10", reviewed: "2025-06-14" }),
      article("twelve-months-to-the-day", { published: "2024-01-10", reviewed: "2025-06-15" }),
    ]
    expect(articlesDueForReview(articles, TODAY)).toEqual([
      { id: "thirteen-months", since: "2025-05-15" },
      { id: "a-day-too-long", since: "2025-06-14" },
    ])
  })

  it("counts from the publication of an article never reviewed", () => {
    const articles = [
      article("old", { published: "2025-05-15" }),
      article("recent", { published: "2025-07-15" }),
      article("empty-review", { published: "2025-05-15", reviewed: "" }),
      article("review-date-no-text", { published: "2025-05-15", reviewed: 20250715 }),
    ]
    expect(articlesDueForReview(articles, TODAY)).toEqual([
      { id: "old", since: "2025-05-15" },
      { id: "empty-review", since: "2025-05-15" },
      { id: "review-date-no-text", since: "2025-05-15" },
    ])
  })

  it("lists no retired article, and no article without a date", () => {
    const articles = [
      article("retired", { published: "2020-01-01", retiredTo: "/insights" }),
      article("undated", {}),
      { id: "unreadable", data: undefined },
    ]
    expect(articlesDueForReview(articles, TODAY)).toEqual([])
  })

  it("reminds after as many months as the article's schema tells editors", () => {
    const { schemas } = loadSchemas(repoRoot)
    const description = schemas.get(CONTENT_KINDS.article.schemaFile)?.properties?.reviewed?.description
    expect(description).toContain(`more than ${REVIEW_REMINDER_MONTHS} months ago`)
  })

  it("goes by the day it is given, never by the clock", () => {
    const articles = [article("a", { published: "2025-05-15" })]
    jest.useFakeTimers({ now: new Date("2040-01-01T12:00:00Z") })
    try {
      expect(articlesDueForReview(articles, "2025-06-01")).toEqual([])
      expect(articlesDueForReview(articles, TODAY)).toEqual([{ id: "a", since: "2025-05-15" }])
    } finally {
      jest.useRealTimers()
    }
  })

  it("counts months across the turn of a year and from the end of a month", () => {
    const articles = [article("a", { published: "2025-01-30" }), article("b", { published: "2025-02-01" })]
    expect(articlesDueForReview(articles, "2026-01-31")).toEqual([{ id: "a", since: "2025-01-30" }])
  })
})
