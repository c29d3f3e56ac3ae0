import fs from "fs"
import http from "http"
import path from "path"
import { chromium } from "@playwright/test"
import { test, expect, type PageWatch } from "./fixtures"
import { CMS_TEST_URL, fetchAdminScriptUncompressed, startCmsHost, type CmsHost } from "./cms-host"
import { REPOSITORY_DATA_DIR } from "../../plugins/content-schema/data-files"
import { validateContent } from "../../plugins/content-schema/validate-content"
import { canonicalJson } from "../../plugins/content-admin/canonical-json"
import { shapeOfSchema } from "../../plugins/content-admin/content-shape"
import { loadSchemas } from "../../plugins/content-schema/load-schemas"
import { schemaFileFor } from "../../plugins/content-schema/data-files"
import type { Page } from "@playwright/test"
import { LOCAL_BACKEND_PATH } from "../../plugins/content-admin/names"
import { CHROMIUM_ARGS, chromiumPath } from "../../tools/chromium"

/**
 * The CMS at /admin/ as an editor uses it: the built admin, served with its headers, saving through its
 * local backend (as `npm run cms` runs it) into a temporary copy of data/ (never data/ itself).
 */
test.describe.configure({ mode: "serial" })
test.use({ baseURL: CMS_TEST_URL })

let copy: CmsHost
test.beforeAll(async () => {
  copy = await startCmsHost()
})
test.afterAll(async () => {
  await copy?.stop()
})

const schemas = loadSchemas(path.resolve(__dirname, "../..")).schemas
/** What the CMS lists a data file as: its schema's title. */
const entryLabel = (file: string) => schemas.get(schemaFileFor(file))!.title!

/** Decap's "Publish" menu, then "Publish now" (the simple publishing mode: a save is a commit). */
async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
}

async function openEntry(page: Page, file: string): Promise<void> {
  await fetchAdminScriptUncompressed(page)
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByRole("link", { name: entryLabel(file) }).click()
  await expect(page.locator("#preview-pane")).toBeVisible({ timeout: 15_000 })
}

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
  test(`${file}: an editor changes one field and saves; exactly that line changes on disk, in the repository's form, and the content still checks`, async ({
    page,
    watched,
  }) => {
    const before = copy.read(file)
    const data = JSON.parse(before) as { heading: string }
    const edited = `${data.heading} (edited in the CMS)`

    await openEntry(page, file)
    const heading = page.getByLabel("Heading", { exact: true })
    await expect(heading).toHaveValue(data.heading)
    await heading.fill(edited)

    // The preview renders the site's own section component with the text being typed.
    const preview = page.frameLocator("#preview-pane")
    await expect(preview.locator(`section#${section} h2`)).toHaveText(edited)

    await publish(page)
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 10_000 })

    const after = copy.read(file)
    const expected = canonicalJson({ ...data, heading: edited }, shapeOfSchema(schemas, schemaFileFor(file)))
    expect(after).toBe(expected)
    const changed = after.split("\n").filter((line, index) => line !== before.split("\n")[index])
    expect(changed).toEqual([`  "heading": ${JSON.stringify(edited)},`])
    expect(validateContent(copy.root, REPOSITORY_DATA_DIR).problems).toEqual([])
    expect(cspProblems(watched)).toEqual([])
  })
}

test("clearing a required field: the CMS refuses to save, says why, and nothing changes on disk", async ({ page }) => {
  const file = "home.json"
  const before = copy.read(file)
  await openEntry(page, file)

  const headline = page.getByLabel("Headline", { exact: true })
  await headline.fill("")
  await publish(page)
  await expect(page.getByText("Headline is required.")).toBeVisible()

  // Only spaces: the words of the content check (npm run check:data).
  await headline.fill("   ")
  await publish(page)
  await expect(page.getByText("Headline must not be empty.")).toBeVisible()

  await page.waitForTimeout(500)
  expect(copy.read(file)).toBe(before)
})

test("a number out of its range: the CMS refuses to save, in the words of the content check", async ({ page }) => {
  const file = "testimonials.json"
  const before = copy.read(file)
  const rating = schemas.get(schemaFileFor(file))!.$defs!.Testimonial.properties!.rating
  const data = JSON.parse(before) as { items: { quote: string }[] }
  await openEntry(page, file)

  // Open the list's items (collapsed, each shown by its quote) and give the first one star too many.
  await expect(page.getByText(data.items[0].quote, { exact: true })).toBeVisible()
  await page.getByTestId("expand-button").click()
  await page
    .getByLabel("Rating", { exact: true })
    .first()
    .fill(String(Number(rating.maximum) + 1))
  await publish(page)
  await expect(
    page.getByText(`Rating must be >= ${String(rating.minimum)} and <= ${String(rating.maximum)}.`)
  ).toBeVisible()

  await page.waitForTimeout(500)
  expect(copy.read(file)).toBe(before)
})

test("the preview shows the entry in the site's real components, with the site's styles", async ({ page }) => {
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

test("the admin page is kept out of search engines and loads nothing from elsewhere", async ({ page, baseURL }) => {
  const requests: string[] = []
  page.on("request", request => requests.push(request.url()))
  await fetchAdminScriptUncompressed(page)
  const response = await page.goto("/admin/")
  expect(response!.headers()["x-robots-tag"]).toContain("noindex")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("link", { name: entryLabel("site.json") })).toBeVisible()
  expect(requests.filter(url => !url.startsWith(baseURL!))).toEqual([])
  expect(fs.existsSync("public/admin/config.yml")).toBe(true)
  const robots = await (await page.request.get("/robots.txt")).text()
  expect(robots).toMatch(/^Disallow: \/admin\/$/m)
})

test("no public page loads any of the admin's code", async ({ page }) => {
  const admin = fs.readdirSync("public/admin").filter(file => file.endsWith(".js"))
  expect(admin.length).toBeGreaterThan(0)
  for (const route of ["/", "/financial-advisory", "/no-such-page"]) {
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

test.describe("the local backend answers only the admin page it serves", () => {
  /** A decap-server request that would create `file` in the repository, as the admin's API would. */
  const writeRequest = (file: string) =>
    JSON.stringify({
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "owned", path: file, raw: "echo owned\n" }],
        assets: [],
        options: { commitMessage: "owned", useWorkflow: false, status: "draft" },
      },
    })

  test("a page of another origin (another port) posts a plain-text write: refused, nothing on disk changes", async ({
    page,
  }) => {
    // The attacker's page, served from another port of this computer.
    const attacker = http.createServer((_request, response) => {
      response.setHeader("content-type", "text/html")
      response.end("<!doctype html><title>Another site</title>")
    })
    await new Promise<void>(resolve => attacker.listen(0, "127.0.0.1", resolve))
    const before = copy.snapshot()
    try {
      await page.goto(`http://127.0.0.1:${(attacker.address() as { port: number }).port}/`)
      const answered = page.waitForResponse(`${CMS_TEST_URL}${LOCAL_BACKEND_PATH}`)
      // A "simple" request: no CORS preflight, so without the guard decap-server would act on it.
      await page.evaluate(
        ([url, body]) =>
          fetch(url, { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body }),
        [`${CMS_TEST_URL}${LOCAL_BACKEND_PATH}`, writeRequest("owned.sh")] as const
      )
      expect((await answered).status()).toBe(403)
    } finally {
      attacker.close()
    }
    expect(copy.snapshot()).toEqual(before)
    expect(copy.refusals.at(-1)).toMatch(/Origin "http:\/\/127\.0\.0\.1:\d+" is not this server's own page/)
  })

  test("a page reached through a rebound DNS name (a forged Host) writes as JSON: refused, nothing changes", async () => {
    // The browser resolves evil.example to this computer, as a DNS-rebinding attack makes it do: to the
    // browser, the page and the API are then one origin, so no CORS rule applies.
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP evil.example 127.0.0.1"],
    })
    const before = copy.snapshot()
    try {
      const page = await browser.newPage()
      const evilUrl = CMS_TEST_URL.replace("127.0.0.1", "evil.example")
      await page.goto(`${evilUrl}/robots.txt`)
      const status = await page.evaluate(
        ([url, body]) =>
          fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body }).then(
            response => response.status
          ),
        [LOCAL_BACKEND_PATH, writeRequest("data/owned.json")] as const
      )
      expect(status).toBe(403)
    } finally {
      await browser.close()
    }
    expect(copy.snapshot()).toEqual(before)
    expect(copy.refusals.at(-1)).toMatch(/Host "evil\.example:\d+" is not this server/)
  })

  test("the admin's own page asks the API to write .ci/run: refused, nothing changes", async ({ page }) => {
    await fetchAdminScriptUncompressed(page)
    await page.goto("/admin/")
    const before = copy.snapshot()
    const status = await page.evaluate(
      ([url, body]) =>
        fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body }).then(
          response => response.status
        ),
      [LOCAL_BACKEND_PATH, writeRequest(".ci/run")] as const
    )
    expect(status).toBe(403)
    expect(copy.snapshot()).toEqual(before)
    expect(copy.refusals.at(-1)).toMatch(/persistEntry names "\.ci\/run", outside data, static\/uploads/)
  })
})
