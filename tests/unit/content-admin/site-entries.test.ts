/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from "fs"
import path from "path"
import { SITE_ENTRIES } from "../../../plugins/content-admin/site-entries"
import { repoRoot } from "../content/scratch-project"

describe("the admin's entries", () => {
  it("leads every entry's View Live to a page the site has (a file in src/pages)", () => {
    const pages = fs.readdirSync(path.join(repoRoot, "src", "pages")).map(name => name.replace(/\.[jt]sx?$/, ""))
    for (const { entry, page } of SITE_ENTRIES) {
      const stem = page === "/" ? "index" : page.replace(/^\//, "").replace(/\.html$/, "")
      expect({ entry, page, exists: pages.includes(stem) }).toEqual({ entry, page, exists: true })
    }
  })
})
