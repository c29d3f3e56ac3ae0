import fs from "fs"
import os from "os"
import path from "path"
import { listSiteRoutes } from "../../../plugins/content-schema/site-routes"

describe("listSiteRoutes: the pages one can link to, from the files in src/pages", () => {
  it("names index as /, every other page by its file name, sorted; not the 404 and thank-you pages, nor other files", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"))
    try {
      const pages = path.join(root, "src", "pages")
      fs.mkdirSync(pages, { recursive: true })
      for (const file of [
        "index.tsx",
        "pricing.ts",
        "about.jsx",
        "financial-advisory.tsx",
        "contact.js",
        "404.tsx",
        "thank-you.tsx",
        "notes.md",
        "styles.css",
        "index.test.tsx.snap",
      ])
        fs.writeFileSync(path.join(pages, file), "")
      expect(listSiteRoutes(root)).toEqual(["/", "/about", "/contact", "/financial-advisory", "/pricing"])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
