import fs from "fs"
import path from "path"
import type { IAdapter, RoutesManifest } from "gatsby"
import { staticHostAdapter } from "../../../adapters/static-host"
import { inlineScriptHashes } from "../../../adapters/static-host/inline-script-hashes"
import { scriptLoader } from "../../../adapters/static-host/script-loading"
import { siteContentSecurityPolicy, siteHeaders, adminHeaders } from "../../../adapters/static-host/security-headers"
import { IMMUTABLE, REVALIDATE } from "../../../adapters/static-host/caching"
import { buildFolder } from "./build-folder"

/**
 * The adapter as `gatsby build` runs it last: on a small build in a throwaway project folder (it works on
 * `public/` in the folder the build runs in), with the routes manifest Gatsby would hand it.
 */
const RUNTIME = '<script src="/webpack-runtime-0123456789abcdef0123.js" async></script>'
const htmlPage = (pagePath: string, head = "") =>
  `<html><head>${head}</head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>${RUNTIME}</body></html>`
const adminPage = '<html><head></head><body><script src="/admin/cms-ABC123.js"></script></body></html>'

function project() {
  const root = buildFolder({
    "public/index.html": htmlPage("/"),
    "public/financial-advisory/index.html": htmlPage("/financial-advisory"),
    "public/404.html": htmlPage("/404.html", "<title>Not found</title>"),
    "public/page-data/index/page-data.json": JSON.stringify({ componentChunkName: "component---index" }),
    "public/page-data/financial-advisory/page-data.json": JSON.stringify({
      componentChunkName: "component---advisory",
    }),
    "public/page-data/404.html/page-data.json": JSON.stringify({ componentChunkName: "component---404" }),
    "public/webpack.stats.json": JSON.stringify({
      assetsByChunkName: { "component---advisory": ["component---advisory-aaaaaaaaaaaaaaaaaaaa.js"] },
    }),
    "public/chunk-map.json": "{}",
    "public/webpack-runtime-0123456789abcdef0123.js": "runtime",
    "public/component---advisory-aaaaaaaaaaaaaaaaaaaa.js": "advisory",
    "public/app-ffffffffffffffffffff.js": "an earlier build's",
    "public/admin/index.html": adminPage,
    "public/admin/cms-ABC123.js": "cms",
  })
  const file = (name: string) => path.join(root, "public", name)
  const route = (urlPath: string, name: string, cacheControl = REVALIDATE) => ({
    type: "static",
    path: urlPath,
    filePath: file(name),
    headers: [{ key: "cache-control", value: cacheControl }],
  })
  const manifest = [
    route("/", "index.html"),
    route("/financial-advisory", "financial-advisory/index.html"),
    route("/404.html", "404.html"),
    route("/webpack.stats.json", "webpack.stats.json"),
    route("/webpack-runtime-0123456789abcdef0123.js", "webpack-runtime-0123456789abcdef0123.js", IMMUTABLE),
    route("/component---advisory-aaaaaaaaaaaaaaaaaaaa.js", "component---advisory-aaaaaaaaaaaaaaaaaaaa.js", IMMUTABLE),
    { ...route("/app-ffffffffffffffffffff.js", "app-ffffffffffffffffffff.js"), headers: [] },
    route("/admin/index.html", "admin/index.html"),
    route("/admin/cms-ABC123.js", "admin/cms-ABC123.js"),
    { type: "redirect", path: "/old", toPath: "/", status: 301, headers: [] },
  ] as unknown as RoutesManifest
  return { root, file, manifest }
}

function adapt(adapter: IAdapter, root: string, manifest: RoutesManifest): string[] {
  const said: string[] = []
  const reporter = { info: (message: string) => said.push(message) }
  const startDir = process.cwd()
  process.chdir(root)
  try {
    void adapter.adapt({ routesManifest: manifest, reporter } as unknown as Parameters<IAdapter["adapt"]>[0])
  } finally {
    process.chdir(startDir)
  }
  return said
}

describe("staticHostAdapter", () => {
  it("starts every page's scripts after the first paint, the page's own chunks with them, but not the CMS's", () => {
    const { root, file, manifest } = project()
    const said = adapt(staticHostAdapter(), root, manifest)
    const advisory = fs.readFileSync(file("financial-advisory.html"), "utf8")
    expect(advisory).toContain(
      `<script>${scriptLoader(["/webpack-runtime-0123456789abcdef0123.js", "/component---advisory-aaaaaaaaaaaaaaaaaaaa.js"])}</script>`
    )
    expect(fs.readFileSync(file("index.html"), "utf8")).not.toContain(RUNTIME)
    expect(fs.readFileSync(file("admin/index.html"), "utf8")).toBe(adminPage)
    expect(said[0]).toBe("3 pages start their scripts after the first paint (script-loading.ts)")
  })

  it("leaves out of public/ what only the build needed and an earlier build's scripts", () => {
    const { root, file, manifest } = project()
    const said = adapt(staticHostAdapter(), root, manifest)
    for (const gone of ["webpack.stats.json", "chunk-map.json", "app-ffffffffffffffffffff.js"])
      expect(fs.existsSync(file(gone))).toBe(false)
    expect(fs.existsSync(file("webpack-runtime-0123456789abcdef0123.js"))).toBe(true)
    expect(said[1]).toBe(
      "Left 3 files out of public/: source maps, build records, unused runtime, earlier builds' scripts"
    )
  })

  it("writes public/_headers: the site's policy with the hashes of the pages' inline scripts, the admin's for /admin/", () => {
    const { root, file, manifest } = project()
    const said = adapt(staticHostAdapter(), root, manifest)
    const hashes = ["index.html", "financial-advisory.html", "404.html"].flatMap(page =>
      inlineScriptHashes(fs.readFileSync(file(page), "utf8"))
    )
    const headers = fs.readFileSync(file("_headers"), "utf8")
    expect(headers.startsWith("# Generated by adapters/static-host after `gatsby build`; do not edit.\n/*\n")).toBe(
      true
    )
    const blocks = headers.split(/\n(?=\/)/)
    const block = (urlPath: string) => blocks.find(candidate => candidate.startsWith(`${urlPath}\n`))
    const site = siteHeaders(hashes)["Content-Security-Policy"]
    // A page published as <path>.html is answered at <path> and at <path>.html: both get its headers.
    for (const urlPath of ["/", "/financial-advisory", "/financial-advisory.html"])
      expect(block(urlPath)).toContain(`Content-Security-Policy: ${site}`)
    expect(block("/admin/cms-ABC123.js")).toContain(
      `Content-Security-Policy: ${adminHeaders()["Content-Security-Policy"]}`
    )
    // Nothing for what the build left out.
    expect(block("/webpack.stats.json")).toBeUndefined()
    expect(block("/app-ffffffffffffffffffff.js")).toBeUndefined()
    expect(said[2]).toBe(`Wrote public/_headers: ${blocks.length - 1} rules`)
  })

  it("gives the 404 page the site's policy in a <meta> element, without frame-ancestors", () => {
    const { root, file, manifest } = project()
    adapt(staticHostAdapter(), root, manifest)
    const hashes = ["index.html", "financial-advisory.html", "404.html"].flatMap(page =>
      inlineScriptHashes(fs.readFileSync(file(page), "utf8"))
    )
    const policy = siteContentSecurityPolicy(hashes, { forMeta: true })
    expect(fs.readFileSync(file("404.html"), "utf8")).toContain(
      `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/><title>Not found</title>`
    )
    expect(fs.readFileSync(file("index.html"), "utf8")).not.toContain('http-equiv="Content-Security-Policy"')
  })

  it("publishes every page but the home page as <path>.html", () => {
    const { root, file, manifest } = project()
    const said = adapt(staticHostAdapter(), root, manifest)
    expect(fs.existsSync(file("financial-advisory.html"))).toBe(true)
    expect(fs.existsSync(file("financial-advisory"))).toBe(false)
    expect(fs.existsSync(file("index.html"))).toBe(true)
    expect(said).toContain("Published 1 pages as <path>.html: financial-advisory.html")
  })

  it("writes the redirects the build recorded into public/_redirects, in the host's format", () => {
    const { root, file, manifest } = project()
    const said = adapt(staticHostAdapter(), root, manifest)
    expect(fs.readFileSync(file("_redirects"), "utf8")).toBe(
      "# Generated by adapters/static-host after `gatsby build`; do not edit.\n/old / 301\n"
    )
    expect(said).toContain("Wrote public/_redirects: 1 permanent redirects")
  })

  it("finds pages an earlier build published as <path>.html where Gatsby expects them before it starts", () => {
    const { root, file, manifest } = project()
    fs.renameSync(file("financial-advisory/index.html"), file("financial-advisory.html"))
    fs.rmdirSync(file("financial-advisory"))
    adapt(staticHostAdapter(), root, manifest)
    expect(fs.readFileSync(file("financial-advisory.html"), "utf8")).toContain("<script>(function(){")
  })
})
