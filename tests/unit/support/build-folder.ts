import fs from "fs"
import path from "path"
import { scratchFolder } from "./scratch-folder"

/** A throwaway folder shaped like a build (public/), holding `files` (paths with forward slashes). */
export function buildFolder(files: Record<string, string | Buffer>): string {
  const root = scratchFolder("build-")
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), content)
  }
  return root
}
