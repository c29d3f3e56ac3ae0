/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { buildAdmin } from "../../../plugins/content-admin/build-admin"
import { canonicalJson } from "../../../plugins/content-admin/canonical-json"
import { adminFiles, cmsConfig, type DecapField } from "../../../plugins/content-admin/cms-config"
import { ADMIN_SCRIPT } from "../../../plugins/content-admin/names"
import { REVIEW_REPOSITORY_DIR, openReviewRepository } from "../../../plugins/content-admin/review-repository"
import { SITE_ENTRIES } from "../../../plugins/content-admin/site-entries"
import type { FieldShape, ObjectShape, Shape } from "../../../plugins/content-schema/content-shape"
import { loadSchemas } from "../../../plugins/content-schema/load-schemas"
import { makeScratchProject } from "../../../tools/content-folder"
import { repoRoot } from "../content/scratch-project"
import { readServicePages } from "../../../plugins/content-schema/site-routes"

const text: Shape = { kind: "string", multiline: false }
const field = (name: string, required: boolean, shape: Shape = text): FieldShape => ({
  name,
  title: name,
  required,
  rule: `fixture.schema.json#/properties/${name}`,
  shape,
})

describe("canonical JSON at its edges", () => {
  const shape: ObjectShape = { kind: "object", fields: [field("title", true), field("note", false)] }

  it("leaves out a field the data does not have, even a required one", () => {
    expect(canonicalJson({ note: "x" }, shape)).toBe('{\n  "note": "x"\n}\n')
  })

  it("leaves out an optional text left empty", () => {
    expect(canonicalJson({ title: "T", note: "" }, shape)).toBe('{\n  "title": "T"\n}\n')
  })

  it("prints an empty list as [] even after a key too long for the line", () => {
    const key = "k".repeat(130)
    expect(canonicalJson({ [key]: [] }, { kind: "object", fields: [] })).toBe(`{\n  "${key}": []\n}\n`)
  })

  it("counts the comma after a nested list, as Prettier does: only the last one fits on its line", () => {
    // Each inner list printed on one line is 116 characters, after four of indentation: 120 with no comma.
    const inner = ["a".repeat(112)]
    expect(JSON.stringify(inner)).toHaveLength(116)
    const printed = canonicalJson({ rows: [inner, inner] }, { kind: "object", fields: [] })
    const word = JSON.stringify(inner[0])
    expect(printed).toBe(`{\n  "rows": [\n    [\n      ${word}\n    ],\n    ${JSON.stringify(inner)}\n  ]\n}\n`)
  })
})

describe("the admin's names and entries", () => {
  it("knows the admin's script by its whole name, not a file beside it or one that merely contains it", () => {
    expect(ADMIN_SCRIPT.test("cms-ABC123.js")).toBe(true)
    expect(ADMIN_SCRIPT.test("cms-ABC123.js.LICENSE.txt")).toBe(false)
    expect(ADMIN_SCRIPT.test("old-cms-ABC123.js")).toBe(false)
  })

  it("leads every entry's View Live to a page the site has (a file in src/pages)", () => {
    const pages = fs.readdirSync(path.join(repoRoot, "src", "pages")).map(name => name.replace(/\.[jt]sx?$/, ""))
    for (const { entry, page } of SITE_ENTRIES) {
      const stem = page === "/" ? "index" : page.replace(/^\//, "").replace(/\.html$/, "")
      expect({ entry, page, exists: pages.includes(stem) }).toEqual({ entry, page, exists: true })
    }
  })
})

describe("the CMS configuration at its edges", () => {
  const { schemas } = loadSchemas(repoRoot)

  it("stops when site-entries.ts names a data file that does not exist", () => {
    const { entry } = SITE_ENTRIES[SITE_ENTRIES.length - 1]
    const fewer = new Map(schemas)
    fewer.delete(`${entry}.schema.json`)
    expect(() => adminFiles(fewer)).toThrow(`${entry}.json does not exist`)
  })

  it("marks a list item's required fields required (the items of a list are never optional)", () => {
    const config = cmsConfig(
      schemas,
      {
        githubRepo: "owner/site",
        branch: "main",
        siteUrl: "https://example.com",
        localBackendUrl: "/admin/api/v1",
        publishing: "direct",
      },
      readServicePages(repoRoot)
    )
    const checked: string[] = []
    const visit = (shape: Shape, decap: DecapField, where: string): void => {
      if (shape.kind === "object")
        for (const inner of shape.fields) {
          const match = decap.fields!.find(candidate => candidate.name === inner.name)!
          visit(inner.shape, match, `${where}.${inner.name}`)
        }
      if (shape.kind === "list" && shape.items.kind === "object")
        for (const inner of shape.items.fields) {
          const match = decap.fields!.find(candidate => candidate.name === inner.name)!
          if (decap.required) {
            checked.push(`${where}[].${inner.name}`)
            expect({ where: `${where}[].${inner.name}`, required: match.required }).toEqual({
              where: `${where}[].${inner.name}`,
              required: inner.required,
            })
          }
          visit(inner.shape, match, `${where}[].${inner.name}`)
        }
    }
    for (const file of adminFiles(schemas)) {
      const decap = file.folder
        ? config.collections[1]
        : config.collections[0].files.find(candidate => candidate.name === file.entry)!
      visit(file.shape, { fields: decap.fields, required: true } as DecapField, file.entry)
    }
    expect(checked.length).toBeGreaterThan(0)
  })
})

describe("the review repository's first opening", () => {
  const saved = { global: process.env.GIT_CONFIG_GLOBAL, nosystem: process.env.GIT_CONFIG_NOSYSTEM }
  const temporary: string[] = []
  beforeAll(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "git-config-"))
    temporary.push(dir)
    // git's configuration for the user, as the machine's would be: the one place the editor's name is.
    fs.writeFileSync(path.join(dir, "config"), "[user]\n\tname = Global Editor\n\temail = editor@example.com\n")
    process.env.GIT_CONFIG_GLOBAL = path.join(dir, "config")
    process.env.GIT_CONFIG_NOSYSTEM = "1"
  })
  afterAll(() => {
    for (const [key, value] of [
      ["GIT_CONFIG_GLOBAL", saved.global],
      ["GIT_CONFIG_NOSYSTEM", saved.nosystem],
    ] as const) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
    for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true })
  })

  it("clones into .cms/repository when that folder is already there but holds no repository, in the user's name", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "review-edges-"))
    temporary.push(dir)
    const git = (cwd: string, ...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Tester", "-c", "user.email=t@example.com", ...args], {
        cwd,
        encoding: "utf8",
      }).trim()
    git(dir, "init", "--quiet", "--initial-branch=main")
    fs.writeFileSync(path.join(dir, ".gitignore"), ".cms/\n")
    git(dir, "add", ".")
    git(dir, "commit", "--quiet", "-m", "start")
    fs.mkdirSync(path.join(dir, REVIEW_REPOSITORY_DIR), { recursive: true })

    const repository = await openReviewRepository(dir, "main")

    expect(fs.realpathSync(git(repository.dir, "rev-parse", "--show-toplevel"))).toBe(
      fs.realpathSync(path.join(dir, REVIEW_REPOSITORY_DIR))
    )
    // Commits there are made in the name git has for the user (their global configuration).
    expect(
      execFileSync("git", ["config", "--local", "user.name"], { cwd: repository.dir, encoding: "utf8" }).trim()
    ).toBe("Global Editor")
  })
})

describe("building the admin twice", () => {
  it("builds into a public folder not made yet, then again over its own earlier build", async () => {
    const root = makeScratchProject({ prefix: "admin-edges-" })
    try {
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
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
