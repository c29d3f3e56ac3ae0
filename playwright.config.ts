import { defineConfig } from "@playwright/test"
import { chromiumLaunchOptions } from "./tools/chromium"

/** The port of the host-like server the browser tests run against (see tools/host-like-server.ts). */
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 9100)

/**
 * Browser tests of the production build in public/ (run `npm run build` first), in Debian's Chromium,
 * served with the headers the host would send.
 */
export default defineConfig({
  testDir: "tests/browser",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  // Room for a busy machine: the tests wait on states, and a state may come late when other work shares the cores.
  timeout: 60_000,
  // How long an expectation waits for its state: a notice, a scroll's end, a hydrated page come later on a busy machine.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    // No trace: recording one costs every test about a sixth more processor time. To see why a test fails,
    // run it again with `--trace retain-on-failure` (docs/testing.md).
    trace: "off",
  },
  webServer: {
    command: `node_modules/.bin/tsx scripts/serve-public.ts --port ${PORT} --brotli-quality 5`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
