/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from "fs"
import http from "http"
import path from "path"
import zlib from "zlib"
import { startHostLikeServer, type HostLikeServer } from "../../../tools/host-like-server"
import { transferSize } from "../../../tools/transfer-size"
import { REVALIDATE } from "../../../adapters/static-host/caching"
import { buildFolder as build } from "../support/build-folder"
import { scratchFolder } from "../support/scratch-folder"
import { request as httpRequest, type RequestOptions } from "../support/http-request"

/** One request to the server, its answer with the body as sent (still compressed, if it was). */
const request = (server: HostLikeServer, urlPath: string, options?: RequestOptions) =>
  httpRequest(server.url, urlPath, options)

/** Text that compresses differently at each quality: numbers that do not repeat in a short pattern. */
const varied = (lines: number) =>
  Array.from(
    { length: lines },
    (_, index) => `<p class="c${index % 7}">Line ${index}: ${(index * 7919) % 1013}</p>`
  ).join("\n")

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`

/**
 * The problems startHostLikeServer names when it refuses to start with a host file of the build in `root` it
 * could not read (its message: `<root>/<file> is not valid: ` and the problems, joined by "; ").
 */
async function problemsOf(root: string, file: string): Promise<string[]> {
  const message = await startHostLikeServer({ root, port: 0 }).then(
    async server => {
      await server.close()
      return "started"
    },
    (error: Error) => error.message
  )
  const start = `${path.join(root, file)} is not valid: `
  expect(message.slice(0, start.length)).toBe(start)
  return message.slice(start.length).split("; ")
}

const site = {
  "index.html": page("Home"),
  "financial-advisory.html": page("Advisory"),
  "folder/index.html": page("Folder"),
  "404.html": page("Not found"),
  "app-0123456789abcdef0123.js": "console.log('app')",
  "my file.txt": "a file with a space in its name",
  _headers: [
    "/*",
    "  X-Frame-Options: DENY",
    "/financial-advisory",
    "  Content-Security-Policy: default-src 'self'",
    "/app-0123456789abcdef0123.js",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n"),
}

describe("startHostLikeServer: a build served as a Netlify-style host serves it", () => {
  let server: HostLikeServer
  let root: string
  beforeAll(async () => {
    root = build(site)
    server = await startHostLikeServer({ root, port: 0 })
  })
  afterAll(() => server.close())

  it("listens on 127.0.0.1, at the port the system gave it when asked for port 0", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.url).not.toBe("http://127.0.0.1:0")
  })

  it("answers the home page and /x from x.html with 200", async () => {
    const home = await request(server, "/")
    expect(home.status).toBe(200)
    expect(home.body.toString()).toBe(site["index.html"])
    const advisory = await request(server, "/financial-advisory")
    expect(advisory.status).toBe(200)
    expect(advisory.body.toString()).toBe(site["financial-advisory.html"])
  })

  it("redirects /x/ to /x when x.html exists, and /x to /x/ when only x/index.html does, keeping the query", async () => {
    const toFile = await request(server, "/financial-advisory/?from=mail")
    expect(toFile.status).toBe(301)
    expect(toFile.headers.location).toBe("/financial-advisory?from=mail")
    const toFolder = await request(server, "/folder")
    expect(toFolder.status).toBe(301)
    expect(toFolder.headers.location).toBe("/folder/")
    expect((await request(server, "/folder/")).body.toString()).toBe(site["folder/index.html"])
  })

  it("answers an unknown path with the 404 page and status 404", async () => {
    const answer = await request(server, "/no-such-page")
    expect(answer.status).toBe(404)
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(answer.body.toString()).toBe(site["404.html"])
  })

  it("answers a file by its name, with a space written as %20", async () => {
    const answer = await request(server, "/my%20file.txt")
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(site["my file.txt"])
  })

  it("sends the headers of every _headers rule that matches the path, and only those", async () => {
    const advisory = await request(server, "/financial-advisory")
    expect(advisory.headers["x-frame-options"]).toBe("DENY")
    expect(advisory.headers["content-security-policy"]).toBe("default-src 'self'")
    const home = await request(server, "/")
    expect(home.headers["x-frame-options"]).toBe("DENY")
    expect(home.headers).not.toHaveProperty("content-security-policy")
    const script = await request(server, "/app-0123456789abcdef0123.js")
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
  })

  it("sends even the smallest file brotli-compressed, in exactly the bytes the budget counts", async () => {
    const answer = await request(server, "/app-0123456789abcdef0123.js", { headers: { "accept-encoding": "br" } })
    expect(answer.headers["content-encoding"]).toBe("br")
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(site["app-0123456789abcdef0123.js"])
    expect(answer.body.length).toBe(transferSize(root, "/app-0123456789abcdef0123.js").brotli)
  })

  it("sends a file gzip-compressed to a client that takes only gzip", async () => {
    const answer = await request(server, "/", { headers: { "accept-encoding": "gzip" } })
    expect(answer.headers["content-encoding"]).toBe("gzip")
    expect(zlib.gunzipSync(answer.body).toString()).toBe(site["index.html"])
  })

  it.each(["POST", "PUT", "PATCH"])(
    "refuses a %s with 405, as a static host has nothing to receive it with",
    async method => {
      const answer = await request(server, "/", { method, body: "x=1" })
      expect(answer.status).toBe(405)
      expect(answer.headers.allow).toBe("GET, HEAD")
    }
  )

  it("answers HEAD like GET, without a body", async () => {
    const answer = await request(server, "/financial-advisory", { method: "HEAD" })
    expect(answer.status).toBe(200)
    expect(answer.body.length).toBe(0)
  })
})

describe("startHostLikeServer: no request stops it", () => {
  let server: HostLikeServer
  let secretFile: string
  beforeAll(async () => {
    // A file beside the build that no address may reach.
    const outside = scratchFolder("host-like-outside-")
    secretFile = path.join(outside, "secret.txt")
    fs.writeFileSync(secretFile, "not part of the site")
    const root = path.join(outside, "public")
    fs.cpSync(build(site), root, { recursive: true })
    server = await startHostLikeServer({ root, port: 0 })
  })
  afterAll(() => server.close())

  /** A request with its path exactly as written (no client normalizes it first). */
  const raw = (rawPath: string) =>
    new Promise<{ status: number; type?: string; body: string }>((resolve, reject) => {
      const url = new URL(server.url)
      const outgoing = http.request({ host: url.hostname, port: url.port, path: rawPath }, response => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            type: response.headers["content-type"],
            body: Buffer.concat(chunks).toString(),
          })
        )
      })
      outgoing.on("error", reject)
      outgoing.end()
    })

  it.each([
    ["bad percent-encoding", "/%E0%A4%A"],
    ["a lone percent sign", "/100%"],
    ["a `..` segment made of encoded slashes", "/..%2F..%2Fsecret.txt"],
    ["encoded dots and slashes", "/%2e%2e%2fsecret.txt"],
    ["a backslash", "/..%5Csecret.txt"],
    ["a NUL", "/index.html%00.txt"],
    ["the absolute form (a whole URL, not a path)", "http://elsewhere/financial-advisory"],
  ])("answers an address with %s with 400, and keeps answering", async (_, rawPath) => {
    const answer = await raw(rawPath)
    expect(answer.status).toBe(400)
    expect(answer.type).toBe("text/plain; charset=utf-8")
    expect(answer.body).not.toContain("not part of the site")
    expect((await raw("/financial-advisory")).status).toBe(200)
  })

  it("answers `..` segments the client sent as they are with the page they lead to inside the site, never a file outside", async () => {
    expect((await raw("/../secret.txt")).status).toBe(404)
    expect((await raw("/folder/../financial-advisory")).status).toBe(200)
    expect(fs.existsSync(secretFile)).toBe(true)
  })

  it("answers a very long address with the 404 page, and `//` at the start as a path, not a host", async () => {
    expect((await raw(`/${"a".repeat(5000)}`)).status).toBe(404)
    expect((await raw("//financial-advisory")).status).not.toBe(400)
    const home = await raw("/")
    expect(home.status).toBe(200)
    expect(home.body).toContain("Home")
  })
})

describe("startHostLikeServer with large files and other builds", () => {
  it("sends a file of any size brotli-compressed at the quality asked for, with its _headers caching and an ETag", async () => {
    const text = varied(3000)
    const root = build({
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
        const answer = await request(server, "/page", { headers: { "accept-encoding": "br" } })
        expect(answer.headers["content-encoding"]).toBe("br")
        expect(Math.abs(answer.body.length - quality(level))).toBeLessThan(quality(level) / 100)
        expect(answer.headers["cache-control"]).toBe(REVALIDATE)
        expect(answer.headers.etag).toBeTruthy()
        expect((await request(server, "/.secret")).status).toBe(404)
        expect((await request(server, "/missing")).status).toBe(404)
      } finally {
        await server.close()
      }
    }
  })

  it("compresses a file of a megabyte or more at a quicker brotli quality", async () => {
    // A megabyte of text that compresses much better at brotli's highest quality than at a quick one.
    const line = (index: number) => `<p class="c${index % 7}">Line ${index}, ${(index * 7919) % 1000} things</p>\n`
    let text = ""
    for (let index = 0; text.length < 1_000_000; index++) text += line(index)
    const large = Buffer.from(text.slice(0, 1_000_000))
    const root = build({ "index.html": page("Home"), "admin/cms-ABC.js": large })
    const server = await startHostLikeServer({ root, port: 0 })
    try {
      const answer = await request(server, "/admin/cms-ABC.js", { headers: { "accept-encoding": "br" } })
      expect(answer.headers["content-encoding"]).toBe("br")
      expect(zlib.brotliDecompressSync(answer.body).equals(large)).toBe(true)
      const quality = (level: number) =>
        zlib.brotliCompressSync(large, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level } }).length
      // Quality 5: as large as quality 5 makes it, far larger than quality 11 would.
      expect(Math.abs(answer.body.length - quality(5))).toBeLessThan(quality(5) / 100)
    } finally {
      await server.close()
    }
  })

  it("answers an unknown path with a plain 404 when the build has no 404 page", async () => {
    const server = await startHostLikeServer({ root: build({ "index.html": page("Home") }), port: 0 })
    try {
      const answer = await request(server, "/missing")
      expect(answer.status).toBe(404)
      expect(answer.body.toString()).toBe("Not found")
    } finally {
      await server.close()
    }
  })

  it("serves a build without _headers", async () => {
    const server = await startHostLikeServer({ root: build({ "index.html": page("Home") }), port: 0 })
    try {
      expect((await request(server, "/")).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it("refuses to start without a build, saying what to run", async () => {
    const root = build({ "404.html": page("Not found") })
    await expect(startHostLikeServer({ root, port: 0 })).rejects.toThrow(
      `${root}/index.html is missing: run \`npm run build\` first`
    )
  })

  it("refuses to start with a _headers file the host could not read, saying why", async () => {
    const root = build({ "index.html": page("Home"), _headers: "  X-Frame-Options: DENY\n" })
    await expect(startHostLikeServer({ root, port: 0 })).rejects.toThrow(
      new RegExp(`^${path.join(root, "_headers").replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} is not valid: .+`)
    )
  })

  it("refuses to start with a _headers file the host could not read, naming every problem, one after the other", async () => {
    const problems = await problemsOf(
      build({ "index.html": page("Home"), _headers: "X-One: 1\nX-Two: 2\n" }),
      "_headers"
    )
    expect(problems).toHaveLength(2)
    expect(problems[0]).toContain("X-One")
    expect(problems[1]).toContain("X-Two")
  })

  it("fails to start on a port that is taken", async () => {
    const root = build({ "index.html": page("Home") })
    const first = await startHostLikeServer({ root, port: 0 })
    try {
      await expect(startHostLikeServer({ root, port: Number(new URL(first.url).port) })).rejects.toThrow(/EADDRINUSE/)
    } finally {
      await first.close()
    }
  })

  it("lets a handler answer first, or pass the request on to the host", async () => {
    const server = await startHostLikeServer({
      root: build({ "index.html": page("Home") }),
      port: 0,
      before: (request, response, next) => {
        if (request.url === "/api") response.end("from the handler")
        else next()
      },
    })
    try {
      expect((await request(server, "/api")).body.toString()).toBe("from the handler")
      expect((await request(server, "/")).body.toString()).toBe(page("Home"))
    } finally {
      await server.close()
    }
  })
})

describe("startHostLikeServer with the build's _redirects", () => {
  const redirects = [
    "# the build's redirects",
    "/old /financial-advisory 301",
    "/moved/ / 301",
    "/kept /elsewhere 301",
    "/forced /folder/ 301!",
    "",
  ]
  let server: HostLikeServer
  beforeAll(async () => {
    const root = build({
      "index.html": page("Home"),
      "financial-advisory.html": page("Advisory"),
      "folder/index.html": page("Folder"),
      "kept.html": page("Kept"),
      "forced.html": page("Forced"),
      _redirects: redirects.join("\n"),
    })
    server = await startHostLikeServer({ root, port: 0 })
  })
  afterAll(() => server.close())

  it("redirects a path no file answers by its rule, with or without a trailing slash, keeping the query", async () => {
    for (const [urlPath, location] of [
      ["/old", "/financial-advisory"],
      ["/old/?from=mail", "/financial-advisory?from=mail"],
      ["/moved", "/"],
      ["/moved/", "/"],
    ]) {
      const answer = await request(server, urlPath)
      expect({ urlPath, status: answer.status, location: answer.headers.location }).toEqual({
        urlPath,
        status: 301,
        location,
      })
    }
  })

  it("answers a file over its rule unless the rule is forced, and other paths as before", async () => {
    const kept = await request(server, "/kept")
    expect(kept.status).toBe(200)
    expect(kept.body.toString()).toBe(page("Kept"))
    const forced = await request(server, "/forced")
    expect(forced.status).toBe(301)
    expect(forced.headers.location).toBe("/folder/")
    expect((await request(server, "/financial-advisory")).status).toBe(200)
    expect((await request(server, "/older")).status).toBe(404)
  })
})

describe("startHostLikeServer with a _redirects file the host could not read", () => {
  it("refuses to start, naming the file and every line it could not read, one after the other", async () => {
    const root = build({ "index.html": page("Home"), _redirects: "/no-target\n/old elsewhere 301\n" })
    const problems = await problemsOf(root, "_redirects")
    expect(problems).toHaveLength(2)
    expect(problems[0]).toContain("/no-target")
    expect(problems[1]).toContain("/old elsewhere")
  })
})

describe("startHostLikeServer's defaults", () => {
  it("serves the build in public/ of the folder it runs in, as `npm run serve` does", async () => {
    const folder = scratchFolder("serve-")
    fs.mkdirSync(path.join(folder, "public"))
    fs.writeFileSync(path.join(folder, "public", "index.html"), page("Home"))
    const startDir = process.cwd()
    process.chdir(folder)
    try {
      const server = await startHostLikeServer({ port: 0 })
      try {
        const answer = await request(server, "/")
        expect(answer.status).toBe(200)
        expect(answer.body.toString()).toBe(page("Home"))
      } finally {
        await server.close()
      }
    } finally {
      process.chdir(startDir)
    }
  })
})
