import fs from "fs"
import path from "path"
import TOML from "@iarna/toml"
import type { RoutesManifest } from "gatsby"
import { headerRules, withPolicyMeta } from "../../../adapters/static-host"
import {
  adminHeaders,
  sharedSecurityHeaders,
  siteContentSecurityPolicy,
  siteHeaders,
} from "../../../adapters/static-host/security-headers"
import { IMMUTABLE, REVALIDATE } from "../../../adapters/static-host/caching"
import { formatHeadersFile } from "../../../adapters/static-host/headers-file"
import { buildFolder } from "./build-folder"

type StaticRoute = Extract<RoutesManifest[number], { type: "static" }>

describe("the security headers of a public page (shared and its own)", () => {
  const headers = { ...siteHeaders(["'sha256-b'", "'sha256-a'", "'sha256-a'"]), ...sharedSecurityHeaders() }
  const csp = Object.fromEntries(
    headers["Content-Security-Policy"].split("; ").map(directive => {
      const [name, ...values] = directive.split(" ")
      return [name, values]
    })
  )

  it("allows scripts only from the site and the hashed inline scripts, never unsafe-inline or eval", () => {
    expect(csp["script-src"]).toEqual(["'self'", "'sha256-a'", "'sha256-b'"])
    expect(headers["Content-Security-Policy"]).not.toMatch(/unsafe-eval/)
    expect(csp["default-src"]).toEqual(["'self'"])
    expect(csp["object-src"]).toEqual(["'none'"])
    expect(csp["base-uri"]).toEqual(["'self'"])
    expect(csp["form-action"]).toEqual(["'self'"])
    expect(csp["frame-ancestors"]).toEqual(["'none'"])
  })

  it("requires HTTPS for at least a year including subdomains, and turns off powerful features", () => {
    const maxAge = Number(/max-age=(\d+)/.exec(headers["Strict-Transport-Security"])![1])
    expect(maxAge).toBeGreaterThanOrEqual(31536000)
    expect(headers["Strict-Transport-Security"]).toContain("includeSubDomains")
    expect(headers["X-Content-Type-Options"]).toBe("nosniff")
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin")
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(headers["Permissions-Policy"]).toContain(`${feature}=()`)
    }
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
      { type: "static", path: "/", filePath: page, headers: [{ key: "cache-control", value: REVALIDATE }] },
      { type: "static", path: "/404.html", filePath: path.join(dir, "404.html"), headers: [] },
      {
        type: "static",
        path: "/app-1a2b.js",
        filePath: path.join(dir, "app-1a2b.js"),
        headers: [{ key: "cache-control", value: IMMUTABLE }],
      },
      { type: "static", path: "/robots.txt", filePath: path.join(dir, "robots.txt"), headers: [] },
      { type: "static", path: "/static/logo-1a2b.png", filePath: path.join(dir, "logo.png"), headers: [] },
      { type: "static", path: "/admin/index.html", filePath: path.join(dir, "admin.html"), headers: [] }, // no inline script
      {
        type: "static",
        path: "/admin/cms-X1.js",
        filePath: path.join(dir, "cms.js"),
        headers: [{ key: "cache-control", value: IMMUTABLE }],
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

  it("writes the rules in the _headers format", () => {
    expect(formatHeadersFile([{ path: "/static/*", headers: { "Cache-Control": IMMUTABLE } }], "test")).toBe(
      "# test\n/static/*\n  Cache-Control: public, max-age=31536000, immutable\n"
    )
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
          { key: "Cache-Control", value: IMMUTABLE },
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

describe("netlify.toml", () => {
  const config = TOML.parse(fs.readFileSync(`${__dirname}/../../../netlify.toml`, "utf8")) as Record<string, any>

  it("builds with npm run build, publishes public/ and pins the project's Node major", () => {
    const nvmrc = fs.readFileSync(`${__dirname}/../../../.nvmrc`, "utf8").trim()
    expect(config.build.command).toBe("npm run build")
    expect(config.build.publish).toBe("public")
    expect(config.build.environment.NODE_VERSION).toBe(nvmrc)
  })

  it("keeps the host from adding its Gatsby build plugin at build time", () => {
    expect(config.build.environment.NETLIFY_SKIP_GATSBY_BUILD_PLUGIN).toBe("true")
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
