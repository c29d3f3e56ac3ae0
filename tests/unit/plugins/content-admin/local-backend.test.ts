/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from "fs"
import http from "http"
import path from "path"
import express from "express"
import { execFileSync } from "child_process"
import {
  createLocalBackend,
  isInsideFolders,
  pathsNamedIn,
  refusalOfRequest,
  type LocalBackendOptions,
  type RequestFacts,
} from "../../../../plugins/content-admin/local-backend"
import type { ReviewRepository } from "../../../../plugins/content-admin/review-repository"
import { request } from "../../support/http-request"
import { scratchFolder } from "../../support/scratch-folder"
import { LOCAL_BACKEND_PATH } from "../../../../plugins/content-admin/names"

const PORT = 8123
const sameOrigin: RequestFacts = {
  method: "POST",
  host: `localhost:${PORT}`,
  origin: `http://localhost:${PORT}`,
  contentType: "application/json",
}

describe("refusalOfRequest: only this server's own admin page gets through", () => {
  const own = `localhost:${PORT}, 127.0.0.1:${PORT}, [::1]:${PORT}`

  it("lets a JSON post from the server's own page through, under each loopback name", () => {
    for (const name of ["localhost", "127.0.0.1", "[::1]"]) {
      const host = `${name}:${PORT}`
      expect(refusalOfRequest({ ...sameOrigin, host, origin: `http://${host}` }, PORT)).toBeUndefined()
    }
  })

  it.each([
    "application/json; charset=utf-8",
    "application/json;charset=utf-8",
    "application/json ; charset=utf-8",
    "Application/JSON",
  ])("takes %s for JSON", contentType => {
    expect(refusalOfRequest({ ...sameOrigin, contentType }, PORT)).toBeUndefined()
  })

  it("takes the Host header in any letter case, as browsers and servers do", () => {
    expect(refusalOfRequest({ ...sameOrigin, host: `LocalHost:${PORT}` }, PORT)).toBeUndefined()
  })

  it.each([
    [
      "another site's page",
      { origin: "http://evil.example" },
      403,
      'Origin "http://evil.example" is not this server\'s own page',
    ],
    [
      "another local port's page",
      { origin: `http://localhost:${PORT + 1}` },
      403,
      `Origin "http://localhost:${PORT + 1}" is not this server's own page`,
    ],
    ["a request with no Origin", { origin: undefined }, 403, "Origin (none) is not this server's own page"],
    [
      "the same page under https",
      { origin: `https://localhost:${PORT}` },
      403,
      `Origin "https://localhost:${PORT}" is not this server's own page`,
    ],
    [
      "a rebound DNS name (forged Host)",
      { host: `evil.example:${PORT}`, origin: `http://evil.example:${PORT}` },
      403,
      `Host "evil.example:${PORT}" is not this server (${own})`,
    ],
    [
      "the right name on another port",
      { host: `localhost:${PORT + 1}`, origin: `http://localhost:${PORT + 1}` },
      403,
      `Host "localhost:${PORT + 1}" is not this server (${own})`,
    ],
    [
      "a loopback name without the port",
      { host: "localhost", origin: "http://localhost" },
      403,
      `Host "localhost" is not this server (${own})`,
    ],
    ["no Host at all", { host: undefined }, 403, `Host (none) is not this server (${own})`],
    ["an empty Host", { host: "" }, 403, `Host "" is not this server (${own})`],
    [
      "a plain-text body (no CORS preflight)",
      { contentType: "text/plain" },
      415,
      'a "text/plain" body is not the admin\'s JSON',
    ],
    [
      "a form post",
      { contentType: "application/x-www-form-urlencoded" },
      415,
      'a "application/x-www-form-urlencoded" body is not the admin\'s JSON',
    ],
    [
      "a JSON look-alike type",
      { contentType: "application/jsonp" },
      415,
      'a "application/jsonp" body is not the admin\'s JSON',
    ],
    [
      "a JSON type inside another",
      { contentType: "text/application/json" },
      415,
      'a "text/application/json" body is not the admin\'s JSON',
    ],
    [
      "a JSON type and more",
      { contentType: "application/json x" },
      415,
      'a "application/json x" body is not the admin\'s JSON',
    ],
    ["no content type", { contentType: undefined }, 415, "a (none) body is not the admin's JSON"],
    ["a GET", { method: "GET" }, 405, "GET is not how the admin asks"],
    ["a PUT", { method: "PUT" }, 405, "PUT is not how the admin asks"],
    // The first rule broken is the one named: where the request comes from before what it asks.
    [
      "a GET from another site",
      { method: "GET", origin: "http://evil.example" },
      403,
      'Origin "http://evil.example" is not this server\'s own page',
    ],
    [
      "a text post from a forged Host",
      { host: "evil.example", contentType: "text/plain" },
      403,
      `Host "evil.example" is not this server (${own})`,
    ],
    ["a GET of text", { method: "GET", contentType: "text/plain" }, 405, "GET is not how the admin asks"],
  ] as const)("refuses %s", (_case, change, status, reason) => {
    expect(refusalOfRequest({ ...sameOrigin, ...change }, PORT)).toEqual({ status, reason })
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
    ["a list of requests", [{ path: "data/a.json" }, [{ newPath: "data/b.json" }]], ["data/a.json", "data/b.json"]],
    ["paths that are not all texts", { paths: ["data/a.json", 1, null, { path: "data/b.json" }] }, ["data/a.json"]],
    ["a path key holding an object", { path: { folder: "scripts" } }, ["scripts"]],
    ["a path key holding no text", { path: 5, folder: null, mediaFolder: true, paths: "data/a.json" }, []],
    ["no parameters", undefined, []],
    ["a plain value", "data/a.json", []],
  ])("%s", (_action, params, expected) => {
    expect(pathsNamedIn(params)).toEqual(expected)
  })
})

describe("isInsideFolders", () => {
  const root = scratchFolder("inside-")
  fs.mkdirSync(path.join(root, "data"))
  fs.mkdirSync(path.join(root, "scripts"))
  fs.symlinkSync(path.join(root, "scripts"), path.join(root, "data", "linked"))

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

  it("lets a path lie in any of the folders", () => {
    fs.mkdirSync(path.join(root, "static", "uploads"), { recursive: true })
    expect(isInsideFolders(root, ["data", "static/uploads"], "static/uploads/x.png")).toBe(true)
    expect(isInsideFolders(root, ["data", "static/uploads"], "data/home.json")).toBe(true)
    expect(isInsideFolders(root, ["data", "static/uploads"], "static/x.png")).toBe(false)
    expect(isInsideFolders(root, [], "data/home.json")).toBe(false)
  })

  it("follows a folder that is itself a link, and a link inside it that stays inside", () => {
    const elsewhere = scratchFolder("linked-content-")
    fs.mkdirSync(path.join(elsewhere, "sub"))
    fs.symlinkSync(elsewhere, path.join(root, "content"))
    fs.symlinkSync(path.join(elsewhere, "sub"), path.join(elsewhere, "inner"))
    expect(isInsideFolders(root, ["content"], "content/home.json")).toBe(true)
    expect(isInsideFolders(root, ["content"], "content/inner/home.json")).toBe(true)
    expect(isInsideFolders(root, ["content"], "data/home.json")).toBe(false)
  })

  it("judges by their words paths in a repository folder that does not exist yet", () => {
    const missing = path.join(root, "not-yet", "repository")
    expect(isInsideFolders(missing, ["data"], "data/home.json")).toBe(true)
    expect(isInsideFolders(missing, ["data"], "scripts/x.ts")).toBe(false)
  })
})

/** A POST to the backend's route on the running server, with headers a browser could not forge (Host) set as the case needs. */
const post = (port: number, headers: Record<string, string>, body: string) =>
  request(`http://127.0.0.1:${port}`, LOCAL_BACKEND_PATH, { method: "POST", headers, body })

async function listen(app: express.Express): Promise<http.Server> {
  const server = http.createServer(app)
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  return server
}
const portOf = (server: http.Server) => (server.address() as { port: number }).port

describe("createLocalBackend: decap-server behind the guard, on a copy of a repository", () => {
  const root = scratchFolder("backend-")
  fs.mkdirSync(path.join(root, "data"))
  fs.writeFileSync(path.join(root, "data", "home.json"), '{"heading":"Hello"}\n')
  let server: http.Server
  const refusals: string[] = []
  beforeAll(async () => {
    const backend = await createLocalBackend({
      repository: { files: root },
      folders: ["data"],
      pictureFolders: [],
      adminPath: "/admin/",
      port: () => portOf(server),
      log: message => refusals.push(message),
    })
    server = await listen(backend)
  })
  afterAll(() => new Promise(resolve => server.close(resolve)))
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
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe('{"message":"entry persisted"}')
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

  const url = () => `http://127.0.0.1:${portOf(server)}`
  const json = { "content-type": "application/json" }

  it("is decap-server's local backend for the folder's files (local_fs)", async () => {
    const answer = await request(url(), LOCAL_BACKEND_PATH, {
      method: "POST",
      headers: { ...own(), ...json },
      body: JSON.stringify({ action: "info" }),
    })
    expect(JSON.parse(answer.body.toString())).toEqual({
      repo: path.basename(root),
      publish_modes: ["simple"],
      type: "local_fs",
    })
  })

  it("says why it refused, in its answer and in the log", async () => {
    refusals.length = 0
    const fromElsewhere = await request(url(), LOCAL_BACKEND_PATH, {
      method: "POST",
      headers: { ...own(), ...json, origin: "http://evil.example" },
      body: JSON.stringify({ action: "info" }),
    })
    expect(fromElsewhere.status).toBe(403)
    expect(JSON.parse(fromElsewhere.body.toString())).toEqual({
      error: 'Refused: Origin "http://evil.example" is not this server\'s own page',
    })
    const outside = await request(url(), LOCAL_BACKEND_PATH, {
      method: "POST",
      headers: { ...own(), ...json },
      body: JSON.stringify({ action: "deleteFiles", params: { paths: ["data/a.json", ".ci/run", "package.json"] } }),
    })
    expect(outside.status).toBe(403)
    expect(JSON.parse(outside.body.toString())).toEqual({
      error: 'Refused: deleteFiles names ".ci/run", "package.json", outside data',
    })
    expect(refusals).toEqual([
      'content manager: refused a request: Origin "http://evil.example" is not this server\'s own page',
      'content manager: refused a request: deleteFiles names ".ci/run", "package.json", outside data',
    ])
  })

  it("takes a save of a large file (up to 10 MB)", async () => {
    const raw = `${JSON.stringify({ heading: "x".repeat(500_000) })}\n`
    const answer = await request(url(), LOCAL_BACKEND_PATH, {
      method: "POST",
      headers: { ...own(), ...json },
      body: persist("data/large.json", raw),
    })
    expect(answer.status).toBe(200)
    expect(fs.readFileSync(path.join(root, "data", "large.json"), "utf8")).toBe(raw)
  })

  it("does not say it is Express, whether it answers or passes a request on", async () => {
    const answered = await request(url(), LOCAL_BACKEND_PATH, {
      method: "POST",
      headers: { ...own(), ...json },
      body: JSON.stringify({ action: "info" }),
    })
    const refused = await request(url(), LOCAL_BACKEND_PATH, { method: "POST", headers: { ...own() }, body: "x" })
    const passedOn = await request(url(), "/elsewhere")
    for (const answer of [answered, refused, passedOn]) expect(answer.headers).not.toHaveProperty("x-powered-by")
  })
})

describe("createLocalBackend: only pictures an entry names are kept", () => {
  const root = scratchFolder("backend-pictures-")
  const photos = "data/people/photos"
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write("data/home.json", "{}\n")
  write("data/people/john.json", `${JSON.stringify({ photo: { image: "photos/john.png" } })}\n`)
  write(`${photos}/john.png`, "john")
  let server: http.Server
  const refusals: string[] = []
  beforeAll(async () => {
    const backend = await createLocalBackend({
      repository: { files: root },
      folders: ["data"],
      pictureFolders: [photos],
      adminPath: "/admin/",
      port: () => portOf(server),
      log: message => refusals.push(message),
    })
    server = await listen(backend)
  })
  afterAll(() => new Promise(resolve => server.close(resolve)))
  const ask = (action: string, params: Record<string, unknown>) => {
    const host = `127.0.0.1:${portOf(server)}`
    return request(`http://${host}`, LOCAL_BACKEND_PATH, {
      method: "POST",
      headers: { host, origin: `http://${host}`, "content-type": "application/json" },
      body: JSON.stringify({ action, params: { branch: "main", ...params } }),
    })
  }
  const upload = (file: string) => ({ path: file, content: Buffer.from(file).toString("base64"), encoding: "base64" })
  const save = (file: string, data: unknown, uploads: string[]) =>
    ask("persistEntry", {
      dataFiles: [{ slug: path.basename(file, ".json"), path: file, raw: `${JSON.stringify(data)}\n` }],
      assets: uploads.map(upload),
      options: { commitMessage: "edit", useWorkflow: false, status: "draft" },
    })
  const pictures = () => fs.readdirSync(path.join(root, photos)).sort()

  it("saves the upload the entry names, not one replaced before the save, and removes a picture it stopped naming", async () => {
    expect(
      (await save("data/people/jane.json", { photo: { image: "photos/first.png" } }, [`${photos}/first.png`])).status
    ).toBe(200)
    expect(pictures()).toEqual(["first.png", "john.png"])
    const answer = await save("data/people/jane.json", { photo: { image: "photos/third.png" } }, [
      `${photos}/second.png`,
      `${photos}/third.png`,
    ])
    expect(answer.status).toBe(200)
    expect(pictures()).toEqual(["john.png", "third.png"])
    expect(fs.readFileSync(path.join(root, photos, "third.png"), "utf8")).toBe(`${photos}/third.png`)

    // A photo removed: no picture is left behind, and another person's stays.
    expect((await save("data/people/jane.json", { name: "Jane" }, [])).status).toBe(200)
    expect(pictures()).toEqual(["john.png"])
  })

  it("saves one entry sent alone (not in a list of files) the same way: its picture kept, the others left out", async () => {
    const answer = await ask("persistEntry", {
      entry: {
        slug: "jane",
        path: "data/people/jane.json",
        raw: `${JSON.stringify({ photo: { image: "photos/jane.png" } })}\n`,
      },
      assets: [`${photos}/jane.png`, `${photos}/other.png`].map(upload),
      options: { commitMessage: "edit", useWorkflow: false, status: "draft" },
    })
    expect(answer.status).toBe(200)
    expect(pictures()).toEqual(["jane.png", "john.png"])
    expect((await save("data/people/jane.json", { name: "Jane" }, [])).status).toBe(200)
    expect(pictures()).toEqual(["john.png"])
  })

  it("removes nothing when decap-server could not save, and answers with its failure", async () => {
    write(`${photos}/stray.png`, "stray")
    // A folder where the entry's file would go: decap-server cannot write it.
    fs.mkdirSync(path.join(root, "data/people/broken.json"))
    try {
      const answer = await save("data/people/broken.json", { name: "Broken" }, [])
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.body.toString()).not.toContain("Saved, but")
      expect(pictures()).toEqual(["john.png", "stray.png"])
    } finally {
      fs.rmSync(path.join(root, "data/people/broken.json"), { recursive: true })
      fs.rmSync(path.join(root, photos, "stray.png"))
    }
  })

  it("says so when the save went through but a picture no entry names could not be removed", async () => {
    write(`${photos}/stuck.png`, "stuck")
    const rmSync = fs.rmSync.bind(fs)
    const removal = jest.spyOn(fs, "rmSync").mockImplementation((target, options) => {
      if (String(target).endsWith("stuck.png")) throw new Error("the file is busy")
      rmSync(target, options)
    })
    try {
      const answer = await save("data/people/jane.json", { name: "Jane" }, [])
      expect(answer.status).toBe(500)
      expect((JSON.parse(answer.body.toString()) as { error: string }).error).toMatch(/^Saved, but .*the file is busy$/)
      expect(JSON.parse(fs.readFileSync(path.join(root, "data/people/jane.json"), "utf8"))).toEqual({ name: "Jane" })
      expect(pictures()).toEqual(["john.png", "stuck.png"])
    } finally {
      removal.mockRestore()
      fs.rmSync(path.join(root, photos, "stuck.png"))
    }
  })

  it("leaves the picture folder alone on a save of a file elsewhere", async () => {
    write(`${photos}/stray.png`, "stray")
    expect((await save("data/home.json", { heading: "Hello" }, [`${photos}/stray-upload.png`])).status).toBe(200)
    expect(pictures()).toEqual(["john.png", "stray.png"])
    fs.rmSync(path.join(root, photos, "stray.png"))
  })

  it("passes a request other than a save to decap-server as it came, one without parameters too", async () => {
    const host = `127.0.0.1:${portOf(server)}`
    const answer = await request(`http://${host}`, LOCAL_BACKEND_PATH, {
      method: "POST",
      headers: { host, origin: `http://${host}`, "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    })
    expect(answer.status).toBe(200)
    expect(pictures()).toEqual(["john.png"])
  })

  it("refuses an upload outside an entry (the Media page's), saying why, and writes nothing", async () => {
    refusals.length = 0
    const answer = await ask("persistMedia", { asset: upload(`${photos}/loose.png`), options: { commitMessage: "x" } })
    expect(answer.status).toBe(403)
    expect(pictures()).toEqual(["john.png"])
    expect(refusals).toEqual([
      `content manager: refused a request: ${(JSON.parse(answer.body.toString()) as { error: string }).error.replace(/^Refused: /, "")}`,
    ])
  })
})

describe("createLocalBackend: where it answers and what it leaves as it found it", () => {
  async function start(options: Partial<LocalBackendOptions> & Pick<LocalBackendOptions, "repository">) {
    let server: http.Server | undefined = undefined
    const backend = await createLocalBackend({
      folders: ["data"],
      pictureFolders: [],
      adminPath: "/admin/",
      port: () => portOf(server!),
      log: () => undefined,
      ...options,
    })
    server = await listen(backend)
    const port = portOf(server)
    /** A request from the server's own page to `urlPath`, carrying `body`. */
    const post = (urlPath: string, body: object) =>
      request(`http://127.0.0.1:${port}`, urlPath, {
        method: "POST",
        headers: {
          host: `127.0.0.1:${port}`,
          origin: `http://127.0.0.1:${port}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(body),
      })
    return {
      ask: (urlPath: string, action: string) =>
        post(urlPath, { action, params: { branch: "main", folder: "data", extension: "json", depth: 1 } }),
      post,
      close: () => new Promise(resolve => server.close(resolve)),
    }
  }
  const folder = () => {
    const root = scratchFolder("backend-")
    fs.mkdirSync(path.join(root, "data"))
    return root
  }

  it("answers under the admin path it is given", async () => {
    const root = folder()
    const backend = await start({ repository: { files: root }, adminPath: "/cms/" })
    try {
      expect((await backend.ask("/cms/api/v1", "info")).status).toBe(200)
      expect((await backend.ask("/admin/api/v1", "info")).status).toBe(404)
    } finally {
      await backend.close()
    }
  })

  it.each([undefined, "/somewhere/else"])(
    "leaves GIT_REPO_DIRECTORY as it was (%s), though decap-server reads its folder from it",
    async previous => {
      const root = folder()
      const saved = process.env.GIT_REPO_DIRECTORY
      if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY
      else process.env.GIT_REPO_DIRECTORY = previous
      try {
        const backend = await start({ repository: { files: root } })
        await backend.close()
        expect(process.env.GIT_REPO_DIRECTORY).toBe(previous)
      } finally {
        if (saved === undefined) delete process.env.GIT_REPO_DIRECTORY
        else process.env.GIT_REPO_DIRECTORY = saved
      }
    }
  )

  it("for review, is decap-server's git backend in the content manager's repository, brought up to date first", async () => {
    const root = folder()
    execFileSync("git", ["init", "--quiet", "--initial-branch=main"], { cwd: root })
    const update = jest.fn(() => Promise.resolve())
    const review: ReviewRepository = {
      dir: root,
      update,
      whyNotDeliverable: () => Promise.resolve(undefined),
      deliver: () => Promise.resolve(),
      removeUnnamedPictures: () => Promise.resolve(),
    }
    const backend = await start({ repository: { review } })
    try {
      const info = await backend.ask("/admin/api/v1", "info")
      expect(JSON.parse(info.body.toString())).toEqual({
        repo: path.basename(root),
        publish_modes: ["simple", "editorial_workflow"],
        type: "local_git",
      })
      expect(update).not.toHaveBeenCalled()
      await backend.ask("/admin/api/v1", "entriesByFolder")
      expect(update).toHaveBeenCalledTimes(1)
    } finally {
      await backend.close()
    }
  })

  it("under review, a save leaves the pictures no entry names for the publish to remove", async () => {
    const root = folder()
    const photos = "data/people/photos"
    fs.mkdirSync(path.join(root, photos), { recursive: true })
    fs.writeFileSync(path.join(root, photos, "stray.png"), "stray")
    const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" })
    git("init", "--quiet", "--initial-branch=main")
    git("add", "-A")
    git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet", "-m", "start")
    const review: ReviewRepository = {
      dir: root,
      update: () => Promise.resolve(),
      whyNotDeliverable: () => Promise.resolve(undefined),
      deliver: () => Promise.resolve(),
      removeUnnamedPictures: () => Promise.resolve(),
    }
    const backend = await start({ repository: { review }, pictureFolders: [photos] })
    try {
      const answer = await backend.post(LOCAL_BACKEND_PATH, {
        action: "persistEntry",
        params: {
          branch: "main",
          dataFiles: [{ slug: "jane", path: "data/people/jane.json", raw: `${JSON.stringify({ name: "Jane" })}\n` }],
          assets: [],
          options: { collectionName: "people", commitMessage: "Add Jane", useWorkflow: true, status: "draft" },
        },
      })
      expect(answer.status).toBe(200)
      expect(git("branch", "--list", "--format=%(refname:short)")).toContain("cms/people/jane")
      expect(fs.readdirSync(path.join(root, photos))).toEqual(["stray.png"])
    } finally {
      await backend.close()
    }
  })
})
