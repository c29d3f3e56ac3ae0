/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import express from "express"
import {
  createLocalBackend,
  isInsideFolders,
  pathsNamedIn,
  refusalOfRequest,
  type RequestFacts,
} from "../../../plugins/content-admin/local-backend"
import { onCreateDevServer } from "../../../plugins/content-admin/gatsby-node"
import { LOCAL_BACKEND_ENV, LOCAL_BACKEND_PATH } from "../../../plugins/content-admin/names"

const PORT = 8123
const sameOrigin: RequestFacts = {
  method: "POST",
  host: `localhost:${PORT}`,
  origin: `http://localhost:${PORT}`,
  contentType: "application/json",
}

describe("refusalOfRequest: only this server's own admin page gets through", () => {
  it("lets a JSON post from the server's own page through, under each loopback name", () => {
    for (const name of ["localhost", "127.0.0.1", "[::1]"]) {
      const host = `${name}:${PORT}`
      expect(refusalOfRequest({ ...sameOrigin, host, origin: `http://${host}` }, PORT)).toBeUndefined()
    }
    expect(refusalOfRequest({ ...sameOrigin, contentType: "application/json; charset=utf-8" }, PORT)).toBeUndefined()
  })

  it.each([
    ["another site's page", { origin: "http://evil.example" }, 403],
    ["another local port's page", { origin: `http://localhost:${PORT + 1}` }, 403],
    ["a request with no Origin", { origin: undefined }, 403],
    ["the same page under https", { origin: `https://localhost:${PORT}` }, 403],
    ["a rebound DNS name (forged Host)", { host: `evil.example:${PORT}`, origin: `http://evil.example:${PORT}` }, 403],
    ["the right name on another port", { host: `localhost:${PORT + 1}`, origin: `http://localhost:${PORT + 1}` }, 403],
    ["no Host at all", { host: undefined }, 403],
    ["a plain-text body (no CORS preflight)", { contentType: "text/plain" }, 415],
    ["a form post", { contentType: "application/x-www-form-urlencoded" }, 415],
    ["a JSON look-alike type", { contentType: "application/jsonp" }, 415],
    ["no content type", { contentType: undefined }, 415],
    ["a GET", { method: "GET" }, 405],
  ] as const)("refuses %s", (_case, change, status) => {
    expect(refusalOfRequest({ ...sameOrigin, ...change }, PORT)?.status).toBe(status)
  })
})

describe("pathsNamedIn: every path a decap-server action names", () => {
  it.each([
    ["entriesByFolder", { branch: "main", folder: "data", extension: "json", depth: 1 }, ["data"]],
    [
      "entriesByFiles",
      { branch: "main", files: [{ path: "data/a.json" }, { path: "data/b.json" }] },
      ["data/a.json", "data/b.json"],
    ],
    ["getEntry", { branch: "main", path: "data/a.json" }, ["data/a.json"]],
    [
      "persistEntry",
      {
        branch: "main",
        dataFiles: [{ slug: "a", path: "data/a.json", raw: "{}", newPath: "data/b.json" }],
        assets: [{ path: "static/uploads/x.png", content: "", encoding: "base64" }],
        options: { commitMessage: "m" },
      },
      ["data/a.json", "data/b.json", "static/uploads/x.png"],
    ],
    ["persistEntry (one entry)", { entry: { slug: "a", path: ".ci/run", raw: "x" } }, [".ci/run"]],
    ["getMedia", { branch: "main", mediaFolder: "static/uploads" }, ["static/uploads"]],
    ["persistMedia", { asset: { path: "package.json", content: "", encoding: "base64" } }, ["package.json"]],
    ["deleteFiles", { paths: ["data/a.json", "scripts/x.ts"] }, ["data/a.json", "scripts/x.ts"]],
    ["publishUnpublishedEntry", { branch: "main", collection: "content", slug: "home" }, []],
  ])("%s", (_action, params, expected) => {
    expect(pathsNamedIn(params)).toEqual(expected)
  })
})

describe("isInsideFolders", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "inside-"))
  fs.mkdirSync(path.join(root, "data"))
  fs.mkdirSync(path.join(root, "scripts"))
  fs.symlinkSync(path.join(root, "scripts"), path.join(root, "data", "linked"))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it.each([
    ["data", true],
    ["data/home.json", true],
    ["data/new/deeper.json", true],
    ["./data/home.json", true],
    ["data/../package.json", false],
    ["../data/home.json", false],
    ["database.json", false],
    ["datax/home.json", false],
    [".ci/run", false],
    ["scripts/x.ts", false],
    ["/etc/passwd", false],
    [path.join(root, "data", "home.json"), false],
    ["data/linked/x.ts", false],
    ["data/\0.json", false],
  ])("%s → %s", (named, inside) => {
    expect(isInsideFolders(root, ["data"], named)).toBe(inside)
  })
})

/** A POST to the running server, with headers a browser could not forge (Host) set as the case needs. */
function post(port: number, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: LOCAL_BACKEND_PATH, method: "POST", headers },
      response => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }))
      }
    )
    request.on("error", reject)
    request.end(body)
  })
}

async function listen(app: express.Express): Promise<http.Server> {
  const server = http.createServer(app)
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  return server
}
const portOf = (server: http.Server) => (server.address() as { port: number }).port

describe("createLocalBackend: decap-server behind the guard, on a copy of a repository", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "backend-"))
  fs.mkdirSync(path.join(root, "data"))
  fs.writeFileSync(path.join(root, "data", "home.json"), '{"heading":"Hello"}\n')
  let server: http.Server
  const refusals: string[] = []
  beforeAll(async () => {
    const backend = await createLocalBackend({
      repository: { files: root },
      folders: ["data"],
      adminPath: "/admin/",
      port: () => portOf(server),
      log: message => refusals.push(message),
    })
    server = await listen(backend)
  })
  afterAll(async () => {
    await new Promise(resolve => server.close(resolve))
    fs.rmSync(root, { recursive: true, force: true })
  })
  const own = () => ({ host: `127.0.0.1:${portOf(server)}`, origin: `http://127.0.0.1:${portOf(server)}` })
  const persist = (file: string, raw: string) =>
    JSON.stringify({
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "x", path: file, raw }],
        assets: [],
        options: { commitMessage: "edit", useWorkflow: false, status: "draft" },
      },
    })

  it("saves into data/ for the server's own page", async () => {
    const answer = await post(
      portOf(server),
      { ...own(), "content-type": "application/json" },
      persist("data/home.json", "{}\n")
    )
    expect(answer).toEqual({ status: 200, body: '{"message":"entry persisted"}' })
    expect(fs.readFileSync(path.join(root, "data", "home.json"), "utf8")).toBe("{}\n")
  })

  it.each([
    [
      "a plain-text write from another site",
      { origin: "http://evil.example", "content-type": "text/plain" },
      "data/new.json",
    ],
    ["the same write as JSON", { origin: "http://evil.example", "content-type": "application/json" }, "data/new.json"],
    [
      "a forged Host",
      { host: "evil.example", origin: "http://evil.example", "content-type": "application/json" },
      "data/new.json",
    ],
    ["a same-origin write to .ci/run", { "content-type": "application/json" }, ".ci/run"],
    ["a same-origin write to the repository root", { "content-type": "application/json" }, "owned.json"],
  ])("refuses %s, and nothing is written", async (_case, headers, file) => {
    refusals.length = 0
    const answer = await post(portOf(server), { ...own(), ...headers }, persist(file, "owned"))
    expect(answer.status).toBeGreaterThanOrEqual(403)
    expect(answer.status).toBeLessThan(500)
    expect(fs.existsSync(path.join(root, file))).toBe(false)
    expect(refusals).toHaveLength(1)
  })

  it("answers nothing outside its route: other requests go on to the rest of the server", async () => {
    const answer = await new Promise<number>(resolve =>
      http.get({ host: "127.0.0.1", port: portOf(server), path: "/admin/" }, response => resolve(response.statusCode!))
    )
    expect(answer).toBe(404) // express's own "not found": the backend called next()
  })
})

describe("onCreateDevServer: the development server mounts the guarded backend only for npm run cms", () => {
  async function devServer(env: string | undefined) {
    const app = express()
    const previous = process.env[LOCAL_BACKEND_ENV]
    if (env === undefined) delete process.env[LOCAL_BACKEND_ENV]
    else process.env[LOCAL_BACKEND_ENV] = env
    // Listening first, as Gatsby's server does: its port is known when the plugin mounts the backend.
    const server = await listen(app)
    try {
      // Direct publishing: saves write the files of the folder the server runs in (nothing is saved here).
      await (onCreateDevServer as (args: unknown, options: unknown) => Promise<void>)(
        {
          app,
          store: { getState: () => ({ program: { port: portOf(server) } }) },
          reporter: { warn: () => undefined, info: () => undefined },
        },
        { publishing: "direct" }
      )
    } finally {
      if (previous === undefined) delete process.env[LOCAL_BACKEND_ENV]
      else process.env[LOCAL_BACKEND_ENV] = previous
    }
    return server
  }
  const info = JSON.stringify({ action: "info" })

  it("answers its own page's JSON under npm run cms, and refuses another origin", async () => {
    const server = await devServer("1")
    const port = portOf(server)
    const headers = { host: `localhost:${port}`, "content-type": "application/json" }
    expect((await post(port, { ...headers, origin: `http://localhost:${port}` }, info)).status).toBe(200)
    expect((await post(port, { ...headers, origin: "http://evil.example" }, info)).status).toBe(403)
    await new Promise(resolve => server.close(resolve))
  })

  it("has no backend under a plain gatsby develop", async () => {
    const server = await devServer(undefined)
    const port = portOf(server)
    const answer = await post(
      port,
      { host: `localhost:${port}`, origin: `http://localhost:${port}`, "content-type": "application/json" },
      info
    )
    expect(answer.status).toBe(404)
    await new Promise(resolve => server.close(resolve))
  })
})
