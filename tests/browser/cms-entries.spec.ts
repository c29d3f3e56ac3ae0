import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"
import { test, expect, watch, type PageWatch } from "./fixtures"
import { EDITED_SERVICE_PAGES, cmsTestUrl, startCmsHost, type CmsHost } from "./cms-host"
import {
  ADMIN_TIMEOUT,
  answeredBy,
  choose,
  closeAdmin,
  fieldErrors,
  fieldLabel,
  openAdmin,
  openAllLists,
  openEntry,
  openNewEntry,
  publishNow,
  schemas,
  showCollection,
  typeMarkdown,
} from "./cms-admin"
import { content, editedEntryFiles } from "../../tools/content"
import { developersWordsInHint } from "../../tools/developer-words"
import { SITE_ENTRIES } from "../../plugins/content-admin/site-entries"
import { REPOSITORY_DATA_DIR } from "../../plugins/content-model/data-files"
import { EVERY_KIND, CONTENT_KINDS } from "../../plugins/content-model/content-kinds"
import { SHARED_SCHEMA, schemaFileFor } from "../../plugins/content-model/data-files"
import { shapeOfSchema, type Shape } from "../../plugins/content-model/content-shape"
import { validateContent } from "../../plugins/content-model/validate-content"

/**
 * The content manager's collections of the firm's people, its articles and its own pages, as an editor uses
 * them: what is published a moment ago can be chosen at once, text that holds HTML never runs in the preview
 * and is refused on saving, and an address another entry has, or had a moment ago, is refused. The admin
 * saves through its local backend into a copy of the content (tests/browser/cms-host.ts), at once.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 })
const url = cmsTestUrl("entries")
test.use({ baseURL: url })

let copy: CmsHost
let page: Page
let watched: PageWatch
test.beforeAll(async ({ browser }) => {
  copy = await startCmsHost(url)
  page = await openAdmin(browser, url, async opened => {
    watched = await watch(opened)
    // Decap's Markdown editor opens in the mode the browser last chose: Markdown as it is saved.
    await opened.addInitScript(() => localStorage.setItem("cms.md-mode", "raw"))
  })
})
test.afterAll(async () => {
  await closeAdmin(page)
  await copy?.stop()
})

const PERSON_ADDRESS = "robin-example"
const ARTICLE_ADDRESS = "an-article-by-robin"
const file = (folder: string, id: string) => path.join(copy.root, REPOSITORY_DATA_DIR, folder, `${id}.json`)

/** A form's field of a kind of page, by its label (the field's title in the kind's schema). */
const field = (kind: keyof typeof CONTENT_KINDS, name: string) =>
  page.getByLabel(fieldLabel(CONTENT_KINDS[kind].schemaFile, name), { exact: true })

test("a person published a moment ago signs an article at once, chosen by name; the files name them by id", async () => {
  await openNewEntry(page, CONTENT_KINDS.person.folder)
  await field("person", "address").fill(PERSON_ADDRESS)
  await field("person", "name").fill("Robin Example")
  await field("person", "jobTitle").fill("Tax Manager")
  await field("person", "summary").fill("Robin prepares returns for small businesses.")
  await typeMarkdown(page, ["## Background", "", "Robin joined the firm this year."])
  await answeredBy(page, "persistEntry", () => publishNow(page))
  await expect.poll(() => fs.existsSync(file(CONTENT_KINDS.person.folder, PERSON_ADDRESS))).toBe(true)
  // Decap then opens the saved entry by its address; leaving before it has can hang it.
  await expect(page).toHaveURL(new RegExp(`#/collections/${CONTENT_KINDS.person.folder}/entries/${PERSON_ADDRESS}$`), {
    timeout: ADMIN_TIMEOUT,
  })

  await openNewEntry(page, CONTENT_KINDS.article.folder)
  const [category] = content.entryPages.categories
  await field("article", "address").fill(ARTICLE_ADDRESS)
  await field("article", "title").fill("A first article")
  await field("article", "summary").fill("What this article is about, in one sentence.")
  await choose(page, fieldLabel(CONTENT_KINDS.article.schemaFile, "category"), category.name)
  await choose(page, fieldLabel(CONTENT_KINDS.article.schemaFile, "author"), "Robin Example")
  await field("article", "published").fill("2026-01-15")
  await typeMarkdown(page, ["## What changes", "", "A [link to the contact form](/#contact)."])
  await answeredBy(page, "persistEntry", () => publishNow(page))
  await expect.poll(() => fs.existsSync(file(CONTENT_KINDS.article.folder, ARTICLE_ADDRESS))).toBe(true)
  await expect(page).toHaveURL(
    new RegExp(`#/collections/${CONTENT_KINDS.article.folder}/entries/${ARTICLE_ADDRESS}$`),
    { timeout: ADMIN_TIMEOUT }
  )
  const article = JSON.parse(fs.readFileSync(file(CONTENT_KINDS.article.folder, ARTICLE_ADDRESS), "utf8")) as Record<
    string,
    unknown
  >
  expect(article).toMatchObject({ author: PERSON_ADDRESS, category: category.id, published: "2026-01-15" })
  expect(validateContent(copy.root, REPOSITORY_DATA_DIR).problems).toEqual([])
  // The saved date shows in its box as it is stored and as the hints write a date: a text box, whose shown
  // text is its value (a browser's date box holds the same value but shows it in the browser's own form,
  // such as 01/15/2026).
  const dateBox = page.getByRole("textbox", {
    name: fieldLabel(CONTENT_KINDS.article.schemaFile, "published"),
    exact: true,
  })
  await expect(dateBox).toHaveJSProperty("type", "text")
  await expect(dateBox).toHaveValue(new RegExp(`^${dateExample.replace(/\d/g, "\\d")}$`))

  // The article's preview signs it with the person's name, as the site will.
  const preview = page.frameLocator("#preview-pane")
  await expect(preview.getByRole("link", { name: "Robin Example", exact: true })).toBeVisible()
})

test("a text that holds HTML and script links: nothing of it runs in the preview, and saving is refused in the editor's words", async () => {
  const before = copy.snapshot()
  const evil = "https://evil.example"
  watched.problems.length = 0
  const dialogs: string[] = []
  page.on("dialog", dialog => dialogs.push(dialog.message()))
  await openNewEntry(page, CONTENT_KINDS.page.folder)
  await field("page", "address").fill("hostile-page")
  await field("page", "title").fill("A page")
  await field("page", "updated").fill("2026-02-01")
  await typeMarkdown(page, [
    "Visible words stay.",
    "",
    "<script>window.__ran = 'script'</script>",
    "",
    `<img src="${evil}/x.png" onerror="window.__ran = 'img'">`,
    "",
    `<iframe src="${evil}/frame"></iframe>`,
    "",
    "[Click me](javascript:window.__ran='link')",
    "",
    `[Data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  ])
  const preview = page.frameLocator("#preview-pane")
  await expect(preview.getByText("Visible words stay.")).toBeVisible()
  await expect(preview.getByText("Click me")).toBeVisible()
  const frame = page.frame({ url: /about:|blob:|srcdoc/ }) ?? page.frames()[1]
  const inPreview = await frame.evaluate(() => ({
    ran: (window as unknown as { __ran?: string }).__ran,
    running: document.querySelectorAll("main script, main iframe, main img, main object, main embed").length,
    links: [...document.querySelectorAll("a")].map(link => link.getAttribute("href") ?? ""),
  }))
  expect(inPreview.ran).toBeUndefined()
  expect(inPreview.running).toBe(0)
  expect(inPreview.links.filter(link => /^(javascript|data):/i.test(link))).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __ran?: string }).__ran)).toBeUndefined()
  await preview.getByText("Click me").click()
  expect(await page.evaluate(() => (window as unknown as { __ran?: string }).__ran)).toBeUndefined()
  expect(dialogs).toEqual([])
  expect(watched.requests.filter(request => request.url().startsWith(evil))).toEqual([])
  expect(watched.problems.filter(problem => /CSP violation/.test(problem))).toEqual([])

  await publishNow(page)
  await expect(fieldErrors(page, fieldLabel(CONTENT_KINDS.page.schemaFile, "body"))).toContainText(
    "This text contains HTML, which the site does not publish. Use the toolbar's formatting instead."
  )
  expect(copy.snapshot()).toEqual(before)
})

test.describe("a service page's address", () => {
  test.skip(EDITED_SERVICE_PAGES.length === 0, "this content has no service page")
  const [first] = EDITED_SERVICE_PAGES
  // Read as the file is collected, also where the tests are skipped for want of a page.
  const RENAMED = `${first?.address}-moved`
  const addressLabel = fieldLabel(CONTENT_KINDS["service-page"].schemaFile, "address")
  const address = () => field("service-page", "address")

  test("a copy saved at the address a page was renamed to a moment ago, or at its former address, is refused", async () => {
    await openEntry(page, `${CONTENT_KINDS["service-page"].folder}/${first.id}.json`)
    await address().fill(RENAMED)
    await answeredBy(page, "persistEntry", () => publishNow(page))
    await expect
      .poll(
        () =>
          (
            JSON.parse(fs.readFileSync(file(CONTENT_KINDS["service-page"].folder, first.id), "utf8")) as {
              address: string
            }
          ).address
      )
      .toBe(RENAMED)

    await openEntry(page, `${CONTENT_KINDS["service-page"].folder}/${first.id}.json`)
    await page.getByRole("button", { name: "Published" }).click()
    await page.getByRole("menuitem", { name: "Duplicate" }).click()
    await expect(address()).toHaveValue(RENAMED)
    const before = copy.snapshot()
    await publishNow(page)
    await expect(fieldErrors(page, addressLabel)).toContainText(`Already the address of the service page "${first.id}"`)
    await address().fill(`${first.address}-former-test`)
    await address().fill(first.address)
    await publishNow(page)
    await expect(fieldErrors(page, addressLabel)).toContainText(`"${first.id}"`)
    expect(copy.snapshot()).toEqual(before)
  })

  test("its character count shows once, and a retired page's preview says where its visitors go", async () => {
    await openEntry(page, `${CONTENT_KINDS["service-page"].folder}/${first.id}.json`)
    const counts = page.locator(`[id="${await address().getAttribute("id")}-count"]`)
    await expect(counts).toHaveCount(1)
    await choose(
      page,
      fieldLabel(CONTENT_KINDS["service-page"].schemaFile, "retiredTo"),
      CONTENT_KINDS["service-page"].collection.fallbackLabel
    )
    await expect(page.frameLocator("#preview-pane").getByRole("status")).toContainText("Retired")
  })
})

/** axe's rules that a control, a link or a frame without a name breaks. */
const NAME_RULES = [
  "button-name",
  "link-name",
  "frame-title",
  "input-button-name",
  "select-name",
  "label",
  "aria-command-name",
  "aria-input-field-name",
  "aria-toggle-field-name",
]

/** The roles of the controls an editor works with, each of which needs a name. */
const CONTROL_ROLES =
  "button|checkbox|combobox|link|listbox|menuitem|menuitemcheckbox|menuitemradio|option|radio|searchbox|slider|spinbutton|switch|tab|textbox"
/** A control without a name in an accessibility snapshot: its role alone (`- button`, `- button:`, `- button [disabled]`). */
const UNNAMED_IN_SNAPSHOT = new RegExp(`^\\s*- (${CONTROL_ROLES})(:|\\s*\\[|$)`)

/**
 * The controls, links and frames on the screen that have no name: as axe finds them, and as Playwright
 * computes a control's name (the accessible name computation as specified): a name that one reads from an
 * element's tooltip through `aria-labelledby` and the other does not (the Markdown editor's headings menu
 * had one) is not a name every screen reader reads.
 */
async function unnamed(): Promise<string[]> {
  // The form's controls, not the preview: an empty form's preview shows its links as empty as their labels
  // still are; the published pages' names are the site's specs' to check.
  const { violations } = await new AxeBuilder({ page })
    .withRules(NAME_RULES)
    .exclude("#preview-pane")
    .setLegacyMode()
    .analyze()
  const snapshot = (await page.locator("body").ariaSnapshot()).split("\n")
  const unnamedInSnapshot = snapshot.flatMap((line, index) =>
    UNNAMED_IN_SNAPSHOT.test(line) ? [`no name: ${line.trim()} ${snapshot[index + 1]?.trim() ?? ""}`] : []
  )
  return [
    ...violations.map(violation => `${violation.id}: ${violation.nodes.map(node => node.target).join(", ")}`),
    ...unnamedInSnapshot,
  ]
}

/** The hints on the form (Decap's under a field, the admin's above a group or a choice) that hold a developer's words. */
async function hintsInDevelopersWords(): Promise<string[]> {
  const hints = await page.locator('p[class*="-ControlHint"], [class*="-ControlContainer"] > p').allInnerTexts()
  expect(hints.length).toBeGreaterThan(0)
  return hints.filter(hint => developersWordsInHint(hint).length > 0)
}

/** The labels of a shape's yes-or-no fields, nested ones included: each field's switch is named by its label. */
function switchLabels(shape: Shape): string[] {
  if (shape.kind === "list") return switchLabels(shape.items)
  if (shape.kind !== "object") return []
  return shape.fields.flatMap(field => [
    ...(field.shape.kind === "boolean" ? [field.title!] : []),
    ...switchLabels(field.shape),
  ])
}

/** How the schemas write a date: the example in common.schema.json's Date, such as 2026-03-31. */
const dateExample = /\d{4}-\d{2}-\d{2}/.exec(schemas.get(SHARED_SCHEMA)!.$defs!.Date.description!)![0]

/**
 * Every switch on the form is named by its own label: a yes-or-no field's by its field's label (Decap adds
 * " (optional)"), the Markdown editor's by the word beside it; returns how many fields' switches there are.
 */
async function expectSwitchesNamedByTheirLabels(labels: string[]): Promise<number> {
  let fieldSwitches = 0
  for (const control of await page.getByRole("switch").all()) {
    const isModeSwitch = await control.evaluate(element => element.matches('[class*="-ToolbarToggle"] > *'))
    if (isModeSwitch) {
      const beside = await control.locator("xpath=following-sibling::*[1]").textContent()
      await expect(control).toHaveAccessibleName(beside!)
      continue
    }
    fieldSwitches++
    const ownLabel = await control.evaluate(
      element => element.ownerDocument.querySelector(`label[for="${element.id}"]`)?.textContent
    )
    expect(labels.map(label => [label, `${label} (optional)`]).flat()).toContain(ownLabel)
    await expect(control).toHaveAccessibleName(ownLabel!)
  }
  return fieldSwitches
}

test("the collections have a name for every button and link; a new form says it has no unsaved changes", async () => {
  await showCollection(page, CONTENT_KINDS.person.folder)
  await expect(page.getByRole("link", { name: /New person/i })).toBeVisible()
  expect(await unnamed()).toEqual([])
  await openNewEntry(page, CONTENT_KINDS.person.folder)
  await expect(page.getByText("No unsaved changes", { exact: false })).toBeVisible()
  await expect(page.getByText(/changes saved/i)).toHaveCount(0)
})

/** Every control of the form has a name, each switch its own label's, and every hint is in an editor's words. */
async function expectFormInEditorsWords(form: string, shape: Shape): Promise<number> {
  expect({ form, unnamed: await unnamed() }).toEqual({ form, unnamed: [] })
  expect({ form, hints: await hintsInDevelopersWords() }).toEqual({ form, hints: [] })
  return expectSwitchesNamedByTheirLabels(switchLabels(shape))
}

test("every control of each kind's forms, a new entry's and a published one's, has a name, each switch its own label's, and every hint is in an editor's words", async () => {
  for (const kind of EVERY_KIND) {
    const shape = shapeOfSchema(schemas, kind.schemaFile)
    await openNewEntry(page, kind.folder)
    await expectFormInEditorsWords(`a new entry of ${kind.folder}`, shape)
    // A published entry's form, with its lists open, where the content has one.
    const published = [...editedEntryFiles].find(file => path.posix.dirname(file) === kind.folder)
    if (!published) continue
    await openEntry(page, published)
    await openAllLists(page)
    await expectFormInEditorsWords(published, shape)
  }
})

test("every control of each file of the site's content, with its lists open, and of the media library has a name, each switch its own label's, and every hint is in an editor's words", async () => {
  const files = SITE_ENTRIES.map(({ entry }) => `${entry}.json`)
  expect(files).toContain("site.json")
  for (const file of files) {
    await openEntry(page, file)
    await openAllLists(page)
    const shown = await expectFormInEditorsWords(file, shapeOfSchema(schemas, schemaFileFor(file)))
    // A switch of a list's items shows once the list has one: a content may keep the list empty.
    const holdsListItems = (value: unknown): boolean =>
      Array.isArray(value)
        ? value.some(item => typeof item === "object")
        : typeof value === "object" && value !== null && Object.values(value).some(holdsListItems)
    const hasSwitches = switchLabels(shapeOfSchema(schemas, schemaFileFor(file))).length > 0
    if (
      hasSwitches &&
      holdsListItems(JSON.parse(fs.readFileSync(path.join(copy.root, REPOSITORY_DATA_DIR, file), "utf8")))
    )
      expect({ form: file, shown: shown > 0 }).toEqual({ form: file, shown: true })
  }
  await showCollection(page, CONTENT_KINDS.person.folder)
  await page.getByRole("button", { name: "Media" }).click()
  await expect(page.getByRole("button", { name: "Upload" })).toBeVisible()
  expect({ in: "media library", unnamed: await unnamed() }).toEqual({ in: "media library", unnamed: [] })
  await page.getByRole("button", { name: "Close" }).click()
  await expect(page.getByRole("button", { name: "Upload" })).toBeHidden()
})
