import fs from "fs"
import path from "path"
import { chromium, type Browser, type LaunchOptions } from "@playwright/test"

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

/**
 * Parts of the browser around the page that a test never sees, and that each new page would otherwise pay
 * for in processor time. Headless Chromium opens a whole browser window for every page a test opens, and
 * preloads the window's address-bar dropdowns (web pages of its own, chrome://omnibox-popup.top-chrome/)
 * in a renderer process of their own; it also starts a spare renderer for a next navigation, which a test's
 * fresh context rarely makes. Turning them off changes nothing in the page under test; measured on
 * this 2-core machine, they were over 40 % of the processor time of opening a page and hydrating it
 * (docs/testing.md, "The test browser").
 */
export const UNSEEN_BROWSER_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "SpareRendererForSitePerProcess"]

/**
 * How Playwright starts Chromium for the tests and scripts, with `extraArgs` added to the flags. Chromium
 * reads only the last --disable-features switch and Playwright passes one of its own, so Chromium is started
 * through tools/chromium-joined-features.sh, which joins the two.
 */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: path.join(__dirname, "chromium-joined-features.sh"),
    args: [...CHROMIUM_ARGS, ...extraArgs, `--disable-features=${UNSEEN_BROWSER_FEATURES.join(",")}`],
    env: { ...process.env, CHROMIUM_BINARY: chromiumPath() },
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions())
}
