import fs from "fs"
import os from "os"
import path from "path"

export const repoRoot = path.resolve(__dirname, "../../..")

/** The copies made by the test file that imported this module, removed after each of its tests. */
const copies: string[] = []
afterEach(() => {
  for (const root of copies.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

/**
 * A throwaway copy of the project's content (data/ with its schemas, and the page file names that
 * define the site's routes), for tests that break content without touching the real files.
 */
export function copyOfContent(): {
  root: string
  edit: (file: string, change: (data: any) => void) => void
  write: (file: string, text: string) => void
} {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  copies.push(root)
  fs.cpSync(path.join(repoRoot, "data"), path.join(root, "data"), { recursive: true })
  fs.mkdirSync(path.join(root, "src", "pages"), { recursive: true })
  for (const page of fs.readdirSync(path.join(repoRoot, "src", "pages"))) {
    fs.writeFileSync(path.join(root, "src", "pages", page), "")
  }
  return {
    root,
    edit(file, change) {
      const target = path.join(root, "data", file)
      const data = JSON.parse(fs.readFileSync(target, "utf8"))
      change(data)
      fs.writeFileSync(target, JSON.stringify(data, null, 2))
    },
    write(file, text) {
      fs.writeFileSync(path.join(root, "data", file), text)
    },
  }
}
