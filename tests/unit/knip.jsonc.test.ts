/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from "fs"
import path from "path"
import { repoRoot } from "./support/repo-root"

/** The folders of the project a path in knip.jsonc may start with. */
const PROJECT_FOLDERS = ["src", "plugins", "adapters", "tools", "scripts", "tests", "docs", "data", "static", "bench"]

describe("knip.jsonc", () => {
  it("names only project paths that exist, in its entries and its comments", () => {
    const text = fs.readFileSync(path.join(repoRoot, "knip.jsonc"), "utf8")
    // A glob's fixed part is checked up to its first wildcard (`src/pages/*.tsx`: `src/pages`).
    const named = [...text.matchAll(new RegExp(`\\b(?:${PROJECT_FOLDERS.join("|")})/[\\w./-]*[\\w-]`, "g"))].map(
      match => match[0]
    )
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter(file => !fs.existsSync(path.join(repoRoot, file)))).toEqual([])
  })
})
