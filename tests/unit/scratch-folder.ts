import fs from "fs"
import os from "os"
import path from "path"

/** The folders made by the test file that imported this module, removed after its tests. */
const folders: string[] = []
afterAll(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** A new empty folder in the system's temporary folder, its name starting with `prefix`, removed after the file's tests. */
export function scratchFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  folders.push(folder)
  return folder
}
