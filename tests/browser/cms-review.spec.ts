import { execFileSync } from "child_process"
import path from "path"
import type { Page } from "@playwright/test"
import { SERVICE_PAGES, test, expect } from "./fixtures"
import { cmsTestUrl, startCmsHost, type CmsHost } from "./cms-host"
import { answeredBy, closeAdmin, entryLabel, openAdmin, openEntry } from "./cms-admin"
import { REVIEW_REPOSITORY_DIR } from "../../plugins/content-admin/review-repository"
import { REPOSITORY_DATA_DIR } from "../../plugins/content-schema/data-files"
import { SERVICE_PAGE as SERVICE_PAGES_FOLDER } from "../../plugins/content-schema/content-kinds"
import { validateContent } from "../../plugins/content-schema/validate-content"

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
  await page.getByLabel("Heading", { exact: true }).fill(heading)
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
  test.skip(SERVICE_PAGES.length === 0, "this content has no service page to start a copy from")
  const [first] = SERVICE_PAGES
  const address = "page-made-in-review"
  const file = `${SERVICE_PAGES_FOLDER.folder}/${address}.json`
  const before = project.git("rev-parse", "main")

  await openEntry(page, `${SERVICE_PAGES_FOLDER.folder}/${first.id}.json`)
  await page.getByRole("button", { name: "Published" }).click()
  await page.getByRole("menuitem", { name: "Duplicate" }).click()
  const addressField = page.getByLabel("Address", { exact: true })
  await expect(addressField).toHaveValue(first.address)
  await addressField.fill(address)
  await answeredBy(page, "persistEntry", () => page.getByRole("button", { name: "Save", exact: true }).click())
  expect(draftBranches()).toEqual([`cms/${SERVICE_PAGES_FOLDER.folder}/${address}`])
  expect(project.git("rev-parse", "main")).toBe(before)

  await setStatus(page, "Ready")
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await answeredBy(page, "publishUnpublishedEntry", () => page.getByRole("menuitem", { name: "Publish now" }).click())
  expect(project.git("rev-list", "--count", `${before}..main`)).toBe("1")
  expect(project.git("diff", "--name-status", before, "main")).toBe(`A\t${REPOSITORY_DATA_DIR}/${file}`)
  expect(project.git("log", "-1", "--format=%s", "main")).toBe(
    `Content: ${address} created (${SERVICE_PAGES_FOLDER.collection.labelSingular})`
  )
  expect(project.git("status", "--porcelain")).toBe("")
  expect(validateContent(project.root, REPOSITORY_DATA_DIR).problems).toEqual([])
  expect(draftBranches()).toEqual([])
})
