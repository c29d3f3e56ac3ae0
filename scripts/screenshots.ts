/**
 * `npm run screenshots`: full-page screenshots of every published page, and of the 404 page, at 360 and
 * 1280 px, in Debian's Chromium, into test-results/screenshots/ (`<page>-<width>.png`), from the build in
 * public/ served as the host serves it. For looking at what was built (`npm test` writes them after the
 * browser tests of data/'s build); nothing is compared or asserted.
 * Options: --port <n> (default 9090).
 */
import fs from "fs"
import path from "path"
import { launchChromium } from "../tools/chromium"
import { startHostLikeServer } from "../tools/host-like-server"
import { publicPages } from "../tools/published-pages"

const OUT_DIR = path.join("test-results", "screenshots")
const WIDTHS = [360, 1280]
/** The most of a page a screenshot shows, in px: a variant with every text at its longest makes pages of many times today's ~11,000. */
const MAX_HEIGHT = 16_000
const portFlag = process.argv.indexOf("--port")
const PORT = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 9090

async function main() {
  const host = await startHostLikeServer({ port: PORT })
  const browser = await launchChromium()
  fs.mkdirSync(OUT_DIR, { recursive: true })
  try {
    const pages = [...publicPages("public"), "/this-page-does-not-exist"]
    const shoot = async (urlPath: string, width: number) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      await page.goto(`${host.url}${urlPath}`)
      // Every image loaded (the load event), and every font the page uses.
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), MAX_HEIGHT)
      const name = urlPath === "/" ? "home" : urlPath.slice(1).replace(/\//g, "-")
      const file = path.join(OUT_DIR, `${name}-${width}.png`)
      await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width, height } })
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
