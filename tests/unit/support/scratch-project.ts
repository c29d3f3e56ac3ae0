import fs from "fs"
import path from "path"
import { DATA_DIR } from "../../../plugins/content-model/data-files"
import { makeScratchProject } from "../../../tools/content-folder"
import { removedAfterTests } from "./scratch-folder"

/**
 * A throwaway project holding a copy of the content the tests read (data/, or the folder CONTENT_DIR
 * names, at the same place) and the page file names that define the site's routes, for tests that break
 * content without touching the real files; removed after the test file's tests. `dataDir` is that place,
 * as the content check names it.
 */
export function scratchProject(): {
  root: string
  dataDir: string
  /** Reads a data file of the copy as JSON, lets `change` edit it, and writes it back. */
  edit: (file: string, change: (data: any) => void) => void
  write: (file: string, text: string) => void
} {
  const root = removedAfterTests(makeScratchProject({ prefix: "scratch-" }))
  return {
    root,
    dataDir: DATA_DIR,
    edit(file, change) {
      const target = path.join(root, DATA_DIR, file)
      const data = JSON.parse(fs.readFileSync(target, "utf8"))
      change(data)
      fs.writeFileSync(target, JSON.stringify(data, null, 2))
    },
    write(file, text) {
      fs.writeFileSync(path.join(root, DATA_DIR, file), text)
    },
  }
}
