import fs from "fs"
import type { IncomingMessage, ServerResponse } from "http"
import os from "os"
import path from "path"
import type { Page } from "@playwright/test"
import { createLocalBackend } from "../../plugins/content-admin/local-backend"
import { ADMIN_PATH, MEDIA_FOLDER } from "../../plugins/content-admin/names"
import { REPOSITORY_DATA_DIR } from "../../plugins/content-schema/data-files"
import { startStaticHost } from "../../scripts/static-host"

const projectRoot = path.resolve(__dirname, "../..")

/** The CMS tests' host: in 9200-9299, next to the port the site is served on. */
const CMS_TEST_PORT = Number(
  process.env.CMS_TEST_PORT ?? 9200 + ((Number(process.env.BROWSER_TEST_PORT ?? 9100) + 1) % 100)
)
/** Where startCmsHost serves, known before it starts (for `test.use({ baseURL })`). */
export const CMS_TEST_URL = `http://127.0.0.1:${CMS_TEST_PORT}`

export interface CmsHost {
  /** Where the built site, with the admin and its local backend, is served: `http://127.0.0.1:<port>`. */
  url: string
  /** A throwaway folder shaped like the repository: data/ with its schemas, the page file names, .ci/run. */
  root: string
  read(file: string): string
  /** Every file under `root` with its contents, to show that a refused request changed nothing. */
  snapshot(): Record<string, string>
  /** What the backend's guard refused, as it logged it. */
  refusals: string[]
  stop(): Promise<void>
}

/**
 * The built site (public/) served as the host serves it, with the content manager's local backend mounted
 * as `npm run cms` mounts it in the development server (plugins/content-admin/local-backend.ts), working
 * on a copy of the repository's content, so the tests save into the copy and never into data/.
 */
export async function startCmsHost(): Promise<CmsHost> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-content-"))
  fs.cpSync(path.join(projectRoot, REPOSITORY_DATA_DIR), path.join(root, REPOSITORY_DATA_DIR), { recursive: true })
  // The content check takes the site's routes from the page files' names.
  fs.mkdirSync(path.join(root, "src", "pages"), { recursive: true })
  for (const page of fs.readdirSync(path.join(projectRoot, "src", "pages")))
    fs.writeFileSync(path.join(root, "src", "pages", page), "")
  // A file outside data/ that a write must never reach: what runs on the next `npm test`.
  fs.mkdirSync(path.join(root, ".ci"))
  fs.copyFileSync(path.join(projectRoot, ".ci", "run"), path.join(root, ".ci", "run"))

  const refusals: string[] = []
  const backend = await createLocalBackend({
    mode: "fs",
    repositoryDir: root,
    folders: [REPOSITORY_DATA_DIR, MEDIA_FOLDER],
    adminPath: ADMIN_PATH,
    port: () => CMS_TEST_PORT,
    log: message => refusals.push(message),
  })
  // An Express application is also a plain Node request handler.
  const handle = backend as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void
  const host = await startStaticHost({ port: CMS_TEST_PORT, before: handle })

  const files = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
      const full = path.join(folder, entry.name)
      return entry.isDirectory() ? files(full) : [full]
    })
  return {
    url: host.url,
    root,
    refusals,
    read: file => fs.readFileSync(path.join(root, REPOSITORY_DATA_DIR, file), "utf8"),
    snapshot: () =>
      Object.fromEntries(files(root).map(file => [path.relative(root, file), fs.readFileSync(file, "utf8")])),
    async stop() {
      await host.close()
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

/**
 * The test host compresses with brotli at its highest quality (as the byte budgets count), which takes
 * seconds for the admin's 5 MB script: fetch that one uncompressed, with the headers the host sends.
 */
export async function fetchAdminScriptUncompressed(page: Page): Promise<void> {
  await page.route("**/admin/cms-*.js", async route => {
    const response = await route.fetch({ headers: { ...route.request().headers(), "accept-encoding": "identity" } })
    await route.fulfill({ response })
  })
}
