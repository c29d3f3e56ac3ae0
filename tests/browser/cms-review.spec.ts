import { execFileSync } from "child_process"
import path from "path"
import type { ConsoleMessage, Page, Response } from "@playwright/test"
import { test, expect } from "./fixtures"
import { EDITED_SERVICE_PAGES, cmsTestUrl, startCmsHost, type CmsHost } from "./cms-host"
import {
  ADMIN_TIMEOUT,
  answeredBy,
  closeAdmin,
  entryLabel,
  fieldLabel,
  formOpened,
  openNewEntry,
  openAdmin,
  openEntry,
  schemas,
  typeMarkdown,
} from "./cms-admin"
import { REVIEW_REPOSITORY_DIR } from "../../plugins/content-admin/review-repository"
import { BACK_TO_WORKFLOW } from "../../plugins/content-admin/admin/editor-words"
import { REPOSITORY_DATA_DIR, schemaFileFor } from "../../plugins/content-model/data-files"
import { CONTENT_KINDS } from "../../plugins/content-model/content-kinds"
import { validateContent } from "../../plugins/content-model/validate-content"
import { portraitPng } from "../../tools/variant-scenarios"

/**
 * Review before publishing, as `npm run cms` runs it when the firm publishes through review: decap-server
 * in its git mode, in the content manager's own repository (a clone of the project), delivering what is
 * published to the project's main branch. The project here is a throwaway git repository of data/.
 */
// Each test loads the admin (a 5 MB script, once per page), and the tests share one host: one at a time.
test.describe.configure({ mode: "serial", timeout: 180_000 })
const url = cmsTestUrl("review")
test.use({ baseURL: url })

let project: CmsHost
let page: Page
test.beforeAll(async ({ browser }) => {
  project = await startCmsHost(url, "review")
  page = await openAdmin(browser, url)
})
test.afterAll(async () => {
  await closeAdmin(page)
  await project?.stop()
})

/** The content manager's own repository's branches (where drafts live). */
const draftBranches = () =>
  execFileSync("git", ["branch", "--list", "cms/*", "--format=%(refname:short)"], {
    cwd: path.join(project.root, REVIEW_REPOSITORY_DIR),
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean)

async function saveDraft(page: Page, file: string, heading: string): Promise<void> {
  await openEntry(page, file)
  await page.getByLabel(fieldLabel(schemaFileFor(file), "heading"), { exact: true }).fill(heading)
  await answeredBy(page, "persistEntry", () => page.getByRole("button", { name: "Save", exact: true }).click())
}

async function setStatus(page: Page, status: "In review" | "Ready"): Promise<void> {
  await page.getByRole("button", { name: /^Status: / }).click()
  await page.getByRole("menuitem", { name: status }).click()
  await expect(page.getByRole("button", { name: `Status: ${status}` })).toBeVisible()
}

test("a saved draft leaves data/ on the main branch unchanged, and shows up under In Review", async () => {
  const before = { main: project.git("rev-parse", "main"), file: project.read("steps.json") }
  const heading = `${(JSON.parse(before.file) as { heading: string }).heading} (reviewed)`

  await saveDraft(page, "steps.json", heading)
  expect(draftBranches()).toEqual(["cms/content/steps"])
  await setStatus(page, "In review")

  expect(project.git("rev-parse", "main")).toBe(before.main)
  expect(project.read("steps.json")).toBe(before.file)
  expect(project.git("status", "--porcelain")).toBe("")

  // Decap's Workflow page: the editor's toolbar covers the header while an entry is open.
  await page.evaluate(() => (window.location.hash = "#/workflow"))
  const inReview = page.locator("h2", { hasText: /^In Review$/ }).locator("xpath=..")
  await expect(inReview.getByText(entryLabel("steps.json"))).toBeVisible()
  // Decap's Workflow page made for posts says what this site makes: entries.
  await expect(page.getByRole("button", { name: "New entry" })).toBeVisible()
})

test("publishing it after review gives one commit on the main branch, with a one-line diff, in the working tree too", async () => {
  const before = { main: project.git("rev-parse", "main"), file: project.read("steps.json") }
  await openEntry(page, "steps.json")
  await setStatus(page, "Ready")
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  // Decap asks "Are you sure you want to publish this entry?": yes (openAdmin).
  await answeredBy(page, "publishUnpublishedEntry", () => page.getByRole("menuitem", { name: "Publish now" }).click())

  expect(project.git("rev-list", "--count", `${before.main}..main`)).toBe("1")
  const diff = project.git("diff", "--unified=0", before.main, "main")
  const changed = diff.split("\n").filter(line => /^[-+] /.test(line))
  expect(changed).toHaveLength(2)
  expect(changed[0]).toMatch(/^- {2}"heading": /)
  expect(changed[1]).toMatch(/^\+ {2}"heading": .* \(reviewed\)",$/)
  // The commit says what changed, in the one style of every change: no author left blank after "by".
  expect(project.git("log", "-1", "--format=%s", "main")).toBe("Content: steps edited (part of the site)")
  // Main is checked out in the project: its working tree moved with it, as after a pull.
  expect(project.read("steps.json")).not.toBe(before.file)
  expect(project.git("status", "--porcelain")).toBe("")
  expect(draftBranches()).toEqual([])
})

test("deleting a draft leaves no branch behind, and nothing changes on main", async () => {
  const before = project.git("rev-parse", "main")
  await saveDraft(page, "why-choose.json", "A draft to throw away")
  expect(draftBranches()).toEqual(["cms/content/why-choose"])

  // Decap asks whether to delete the unpublished changes: yes (openAdmin).
  await page.getByRole("button", { name: "Delete unpublished changes" }).click()
  await expect.poll(draftBranches).toEqual([])
  expect(project.git("rev-parse", "main")).toBe(before)

  await page.evaluate(() => (window.location.hash = "#/workflow"))
  await expect(page.locator("h2", { hasText: /^Drafts$/ })).toBeVisible()
  await expect(page.getByText(entryLabel("why-choose.json"))).toHaveCount(0)
})

test("a new service page goes through review too: a draft of its own, then one commit on main that adds its file and nothing else", async () => {
  test.skip(EDITED_SERVICE_PAGES.length === 0, "this content has no service page to start a copy from")
  const [first] = EDITED_SERVICE_PAGES
  const address = "page-made-in-review"
  const file = `${CONTENT_KINDS["service-page"].folder}/${address}.json`
  const before = project.git("rev-parse", "main")

  await openEntry(page, `${CONTENT_KINDS["service-page"].folder}/${first.id}.json`)
  await page.getByRole("button", { name: "Published" }).click()
  await page.getByRole("menuitem", { name: "Duplicate" }).click()
  const addressField = page.getByLabel(fieldLabel(CONTENT_KINDS["service-page"].schemaFile, "address"), {
    exact: true,
  })
  await expect(addressField).toHaveValue(first.address)
  await addressField.fill(address)
  await answeredBy(page, "persistEntry", () => page.getByRole("button", { name: "Save", exact: true }).click())
  expect(draftBranches()).toEqual([`cms/${CONTENT_KINDS["service-page"].folder}/${address}`])
  expect(project.git("rev-parse", "main")).toBe(before)

  await setStatus(page, "Ready")
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await answeredBy(page, "publishUnpublishedEntry", () => page.getByRole("menuitem", { name: "Publish now" }).click())
  expect(project.git("rev-list", "--count", `${before}..main`)).toBe("1")
  expect(project.git("diff", "--name-status", before, "main")).toBe(`A\t${REPOSITORY_DATA_DIR}/${file}`)
  expect(project.git("log", "-1", "--format=%s", "main")).toBe(
    `Content: ${address} created (${CONTENT_KINDS["service-page"].collection.labelSingular})`
  )
  expect(project.git("status", "--porcelain")).toBe("")
  expect(validateContent(project.root, REPOSITORY_DATA_DIR).problems).toEqual([])
  expect(draftBranches()).toEqual([])
})

test("a new person saved for review, then opened again from the Workflow page: no request fails, and the back arrow says where it leads, and leads there", async () => {
  const kind = CONTENT_KINDS.person
  const label = (field: string) => fieldLabel(kind.schemaFile, field)
  const address = "back-arrow-example"
  const name = "Sam Example"
  // Every answer of the server that is an error, and every failed request the console reports.
  const failed: string[] = []
  const onResponse = (response: Response) =>
    void (response.status() >= 400 && failed.push(`${response.status()} ${response.request().postData()}`))
  const onConsole = (message: ConsoleMessage) =>
    void (/Failed to load resource/.test(message.text()) && failed.push(message.text()))
  page.on("response", onResponse)
  page.on("console", onConsole)
  try {
    await openNewEntry(page, kind.folder)
    await page.getByLabel(label("address"), { exact: true }).fill(address)
    await page.getByLabel(label("name"), { exact: true }).fill(name)
    await page.getByLabel(label("jobTitle"), { exact: true }).fill("Tax Manager")
    await page.getByLabel(label("summary"), { exact: true }).fill("Sam prepares returns for small businesses.")
    await typeMarkdown(page, ["Sam joined the firm this year."])
    // Decap asks whether a draft is at the new address before it saves one there.
    await formOpened(page, async () => {
      await answeredBy(page, "persistEntry", () => page.getByRole("button", { name: "Save", exact: true }).click())
      await expect(page).not.toHaveURL(/\/new$/, { timeout: ADMIN_TIMEOUT })
    })
    expect(draftBranches()).toEqual([`cms/${kind.folder}/${address}`])
    expect(failed).toEqual([])

    // Opened from its collection, the arrow names the collection, where it leads.
    const back = page.getByRole("link", { name: /^←/ })
    await expect(back).toHaveAttribute("href", `#/collections/${kind.folder}`)
    await expect(back).toContainText(schemas.get(kind.schemaFile)!.title!)

    // Opened from the Workflow page, it leads back there, and says so.
    await page.evaluate(() => (window.location.hash = "#/workflow"))
    await formOpened(page, () => page.getByRole("link", { name: new RegExp(name) }).click())
    await expect(back).toHaveAttribute("href", "#/workflow")
    await expect(back).toContainText(BACK_TO_WORKFLOW)
    await expect(back).not.toContainText(schemas.get(kind.schemaFile)!.title!)
    await back.click()
    await expect(page).toHaveURL(/#\/workflow$/)
    await expect(page.locator("h2", { hasText: /^Drafts$/ })).toBeVisible()

    // A published entry, which has no draft, opened as the editor opens it.
    await openEntry(page, "thank-you.json")
    expect(failed).toEqual([])
  } finally {
    page.off("response", onResponse)
    page.off("console", onConsole)
  }

  // The draft goes, so that the tests after this one find the drafts they make alone.
  await page.evaluate(() => (window.location.hash = "#/workflow"))
  await formOpened(page, () => page.getByRole("link", { name: new RegExp(name) }).click())
  await page.getByRole("button", { name: "Delete unpublished entry" }).click()
  await expect.poll(draftBranches).toEqual([])
})

test.describe("a person's photo", () => {
  // An admin page of its own: what Decap keeps of the tests before (a page duplicated) does not reach its form.
  let page: Page
  test.beforeAll(async ({ browser }) => {
    page = await openAdmin(browser, url)
  })
  test.afterAll(() => closeAdmin(page))
  const personLabel = (field: string) => fieldLabel(CONTENT_KINDS.person.schemaFile, field)
  const photo = schemas.get("common.schema.json")!.$defs!.Photo.properties!
  const photoLabel = (field: string) => photo[field].title!
  // The photo is optional, and so are its fields (plugins/content-admin/cms-config.ts): Decap says so.
  const optional = (title: string) => `${title} (optional)`
  const address = "photo-example"
  const entryFile = `${REPOSITORY_DATA_DIR}/${CONTENT_KINDS.person.folder}/${address}.json`
  const photos = `${REPOSITORY_DATA_DIR}/${CONTENT_KINDS.person.folder}/${CONTENT_KINDS.person.mediaFolder!}`
  /**
   * The pictures in the people's media folder on main, and every picture a commit of main ever added there,
   * but those of the content the test started from.
   */
  let before: { photos: string[]; added: string[] }
  const lines = (text: string) => text.split("\n").filter(line => line !== "")
  const photosNow = () => lines(project.git("ls-tree", "--name-only", "main", `${photos}/`))
  const addedNow = () => lines(project.git("log", "main", "--diff-filter=A", "--name-only", "--format=", "--", photos))
  const photosOnMain = () => photosNow().filter(file => !before.photos.includes(file))
  const everAddedOnMain = () => addedNow().filter(file => !before.added.includes(file))
  const personOnMain = () =>
    JSON.parse(project.git("show", `main:${entryFile}`)) as { photo?: { image: string; alt: string } }

  /** Through the image widget: its button, the media library's upload, then "Choose selected". */
  async function choosePicture(button: string, name: string, hue: number): Promise<void> {
    await page.getByRole("button", { name: button }).click()
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer: portraitPng(hue) })
    const chooseSelected = page.getByRole("button", { name: "Choose selected" })
    await chooseSelected.click()
    await expect(chooseSelected).toBeHidden()
    await expect(page.getByRole("button", { name: "Choose different image" })).toBeVisible()
  }

  /** Saves the draft (a new entry's form Decap then opens again at its address), sets it Ready, publishes it. */
  async function publishDraft({ created = false } = {}): Promise<void> {
    const save = () =>
      answeredBy(page, "persistEntry", () => page.getByRole("button", { name: "Save", exact: true }).click())
    await (created
      ? formOpened(page, async () => {
          await save()
          // Decap opens the saved draft at its address.
          await expect(page).not.toHaveURL(/\/new$/, { timeout: ADMIN_TIMEOUT })
        })
      : save())
    await setStatus(page, "Ready")
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await answeredBy(page, "publishUnpublishedEntry", () => page.getByRole("menuitem", { name: "Publish now" }).click())
  }

  test("is added, replaced and removed through the image widget; no picture the person does not name is ever committed", async () => {
    // Three publishes, each a save, a status and a publish through the local backend.
    test.setTimeout(360_000)
    before = { photos: photosNow(), added: addedNow() }
    await openNewEntry(page, CONTENT_KINDS.person.folder)
    await page.getByLabel(personLabel("address"), { exact: true }).fill(address)
    await page.getByLabel(personLabel("name"), { exact: true }).fill("Pat Example")
    await page.getByLabel(personLabel("jobTitle"), { exact: true }).fill("Tax Manager")
    await page.getByLabel(personLabel("summary"), { exact: true }).fill("Pat prepares returns for small businesses.")
    await typeMarkdown(page, ["Pat joined the firm this year."])
    // A description without its picture is refused, the summary naming the photo once.
    await page.getByLabel(optional(photoLabel("alt")), { exact: true }).fill("Pat at the office")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    const refused = page.locator('[aria-labelledby="problem-summary-heading"] li')
    await expect(refused).toHaveCount(1)
    expect((await refused.textContent())!.split(`${personLabel("photo")}:`)).toHaveLength(2)
    // Chosen, then replaced before the first save: only the second picture is ever committed.
    await choosePicture("Choose an image", "first-portrait.png", 20)
    await choosePicture("Choose different image", "second-portrait.png", 200)
    await publishDraft({ created: true })
    expect(personOnMain().photo).toEqual({
      image: `${CONTENT_KINDS.person.mediaFolder}/second-portrait.png`,
      alt: "Pat at the office",
    })
    expect(photosOnMain()).toEqual([`${photos}/second-portrait.png`])
    expect(validateContent(project.root, REPOSITORY_DATA_DIR).problems).toEqual([])

    // A published picture replaced: the one the person named before leaves the repository with the change.
    await openEntry(page, `${CONTENT_KINDS.person.folder}/${address}.json`)
    await choosePicture("Choose different image", "third-portrait.png", 300)
    await publishDraft()
    expect(personOnMain().photo?.image).toBe(`${CONTENT_KINDS.person.mediaFolder}/third-portrait.png`)
    expect(photosOnMain()).toEqual([`${photos}/third-portrait.png`])

    // Removed: the person has no photo, and no picture is left behind.
    await openEntry(page, `${CONTENT_KINDS.person.folder}/${address}.json`)
    // The form shows no picture and an empty description before the save: a description left without its
    // picture would be refused, and no save sent. On a busy machine Decap may draw the photo's fields again
    // from what it held a moment before (seen: a click lost, a description back after it was cleared), so
    // both are done again until the form shows them done.
    const remove = page.getByRole("button", { name: "Remove image" })
    const description = page.getByLabel(optional(photoLabel("alt")), { exact: true })
    await expect(async () => {
      if (await remove.isVisible()) await remove.click()
      await expect(page.getByRole("button", { name: "Choose an image" })).toBeVisible({ timeout: 2_000 })
      if ((await description.inputValue()) !== "") await description.fill("")
      await expect(description).toHaveValue("", { timeout: 2_000 })
      await expect(page.getByRole("button", { name: "Choose an image" })).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: ADMIN_TIMEOUT })
    await publishDraft()
    expect(personOnMain().photo).toBeUndefined()
    expect(photosOnMain()).toEqual([])
    expect(everAddedOnMain()).toEqual([`${photos}/third-portrait.png`, `${photos}/second-portrait.png`])
    expect(project.git("status", "--porcelain")).toBe("")
    expect(validateContent(project.root, REPOSITORY_DATA_DIR).problems).toEqual([])
  })
})
