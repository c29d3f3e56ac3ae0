import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { test, expect, watch, fileOfPage, SAMPLED, type PageWatch } from "./fixtures"
import { EDITED_SERVICE_PAGES, cmsTestUrl, startCmsHost, type CmsHost } from "./cms-host"
import {
  choose,
  closeAdmin,
  fieldErrors,
  fieldLabel,
  fieldLabelled,
  labelText,
  openAdmin,
  openAllLists,
  openEntry,
  openNewEntry,
  publishNow,
  schemas,
} from "./cms-admin"
import {
  REPOSITORY_DATA_DIR,
  SHARED_SCHEMA,
  schemaFileFor,
  schemaReferenceFor,
} from "../../plugins/content-model/data-files"
import { type ContentKind, EVERY_KIND, CONTENT_KINDS } from "../../plugins/content-model/content-kinds"
import { content } from "../../tools/content"

const SERVICE_PAGE_KIND = CONTENT_KINDS["service-page"]
import { validateContent } from "../../plugins/content-model/validate-content"
import { SITE_ENTRIES } from "../../plugins/content-admin/site-entries"
import type { JsonSchema } from "../../plugins/content-model/load-schemas"
import { makeScratchProject } from "../../tools/content-folder"

/**
 * One rule book: the content manager refuses what `npm run check:data` refuses, in the same words, and
 * speaks to editors in their words. The admin saves through its local backend into a copy of data/.
 */
// Each test loads the admin (a 5 MB script, once per page), and the tests share one host: one at a time.
test.describe.configure({ mode: "serial", timeout: 180_000 })
const url = cmsTestUrl("rules")
test.use({ baseURL: url })

let copy: CmsHost
let page: Page
let watched: PageWatch
test.beforeAll(async ({ browser }) => {
  copy = await startCmsHost(url)
  writeArticleWithReviewer()
  page = await openAdmin(browser, url, async opened => void (watched = await watch(opened)))
})
test.afterAll(async () => {
  await closeAdmin(page)
  await copy?.stop()
})

type Data = Record<string, unknown>
const SERVICE_PAGES_FOLDER = CONTENT_KINDS["service-page"].folder

/** The content check's problems with one data file changed as `change` says, in a copy of the content. */
function checkDataWith(file: string, change: (data: Data) => void): string[] {
  const from = path.join(copy.root, REPOSITORY_DATA_DIR)
  const root = makeScratchProject({ from, as: REPOSITORY_DATA_DIR, prefix: "check-data-" })
  try {
    const target = path.join(root, REPOSITORY_DATA_DIR, file)
    const data = JSON.parse(fs.readFileSync(target, "utf8")) as Data
    change(data)
    fs.writeFileSync(target, JSON.stringify(data, null, 2))
    return validateContent(root, REPOSITORY_DATA_DIR).problems
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

/** A field's schema limit, read from the schemas (so the table follows them). */
const defs = (file: string) => schemas.get(file)!.$defs!
const seoTitleMax = Number(defs(SHARED_SCHEMA).PageSeo.properties!.title.maxLength)
const rating = defs("testimonials.schema.json").Testimonial.properties!.rating
const stepsMinimum = Number(schemas.get("steps.schema.json")!.properties!.steps.minItems)

interface Row {
  what: string
  file: string
  /** Which of the fields with the field's label is meant (0: the first). */
  nth?: number
  /** Where the content check names the field, as it prints it: `(seo.title)`. */
  where: string
  /** Makes the bad value in the admin's form, where the field is labelled `label` (`labelOf`). */
  inAdmin: (page: Page, label: string) => Promise<void>
  /** Makes the same bad value in the file. */
  inFile: (data: Data) => void
}

const BAD_VALUES: Row[] = [
  {
    what: "an e-mail address with two dots in a row",
    file: "site.json",
    where: "email",
    inAdmin: (page, label) => page.getByLabel(label, { exact: true }).fill("a..b@example.com"),
    inFile: data => (data.email = "a..b@example.com"),
  },
  {
    what: "a link to a page that does not exist",
    file: "thank-you.json",
    where: "homeLink.to",
    inAdmin: (page, label) => page.getByLabel(label, { exact: true }).first().fill("/no-such-page-on-this-site"),
    inFile: data => ((data.homeLink as Data).to = "/no-such-page-on-this-site"),
  },
  {
    what: "an over-long page title",
    file: "home.json",
    where: "seo.title",
    inAdmin: (page, label) => page.getByLabel(label, { exact: true }).fill("x".repeat(seoTitleMax + 42)),
    inFile: data => ((data.seo as Data).title = "x".repeat(seoTitleMax + 42)),
  },
  {
    what: "an emptied required field",
    file: "home.json",
    where: "hero.headline",
    inAdmin: (page, label) => page.getByLabel(label, { exact: true }).fill(""),
    inFile: data => ((data.hero as Data).headline = ""),
  },
  {
    what: "a text of spaces only",
    file: "home.json",
    where: "hero.headline",
    inAdmin: (page, label) => page.getByLabel(label, { exact: true }).fill("   "),
    inFile: data => ((data.hero as Data).headline = "   "),
  },
  {
    what: "a rating above its range",
    file: "testimonials.json",
    where: "items[0].rating",
    inAdmin: async (page, label) => {
      await openAllLists(page)
      await page
        .getByLabel(label, { exact: true })
        .first()
        .fill(String(Number(rating.maximum) + 2))
    },
    inFile: data => ((data.items as Data[])[0].rating = Number(rating.maximum) + 2),
  },
  {
    what: "a rating that is not a whole number (refused, not rounded)",
    file: "testimonials.json",
    where: "items[0].rating",
    inAdmin: async (page, label) => {
      await openAllLists(page)
      await page
        .getByLabel(label, { exact: true })
        .first()
        .fill(String(Number(rating.maximum) - 0.5))
    },
    inFile: data => ((data.items as Data[])[0].rating = Number(rating.maximum) - 0.5),
  },
  {
    what: "a list below its minimum",
    file: "steps.json",
    where: "steps",
    inAdmin: async (page, label) => {
      // Remove items until one fewer than the minimum: each item's bar ends with its remove button.
      const list = page.locator(
        `[id="${await page.locator("label", { hasText: labelText(label) }).getAttribute("for")}"]`
      )
      const count = (JSON.parse(copy.read("steps.json")) as { steps: unknown[] }).steps.length
      for (let removed = 0; removed < count - (stepsMinimum - 1); removed++)
        await list.locator(":scope > div:nth-child(2) > div > div:first-child > button").last().click()
    },
    inFile: data => (data.steps = (data.steps as unknown[]).slice(0, stepsMinimum - 1)),
  },
]

/**
 * Made-up people and an article for the rules of an article's reviewer (the content may have none): the
 * article is written by the person who holds no credential and reviewed by the one who does.
 */
const CREDENTIALED = { id: "jane-doe", name: "Jane Doe" }
const UNCREDENTIALED = { id: "sam-lee", name: "Sam Lee" }
const REVIEWED_ARTICLE = `${CONTENT_KINDS.article.folder}/reviewed-advice.json`
const PUBLISHED_ON = "2025-01-15"

function writeEntryFile(kind: ContentKind, id: string, data: Data): void {
  const file = `${kind.folder}/${id}.json`
  fs.mkdirSync(path.join(copy.root, REPOSITORY_DATA_DIR, kind.folder), { recursive: true })
  const written = { $schema: schemaReferenceFor(file), ...data }
  fs.writeFileSync(path.join(copy.root, REPOSITORY_DATA_DIR, file), `${JSON.stringify(written, null, 2)}\n`)
}

function writeArticleWithReviewer(): void {
  for (const [person, credentials] of [
    [CREDENTIALED, [{ name: "Certified Public Accountant", abbreviation: "CPA", issuer: "A state board" }]],
    [UNCREDENTIALED, []],
  ] as const)
    writeEntryFile(CONTENT_KINDS.person, person.id, {
      address: person.id,
      name: person.name,
      jobTitle: "Adviser",
      summary: `${person.name} advises the firm's clients.`,
      credentials,
      services: [],
      bio: `${person.name} has advised clients for years.`,
    })
  writeEntryFile(CONTENT_KINDS.article, path.basename(REVIEWED_ARTICLE, ".json"), {
    address: path.basename(REVIEWED_ARTICLE, ".json"),
    title: "Advice a second person checked",
    summary: "An article with a reviewer.",
    category: content.entryPages.categories[0].id,
    author: UNCREDENTIALED.id,
    reviewer: CREDENTIALED.id,
    published: PUBLISHED_ON,
    reviewed: PUBLISHED_ON,
    services: [],
    body: "Some advice.",
  })
}

/** Each rule across an article's fields (plugins/content-model/entry-rules.ts), broken in the form. */
const ARTICLE_ROWS: Row[] = [
  {
    what: "an article reviewed by its author",
    file: REVIEWED_ARTICLE,
    where: "reviewer",
    inAdmin: (page, label) => choose(page, label, UNCREDENTIALED.name),
    inFile: data => (data.reviewer = UNCREDENTIALED.id),
  },
  {
    // Author and reviewer swapped, the reviewer first: the reviewer's check must see the new author.
    what: "an article reviewed by someone without a credential, written by someone with one",
    file: REVIEWED_ARTICLE,
    where: "reviewer",
    inAdmin: async (page, label) => {
      await choose(page, label, UNCREDENTIALED.name)
      await choose(page, fieldLabel(CONTENT_KINDS.article.schemaFile, "author"), CREDENTIALED.name)
    },
    inFile: data => Object.assign(data, { author: CREDENTIALED.id, reviewer: UNCREDENTIALED.id }),
  },
  {
    what: "an article with a reviewer and no review date",
    file: REVIEWED_ARTICLE,
    where: "reviewed",
    inAdmin: (page, label) => fieldLabelled(page, label).fill(""),
    inFile: data => delete data.reviewed,
  },
  {
    what: "an article with a review date and no reviewer",
    file: REVIEWED_ARTICLE,
    where: "reviewer",
    // Decap's choice is cleared from the keyboard, as an editor would.
    inAdmin: async (page, label) => {
      await fieldLabelled(page, label).focus()
      await page.keyboard.press("Backspace")
    },
    inFile: data => delete data.reviewer,
  },
  {
    what: "an article reviewed before it was published",
    file: REVIEWED_ARTICLE,
    where: "reviewed",
    inAdmin: (page, label) => fieldLabelled(page, label).fill("2024-12-31"),
    inFile: data => (data.reviewed = "2024-12-31"),
  },
]

/** The rules among service pages, where the content has one. */
const firstPage = EDITED_SERVICE_PAGES[0] as (typeof EDITED_SERVICE_PAGES)[number] | undefined
const PAGE_ROWS: Row[] = firstPage
  ? [
      {
        what: "a service page at an address of the site itself",
        file: `${SERVICE_PAGES_FOLDER}/${firstPage.id}.json`,
        where: "address",
        inAdmin: (page, label) => page.getByLabel(label, { exact: true }).fill("admin"),
        inFile: data => (data.address = "admin"),
      },
    ]
  : []

/** The label of the field a row breaks: its title in the file's schema, found by where the check names it. */
const labelOf = (row: Row) => fieldLabel(schemaFileFor(row.file), row.where.replace(/\[\d+\]/g, ""))

for (const row of [...BAD_VALUES, ...PAGE_ROWS, ...ARTICLE_ROWS]) {
  test(`${row.what}: refused by the content manager and by the content check, in the same words`, async () => {
    const checked = checkDataWith(row.file, row.inFile)
    const prefix = `${REPOSITORY_DATA_DIR}/${row.file}: `
    const problem = checked.find(line => line.startsWith(prefix) && line.includes(` (${row.where}): `))
    expect(problem, checked.join("\n")).toBeDefined()
    const message = problem!.slice(problem!.indexOf(` (${row.where}): `) + ` (${row.where}): `.length)

    const before = copy.snapshot()
    await openEntry(page, row.file)
    const label = labelOf(row)
    await row.inAdmin(page, label)
    await publishNow(page)
    await expect(fieldErrors(page, label, row.nth)).toHaveText([message])
    // The refusal names the field and brings it into view.
    const summary = page.getByRole("alert").filter({ hasText: "Not saved" })
    await expect(summary).toContainText(`${label}: ${message}`)
    await expect(page.locator("label", { hasText: labelText(label) }).nth(row.nth ?? 0)).toBeInViewport()
    expect(copy.snapshot()).toEqual(before)
  })
}

test("where a retired service page sends its visitors is chosen by name among the home page and the other live pages, never the page itself", async () => {
  test.skip(!firstPage, "this content has no service page")
  await openEntry(page, `${SERVICE_PAGES_FOLDER}/${firstPage!.id}.json`)
  const choice = fieldLabelled(page, fieldLabel(SERVICE_PAGE_KIND.schemaFile, "retiredTo"))
  await choice.click()
  // Decap's choice (react-select) draws its open list's options as elements with ids of their own.
  const options = page.locator('[id^="react-select-"][id*="-option-"]')
  await expect(options.first()).toBeVisible()
  const offered = await options.allTextContents()
  await choice.press("Escape")
  // The home page first (the collection's fallback), then the live pages by their headings, not this one.
  expect(offered).toEqual([
    SERVICE_PAGE_KIND.collection.fallbackLabel,
    ...EDITED_SERVICE_PAGES.filter(other => other.id !== firstPage!.id).map(other => other.heading),
  ])
  // The content check refuses the page itself all the same, for a file edited by hand.
  const checked = checkDataWith(
    `${SERVICE_PAGES_FOLDER}/${firstPage!.id}.json`,
    data => (data.retiredTo = firstPage!.id)
  )
  expect(checked).toContainEqual(expect.stringMatching(/\(retiredTo\): A service page cannot be retired to itself/))
})

test("a new form of each kind shows its preview while it is empty, with no error in the console", async () => {
  for (const kind of EVERY_KIND) {
    watched.problems.length = 0
    await openNewEntry(page, kind.folder)
    await expect(page.frameLocator("#preview-pane").getByRole("banner")).toBeVisible()
    expect(
      watched.problems.filter(problem => /^(error|uncaught):/.test(problem)),
      kind.folder
    ).toEqual([])
  }
})

test("a plan's preview shows its fees in effect as its page does, a tier without a bound or a fee too", async ({
  browser,
}) => {
  const plan = SAMPLED.plan[0]
  test.skip(!plan, "this content has no plan")
  await openEntry(page, `${CONTENT_KINDS.plan.folder}/${plan.id}.json`)
  // The first table of the fees, the tiers in effect, row by row: in the preview, and in the built page.
  const tiers = 'section[aria-labelledby="plan-fees-heading"] table >> nth=0 >> tr'
  const rowsOf = (rows: ReturnType<Page["locator"]>) => rows.evaluateAll(all => all.map(row => row.textContent))
  const previewed = page.frameLocator("#preview-pane").locator(tiers)
  await expect(previewed.first()).toBeVisible()
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const built = await context.newPage()
    await built.setContent(fs.readFileSync(path.join("public", fileOfPage(plan.path)), "utf8"))
    const expected = await rowsOf(built.locator(tiers))
    expect(expected.length).toBeGreaterThan(1)
    expect(await rowsOf(previewed)).toEqual(expected)
  } finally {
    await context.close()
  }
})

test("a text with a length limit shows how many characters it has, and the limit", async () => {
  await openEntry(page, "home.json")
  const title = page.getByLabel(fieldLabel(schemaFileFor("home.json"), "seo.title"), { exact: true })
  await title.fill("Twelve chars")
  const count = page.locator(`#${await title.getAttribute("id")}-count`)
  await expect(count).toHaveText(`12 of at most ${seoTitleMax} characters`)
  await expect(title).toHaveAttribute("aria-describedby", new RegExp(`-count\\b`))
})

/** Every property name of the schemas: what a label or hint must not read like. */
function keysOf(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(keysOf)
  if (!schema || typeof schema !== "object") return []
  const { properties, ...rest } = schema as JsonSchema
  return [...Object.keys(properties ?? {}), ...keysOf(Object.values(properties ?? {})), ...keysOf(Object.values(rest))]
}
const KEYS = new Set([...schemas.values()].flatMap(keysOf))
const camelCase = /\b[a-z]+[A-Z][A-Za-z]*\b/

test("every label and hint in the content manager is written for an editor: no key names, files or paths", async () => {
  const problems: string[] = []
  const files = [
    ...SITE_ENTRIES.map(({ entry }) => `${entry}.json`),
    ...(firstPage ? [`${SERVICE_PAGES_FOLDER}/${firstPage.id}.json`] : []),
  ]
  for (const entry of files) {
    await openEntry(page, entry)
    // Decap renders the fields of a closed list item too, hidden: their labels and hints are in the
    // document without opening the lists (which costs a re-render of the whole form per list).
    const { labels, hints } = await page
      .locator("form, body")
      .first()
      .evaluate(() => {
        const labelElements = [...document.querySelectorAll<HTMLLabelElement>("label[for]")]
        return {
          labels: labelElements.map(label => label.textContent.replace(/ \(optional\)$/, "").trim()),
          // A field's hint is a paragraph of its box: after the field (Decap's), or before a group's fields.
          hints: labelElements.flatMap(label =>
            [...(label.parentElement?.parentElement?.children ?? [])]
              .filter(child => child.tagName === "P" && !child.id.endsWith("-count"))
              .map(child => child.textContent.trim())
          ),
        }
      })
    expect(labels.length).toBeGreaterThan(2)
    for (const label of labels) {
      if (camelCase.test(label) || /^[a-z]+$/.test(label) || KEYS.has(label))
        problems.push(`${entry}: label "${label}" reads like a key`)
    }
    for (const hint of hints) {
      const words = hint.replace(/\{\w+\}/g, "")
      if (/\.json\b|\bdata\/|schemas?\b|src\/|docs\//.test(words)) problems.push(`${entry}: hint names a file: ${hint}`)
      const key = words.match(camelCase)?.[0]
      if (key) problems.push(`${entry}: hint names the key "${key}": ${hint}`)
    }
  }
  expect(problems).toEqual([])
})
