import fs from "fs"
import { chromium, type Browser } from "@playwright/test"

/** Debian's Chromium, or the browser named by CHROME_PATH. Playwright's own browser download is not used. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    (candidate): candidate is string => Boolean(candidate)
  )
  const found = candidates.find(candidate => fs.existsSync(candidate))
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (as root: apt-get install -y chromium) or set CHROME_PATH."
    )
  }
  return found
}

/** Flags that let Chromium run headless here: no sandbox as root, and no calls home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
]

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
}
