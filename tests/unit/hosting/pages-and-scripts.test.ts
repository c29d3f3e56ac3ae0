import fs from "fs"
import os from "os"
import path from "path"
import vm from "vm"
import type { RoutesManifest } from "gatsby"
import { hostAnswer, pageUrlPath, publicPages } from "../../../tools/published-pages"
import {
  isPageFolderRoute,
  pageFileFor,
  publishPagesAsFiles,
  restorePageFolders,
} from "../../../adapters/static-host/page-files"
import { readChunkGroups, scriptLoader, withScriptsAfterFirstPaint } from "../../../adapters/static-host/script-loading"
import { inlineScriptHashes } from "../../../adapters/static-host/inline-script-hashes"
import { formatHeadersFile } from "../../../adapters/static-host/headers-file"
import { buildFolder } from "./build-folder"

type StaticRoute = Extract<RoutesManifest[number], { type: "static" }>

const tempDir = buildFolder

describe("hostAnswer: a Netlify-style host's rules for pretty URLs", () => {
  const root = tempDir({
    "index.html": "home",
    "file.html": "file",
    "folder/index.html": "folder",
    "app-0123456789abcdef0123.js": "js",
  })

  it("answers /x from x.html and redirects /x/ to /x", () => {
    expect(hostAnswer(root, "/file")).toEqual({ status: 200, file: "file.html" })
    expect(hostAnswer(root, "/file/")).toEqual({ status: 301, location: "/file" })
    expect(hostAnswer(root, "/file.html")).toEqual({ status: 200, file: "file.html" })
  })

  it("redirects /x to /x/ when only x/index.html exists, and answers /x/ from it", () => {
    expect(hostAnswer(root, "/folder")).toEqual({ status: 301, location: "/folder/" })
    expect(hostAnswer(root, "/folder/")).toEqual({ status: 200, file: "folder/index.html" })
  })

  it("answers other files by name and everything else with 404", () => {
    expect(hostAnswer(root, "/")).toEqual({ status: 200, file: "index.html" })
    expect(hostAnswer(root, "/app-0123456789abcdef0123.js")).toEqual({
      status: 200,
      file: "app-0123456789abcdef0123.js",
    })
    expect(hostAnswer(root, "/missing")).toEqual({ status: 404 })
    expect(hostAnswer(root, "/missing/")).toEqual({ status: 404 })
  })

  it("names each built page by the address answered without a redirect", () => {
    expect(["index.html", "file.html", "folder/index.html"].map(pageUrlPath)).toEqual(["/", "/file", "/folder/"])
  })
})

describe("publishPagesAsFiles", () => {
  it("moves <path>/index.html to <path>.html for every page but the home page, and back for a later build", () => {
    const dir = tempDir({
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

describe("withScriptsAfterFirstPaint", () => {
  const page = (scripts: string) =>
    `<html><head></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/financial-advisory";/*]]>*/</script>${scripts}</body></html>`
  const gatsbyScripts =
    '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'
  const dir = tempDir({
    "page-data/financial-advisory/page-data.json": JSON.stringify({ componentChunkName: "component---advisory" }),
  })
  const chunkGroups = { "component---advisory": ["commons-4.js", "component---advisory-5.js", "styles.css"] }

  it("replaces Gatsby's script elements with one inline loader that also starts the page's own chunks", () => {
    const html = withScriptsAfterFirstPaint(page(gatsbyScripts), dir, chunkGroups)
    expect(html).not.toContain("<script src=")
    const loader = scriptLoader([
      "/webpack-runtime-1.js",
      "/framework-2.js",
      "/app-3.js",
      "/commons-4.js",
      "/component---advisory-5.js",
    ])
    expect(html).toContain(`<script>${loader}</script>`)
    // An inline script like Gatsby's own: the CSP names it by its hash.
    expect(inlineScriptHashes(html)).toHaveLength(2)
  })

  it("starts them after the first animation frame, or after a second at the latest, once", () => {
    const appended: string[] = []
    const frames: (() => void)[] = []
    const timers: { run: () => void; delay: number }[] = []
    const fakeWindow = {
      document: {
        createElement: () => ({ src: "" }),
        body: { appendChild: (element: { src: string }) => appended.push(element.src) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
    }
    vm.runInNewContext(scriptLoader(["/a.js", "/b.js"]), fakeWindow)
    expect(appended).toEqual([])
    expect(timers.map(timer => timer.delay)).toEqual([1000])
    frames.forEach(frame => frame())
    timers.filter(timer => timer.delay === 0).forEach(timer => timer.run())
    expect(appended).toEqual(["/a.js", "/b.js"])
    timers.forEach(timer => timer.run())
    expect(appended).toEqual(["/a.js", "/b.js"])
  })

  it("leaves a page without Gatsby's scripts unchanged", () => {
    const html = "<html><body><script src='/admin/cms.js'></script></body></html>"
    expect(withScriptsAfterFirstPaint(html, dir, chunkGroups)).toBe(html)
  })
})

describe("publicPages: the built pages a visitor can land on", () => {
  it("names every HTML file by its address, the home page first, but not the 404 page or the CMS", () => {
    const root = tempDir({
      "index.html": "",
      "thank-you.html": "",
      "financial-advisory.html": "",
      "folder/index.html": "",
      "deep/er/page.html": "",
      "404.html": "",
      "admin/index.html": "",
      "app.js": "",
      "page-data/index/page-data.json": "",
    })
    expect(publicPages(root)).toEqual(["/", "/deep/er/page", "/financial-advisory", "/folder/", "/thank-you"])
    expect(publicPages(tempDir({ "b.html": "", "a.html": "", "index.html": "" }))).toEqual(["/", "/a", "/b"])
  })
})

describe("published-pages, the edge cases", () => {
  it("redirects /x// to /x, and names a page v1.html5.html by /v1.html5", () => {
    const root = buildFolder({ "index.html": "", "file.html": "" })
    expect(hostAnswer(root, "/file//")).toEqual({ status: 301, location: "/file" })
    expect(hostAnswer(root, "//file/")).toEqual({ status: 301, location: "/file" })
    expect(pageUrlPath("v1.html5.html")).toBe("/v1.html5")
  })

  it("lists the home page first and the others in order", () => {
    const names = ["e", "b", "d", "a", "c", "g", "f", "h", "j", "i", "k", "m", "l"]
    const root = buildFolder(
      Object.fromEntries([["index.html", ""], ["a/index.html", ""], ...names.map(name => [`${name}.html`, ""])])
    )
    expect(publicPages(root)).toEqual([
      "/",
      "/a",
      "/a/",
      ...[...names]
        .sort()
        .slice(1)
        .map(name => `/${name}`),
    ])
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
    const dir = tempDir({ "a/index.html": "a", "a/image.png": "png", "b.html": "b" })
    expect(publishPagesAsFiles([route(dir, "/a", "a/index.html"), route(dir, "/b", "b/index.html")], dir)).toEqual([
      "a.html",
    ])
    expect(fs.readFileSync(path.join(dir, "a", "image.png"), "utf8")).toBe("png")
    expect(fs.readFileSync(path.join(dir, "b.html"), "utf8")).toBe("b")
  })

  it("puts back only pages with page data, not the 404 page, the CMS, page data, static files or an existing folder page", () => {
    const dir = tempDir({
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

describe("withScriptsAfterFirstPaint, the edge cases", () => {
  const page = (pagePath: string, scripts: string) =>
    `<html><body><script>window.pagePath="${pagePath}";</script>${scripts}</body></html>`
  const dir = tempDir({
    "page-data/index/page-data.json": JSON.stringify({ componentChunkName: "component---index" }),
    "page-data/a/b/page-data.json": JSON.stringify({ componentChunkName: "component---b" }),
    "page-data/solo/page-data.json": JSON.stringify({ componentChunkName: "component---solo" }),
  })
  const chunkGroups = {
    "component---index": ["app.js", "index-1.js", "index.css"],
    "component---b": ["b-1.js"],
  }
  const loaderOf = (html: string) => /<script>(\(function\(\)\{.*?\)\(\))<\/script>/.exec(html)?.[1]
  const script = (name: string) => `<script src="/${name}-0123456789abcdef0123.js" async></script>`

  it("finds the page data of the home page and of a page with a trailing slash", () => {
    expect(
      loaderOf(withScriptsAfterFirstPaint(page("/", '<script src="/app.js" async=""></script>'), dir, chunkGroups))
    ).toBe(scriptLoader(["/app.js", "/index-1.js"]))
    expect(
      loaderOf(withScriptsAfterFirstPaint(page("/a/b/", '<script src="/app.js" async></script>'), dir, chunkGroups))
    ).toBe(scriptLoader(["/app.js", "/b-1.js"]))
  })

  it("starts only Gatsby's scripts for a page whose component webpack did not record", () => {
    expect(
      loaderOf(withScriptsAfterFirstPaint(page("/solo", '<script src="/app.js" async></script>'), dir, chunkGroups))
    ).toBe(scriptLoader(["/app.js"]))
  })

  it("leaves alone scripts that are not Gatsby's (no async, another site, an odd name)", () => {
    const others =
      '<script src="/app.js"></script><script src="https://elsewhere.example/x.js" async></script><script src="/a b.js" async></script>'
    const html = page("/", `<script src="/app.js" async></script>${others}`)
    const rewritten = withScriptsAfterFirstPaint(html, dir, chunkGroups)
    expect(rewritten).toContain(others)
    expect(loaderOf(rewritten)).toBe(scriptLoader(["/app.js", "/index-1.js"]))
  })

  it("leaves unchanged a page with Gatsby's scripts but no page path", () => {
    const html = '<html><body><script src="/app.js" async></script></body></html>'
    expect(withScriptsAfterFirstPaint(html, dir, chunkGroups)).toBe(html)
  })

  it("reads webpack's chunk groups of the build", () => {
    const build = tempDir({ "webpack.stats.json": JSON.stringify({ assetsByChunkName: chunkGroups, other: 1 }) })
    expect(readChunkGroups(build)).toEqual(chunkGroups)
  })

  it("leaves a page without a page path unchanged", () => {
    const html = `<html><body>${script("app")}</body></html>`
    expect(withScriptsAfterFirstPaint(html, buildFolder({}), {})).toBe(html)
  })

  it("replaces all of Gatsby's script elements with one loader and nothing else", () => {
    const root = buildFolder({ "page-data/index/page-data.json": JSON.stringify({ componentChunkName: "c" }) })
    const html = `<html><body><script>window.pagePath="/"</script>${script("a")}${script("b")}</body></html>`
    const result = withScriptsAfterFirstPaint(html, root, {})
    expect(result.startsWith(`<html><body><script>window.pagePath="/"</script><script>(function(){`)).toBe(true)
    expect(result.endsWith("})()</script></body></html>")).toBe(true)
    expect(result.match(/<script>/g)).toHaveLength(2)
  })
})

describe("formatHeadersFile", () => {
  it("writes each rule's path and its headers indented under it, after the comment", () => {
    expect(
      formatHeadersFile(
        [
          { path: "/*", headers: { A: "1", B: "2" } },
          { path: "/x", headers: { C: "3" } },
        ],
        "made by a test"
      )
    ).toBe("# made by a test\n/*\n  A: 1\n  B: 2\n/x\n  C: 3\n")
  })
})
