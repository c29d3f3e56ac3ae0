/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { repoRoot } from "../support/repo-root"
import { scratchFolder } from "../support/scratch-folder"

/** The script, as tools/chromium.ts hands it to Playwright in place of Chromium. */
const SCRIPT = path.join(repoRoot, "tools", "chromium-joined-features.sh")

/** A stand-in for Chromium that prints the arguments it was started with, one per line. */
function fakeChromium(): string {
  const file = path.join(scratchFolder("fake-chromium-"), "chromium")
  fs.writeFileSync(file, '#!/bin/sh\nfor argument in "$@"; do echo "$argument"; done\n', { mode: 0o755 })
  return file
}

const chromium = fakeChromium()

/** The arguments the Chromium that CHROMIUM_BINARY names receives when the script is started with `args`. */
function argumentsReceived(args: string[]): string[] {
  const output = execFileSync(SCRIPT, args, {
    env: { PATH: process.env.PATH, CHROMIUM_BINARY: chromium },
    encoding: "utf8",
  })
  return output.split("\n").slice(0, -1)
}

describe("tools/chromium-joined-features.sh: Chromium gets one --disable-features switch", () => {
  test("every --disable-features switch is joined into one, at the end, in the order given", () => {
    expect(
      argumentsReceived([
        "--disable-features=PaintHolding,MediaRouter",
        "--headless",
        "--disable-features=WebUIOmniboxPopup",
        "--user-data-dir=/tmp/a profile",
      ])
    ).toEqual([
      "--headless",
      "--user-data-dir=/tmp/a profile",
      "--disable-features=PaintHolding,MediaRouter,WebUIOmniboxPopup",
    ])
  })

  test("without a --disable-features switch the arguments pass unchanged, spaces and all", () => {
    expect(argumentsReceived(["--headless", "about:blank", "two words"])).toEqual([
      "--headless",
      "about:blank",
      "two words",
    ])
  })

  test("without CHROMIUM_BINARY it fails, saying what is missing", () => {
    expect(() => execFileSync(SCRIPT, ["--headless"], { env: { PATH: process.env.PATH }, stdio: "pipe" })).toThrow(
      /CHROMIUM_BINARY names the Chromium to start/
    )
  })
})
