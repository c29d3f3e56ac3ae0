/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from "fs"
import path from "path"
import zlib from "zlib"
import type { RoutesManifest } from "gatsby"
import { inlineScriptHashes } from "../../../adapters/static-host/inline-script-hashes"
import { removeBuildOnlyFiles } from "../../../adapters/static-host/unpublished-files"
import { restorePageFolders } from "../../../adapters/static-host/page-files"
import { withScriptsAfterFirstPaint } from "../../../adapters/static-host/script-loading"
import { headerRules, withPolicyMeta } from "../../../adapters/static-host"
import { IMMUTABLE, REVALIDATE } from "../../../adapters/static-host/caching"
import { hostAnswer, pageUrlPath, publicPages } from "../../../tools/published-pages"
import { transferSize } from "../../../tools/transfer-size"
import { startHostLikeServer } from "../../../tools/host-like-server"
import { STAND_IN_COOKIE, STAND_IN_SUBMISSIONS_PATH } from "../../../tools/netlify-forms-stand-in"
import { CONTACT_NETLIFY_FORM } from "../../../src/lib/netlify-send"
import { buildFolder } from "./build-folder"
import { request } from "../http-request"

type StaticRoute = Extract<RoutesManifest[number], { type: "static" }>

/** Text that compresses differently at each quality: numbers that do not repeat in a short pattern. */
const varied = (lines: number) =>
  Array.from(
    { length: lines },
    (_, index) => `<p class="c${index % 7}">Line ${index}: ${(index * 7919) % 1013}</p>`
  ).join("\n")

describe("inlineScriptHashes reads a script's type however it is written", () => {
  it("hashes an unquoted executable type and skips data with spaces around its `=`", () => {
    expect(inlineScriptHashes("<script type=module>run()</script>")).toHaveLength(1)
    expect(inlineScriptHashes('<script type = "application/ld+json">{}</script>')).toEqual([])
    expect(inlineScriptHashes("<script type=application/ld+json>{}</script>")).toEqual([])
  })
})

describe("restorePageFolders edge cases", () => {
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

describe("withScriptsAfterFirstPaint edge cases", () => {
  const script = (name: string) => `<script src="/${name}-0123456789abcdef0123.js" async></script>`

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

describe("headerRules and withPolicyMeta edge cases", () => {
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

describe("published-pages edge cases", () => {
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

describe("removeBuildOnlyFiles edge cases", () => {
  it("lists what it removed in order of path, whatever order it walked them in", () => {
    const root = buildFolder({ "a/x.js.map": "", "a.js.map": "", "index.html": "" })
    expect(removeBuildOnlyFiles(root, false)).toEqual(["a.js.map", path.join("a", "x.js.map")])
  })
})

describe("transferSize edge cases", () => {
  it("counts gzip at level 9, not the default level", () => {
    const bytes = Buffer.from(varied(3000))
    const root = buildFolder({ "page.txt": bytes })
    expect(transferSize(root, "/page.txt").gzip).toBe(zlib.gzipSync(bytes, { level: 9 }).length)
  })
})

describe("startHostLikeServer edge cases", () => {
  it("sends a file of any size brotli-compressed at the quality asked for, with its _headers caching and an ETag", async () => {
    const text = varied(3000)
    const root = buildFolder({
      "index.html": "home",
      "page.html": text,
      ".secret": "hidden",
      _headers: `/page\n  Cache-Control: ${REVALIDATE}\n`,
    })
    const quality = (level: number) =>
      zlib.brotliCompressSync(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level } }).length
    for (const level of [11, 2]) {
      const server = await startHostLikeServer({ root, port: 0, brotliQuality: level })
      try {
        const answer = await request(server.url, "/page", { headers: { "accept-encoding": "br" } })
        expect(answer.headers["content-encoding"]).toBe("br")
        expect(Math.abs(answer.body.length - quality(level))).toBeLessThan(quality(level) / 100)
        expect(answer.headers["cache-control"]).toBe(REVALIDATE)
        expect(answer.headers.etag).toBeTruthy()
        expect((await request(server.url, "/.secret")).status).toBe(404)
        expect((await request(server.url, "/missing")).status).toBe(404)
      } finally {
        await server.close()
      }
    }
  })

  it("the forms stand-in lists submissions only on GET, and fails only when told exactly", async () => {
    const { name, action } = CONTACT_NETLIFY_FORM
    const form = `<form name="${name}" method="POST" action="${action}" data-netlify="true"></form>`
    const root = buildFolder({ "index.html": `<html><body>${form}</body></html>` })
    const server = await startHostLikeServer({ root, port: 0 })
    try {
      const posted = await request(server.url, STAND_IN_SUBMISSIONS_PATH, { method: "POST", body: "" })
      expect(posted.headers["content-type"]).not.toBe("application/json")
      const answer = await request(server.url, "/", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: `${STAND_IN_COOKIE}=not-fail-500`,
        },
        body: new URLSearchParams({ "form-name": name }).toString(),
      })
      expect(answer.status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
