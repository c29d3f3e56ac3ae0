import fs from "fs"
import os from "os"
import path from "path"
import vm from "vm"
import type { RoutesManifest } from "gatsby"
import { hostAnswer, pageUrlPath } from "../../../tools/published-pages"
import { pageFileFor, publishPagesAsFiles, restorePageFolders } from "../../../adapters/static-host/page-files"
import { scriptLoader, withScriptsAfterFirstPaint } from "../../../adapters/static-host/script-loading"
import { inlineScriptHashes } from "../../../adapters/static-host/inline-script-hashes"

type StaticRoute = Extract<RoutesManifest[number], { type: "static" }>

function tempDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pages-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

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
