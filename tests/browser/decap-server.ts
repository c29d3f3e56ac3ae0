import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import type { Page } from "@playwright/test"

const projectRoot = path.resolve(__dirname, "../..")

/** decap-server's port in the tests: in 9200-9299, next to the port the site is served on. */
const DECAP_TEST_PORT = Number(
  process.env.DECAP_TEST_PORT ?? 9200 + ((Number(process.env.BROWSER_TEST_PORT ?? 9100) + 1) % 100)
)

export interface ContentCopy {
  /** A throwaway folder shaped like the repository: data/ with its schemas, and the page file names. */
  root: string
  read(file: string): string
  stop(): Promise<void>
}

/**
 * Copies the repository's content to a temporary folder and starts decap-server (Decap's local backend)
 * on it, bound to 127.0.0.1, so the tests save into the copy and never into data/.
 */
export async function startDecapServer(): Promise<ContentCopy> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-content-"))
  fs.cpSync(path.join(projectRoot, "data"), path.join(root, "data"), { recursive: true })
  // The content check takes the site's routes from the page files' names.
  fs.mkdirSync(path.join(root, "src", "pages"), { recursive: true })
  for (const page of fs.readdirSync(path.join(projectRoot, "src", "pages")))
    fs.writeFileSync(path.join(root, "src", "pages", page), "")

  const server: ChildProcess = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(DECAP_TEST_PORT),
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: root,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  })
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${DECAP_TEST_PORT}/api/v1`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill()
      throw new Error(`decap-server did not start on 127.0.0.1:${DECAP_TEST_PORT}`)
    }
    await new Promise(resolve => setTimeout(resolve, 100))
  }

  return {
    root,
    read: file => fs.readFileSync(path.join(root, "data", file), "utf8"),
    async stop() {
      const exited = new Promise(resolve => server.once("exit", resolve))
      server.kill()
      await exited
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

/**
 * The admin reaches its local backend at its own address (/admin/api/v1), as its CSP allows; under
 * `npm run cms` Gatsby's development server forwards that to decap-server. Here the test does.
 */
export async function forwardLocalBackend(page: Page): Promise<void> {
  // The test host compresses with brotli at its highest quality (as the byte budgets count), which takes
  // seconds for the admin's 5 MB script: fetch that one uncompressed, with the headers the host sends.
  await page.route("**/admin/cms-*.js", async route => {
    const response = await route.fetch({ headers: { ...route.request().headers(), "accept-encoding": "identity" } })
    await route.fulfill({ response })
  })
  await page.route("**/admin/api/v1", async route => {
    const response = await route.fetch({ url: `http://127.0.0.1:${DECAP_TEST_PORT}/api/v1` })
    await route.fulfill({ response })
  })
}
