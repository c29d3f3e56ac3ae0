/**
 * Renders the PNG icons in static/ (favicon fallback, app icons) from static/favicon.svg and the theme,
 * with the system Chromium. Run it after changing the logo: `npx tsx scripts/render-brand-images.ts`. Its
 * output is committed, so builds need no browser. The icons hold no text an editor owns; the share image,
 * which does, is rendered by every build from the content (plugins/share-image).
 */
import fs from "fs"
import path from "path"
import { color } from "../src/styles/theme"
import { launchChromium } from "../tools/chromium"

const STATIC_DIR = "static"
const logo = fs.readFileSync(path.join(STATIC_DIR, "favicon.svg"), "utf8")
const logoDataUrl = `data:image/svg+xml,${encodeURIComponent(logo)}`

function iconPage(size: number, padding: number, background: string): string {
  return `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">
    <img src="${logoDataUrl}" width="${size - 2 * padding}" height="${size - 2 * padding}"></body>`
}

const images: { file: string; width: number; height: number; html: string }[] = [
  { file: "favicon-32x32.png", width: 32, height: 32, html: iconPage(32, 0, "transparent") },
  { file: "apple-touch-icon.png", width: 180, height: 180, html: iconPage(180, 20, color.accent) },
  { file: "icon-192.png", width: 192, height: 192, html: iconPage(192, 0, "transparent") },
  { file: "icon-512.png", width: 512, height: 512, html: iconPage(512, 0, "transparent") },
  // Maskable icons keep their content inside the central 80% that every platform's mask shows.
  { file: "icon-512-maskable.png", width: 512, height: 512, html: iconPage(512, 64, color.accent) },
]

async function main() {
  const browser = await launchChromium()
  for (const image of images) {
    const page = await browser.newPage({ viewport: { width: image.width, height: image.height } })
    await page.setContent(`<!doctype html><html>${image.html}</html>`)
    await page.screenshot({ path: path.join(STATIC_DIR, image.file), omitBackground: true })
    await page.close()
    console.log(`${STATIC_DIR}/${image.file} (${image.width}×${image.height})`)
  }
  await browser.close()
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
