/**
 * `npm run screenshots`: full-page screenshots of the published pages, and of the 404 page, at 360 and
 * 1280 px, in Debian's Chromium, into test-results/screenshots/ (`<page>-<width>.png`), from the build in
 * public/ served as the host serves it. Of the content's pages, those the browser tests visit one by one
 * (tools/content.ts, `sampledPages`: each kind's index and first group page, and the entries that show every
 * case the content has), so that they cost the same whatever the firm has written. For looking at what was
 * built (`npm test` writes them after the browser tests of data/'s build); nothing is compared or asserted.
 * Options: --port <n> (default 9090).
 */
import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { launchChromium } from "../tools/chromium"
import { startHostLikeServer } from "../tools/host-like-server"
import { publicPages } from "../tools/host-answers"
import { contentPages, sampledPages } from "../tools/content"

const OUT_DIR = path.join("test-results", "screenshots")
const WIDTHS = [360, 1280]
/** The most of a page a screenshot shows, in px: a variant with every text at its longest makes pages of many times today's ~11,000. */
const MAX_HEIGHT = 16_000
const portFlag = process.argv.indexOf("--port")
const PORT = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 9090

/**
 * Makes the screen as tall as the page (up to MAX_HEIGHT), so that the screenshot shows the whole page as a
 * visitor sees each part of it: a section away from the screen is not rendered until it nears it
 * (`content-visibility: auto`, src/styles/GlobalStyles.tsx), so a capture beyond the screen would show
 * it empty, and the page's height is known once every section has been laid out. The pages use no
 * viewport-height units, so a taller screen changes nothing else. Returns the height.
 */
async function screenAsTallAsThePage(page: Page, width: number): Promise<number> {
  const laidOutHeight = () =>
    page.evaluate(
      () =>
        new Promise<number>(resolve =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(Math.round(document.documentElement.getBoundingClientRect().height)))
          )
        )
    )
  let height = Math.min(await laidOutHeight(), MAX_HEIGHT)
  for (;;) {
    await page.setViewportSize({ width, height })
    const next = Math.min(await laidOutHeight(), MAX_HEIGHT)
    if (next === height) return height
    height = next
  }
}

async function main() {
  const host = await startHostLikeServer({ port: PORT })
  const browser = await launchChromium()
  fs.mkdirSync(OUT_DIR, { recursive: true })
  try {
    const contentPaths = new Set(contentPages.map(page => page.path))
    const sampledPaths = new Set(sampledPages.map(page => page.path))
    const pages = [
      ...publicPages("public").filter(urlPath => !contentPaths.has(urlPath) || sampledPaths.has(urlPath)),
      "/this-page-does-not-exist",
    ]
    const shoot = async (urlPath: string, width: number) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      await page.goto(`${host.url}${urlPath}`)
      // Every image loaded (the load event), and every font the page uses.
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const height = await screenAsTallAsThePage(page, width)
      const name = urlPath === "/" ? "home" : urlPath.slice(1).replace(/\//g, "-")
      const file = path.join(OUT_DIR, `${name}-${width}.png`)
      await page.screenshot({ path: file, clip: { x: 0, y: 0, width, height } })
      await page.close()
      console.log(file)
    }
    // A page's widths side by side: a screenshot keeps one core busy, and the machine has more.
    for (const urlPath of pages) await Promise.all(WIDTHS.map(width => shoot(urlPath, width)))
  } finally {
    await browser.close()
    await host.close()
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
