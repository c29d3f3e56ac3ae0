import fs from "fs"
import path from "path"
import { createPages } from "../../../../plugins/service-pages/gatsby-node"
import { DATA_DIR } from "../../../../plugins/content-schema/data-files"
import { scratchFolder } from "../../support/scratch-folder"

describe("plugins/service-pages: a page for each live service page, a permanent redirect for each address that moved", () => {
  const cwd = process.cwd()
  let root: string
  beforeEach(() => {
    root = scratchFolder("service-pages-")
    fs.mkdirSync(path.join(root, "src", "pages"), { recursive: true })
    // Where the plugin reads the content: data/, or the folder CONTENT_DIR names (relative in npm test).
    const pagesDir = path.join(root, DATA_DIR, "service-pages")
    fs.mkdirSync(pagesDir, { recursive: true })
    const write = (id: string, content: unknown) =>
      fs.writeFileSync(path.join(pagesDir, `${id}.json`), JSON.stringify(content))
    write("tax", { address: "tax-planning", formerAddresses: ["tax"] })
    write("audit", { address: "audit" })
    write("old", { address: "old-service", retiredTo: "tax" })
    process.chdir(root)
  })
  afterEach(() => process.chdir(cwd))

  it("creates the live pages with the template and their id, and the redirects, and says how many", () => {
    const createPage = jest.fn<void, [unknown]>()
    const createRedirect = jest.fn<void, [unknown]>()
    const info = jest.fn()
    const call = createPages as unknown as (args: unknown) => void
    call({ actions: { createPage, createRedirect }, reporter: { info } })
    const template = path.join(root, "src", "templates", "service-page.tsx")
    expect(createPage.mock.calls.map(([page]) => page)).toEqual([
      { path: "/audit", component: template, context: { id: "audit" } },
      { path: "/tax-planning", component: template, context: { id: "tax" } },
    ])
    expect(createRedirect.mock.calls.map(([redirect]) => redirect)).toEqual([
      { fromPath: "/old-service", toPath: "/tax-planning", isPermanent: true },
      { fromPath: "/tax", toPath: "/tax-planning", isPermanent: true },
    ])
    expect(info).toHaveBeenCalledWith(`${DATA_DIR}/service-pages/: 2 pages built, 1 retired, 2 redirects`)
  })
})
