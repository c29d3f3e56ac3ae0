import http from "http"
import { chromium } from "@playwright/test"
import { test, expect } from "./fixtures"
import { cmsTestUrl, startCmsHost, type CmsHost } from "./cms-host"
import { LOCAL_BACKEND_PATH } from "../../plugins/content-admin/names"
import { chromiumLaunchOptions } from "../../tools/chromium"

/**
 * The content manager's local backend (`npm run cms`) answers only the admin page its own server serves:
 * every page the editor has open can send requests to localhost. Each request below asks to write a file;
 * each is refused, and nothing on disk changes.
 */
// The tests share one host: one at a time.
test.describe.configure({ mode: "serial", timeout: 180_000 })
const url = cmsTestUrl("guard")
test.use({ baseURL: url })

let copy: CmsHost
test.beforeAll(async () => {
  copy = await startCmsHost(url)
})
test.afterAll(async () => {
  await copy?.stop()
})

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
    const answered = page.waitForResponse(`${url}${LOCAL_BACKEND_PATH}`)
    // A "simple" request: no CORS preflight, so without the guard decap-server would act on it.
    await page.evaluate(
      ([url, body]) => fetch(url, { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body }),
      [`${url}${LOCAL_BACKEND_PATH}`, writeRequest("owned.sh")] as const
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
  const browser = await chromium.launch(chromiumLaunchOptions(["--host-resolver-rules=MAP evil.example 127.0.0.1"]))
  const before = copy.snapshot()
  try {
    const page = await browser.newPage()
    const evilUrl = url.replace("127.0.0.1", "evil.example")
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
  // The guard judges the page by its origin and its server's Host: the admin's 5 MB script need not run.
  await page.route(/\.js$/, route => route.abort())
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
  expect(copy.refusals.at(-1)).toMatch(/persistEntry names "\.ci\/run", outside data$/)
})
