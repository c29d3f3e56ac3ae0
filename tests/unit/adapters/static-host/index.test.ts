import fs from "fs"
import path from "path"
import type { IAdapter, RoutesManifest } from "gatsby"
import { headerRules, staticHostAdapter, withPolicyMeta } from "../../../../adapters/static-host"
import { inlineScriptHashes } from "../../../../adapters/static-host/inline-script-hashes"
import { scriptLoader } from "../../../../adapters/static-host/script-loading"
import { RESPONDING_PARTS_DIR, recordRespondingParts } from "../../../../adapters/static-host/page-scripts"
import {
  adminHeaders,
  sharedSecurityHeaders,
  siteContentSecurityPolicy,
  siteHeaders,
} from "../../../../adapters/static-host/security-headers"
import { IMMUTABLE, REVALIDATE } from "../../../../adapters/static-host/caching"
import { buildFolder } from "../../support/build-folder"

type StaticRoute = Extract<RoutesManifest[number], { type: "static" }>

/** Cache-Control as Gatsby's routes manifest gives it: for the files named after their content, and the rest. */
const GATSBY_HASHED = "public, max-age=31536000, immutable"
const GATSBY_OTHER = "public, max-age=0, must-revalidate"

/** A Cache-Control value's directives, as a browser reads them: each name, with its value if it has one. */
const directives = (cacheControl: string) =>
  new Map(
    cacheControl.split(",").map(directive => {
      const [name, value] = directive.trim().split("=")
      return [name, value] as const
    })
  )

/**
 * The adapter as `gatsby build` runs it last: on a small build in a throwaway project folder (it works on
 * `public/` in the folder the build runs in), with the routes manifest Gatsby would hand it.
 */
const RUNTIME = '<script src="/webpack-runtime-0123456789abcdef0123.js" async></script>'
const htmlPage = (pagePath: string, head = "") =>
  `<html><head>${head}</head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->${RUNTIME}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
const adminPage = '<html><head></head><body><script src="/admin/cms-ABC123.js"></script></body></html>'

/** A build whose server renders recorded which parts of each page respond to a visitor (page-scripts.ts). */
function project(respondingParts: Record<string, string[]> = {}) {
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
  for (const [pagePath, parts] of Object.entries(respondingParts))
    recordRespondingParts(pagePath, parts, path.join(root, RESPONDING_PARTS_DIR))
  const file = (name: string) => path.join(root, "public", name)
  const route = (urlPath: string, name: string, cacheControl = GATSBY_OTHER) => ({
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
    route("/webpack-runtime-0123456789abcdef0123.js", "webpack-runtime-0123456789abcdef0123.js", GATSBY_HASHED),
    route(
      "/component---advisory-aaaaaaaaaaaaaaaaaaaa.js",
      "component---advisory-aaaaaaaaaaaaaaaaaaaa.js",
      GATSBY_HASHED
    ),
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
    expect(said[0]).toBe(
      "scripts after the first paint (script-loading.ts): 3 pages; no script, nothing on them responding to a visitor: 0 pages"
    )
  })

  it("leaves every script out of a page on which nothing responds to a visitor, and keeps them where something does", () => {
    const { root, file, manifest } = project({ "/": ["contact form"], "/financial-advisory": [], "/404.html": [] })
    const said = adapt(staticHostAdapter(), root, manifest)
    expect(fs.readFileSync(file("financial-advisory.html"), "utf8")).toBe(
      '<html><head></head><body><div id="___gatsby"></div></body></html>'
    )
    expect(fs.readFileSync(file("404.html"), "utf8")).not.toMatch(/<script/)
    expect(fs.readFileSync(file("index.html"), "utf8")).toContain(
      `<script>${scriptLoader(["/webpack-runtime-0123456789abcdef0123.js"])}</script>`
    )
    expect(said[0]).toBe(
      "scripts after the first paint (script-loading.ts): 1 page; no script, nothing on them responding to a visitor: 2 pages (/financial-advisory, /404.html)"
    )
  })

  it("leaves out of public/ what only the build needed and an earlier build's scripts", () => {
    const { root, file, manifest } = project()
    const said = adapt(staticHostAdapter(), root, manifest)
    for (const gone of ["webpack.stats.json", "chunk-map.json", "app-ffffffffffffffffffff.js"])
      expect(fs.existsSync(file(gone))).toBe(false)
    expect(fs.existsSync(file("webpack-runtime-0123456789abcdef0123.js"))).toBe(true)
    expect(said[1]).toBe(
      "Left 3 files out of public/: source maps, build records, unused runtime, earlier builds' scripts and pictures"
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

describe("headerRules", () => {
  function build() {
    const dir = buildFolder({
      "index.html": "<html><script>alert('Hello, world.');</script></html>",
      "404.html": "<html><head><title>Not found</title></head><body></body></html>",
      "admin.html": '<html><head></head><body><script src="/admin/cms-X1.js"></script></body></html>',
    })
    const page = path.join(dir, "index.html")
    const manifest = [
      { type: "static", path: "/", filePath: page, headers: [{ key: "cache-control", value: GATSBY_OTHER }] },
      { type: "static", path: "/404.html", filePath: path.join(dir, "404.html"), headers: [] },
      {
        type: "static",
        path: "/app-1a2b.js",
        filePath: path.join(dir, "app-1a2b.js"),
        headers: [{ key: "cache-control", value: GATSBY_HASHED }],
      },
      { type: "static", path: "/robots.txt", filePath: path.join(dir, "robots.txt"), headers: [] },
      { type: "static", path: "/static/logo-1a2b.png", filePath: path.join(dir, "logo.png"), headers: [] },
      { type: "static", path: "/admin/index.html", filePath: path.join(dir, "admin.html"), headers: [] }, // no inline script
      {
        type: "static",
        path: "/admin/cms-X1.js",
        filePath: path.join(dir, "cms.js"),
        headers: [{ key: "cache-control", value: GATSBY_HASHED }],
      },
      { type: "redirect", path: "/old", toPath: "/", status: 301, headers: [] },
    ] as unknown as RoutesManifest
    return { dir, rules: headerRules(manifest) }
  }

  it("sets the shared security headers on every path, and no Content-Security-Policy there", () => {
    const { rules } = build()
    expect(rules[0]).toEqual({ path: "/*", headers: sharedSecurityHeaders() })
    expect(rules[0].headers).not.toHaveProperty("Content-Security-Policy")
    expect(rules[1]).toEqual({ path: "/static/*", headers: { "Cache-Control": IMMUTABLE } })
  })

  it("gives every public file the site's policy (hashes from the built HTML) and its caching, one rule per file", () => {
    const { rules } = build()
    const site = siteHeaders(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"])
    const byPath = Object.fromEntries(rules.map(rule => [rule.path, rule.headers]))
    expect(byPath["/"]).toEqual({ "Cache-Control": REVALIDATE, ...site })
    expect(byPath["/app-1a2b.js"]).toEqual({ "Cache-Control": IMMUTABLE, ...site })
    expect(byPath["/robots.txt"]).toEqual({ "Cache-Control": REVALIDATE, ...site })
    expect(byPath["/static/logo-1a2b.png"]).toEqual(site)
    expect(byPath["/old"]).toBeUndefined()
  })

  it("lets browsers keep a file named after its content for a year without asking again, and check a page on every visit", () => {
    const { rules } = build()
    const cacheControl = (urlPath: string) => rules.find(rule => rule.path === urlPath)!.headers["Cache-Control"]
    for (const kept of [directives(cacheControl("/app-1a2b.js")), directives(cacheControl("/static/*"))]) {
      expect(Number(kept.get("max-age"))).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
      expect([...kept.keys()]).toEqual(expect.arrayContaining(["public", "immutable"]))
    }
    const checked = directives(cacheControl("/"))
    expect(checked.get("max-age")).toBe("0")
    expect(checked.has("must-revalidate")).toBe(true)
    expect(checked.has("immutable")).toBe(false)
  })

  it("gives the admin's files, and /admin/ itself, the admin's policy with 'unsafe-eval', and nothing else gets it", () => {
    const { rules } = build()
    const byPath = Object.fromEntries(rules.map(rule => [rule.path, rule.headers]))
    for (const adminPath of ["/admin/", "/admin/index.html", "/admin/cms-X1.js"]) {
      expect(byPath[adminPath]).toMatchObject(adminHeaders())
    }
    expect(byPath["/admin/cms-X1.js"]["Cache-Control"]).toBe(IMMUTABLE)
    expect(adminHeaders()["Content-Security-Policy"]).toContain("'unsafe-eval'")
    const withEval = rules
      .filter(rule => (rule.headers["Content-Security-Policy"] ?? "").includes("unsafe-eval"))
      .map(rule => rule.path)
    expect(withEval).toEqual(["/admin/", "/admin/index.html", "/admin/cms-X1.js"])
  })

  it("gives the 404 page, which a host serves for every unknown path, its policy in the page, not in a header", () => {
    const { dir, rules } = build()
    expect(rules.find(rule => rule.path === "/404.html")!.headers).toEqual({ "Cache-Control": REVALIDATE })
    const page = withPolicyMeta(fs.readFileSync(path.join(dir, "404.html"), "utf8"), "default-src 'self'")
    expect(page).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>Not found</title></head><body></body></html>`
    )
    expect(withPolicyMeta(page, "default-src 'none'")).toContain(
      `<head><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/><title>`
    )
    expect(siteContentSecurityPolicy([], { forMeta: true })).not.toContain("frame-ancestors")
  })
})

describe("headerRules and withPolicyMeta, the edge cases", () => {
  it("reads Gatsby's Cache-Control whichever header comes first, and gives 404/index.html (not its page data) no CSP header", () => {
    const root = buildFolder({
      "app.js": "app",
      "404/index.html": "<html><head></head></html>",
      "page-data/404.html/page-data.json": "{}",
    })
    const manifest = [
      {
        type: "static",
        path: "/app.js",
        filePath: path.join(root, "app.js"),
        headers: [
          { key: "x-content-type-options", value: "nosniff" },
          { key: "Cache-Control", value: GATSBY_HASHED },
        ],
      },
      { type: "static", path: "/404/", filePath: path.join(root, "404/index.html"), headers: [] },
      {
        type: "static",
        path: "/page-data/404.html/page-data.json",
        filePath: path.join(root, "page-data/404.html/page-data.json"),
        headers: [],
      },
    ] as unknown as StaticRoute[]
    const rules = headerRules(manifest)
    expect(rules.find(rule => rule.path === "/app.js")?.headers["Cache-Control"]).toBe(IMMUTABLE)
    expect(rules.find(rule => rule.path === "/404/")?.headers).toEqual({ "Cache-Control": REVALIDATE })
    // The 404 page's data is not the 404 page: it gets the site's policy like any other file.
    expect(rules.find(rule => rule.path.startsWith("/page-data/404"))?.headers).toHaveProperty(
      "Content-Security-Policy"
    )
  })

  it("escapes quotes in the policy and finds a <head> with attributes", () => {
    const result = withPolicyMeta('<html><head lang="en"></head></html>', `a "b"`)
    expect(result).toBe(
      '<html><head lang="en"><meta http-equiv="Content-Security-Policy" content="a &quot;b&quot;"/></head></html>'
    )
  })
})
