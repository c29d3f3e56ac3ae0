import fs from "fs"
import os from "os"
import path from "path"
import TOML from "@iarna/toml"
import type { RoutesManifest } from "gatsby"
import { inlineScriptHashes } from "../../../adapters/static-host/inline-script-hashes"
import { headerRules } from "../../../adapters/static-host"
import { IMMUTABLE, REVALIDATE, securityHeaders } from "../../../adapters/static-host/security-headers"
import { formatHeadersFile } from "../../../adapters/static-host/headers-file"

describe("inlineScriptHashes", () => {
  it("hashes inline scripts exactly as the CSP specification's example does", () => {
    // The CSP Level 2 specification gives this script's hash.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ])
  })

  it("skips external scripts and data blocks such as JSON-LD, keeps whitespace as written", () => {
    const html = `<script src="/app.js" async></script><script type="application/ld+json">{"a":1}</script>
      <script id="x">
        window.x = 1;
      </script>`
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(1)
    expect(hashes[0]).not.toEqual(inlineScriptHashes("<script>window.x = 1;</script>")[0])
  })
})

describe("securityHeaders", () => {
  const headers = securityHeaders(["'sha256-b'", "'sha256-a'", "'sha256-a'"])
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
  it("sets security headers on every path and one caching rule per file, with hashes from the built HTML", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
    const page = path.join(dir, "index.html")
    fs.writeFileSync(page, "<html><script>alert('Hello, world.');</script></html>")
    const manifest = [
      { type: "static", path: "/", filePath: page, headers: [{ key: "cache-control", value: REVALIDATE }] },
      { type: "static", path: "/app-1a2b.js", filePath: path.join(dir, "app-1a2b.js"), headers: [{ key: "cache-control", value: IMMUTABLE }] },
      { type: "static", path: "/robots.txt", filePath: path.join(dir, "robots.txt"), headers: [] },
      { type: "redirect", path: "/old", toPath: "/", status: 301, headers: [] },
    ] as unknown as RoutesManifest

    const rules = headerRules(manifest)

    expect(rules[0].path).toBe("/*")
    expect(rules[0].headers["Content-Security-Policy"]).toContain("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
    expect(rules.slice(1)).toEqual([
      { path: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
      { path: "/", headers: { "Cache-Control": REVALIDATE } },
      { path: "/app-1a2b.js", headers: { "Cache-Control": IMMUTABLE } },
      { path: "/robots.txt", headers: { "Cache-Control": REVALIDATE } },
    ])
    expect(formatHeadersFile(rules.slice(1, 2), "test")).toBe("# test\n/static/*\n  Cache-Control: public, max-age=31536000, immutable\n")
    fs.rmSync(dir, { recursive: true })
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
