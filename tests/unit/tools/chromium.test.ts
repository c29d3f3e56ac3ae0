/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { chromiumLaunchOptions, UNSEEN_BROWSER_FEATURES } from "../../../tools/chromium"
import { scratchFolder } from "../support/scratch-folder"

/** A stand-in for Chromium that prints the arguments it was started with, one per line. */
function fakeChromium(): string {
  const file = path.join(scratchFolder("fake-chromium-"), "chromium")
  fs.writeFileSync(file, '#!/bin/sh\nfor argument in "$@"; do echo "$argument"; done\n', { mode: 0o755 })
  return file
}

// The Chromium the launch options name (chromiumPath reads CHROME_PATH first): the stand-in, so that these
// tests run before Chromium is installed, and show what it would be started with.
const savedChromePath = process.env.CHROME_PATH
beforeAll(() => (process.env.CHROME_PATH = fakeChromium()))
afterAll(() => (process.env.CHROME_PATH = savedChromePath))

/** The arguments Chromium receives when Playwright starts the launch options' executable with `args`. */
function argumentsReceived(args: string[]): string[] {
  const { executablePath, env } = chromiumLaunchOptions()
  const output = execFileSync(executablePath!, args, { env, encoding: "utf8" })
  return output.split("\n").slice(0, -1)
}

describe("chromiumLaunchOptions: how Playwright starts Chromium", () => {
  test("the project's flags come after the extra ones, the features Chromium is to leave off last", () => {
    const { args } = chromiumLaunchOptions(["--host-resolver-rules=MAP evil.example 127.0.0.1"])
    expect(args!.at(-2)).toBe("--host-resolver-rules=MAP evil.example 127.0.0.1")
    expect(args!.at(-1)).toBe(`--disable-features=${UNSEEN_BROWSER_FEATURES.join(",")}`)
  })

  test("it starts the Chromium that chromiumPath finds, through the script that joins the feature switches", () => {
    const { executablePath } = chromiumLaunchOptions()
    expect(path.basename(executablePath!)).toBe("chromium-joined-features.sh")
    expect(argumentsReceived(["--headless"])).toEqual(["--headless"])
  })
})
