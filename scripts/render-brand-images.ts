/**
 * Renders the PNG images in static/ (favicon fallback, app icons, the 1200×630 share image) from
 * static/favicon.svg and the texts in data/, with the system Chromium. Run it after changing the logo,
 * the firm's name or the hero texts: `npx tsx scripts/render-brand-images.ts`. Its output is committed,
 * so builds need no browser.
 */
import fs from "fs"
import path from "path"
import { color } from "../src/styles/theme"
import { launchChromium } from "../tools/chromium"

const STATIC_DIR = "static"
const logo = fs.readFileSync(path.join(STATIC_DIR, "favicon.svg"), "utf8")
const site = JSON.parse(fs.readFileSync("data/site.json", "utf8")) as { firmName: string }
const home = JSON.parse(fs.readFileSync("data/home.json", "utf8")) as {
  hero: { headline: string; subline: string; claims: { value: string; label: string }[] }
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")
const logoDataUrl = `data:image/svg+xml,${encodeURIComponent(logo)}`

function iconPage(size: number, padding: number, background: string): string {
  return `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">
    <img src="${logoDataUrl}" width="${size - 2 * padding}" height="${size - 2 * padding}"></body>`
}

const shareImagePage = `<body style="margin:0;width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;
  font-family:'DejaVu Sans',sans-serif;color:${color.onNavy};background:radial-gradient(ellipse at top right,${color.navyRaised} 0%,${color.navy} 60%);
  display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:20px;font-size:40px;font-weight:800">
    <img src="${logoDataUrl}" width="64" height="64">${escape(site.firmName)}</div>
  <div>
    <div style="font-size:88px;font-weight:800;letter-spacing:-2px;line-height:1.05">${escape(home.hero.headline)}</div>
    <div style="margin-top:24px;font-size:32px;line-height:1.35;color:${color.onNavyMuted};max-width:960px">${escape(home.hero.subline.split(". ")[0])}.</div>
  </div>
  <div style="display:flex;gap:64px">${home.hero.claims
    .map(
      claim => `<div><div style="font-size:48px;font-weight:800;color:${color.accentOnNavy}">${escape(claim.value)}</div>
      <div style="font-size:24px;color:${color.onNavyMuted}">${escape(claim.label)}</div></div>`
    )
    .join("")}</div></body>`

const images: { file: string; width: number; height: number; html: string }[] = [
  { file: "favicon-32x32.png", width: 32, height: 32, html: iconPage(32, 0, "transparent") },
  { file: "apple-touch-icon.png", width: 180, height: 180, html: iconPage(180, 20, color.accent) },
  { file: "icon-192.png", width: 192, height: 192, html: iconPage(192, 0, "transparent") },
  { file: "icon-512.png", width: 512, height: 512, html: iconPage(512, 0, "transparent") },
  // Maskable icons keep their content inside the central 80% that every platform's mask shows.
  { file: "icon-512-maskable.png", width: 512, height: 512, html: iconPage(512, 64, color.accent) },
  { file: "og-image.png", width: 1200, height: 630, html: shareImagePage },
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
