import fs from "fs"
import type { Page, Response } from "@playwright/test"
import { ROUTES, SAMPLED, test, expect, watch, type PageWatch } from "./fixtures"
import path from "path"
import { EDITED_SERVICE_PAGES, cmsTestUrl, isEditedEntry, startCmsHost, type CmsHost } from "./cms-host"
import { IMMUTABLE, REVALIDATE } from "../../adapters/static-host/caching"
import { ADMIN_PATH, ADMIN_SCRIPT } from "../../plugins/content-admin/names"
import {
  ADMIN_TIMEOUT,
  answeredBy,
  closeAdmin,
  entryLabel,
  fieldErrors,
  fieldLabel,
  openAdmin,
  openEntry,
  publishNow,
  schemas,
  showCollection,
} from "./cms-admin"
import { REPOSITORY_DATA_DIR, schemaFileFor } from "../../plugins/content-model/data-files"
import { CONTENT_KINDS } from "../../plugins/content-model/content-kinds"
import { content } from "../../tools/content"
import { validateContent } from "../../plugins/content-model/validate-content"
import { canonicalJson } from "../../plugins/content-model/canonical-json"
import { shapeOfSchema } from "../../plugins/content-model/content-shape"
import { SITE_ENTRIES } from "../../plugins/content-admin/site-entries"

/**
 * The CMS at /admin/ as an editor uses it: the built admin, served with its headers, saving through its
 * local backend (as `npm run cms` runs it, publishing at once) into a temporary copy of data/.
 */
// The tests share one host and one logged-in admin page (loading the admin's 5 MB script is the slow
// part): one at a time, in order.
test.describe.configure({ mode: "serial", timeout: 180_000 })
test.use({ baseURL: cmsTestUrl("edits") })

let copy: CmsHost
/** The editor's admin page, shared by the tests. */
let editor: Page
let watched: PageWatch
/** What the editor's page requested from the first request for /admin/ on, and the answers for the admin. */
const adminLoad = {
  requests: [] as string[],
  page: undefined as Promise<Response> | undefined,
  script: undefined as Promise<Response> | undefined,
}
test.beforeAll(async ({ browser }) => {
  copy = await startCmsHost(cmsTestUrl("edits"))
  editor = await openAdmin(browser, cmsTestUrl("edits"), page => {
    page.on("request", request => adminLoad.requests.push(request.url()))
    adminLoad.page = page.waitForResponse(response => new URL(response.url()).pathname === "/admin/")
    adminLoad.script = page.waitForResponse(response =>
      ADMIN_SCRIPT.test(path.posix.basename(new URL(response.url()).pathname))
    )
  })
  watched = await watch(editor)
})
test.afterAll(async () => {
  await closeAdmin(editor)
  await copy?.stop()
})

/** Problems other than Decap's own chatter; CSP violations above all. */
const cspProblems = (watched: PageWatch) =>
  watched.problems.filter(problem => /CSP|Content Security Policy|Refused to/i.test(problem))

/**
 * Files whose top-level heading is edited, with the id of the section that shows it. services.json has
 * cards without the optional link: the CMS must not write empty links for them.
 */
const EDITS = [
  { file: "steps.json", section: "how-it-works" },
  { file: "services.json", section: "services" },
]

for (const { file, section } of EDITS) {
  test(`${file}: an editor changes one field and saves; exactly that line changes on disk, in the repository's form, and the content still checks`, async () => {
    const page = editor
    const before = copy.read(file)
    const data = JSON.parse(before) as { heading: string }
    const edited = `${data.heading} (edited in the CMS)`

    await openEntry(page, file)
    const heading = page.getByLabel(fieldLabel(schemaFileFor(file), "heading"), { exact: true })
    await expect(heading).toHaveValue(data.heading)
    await heading.fill(edited)

    // The preview renders the site's own section component with the text being typed.
    const preview = page.frameLocator("#preview-pane")
    await expect(preview.locator(`section#${section} h2`)).toHaveText(edited)

    await answeredBy(page, "persistEntry", () => publishNow(page))

    const after = copy.read(file)
    const expected = canonicalJson({ ...data, heading: edited }, shapeOfSchema(schemas, schemaFileFor(file)))
    expect(after).toBe(expected)
    const changed = after.split("\n").filter((line, index) => line !== before.split("\n")[index])
    expect(changed).toEqual([`  "heading": ${JSON.stringify(edited)},`])
    expect(validateContent(copy.root, REPOSITORY_DATA_DIR).problems).toEqual([])
    expect(cspProblems(watched)).toEqual([])
  })
}

test("the preview shows the entry in the site's real components, with the site's styles", async () => {
  const page = editor
  const file = "testimonials.json"
  const data = JSON.parse(copy.read(file)) as { heading: string; items: { quote: string; name: string }[] }
  await openEntry(page, file)
  const preview = page.frameLocator("#preview-pane")
  await expect(preview.getByRole("heading", { level: 2, name: data.heading })).toBeVisible()
  for (const item of data.items) await expect(preview.getByText(item.name, { exact: true })).toBeVisible()
  // Emotion wrote the components' styles into the preview's own document.
  const styled = await preview
    .locator("section")
    .first()
    .evaluate(section => getComputedStyle(section).paddingTop)
  expect(parseFloat(styled)).toBeGreaterThan(0)
})

test("the admin page is kept out of search engines, loads nothing from elsewhere, and its script is cached for good", async ({
  baseURL,
}) => {
  const response = await adminLoad.page!
  expect(response.headers()["x-robots-tag"]).toContain("noindex")
  // The page is checked for a newer version on every visit; the script it names, by its content's hash, never.
  expect(response.headers()["cache-control"]).toBe(REVALIDATE)
  expect((await adminLoad.script!).headers()["cache-control"]).toBe(IMMUTABLE)
  await expect(editor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  // Everything the editor's page asked for since the admin was first requested, through the edits above.
  expect(adminLoad.requests.length).toBeGreaterThan(0)
  expect(adminLoad.requests.filter(url => !url.startsWith(baseURL!))).toEqual([])
  expect(fs.existsSync("public/admin/config.yml")).toBe(true)
  const robots = await (await editor.request.get("/robots.txt")).text()
  expect(robots).toMatch(/^Disallow: \/admin\/$/m)
})

test("every published file under /admin/ is requested by the editor's page, or is its script's licence notice", () => {
  // The page, its script and the configuration the script fetched once it ran (before the login).
  const requested = new Set(
    adminLoad.requests
      .map(url => new URL(url).pathname)
      .filter(pathname => pathname.startsWith(ADMIN_PATH))
      .map(pathname => path.posix.join(pathname.slice(1), pathname.endsWith("/") ? "index.html" : ""))
  )
  const published = fs
    .readdirSync(path.join("public", ADMIN_PATH))
    .map(file => path.posix.join(ADMIN_PATH.slice(1), file))
  expect(published.filter(file => file.endsWith(".js")).length).toBeGreaterThan(0)
  // The licence notices, published beside the bundle (plugins/content-admin/build-admin.ts).
  const licence = (file: string) => /\.LICENSE\.txt$/.test(file)
  expect(published.filter(file => !requested.has(file) && !licence(file))).toEqual([])
})

test("the entries are listed in the order of the site, the Media tab holds the people's photos, and the site's link leads to the site on this computer, with no deploy preview to wait for", async ({
  baseURL,
}) => {
  const page = editor
  await showCollection(page, "content")
  const titles = SITE_ENTRIES.map(({ entry }) => entryLabel(`${entry}.json`))
  await expect(page.getByRole("link", { name: titles[0] })).toBeVisible()
  const listed = (await page.getByRole("link").allTextContents())
    .map(text => text.trim())
    .filter(text => titles.includes(text))
  expect(listed).toEqual(titles)
  // Photos are uploaded (a person's); the Media tab shows them, from the folder Decap uploads to.
  await expect(page.getByRole("button", { name: "Media" })).toHaveCount(1)

  // On this computer there is no deploy preview (the local backend has none): the admin neither looks for
  // one ("Check for Preview") nor links one; the site's own link leads to the site running here.
  await openEntry(page, "thank-you.json")
  await expect(page.getByRole("banner").getByRole("link", { name: new URL(baseURL!).host })).toHaveAttribute(
    "href",
    baseURL!
  )
  await expect(page.getByRole("link", { name: /View (Live|Preview)/ })).toHaveCount(0)
  await expect(page.getByRole("button", { name: /Check for Preview/ })).toHaveCount(0)
})

test.describe("service pages", () => {
  test.skip(EDITED_SERVICE_PAGES.length === 0, "this content has no service page")
  const [first] = EDITED_SERVICE_PAGES
  const file = (id: string) => `${SERVICE_PAGES_FOLDER}/${id}.json`

  test("are listed apart, each by its heading and address", async () => {
    const page = editor
    await showCollection(page, "content")
    await page.getByRole("link", { name: schemas.get(SERVICE_PAGES_SCHEMA)!.title }).click()
    for (const one of content.entries["service-page"].filter(entry => isEditedEntry("service-page", entry.id)))
      await expect(page.getByRole("link", { name: `${one.heading} (/${one.address})` })).toBeVisible()
  })

  test("an editor makes a new page from a copy of another: refused while it has the other's address, then saved as a new file named by its new address, and the content still checks", async () => {
    const page = editor
    const original = JSON.parse(copy.read(file(first.id))) as Record<string, unknown>
    await openEntry(page, file(first.id))
    await page.getByRole("button", { name: "Published" }).click()
    await page.getByRole("menuitem", { name: "Duplicate" }).click()
    await expect(page).toHaveURL(/#\/collections\/service-pages\/new/)
    // The copy is in the form once its address is.
    await expect(address(page)).toHaveValue(first.address)

    await publishNow(page)
    await expect(fieldErrors(page, addressLabel)).toContainText(`"${first.id}"`)
    expect(fs.existsSync(path.join(copy.root, REPOSITORY_DATA_DIR, file(NEW_ADDRESS)))).toBe(false)

    await address(page).fill(NEW_ADDRESS)
    await answeredBy(page, "persistEntry", () => publishNow(page))
    // Decap then opens the saved page by its new address; leaving before it has (the next test) can hang it.
    await expect(page).toHaveURL(
      new RegExp(`#/collections/${CONTENT_KINDS["service-page"].folder}/entries/${NEW_ADDRESS}$`),
      { timeout: ADMIN_TIMEOUT }
    )
    const { formerAddresses: _stayWithTheOriginal, ...copied } = original
    expect(copy.read(file(NEW_ADDRESS))).toBe(
      canonicalJson({ ...copied, address: NEW_ADDRESS }, shapeOfSchema(schemas, SERVICE_PAGES_SCHEMA))
    )
    expect(JSON.parse(copy.read(file(first.id)))).toEqual(original)
    expect(validateContent(copy.root, REPOSITORY_DATA_DIR).problems).toEqual([])
  })

  test("an editor changes a published page's address: the file keeps its name and the old address joins the page's former addresses", async () => {
    const page = editor
    const before = JSON.parse(copy.read(file(first.id))) as { address: string; formerAddresses?: string[] }
    await openEntry(page, file(first.id))
    await expect(address(page)).toHaveValue(before.address)
    await address(page).fill(RENAMED_ADDRESS)
    await answeredBy(page, "persistEntry", () => publishNow(page))
    const after = JSON.parse(copy.read(file(first.id))) as { address: string; formerAddresses?: string[] }
    expect(after.address).toBe(RENAMED_ADDRESS)
    expect(after.formerAddresses).toEqual([...(before.formerAddresses ?? []), before.address])
    expect(validateContent(copy.root, REPOSITORY_DATA_DIR).problems).toEqual([])
  })
})

const SERVICE_PAGES_FOLDER = CONTENT_KINDS["service-page"].folder
const SERVICE_PAGES_SCHEMA = CONTENT_KINDS["service-page"].schemaFile
const addressLabel = fieldLabel(SERVICE_PAGES_SCHEMA, "address")
const address = (page: Page) => page.getByLabel(addressLabel, { exact: true })
/** Addresses no content variant uses. */
const NEW_ADDRESS = "page-made-in-the-cms"
const RENAMED_ADDRESS = "page-renamed-in-the-cms"

test("no public page loads any of the admin's code", async ({ page }) => {
  const admin = fs.readdirSync("public/admin").filter(file => file.endsWith(".js"))
  expect(admin.length).toBeGreaterThan(0)
  for (const route of [ROUTES.home, ...SAMPLED["service-page"].map(one => one.path), "/no-such-page"]) {
    const scripts: string[] = []
    page.on("request", request => scripts.push(new URL(request.url()).pathname))
    await page.goto(route)
    await page.waitForLoadState("networkidle")
    expect(scripts.filter(script => script.startsWith("/admin/"))).toEqual([])
  }
  // Nor is Decap in any script Gatsby built for the pages.
  for (const file of fs.readdirSync("public").filter(name => name.endsWith(".js"))) {
    expect({ file, decap: fs.readFileSync(`public/${file}`, "utf8").includes("decap-cms") }).toEqual({
      file,
      decap: false,
    })
  }
})
