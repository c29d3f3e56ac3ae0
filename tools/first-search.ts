import { chromium } from "@playwright/test"
import { chromiumPath, CHROMIUM_ARGS } from "./chromium"
import { startHostLikeServer } from "./host-like-server"
import { transferSize, type FileTransfer } from "./transfer-size"
import { SEARCH_PATH } from "../src/lib/page-paths"

/**
 * What a first search for `words` transfers on the build in `publicDir`, served as the host does: every file
 * `/search?q=…` loads, from its HTML to the last fragment of the index it reads, each at its brotli size
 * (transfer-size.ts). For `npm run bench:content`; the browser tests hold the same sum to BUDGET.searchBytes.
 */
export async function firstSearch(publicDir: string, words: string, port: number): Promise<FileTransfer[]> {
  const server = await startHostLikeServer({ root: publicDir, port, brotliQuality: 5 })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    const requested = new Set<string>()
    page.on("request", request => requested.add(new URL(request.url()).pathname))
    await page.goto(`${server.url}${SEARCH_PATH}?q=${encodeURIComponent(words)}`)
    await page.locator('#site-search[data-state="done"]').waitFor({ state: "attached" })
    await page.waitForLoadState("networkidle")
    return [...requested].map(urlPath => transferSize(publicDir, urlPath))
  } finally {
    await browser.close()
    await server.close()
  }
}
