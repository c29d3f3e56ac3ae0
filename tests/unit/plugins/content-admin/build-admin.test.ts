/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from "fs"
import path from "path"
import vm from "vm"
import { buildAdmin } from "../../../../plugins/content-admin/build-admin"
import { adminFiles, cmsConfig } from "../../../../plugins/content-admin/cms-config"
import { ADMIN_SCRIPT, LOCAL_BACKEND_PATH } from "../../../../plugins/content-admin/names"
import { inlineScriptHashes } from "../../../../adapters/static-host/inline-script-hashes"
import { loadSchemas } from "../../../../plugins/content-model/load-schemas"
import { kindLabelsOf, reservedAtTop } from "../../../../plugins/content-model/site-facts"
import { reservedByPlugins } from "../../../../plugins/content-model/content-snapshot"
import { repoRoot } from "../../support/repo-root"
import { makeScratchProject } from "../../../../tools/content-folder"
import { removedAfterTests } from "../../support/scratch-folder"
import { DATA_DIR } from "../../../../plugins/content-model/data-files"

/**
 * buildAdmin on a scratch project: the content and page names of the repository, and, in place of the
 * admin's real entry point and of Decap CMS (megabytes that take esbuild seconds), small stand-ins that
 * report what the build put into the bundle. The build is the real one: esbuild with the admin's options.
 */
const ENTRY = `
import CMS from "decap-cms-app"
import { shim } from "gatsby"
/*! a legal comment */
declare const __ADMIN_FILES__: unknown
declare const __CONTENT_SCHEMAS__: unknown
declare const __SITE_SHAPE__: unknown
const maybe: { deeper?: { value: string } } | undefined = undefined
console.log(JSON.stringify({
  decap: CMS.bundle,
  gatsby: shim,
  mode: process.env.NODE_ENV,
  files: __ADMIN_FILES__,
  schemas: __CONTENT_SCHEMAS__,
  site: __SITE_SHAPE__,
  // What is published, the admin reads while the editor works: the build puts none of it in.
  published: typeof __PUBLISHED_PAGES__,
  facts: typeof __SITE_FACTS__,
  optional: maybe?.deeper?.value ?? null,
}))
`
const options = {
  githubRepo: "owner/site",
  branch: "main",
  publishing: "review" as const,
  siteUrl: "https://www.test-ledger.example",
}

function project(): string {
  const root = removedAfterTests(makeScratchProject({ prefix: "admin-build-" }))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write("plugins/content-admin/admin/cms.tsx", ENTRY)
  write("plugins/content-admin/admin/gatsby-shim.tsx", 'export const shim = "the admin\'s gatsby"\n')
  // Decap's package: its prebuilt bundle (what the admin must get), and an ES module build it must not.
  write(
    "node_modules/decap-cms-app/package.json",
    JSON.stringify({ name: "decap-cms-app", main: "dist/decap-cms-app.js", module: "dist/esm/index.js" })
  )
  write("node_modules/decap-cms-app/dist/decap-cms-app.js", 'module.exports = { bundle: "prebuilt" }\n')
  write("node_modules/decap-cms-app/dist/esm/index.js", 'export default { bundle: "esm" }\n')
  write("node_modules/decap-cms-app/dist/decap-cms-app.js.LICENSE.txt", "Decap's licences\n")
  return root
}

/** What the built script logs when it runs. */
function run(script: string): Record<string, unknown> {
  const logged: string[] = []
  vm.runInNewContext(script, { console: { log: (text: string) => logged.push(text) } })
  expect(logged).toHaveLength(1)
  return JSON.parse(logged[0]) as Record<string, unknown>
}

describe("buildAdmin", () => {
  let root: string
  let built: Awaited<ReturnType<typeof buildAdmin>>
  let publicDir: string
  beforeAll(async () => {
    root = project()
    publicDir = path.join(root, "public")
    fs.mkdirSync(path.join(publicDir, "admin"), { recursive: true })
    fs.writeFileSync(path.join(publicDir, "admin", "cms-OLD.js"), "an earlier build's script")
    fs.writeFileSync(path.join(publicDir, "index.html"), "the site's home page")
    built = await buildAdmin(root, publicDir, options)
  })
  const adminFile = (file: string) => fs.readFileSync(path.join(publicDir, "admin", file), "utf8")
  const scriptName = () => built.files.map(file => path.posix.basename(file)).find(file => ADMIN_SCRIPT.test(file))!

  it("writes public/admin/: the page, the configuration, one script named after its content, Decap's licences", () => {
    expect([...built.files].sort()).toEqual(
      ["admin/config.yml", "admin/decap-cms-app.js.LICENSE.txt", "admin/index.html", `admin/${scriptName()}`].sort()
    )
    expect(scriptName()).toMatch(/^cms-[A-Z0-9]+\.js$/)
    expect(built.scriptBytes).toBe(fs.statSync(path.join(publicDir, "admin", scriptName())).size)
    expect(adminFile("decap-cms-app.js.LICENSE.txt")).toBe("Decap's licences\n")
  })

  it("replaces an earlier build of the admin, and nothing else in public/", () => {
    expect(fs.existsSync(path.join(publicDir, "admin", "cms-OLD.js"))).toBe(false)
    expect(fs.readFileSync(path.join(publicDir, "index.html"), "utf8")).toBe("the site's home page")
  })

  it("writes the configuration generated from the schemas, with the local backend at /admin/api/v1", () => {
    const [comment, ...json] = adminFile("config.yml").split("\n")
    expect(comment).toBe("# Generated from data/schemas/ by plugins/content-admin at build time; do not edit.")
    const expected = cmsConfig(loadSchemas(root).schemas, { ...options, localBackendUrl: LOCAL_BACKEND_PATH })
    expect(JSON.parse(json.join("\n"))).toEqual(JSON.parse(JSON.stringify(expected)))
    expect(json.join("\n")).toBe(`${JSON.stringify(expected, null, 2)}\n`)
  })

  it("writes a page that loads the script from the site, with no inline script, kept out of search engines", () => {
    const page = adminFile("index.html")
    expect(page).toContain(`<script src="/admin/${scriptName()}"></script>`)
    expect(inlineScriptHashes(page)).toEqual([])
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(page).toContain('<html lang="en">')
    expect(page).toContain("<title>Content Manager</title>")
    expect(page.startsWith("<!doctype html>\n")).toBe(true)
  })

  it("bundles Decap's prebuilt bundle, the admin's gatsby stand-in, the schemas, the data files, the site's own pages and the kinds' labels, and nothing published", () => {
    const script = adminFile(scriptName())
    const { schemas } = loadSchemas(root)
    // The pages of src/pages, which no content manager changes.
    const pageStems = fs
      .readdirSync(path.join(root, "src", "pages"))
      .filter(file => /\.[jt]sx?$/.test(file))
      .map(file => file.replace(/\.[jt]sx?$/, ""))
      .sort()
    expect(pageStems.length).toBeGreaterThan(0)
    expect(run(script)).toEqual({
      decap: "prebuilt",
      gatsby: "the admin's gatsby",
      mode: "production",
      files: JSON.parse(JSON.stringify(adminFiles(schemas))),
      // Without the kinds' example entries, which no form reads.
      schemas: JSON.parse(JSON.stringify([...schemas.values()].map(({ examples: _examples, ...schema }) => schema))),
      site: {
        pageStems,
        reservedAtTop: reservedAtTop(pageStems, reservedByPlugins(repoRoot)),
        kindLabels: kindLabelsOf(schemas),
      },
      published: "undefined",
      facts: "undefined",
      optional: null,
    })
  })

  it("writes one minified script for browsers of 2019 on, legal comments at its end", () => {
    const script = adminFile(scriptName())
    expect(script.trimEnd().split("\n").length).toBeLessThanOrEqual(3)
    expect(script).not.toContain("?.")
    expect(script).not.toMatch(/\brequire\(|\bimport\b/)
    expect(script.trimEnd().endsWith("/*! a legal comment */")).toBe(true)
  })

  it("refuses to build from schemas that are not valid JSON, naming the file", async () => {
    const broken = project()
    const schemasDir = path.join(broken, DATA_DIR, "schemas")
    const [first] = fs.readdirSync(schemasDir).sort()
    fs.writeFileSync(path.join(schemasDir, first), "{")
    await expect(buildAdmin(broken, path.join(broken, "public"), options)).rejects.toThrow(
      `${DATA_DIR}/schemas/${first}: invalid JSON at line 1, column 2: `
    )
  })
})

describe("building the admin twice", () => {
  it("builds into a public folder not made yet, then again over its own earlier build", async () => {
    const root = removedAfterTests(makeScratchProject({ prefix: "admin-edges-" }))
    const write = (file: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), content)
    }
    write("plugins/content-admin/admin/cms.tsx", 'import CMS from "decap-cms-app"\nconsole.log(CMS)\n')
    write(
      "node_modules/decap-cms-app/package.json",
      JSON.stringify({ name: "decap-cms-app", main: "dist/decap-cms-app.js" })
    )
    write("node_modules/decap-cms-app/dist/decap-cms-app.js", "module.exports = {}\n")
    write("node_modules/decap-cms-app/dist/decap-cms-app.js.LICENSE.txt", "licences\n")
    const publicDir = path.join(root, "out", "public")
    const options = {
      githubRepo: "owner/site",
      branch: "main",
      publishing: "direct" as const,
      siteUrl: "https://example.com",
    }

    const first = await buildAdmin(root, publicDir, options)
    const second = await buildAdmin(root, publicDir, options)

    expect(second.files).toEqual(first.files)
    expect(fs.readdirSync(path.join(publicDir, "admin")).sort()).toEqual(
      first.files.map(file => path.basename(file)).sort()
    )
  })
})
