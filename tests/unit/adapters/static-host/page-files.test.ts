import fs from "fs"
import os from "os"
import path from "path"
import {
  isPageFolderRoute,
  pageFileFor,
  publishPagesAsFiles,
  removeStalePageFiles,
  restorePageFolders,
} from "../../../../adapters/static-host/page-files"
import type { RoutesManifest } from "gatsby"
import { buildFolder } from "../../support/build-folder"

type StaticRoute = Extract<RoutesManifest[number], { type: "static" }>

describe("publishPagesAsFiles", () => {
  it("moves <path>/index.html to <path>.html for every page but the home page, and back for a later build", () => {
    const dir = buildFolder({
      "index.html": "home",
      "financial-advisory/index.html": "advisory",
      "404.html": "404",
      "page-data/financial-advisory/page-data.json": "{}",
      "page-data/404.html/page-data.json": "{}",
    })
    const route = (urlPath: string, file: string): StaticRoute =>
      ({ type: "static", path: urlPath, filePath: path.join(dir, file), headers: [] }) as unknown as StaticRoute
    const routes = [
      route("/", "index.html"),
      route("/financial-advisory", "financial-advisory/index.html"),
      route("/404.html", "404.html"),
    ]
    expect(publishPagesAsFiles(routes, dir)).toEqual(["financial-advisory.html"])
    expect(fs.readFileSync(path.join(dir, "financial-advisory.html"), "utf8")).toBe("advisory")
    expect(fs.existsSync(path.join(dir, "financial-advisory"))).toBe(false)
    expect(pageFileFor(routes[1], dir)).toBe(path.join(dir, "financial-advisory.html"))
    // A build that does not render the page again finds it where Gatsby wrote it.
    expect(restorePageFolders(dir)).toEqual(["financial-advisory.html"])
    expect(fs.readFileSync(path.join(dir, "financial-advisory", "index.html"), "utf8")).toBe("advisory")
    expect(fs.existsSync(path.join(dir, "404.html"))).toBe(true)
    expect(restorePageFolders(dir)).toEqual([])
  })
})

describe("isPageFolderRoute and pageFileFor", () => {
  const dir = path.join(os.tmpdir(), "public")
  const route = (urlPath: string, file: string): StaticRoute =>
    ({ type: "static", path: urlPath, filePath: path.join(dir, file), headers: [] }) as unknown as StaticRoute

  it.each([
    ["/financial-advisory", "financial-advisory/index.html", true],
    ["/a/b", "a/b/index.html", true],
    ["/", "index.html", false],
    ["/404.html", "404.html", false],
    ["/financial-advisory", "other/index.html", false],
    ["/financial-advisory", "financial-advisory/page.html", false],
    ["/xindex.html", "xindex.html", false],
  ])("%s written as %s is a page in a folder of its own: %s", (urlPath, file, expected) => {
    expect(isPageFolderRoute(route(urlPath, file), dir)).toBe(expected)
  })

  it("publishes a page as <path>.html", () => {
    expect(pageFileFor(route("/a/b", "a/b/index.html"), dir)).toBe(path.join(dir, "a", "b.html"))
  })
})

describe("publishPagesAsFiles and restorePageFolders, the edge cases", () => {
  const route = (dir: string, urlPath: string, file: string): StaticRoute =>
    ({ type: "static", path: urlPath, filePath: path.join(dir, file), headers: [] }) as unknown as StaticRoute

  it("keeps a page's folder that holds other files, and skips a page already moved", () => {
    const dir = buildFolder({ "a/index.html": "a", "a/image.png": "png", "b.html": "b" })
    expect(publishPagesAsFiles([route(dir, "/a", "a/index.html"), route(dir, "/b", "b/index.html")], dir)).toEqual([
      "a.html",
    ])
    expect(fs.readFileSync(path.join(dir, "a", "image.png"), "utf8")).toBe("png")
    expect(fs.readFileSync(path.join(dir, "b.html"), "utf8")).toBe("b")
  })

  it("puts back only pages with page data, not the 404 page, the CMS, page data, static files or an existing folder page", () => {
    const dir = buildFolder({
      "a.html": "a",
      "deep/b.html": "b",
      "no-data.html": "no data",
      "404.html": "404",
      "taken.html": "newer",
      "taken/index.html": "kept",
      "admin/c.html": "admin",
      "static/d.html": "static",
      "page-data/e.html": "page data",
      "page-data/a/page-data.json": "{}",
      "page-data/deep/b/page-data.json": "{}",
      "page-data/404/page-data.json": "{}",
      "page-data/taken/page-data.json": "{}",
      "page-data/admin/c/page-data.json": "{}",
      "page-data/static/d/page-data.json": "{}",
      "page-data/page-data/e/page-data.json": "{}",
    })
    expect(restorePageFolders(dir).sort()).toEqual(["a.html", "deep/b.html"])
    expect(fs.readFileSync(path.join(dir, "a", "index.html"), "utf8")).toBe("a")
    expect(fs.readFileSync(path.join(dir, "deep", "b", "index.html"), "utf8")).toBe("b")
    for (const kept of ["no-data.html", "404.html", "taken.html", "admin/c.html", "static/d.html", "page-data/e.html"])
      expect(fs.existsSync(path.join(dir, kept))).toBe(true)
    expect(fs.readFileSync(path.join(dir, "taken", "index.html"), "utf8")).toBe("kept")
  })

  it("removes the published file of a page the build no longer has, and only that", () => {
    const dir = buildFolder({
      "index.html": "home",
      "404.html": "404",
      "live.html": "live",
      "deep/live.html": "deep live",
      "retired.html": "retired",
      "deep/renamed.html": "renamed",
      "admin/index.html": "admin",
      "static/file.html": "static",
      "page-data/live/page-data.json": "{}",
      "page-data/deep/live/page-data.json": "{}",
    })
    expect(removeStalePageFiles(dir).sort()).toEqual(["deep/renamed.html", "retired.html"])
    for (const gone of ["retired.html", "deep/renamed.html"]) expect(fs.existsSync(path.join(dir, gone))).toBe(false)
    for (const kept of [
      "index.html",
      "404.html",
      "live.html",
      "deep/live.html",
      "admin/index.html",
      "static/file.html",
    ])
      expect(fs.existsSync(path.join(dir, kept))).toBe(true)
    expect(removeStalePageFiles(path.join(os.tmpdir(), "no-such-build-folder"))).toEqual([])
  })

  it("keeps the pages that wait in their folders for the adapter, and removes a page whose page data Gatsby deleted but whose folder it left", () => {
    const dir = buildFolder({
      "live/index.html": "live, as Gatsby wrote it",
      "page-data/live/page-data.json": "{}",
      "retired.html": "retired",
    })
    // Gatsby deletes a removed page's page-data.json and leaves the folder that held it.
    fs.mkdirSync(path.join(dir, "page-data", "retired"))
    expect(removeStalePageFiles(dir)).toEqual(["retired.html"])
    expect(fs.readFileSync(path.join(dir, "live", "index.html"), "utf8")).toBe("live, as Gatsby wrote it")
  })

  it("finds nothing to put back where there is no build", () => {
    expect(restorePageFolders(path.join(os.tmpdir(), "no-such-build-folder"))).toEqual([])
  })

  it("puts a page back into a folder that already holds other pages, and leaves files that are not pages", () => {
    const root = buildFolder({
      "about.html": "about",
      "about/team.html": "team",
      "page-data/about/page-data.json": "{}",
      "page-data/about/team/page-data.json": "{}",
      "notes.text": "not a page",
      "page-data/notes/page-data.json": "{}",
    })
    expect(restorePageFolders(root).sort()).toEqual(["about.html", "about/team.html"])
    expect(fs.readFileSync(path.join(root, "about/index.html"), "utf8")).toBe("about")
    expect(fs.readFileSync(path.join(root, "about/team/index.html"), "utf8")).toBe("team")
    expect(fs.existsSync(path.join(root, "notes.text"))).toBe(true)
  })
})
