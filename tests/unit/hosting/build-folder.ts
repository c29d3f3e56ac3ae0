import fs from "fs"
import os from "os"
import path from "path"

/** The folders made by the test file that imported this module, removed after its tests. */
const folders: string[] = []
afterAll(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** A throwaway folder shaped like a build (public/), holding `files` (paths with forward slashes). */
export function buildFolder(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-"))
  folders.push(root)
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), content)
  }
  return root
}
