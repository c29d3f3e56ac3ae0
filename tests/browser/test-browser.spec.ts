import { test, expect } from "@playwright/test"
import { UNSEEN_BROWSER_FEATURES } from "../../tools/chromium"

// The browser every test runs in (tools/chromium.ts): what it opens beside the page under test, and the flags
// it was started with.

test("the tests' Chromium opens no page of its own beside the page under test, such as its address bar's dropdowns", async ({
  browser,
  page,
}) => {
  await page.goto("/")
  const session = await browser.newBrowserCDPSession()
  const { targetInfos } = await session.send("Target.getTargets")
  expect(targetInfos.filter(target => target.type === "browser_ui").map(target => target.url)).toEqual([])
})

test("the tests' Chromium gets one --disable-features switch, which keeps Playwright's list and adds the project's", async ({
  page,
}) => {
  // The browser's command line as Chromium itself shows it, on its version page: the same on every platform.
  await page.goto("chrome://version")
  const commandLine = (await page.locator("#command_line").textContent()) ?? ""
  const switches = commandLine.split(/\s+/).filter(argument => argument.startsWith("--disable-features="))
  expect(switches).toHaveLength(1)
  const features = switches[0].slice("--disable-features=".length).split(",")
  // Playwright's own list comes first (which names it holds is Playwright's business), then the project's.
  expect(features.slice(-UNSEEN_BROWSER_FEATURES.length)).toEqual(UNSEEN_BROWSER_FEATURES)
  expect(features.length).toBeGreaterThan(UNSEEN_BROWSER_FEATURES.length)
})
