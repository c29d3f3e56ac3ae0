/**
 * Jest's globalSetup: each run's own temporary folder, inside the system's. TMPDIR points at it (os.tmpdir()
 * reads TMPDIR on Linux) in the test workers Jest starts next and in every process a test starts, so that
 * global-teardown.ts can tell whether the tests left anything there.
 */
import fs from "fs"
import os from "os"
import path from "path"

/** What the set-up hands the teardown, which Jest runs in the same process. */
export interface RunFolder {
  folder: string
  /** TMPDIR as it was, put back after the run: Stryker runs Jest many times in one process. */
  outer: string | undefined
}
export const runFolder = globalThis as typeof globalThis & { jestRunFolder?: RunFolder }

export default function globalSetup(): void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "jest-run-"))
  runFolder.jestRunFolder = { folder, outer: process.env.TMPDIR }
  process.env.TMPDIR = folder
}
