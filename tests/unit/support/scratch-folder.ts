import fs from "fs"
import os from "os"
import path from "path"

/**
 * The one place the unit tests make and remove throwaway folders: the folders made for the test file that
 * imported this module, removed after its tests.
 */
const folders: string[] = []
afterAll(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** A new empty folder in the system's temporary folder, its name starting with `prefix`, removed after the file's tests. */
export function scratchFolder(prefix: string): string {
  return removedAfterTests(fs.mkdtempSync(path.join(os.tmpdir(), prefix)))
}

/** `folder`, made by the code under test (a scratch project of tools/content-folder.ts), removed after the file's tests. */
export function removedAfterTests(folder: string): string {
  folders.push(folder)
  return folder
}
