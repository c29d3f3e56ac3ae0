import fs from "fs"
import path from "path"
import { listSiteRoutes, readServicePages, reservedAddresses } from "../../../../plugins/content-schema/site-routes"
import { scratchFolder } from "../../support/scratch-folder"

describe("listSiteRoutes: the pages one can link to, from the files in src/pages", () => {
  it("names index as /, every other page by its file name, sorted; not the 404 and thank-you pages, nor other files", () => {
    const root = scratchFolder("routes-")
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
  })

  it("drops only the file's own extension, not an extension-like part inside its name", () => {
    const root = scratchFolder("routes-")
    const pages = path.join(root, "src", "pages")
    fs.mkdirSync(pages, { recursive: true })
    fs.writeFileSync(path.join(pages, "notes.js-tips.tsx"), "")
    expect(listSiteRoutes(root)).toEqual(["/notes.js-tips"])
  })
})

describe("the service pages in the site's routes", () => {
  let root: string
  beforeEach(() => {
    root = scratchFolder("routes-")
    fs.mkdirSync(path.join(root, "src", "pages"), { recursive: true })
    for (const file of ["index.tsx", "404.tsx", "thank-you.tsx"])
      fs.writeFileSync(path.join(root, "src", "pages", file), "")
    fs.mkdirSync(path.join(root, "data", "service-pages"), { recursive: true })
    const write = (id: string, content: unknown) =>
      fs.writeFileSync(path.join(root, "data", "service-pages", `${id}.json`), JSON.stringify(content))
    write("tax", { address: "tax-planning", formerAddresses: ["tax"], heading: "Tax" })
    write("old", { address: "old-service", retiredTo: "/", heading: "Old" })
    fs.writeFileSync(path.join(root, "data", "service-pages", "broken.json"), "{")
    // A data file beside the folder, shaped like a page: not a page.
    fs.writeFileSync(path.join(root, "data", "site.json"), JSON.stringify({ address: "site", heading: "Site" }))
  })

  it("reads every file of data/service-pages/, and no other data file, as a page named by its file, a broken file as an empty page", () => {
    expect(readServicePages(root, "data")).toEqual([
      { id: "broken", address: "", formerAddresses: [], heading: "" },
      { id: "old", address: "old-service", formerAddresses: [], retiredTo: "/", heading: "Old" },
      { id: "tax", address: "tax-planning", formerAddresses: ["tax"], heading: "Tax" },
    ])
  })

  it("links to the live pages at their addresses, never to a retired page or a former address", () => {
    expect(listSiteRoutes(root, "data")).toEqual(["/", "/tax-planning"])
  })

  it("keeps for the site itself its page files, the build's folders and the files at the top of the site", () => {
    expect(reservedAddresses(root)).toEqual([
      "404",
      "admin",
      "index",
      "manifest",
      "page-data",
      "robots",
      "sitemap-0",
      "sitemap-index",
      "static",
      "thank-you",
    ])
  })
})
