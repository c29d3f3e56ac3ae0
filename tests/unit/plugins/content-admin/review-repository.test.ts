/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { execFileSync } from "child_process"
import fs from "fs"
import http from "http"
import path from "path"
import express from "express"
import {
  REVIEW_REPOSITORY_DIR,
  openReviewRepository,
  reviewMiddleware,
  type ReviewRepository,
} from "../../../../plugins/content-admin/review-repository"
import { scratchFolder } from "../../support/scratch-folder"

/**
 * Review before publishing on real, throwaway git repositories: a project folder (a repository with
 * data/home.json committed on main) and the content manager's clone of it. git runs without the machine's
 * own configuration, so that "the name git has for the project" is only what a test gives it.
 */
/** For the enclosing block: git reads only `config` as the user's configuration, and no system one. */
function useGitConfig(config: string) {
  const saved = { global: process.env.GIT_CONFIG_GLOBAL, nosystem: process.env.GIT_CONFIG_NOSYSTEM }
  beforeAll(() => {
    const file = path.join(scratchFolder("git-config-"), "config")
    fs.writeFileSync(file, config)
    process.env.GIT_CONFIG_GLOBAL = file
    process.env.GIT_CONFIG_NOSYSTEM = "1"
  })
  afterAll(() => {
    for (const [key, value] of [
      ["GIT_CONFIG_GLOBAL", saved.global],
      ["GIT_CONFIG_NOSYSTEM", saved.nosystem],
    ] as const) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })
}
useGitConfig("")

/** git in `cwd`; commits are made as "Tester" unless the repository names someone. */
function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=Tester", "-c", "user.email=tester@example.com", ...args], {
    cwd,
    encoding: "utf8",
  }).trim()
}

function write(dir: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8")

/** Edits a file and commits it on the branch checked out in `dir`. */
function commit(dir: string, file: string, text: string, message = `edit ${file}`): void {
  write(dir, file, text)
  git(dir, "add", file)
  git(dir, "commit", "--quiet", "-m", message)
}

/** A project folder: a git repository with data/home.json and data/site.json committed on `branch`. */
function project({ branch = "main", user }: { branch?: string; user?: { name: string; email: string } } = {}) {
  const dir = scratchFolder("review-project-")
  git(dir, "init", "--quiet", `--initial-branch=${branch}`)
  if (user) {
    git(dir, "config", "user.name", user.name)
    git(dir, "config", "user.email", user.email)
  }
  write(dir, ".gitignore", ".cms/\n")
  write(dir, "data/home.json", '{"heading":"Hello"}\n')
  write(dir, "data/site.json", '{"name":"Firm"}\n')
  git(dir, "add", ".")
  git(dir, "commit", "--quiet", "-m", "content")
  return dir
}

const head = (dir: string, ref = "HEAD") => git(dir, "rev-parse", ref)
/** A setting of the repository in `dir` itself. */
const setting = (dir: string, key: string) =>
  execFileSync("git", ["config", "--local", key], { cwd: dir, encoding: "utf8" }).trim()
const checkedOut = (dir: string) => git(dir, "symbolic-ref", "--short", "HEAD")

/** A draft as decap-server keeps it: a branch `cms/content/<entry>` of the clone, with one file edited. */
function draft(clone: string, entry: string, file: string, text: string): string {
  const branch = `cms/content/${entry}`
  git(clone, "checkout", "--quiet", "-b", branch)
  commit(clone, file, text, `draft of ${entry}`)
  git(clone, "checkout", "--quiet", "main")
  return branch
}

/** A publish as decap-server makes it: the draft merged into the clone's main. */
function publish(clone: string, draftBranch: string): void {
  git(clone, "merge", "--quiet", "--no-ff", "-m", `publish ${draftBranch}`, draftBranch)
}

describe("openReviewRepository", () => {
  it("clones the project's main branch into .cms/repository the first time, and opens that clone again later", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    expect(REVIEW_REPOSITORY_DIR).toBe(path.join(".cms", "repository"))
    expect(repository.dir).toBe(path.join(root, ".cms", "repository"))
    expect(head(repository.dir)).toBe(head(root))
    expect(checkedOut(repository.dir)).toBe("main")
    expect(read(repository.dir, "data/home.json")).toBe(read(root, "data/home.json"))

    // A draft kept between runs is still there when the content manager starts again.
    const kept = draft(repository.dir, "home", "data/home.json", '{"heading":"Draft"}\n')
    const again = await openReviewRepository(root, "main")
    expect(again.dir).toBe(repository.dir)
    expect(git(again.dir, "branch", "--list", kept)).toContain(kept)
  })

  it("clones the branch it is told is main", async () => {
    const root = project({ branch: "live" })
    git(root, "checkout", "--quiet", "-b", "other")
    commit(root, "data/home.json", '{"heading":"Not live"}\n')
    const repository = await openReviewRepository(root, "live")
    expect(checkedOut(repository.dir)).toBe("live")
    expect(head(repository.dir)).toBe(head(root, "live"))
  })

  it("commits in the name and address git has for the project", async () => {
    const root = project({ user: { name: "Ada Editor", email: "ada@example.com" } })
    const repository = await openReviewRepository(root, "main")
    expect(setting(repository.dir, "user.name")).toBe("Ada Editor")
    expect(setting(repository.dir, "user.email")).toBe("ada@example.com")
  })

  it("commits as the content manager when git has no name for the project", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    expect(setting(repository.dir, "user.name")).toBe("Content manager")
    expect(setting(repository.dir, "user.email")).toBe("content-manager@localhost")
  })

  it("fails with git's own words when the project has no such branch", async () => {
    const root = project()
    await expect(openReviewRepository(root, "trunk")).rejects.toThrow(/^git clone --quiet --branch trunk .+: .*trunk/s)
  })
})

describe("update: the clone's main follows the project's", () => {
  it("brings in what was committed in the project since", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    commit(root, "data/site.json", '{"name":"New name"}\n')
    await repository.update()
    expect(head(repository.dir)).toBe(head(root))
    expect(read(repository.dir, "data/site.json")).toBe('{"name":"New name"}\n')
  })

  it("goes back to main when decap-server left another branch checked out", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    draft(repository.dir, "home", "data/home.json", '{"heading":"Draft"}\n')
    git(repository.dir, "checkout", "--quiet", "cms/content/home")
    commit(root, "data/site.json", '{"name":"New name"}\n')
    await repository.update()
    expect(checkedOut(repository.dir)).toBe("main")
    expect(head(repository.dir)).toBe(head(root))
  })

  it("delivers a publish still waiting in the clone before it follows the project", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    publish(repository.dir, draft(repository.dir, "home", "data/home.json", '{"heading":"Published"}\n'))
    await repository.update()
    expect(head(root)).toBe(head(repository.dir))
    expect(read(root, "data/home.json")).toBe('{"heading":"Published"}\n')
  })

  it("follows a project whose main moved on while the project folder has another branch checked out", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    commit(root, "data/site.json", '{"name":"New name"}\n')
    git(root, "checkout", "--quiet", "-b", "feature")
    await repository.update()
    expect(head(repository.dir)).toBe(head(root, "main"))
  })
})

describe("deliver: a publish reaches the project as a fast-forward of its main", () => {
  it("moves main and the working tree together when main is checked out in the project folder", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    publish(repository.dir, draft(repository.dir, "home", "data/home.json", '{"heading":"Published"}\n'))
    await repository.deliver()
    expect(head(root)).toBe(head(repository.dir))
    expect(read(root, "data/home.json")).toBe('{"heading":"Published"}\n')
    expect(git(root, "status", "--porcelain")).toBe("")
    // The clone knows the project has it: nothing is waiting any more.
    expect(git(repository.dir, "rev-list", "--count", "origin/main..main")).toBe("0")
  })

  it("moves only the main branch when the project folder has another branch checked out", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    git(root, "checkout", "--quiet", "-b", "feature")
    publish(repository.dir, draft(repository.dir, "home", "data/home.json", '{"heading":"Published"}\n'))
    await repository.deliver()
    expect(head(root, "main")).toBe(head(repository.dir))
    expect(checkedOut(root)).toBe("feature")
    expect(read(root, "data/home.json")).toBe('{"heading":"Hello"}\n')
  })

  it("moves only the main branch when the project folder's HEAD is detached", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    git(root, "checkout", "--quiet", "--detach")
    publish(repository.dir, draft(repository.dir, "home", "data/home.json", '{"heading":"Published"}\n'))
    await repository.deliver()
    expect(head(root, "main")).toBe(head(repository.dir))
    expect(read(root, "data/home.json")).toBe('{"heading":"Hello"}\n')
  })
})

describe("whyNotDeliverable", () => {
  it("names the files a draft changes that have uncommitted changes in the project folder", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    const branch = draft(repository.dir, "home", "data/home.json", '{"heading":"Draft"}\n')
    write(root, "data/home.json", '{"heading":"Typed in an editor"}\n')
    git(root, "add", "data/home.json")
    expect(await repository.whyNotDeliverable(branch)).toBe(
      "data/home.json has changes in the project folder that are not committed: commit or undo them first"
    )
  })

  it("names each such file", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    git(repository.dir, "checkout", "--quiet", "-b", "cms/content/both")
    commit(repository.dir, "data/home.json", '{"heading":"Draft"}\n')
    commit(repository.dir, "data/site.json", '{"name":"Draft"}\n')
    git(repository.dir, "checkout", "--quiet", "main")
    write(root, "data/home.json", '{"heading":"Typed"}\n')
    write(root, "data/site.json", '{"name":"Typed"}\n')
    git(root, "add", "data")
    expect(await repository.whyNotDeliverable("cms/content/both")).toBe(
      "data/home.json, data/site.json has changes in the project folder that are not committed: commit or undo them first"
    )
  })

  it("has nothing against a draft when the project's uncommitted changes are in other files", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    const branch = draft(repository.dir, "home", "data/home.json", '{"heading":"Draft"}\n')
    write(root, "data/site.json", '{"name":"Typed in an editor"}\n')
    expect(await repository.whyNotDeliverable(branch)).toBeUndefined()
  })

  it("has nothing against a draft that changes no file", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    git(repository.dir, "branch", "cms/content/unchanged")
    write(root, "data/home.json", '{"heading":"Typed in an editor"}\n')
    expect(await repository.whyNotDeliverable("cms/content/unchanged")).toBeUndefined()
  })

  it("has nothing against a draft when main is not checked out in the project folder (the working tree is not touched)", async () => {
    const root = project()
    const repository = await openReviewRepository(root, "main")
    const branch = draft(repository.dir, "home", "data/home.json", '{"heading":"Draft"}\n')
    git(root, "checkout", "--quiet", "-b", "feature")
    write(root, "data/home.json", '{"heading":"Typed in an editor"}\n')
    expect(await repository.whyNotDeliverable(branch)).toBeUndefined()
  })
})

describe("removeUnnamedPictures: a publish takes out the pictures it stops naming", () => {
  const person = (photo?: string) =>
    `${JSON.stringify({ name: "Jane", ...(photo ? { photo: { image: photo } } : {}) })}\n`
  /** A project with a person naming photos/old.png, and an unnamed picture in another kind's folder. */
  function withPictures(): string {
    const root = project()
    write(root, "data/people/jane.json", person("photos/old.png"))
    write(root, "data/people/photos/old.png", "old")
    write(root, "data/places/pictures/stray.png", "stray")
    git(root, "add", ".")
    git(root, "commit", "--quiet", "-m", "people")
    return root
  }
  const files = (dir: string, ref = "main") => git(dir, "ls-tree", "-r", "--name-only", ref).split("\n")
  const folders = ["data/people/photos", "data/places/pictures"]

  it("removes, in the publish's own commit, a picture no entry beside it names any more", async () => {
    const root = withPictures()
    const repository = await openReviewRepository(root, "main")
    const branch = draft(repository.dir, "jane", "data/people/jane.json", person("photos/new.png"))
    git(repository.dir, "checkout", "--quiet", branch)
    commit(repository.dir, "data/people/photos/new.png", "new", "the new picture")
    git(repository.dir, "checkout", "--quiet", "main")
    publish(repository.dir, branch)
    const published = head(repository.dir)
    const commits = git(repository.dir, "rev-list", "--count", "main")

    await repository.removeUnnamedPictures(folders)
    expect(files(repository.dir)).toContain("data/people/photos/new.png")
    expect(files(repository.dir)).not.toContain("data/people/photos/old.png")
    expect(git(repository.dir, "rev-list", "--count", "main")).toBe(commits)
    expect(git(repository.dir, "log", "-1", "--format=%s")).toBe(
      git(repository.dir, "log", "-1", "--format=%s", published)
    )
    expect(checkedOut(repository.dir)).toBe("main")
    expect(git(repository.dir, "status", "--porcelain")).toBe("")
  })

  it("leaves every picture an entry names, and the folders beside no file the publish changes", async () => {
    const root = withPictures()
    const repository = await openReviewRepository(root, "main")
    publish(
      repository.dir,
      draft(repository.dir, "jane", "data/people/jane.json", person("photos/old.png").replace("Jane", "Jane Doe"))
    )
    const published = head(repository.dir)
    await repository.removeUnnamedPictures(folders)
    expect(head(repository.dir)).toBe(published)
    expect(files(repository.dir)).toEqual(
      expect.arrayContaining(["data/people/photos/old.png", "data/places/pictures/stray.png"])
    )
  })

  it("removes a picture whose entry stops naming any (a photo removed)", async () => {
    const root = withPictures()
    const repository = await openReviewRepository(root, "main")
    publish(repository.dir, draft(repository.dir, "jane", "data/people/jane.json", person()))
    await repository.removeUnnamedPictures(folders)
    expect(files(repository.dir).filter(file => file.startsWith("data/people/photos/"))).toEqual([])
  })
})

/** The picture folder the middleware is given. */
const PICTURES = "data/people/photos"

/** A fake repository recording what the middleware asked of it, in order. */
function fakeRepository(overrides: Partial<ReviewRepository> = {}) {
  const calls: string[] = []
  const repository: ReviewRepository = {
    dir: "/nowhere",
    update: jest.fn(() => {
      calls.push("update")
      return Promise.resolve()
    }),
    whyNotDeliverable: jest.fn((branch: string) => {
      calls.push(`whyNotDeliverable ${branch}`)
      return Promise.resolve(undefined)
    }),
    deliver: jest.fn(() => {
      calls.push("deliver")
      return Promise.resolve()
    }),
    removeUnnamedPictures: jest.fn((folders: string[]) => {
      calls.push(`removeUnnamedPictures ${folders.join(" ")}`)
      return Promise.resolve()
    }),
    ...overrides,
  }
  return { repository, calls }
}

/**
 * The middleware between express.json() and a stand-in for decap-server that records the actions it
 * receives and answers with `answer` (status and JSON body), after `hold` resolves. `untilArrived(n)`
 * resolves once n requests have reached the middleware; `responses` are the stand-in's, in order.
 */
async function serve(
  repository: ReviewRepository,
  calls: string[],
  answer: { status: number; body: unknown } = { status: 200, body: { message: "ok" } },
  hold: () => Promise<void> = () => Promise.resolve()
) {
  const app = express()
  app.use(express.json())
  let arrived = 0
  const waiting: { count: number; resolve: () => void }[] = []
  app.use((_request, _response, next) => {
    arrived += 1
    for (const waiter of waiting.filter(({ count }) => count <= arrived)) waiter.resolve()
    next()
  })
  const untilArrived = (count: number) =>
    new Promise<void>(resolve => (arrived >= count ? resolve() : waiting.push({ count, resolve })))
  app.use(reviewMiddleware(repository, [PICTURES]))
  const responses: express.Response[] = []
  app.use((request, response) => {
    calls.push(`decap ${(request.body as { action: string }).action}`)
    responses.push(response)
    void hold().then(() => response.status(answer.status).json(answer.body))
  })
  const server = http.createServer(app)
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as { port: number }).port
  const post = (body: unknown) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, method: "POST", headers: { "content-type": "application/json" } },
        response => {
          const chunks: Buffer[] = []
          response.on("data", (chunk: Buffer) => chunks.push(chunk))
          response.on("end", () =>
            resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) })
          )
        }
      )
      request.on("error", reject)
      request.end(JSON.stringify(body))
    })
  return { post, untilArrived, responses, close: () => new Promise(resolve => server.close(resolve)) }
}

const publishHome = { action: "publishUnpublishedEntry", params: { collection: "content", slug: "home" } }

describe("reviewMiddleware", () => {
  it("brings main up to date before every request but info, then hands it to decap-server", async () => {
    const { repository, calls } = fakeRepository()
    const server = await serve(repository, calls)
    try {
      expect(await server.post({ action: "getEntry", params: {} })).toEqual({ status: 200, body: { message: "ok" } })
      expect(await server.post({ action: "info" })).toEqual({ status: 200, body: { message: "ok" } })
      expect(calls).toEqual(["update", "decap getEntry", "decap info"])
    } finally {
      await server.close()
    }
  })

  it("handles one request at a time: the next waits until the previous one was answered", async () => {
    const { repository, calls } = fakeRepository()
    let release = () => undefined as void
    const held = new Promise<void>(resolve => (release = resolve))
    let first = true
    const server = await serve(repository, calls, undefined, () => {
      if (!first) return Promise.resolve()
      first = false
      return held
    })
    try {
      const answers = [server.post({ action: "getEntry" }), server.post({ action: "persistEntry" })]
      await server.untilArrived(2)
      // The repository's stand-in answers at once, so one turn of the event loop lets any request the
      // middleware did not hold back reach it.
      await new Promise(resolve => setImmediate(resolve))
      expect(calls).toEqual(["update", "decap getEntry"])
      release()
      await Promise.all(answers)
      expect(calls).toEqual(["update", "decap getEntry", "update", "decap persistEntry"])
    } finally {
      release()
      await server.close()
    }
  })

  it("publishes a draft only after the publish reached the project, and answers as decap-server did", async () => {
    const { repository, calls } = fakeRepository()
    const server = await serve(repository, calls, { status: 200, body: { message: "published" } })
    try {
      expect(await server.post(publishHome)).toEqual({ status: 200, body: { message: "published" } })
      expect(calls).toEqual([
        "update",
        "whyNotDeliverable cms/content/home",
        "decap publishUnpublishedEntry",
        `removeUnnamedPictures ${PICTURES}`,
        "deliver",
      ])
    } finally {
      await server.close()
    }
  })

  it("answers only once the publish has reached the project", async () => {
    let deliver = () => undefined as void
    const delivered = new Promise<void>(resolve => (deliver = resolve))
    let deliveryStarted = () => undefined as void
    const delivering = new Promise<void>(resolve => (deliveryStarted = resolve))
    const { repository, calls } = fakeRepository({
      deliver: () => {
        deliveryStarted()
        return delivered
      },
    })
    const server = await serve(repository, calls)
    try {
      const answer = server.post(publishHome)
      await delivering
      expect(server.responses.map(response => response.headersSent)).toEqual([false])
      deliver()
      expect(await answer).toEqual({ status: 200, body: { message: "ok" } })
    } finally {
      deliver()
      await server.close()
    }
  })

  it("refuses with 409, before decap-server merges anything, a publish that could not reach the project", async () => {
    const { repository, calls } = fakeRepository({
      whyNotDeliverable: () => Promise.resolve("data/home.json has changes"),
    })
    const server = await serve(repository, calls)
    try {
      expect(await server.post(publishHome)).toEqual({
        status: 409,
        body: { error: "Not published: data/home.json has changes" },
      })
      expect(calls).toEqual(["update"])
    } finally {
      await server.close()
    }
  })

  it("says, with 409, when a publish was made but could not be delivered to the project", async () => {
    const { repository, calls } = fakeRepository({ deliver: () => Promise.reject(new Error("not a fast-forward")) })
    const server = await serve(repository, calls)
    try {
      expect(await server.post(publishHome)).toEqual({
        status: 409,
        body: { error: "Published, but not yet in the project folder: not a fast-forward" },
      })
    } finally {
      await server.close()
    }
  })

  it.each([300, 404, 500])(
    "passes decap-server's %i answer to a publish on without delivering anything",
    async status => {
      const { repository, calls } = fakeRepository()
      const server = await serve(repository, calls, { status, body: { error: "decap-server's own" } })
      try {
        expect(await server.post(publishHome)).toEqual({ status, body: { error: "decap-server's own" } })
        expect(calls).not.toContain("deliver")
        expect(calls).not.toContain(`removeUnnamedPictures ${PICTURES}`)
      } finally {
        await server.close()
      }
    }
  )

  it("answers 409 with git's message when main cannot be brought up to date, and decap-server never sees the request", async () => {
    const { repository, calls } = fakeRepository({ update: () => Promise.reject(new Error("git fetch: no remote")) })
    const server = await serve(repository, calls)
    try {
      expect(await server.post({ action: "getEntry" })).toEqual({
        status: 409,
        body: { error: "git fetch: no remote" },
      })
      expect(calls).toEqual([])
      // The next request is not stuck behind the failed one.
      expect(await server.post({ action: "info" })).toEqual({ status: 200, body: { message: "ok" } })
    } finally {
      await server.close()
    }
  })
})

/**
 * Last in the file: its afterAll puts git's configuration back as it was before the file's own beforeAll,
 * so a test after it would run with the machine's git configuration.
 */
describe("the review repository's first opening", () => {
  // git's configuration for the user, as the machine's would be: the one place the editor's name is.
  useGitConfig("[user]\n\tname = Global Editor\n\temail = editor@example.com\n")

  it("clones into .cms/repository when that folder is already there but holds no repository, in the user's name", async () => {
    const dir = scratchFolder("review-edges-")
    const git = (cwd: string, ...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Tester", "-c", "user.email=t@example.com", ...args], {
        cwd,
        encoding: "utf8",
      }).trim()
    git(dir, "init", "--quiet", "--initial-branch=main")
    fs.writeFileSync(path.join(dir, ".gitignore"), ".cms/\n")
    git(dir, "add", ".")
    git(dir, "commit", "--quiet", "-m", "start")
    fs.mkdirSync(path.join(dir, REVIEW_REPOSITORY_DIR), { recursive: true })

    const repository = await openReviewRepository(dir, "main")

    expect(fs.realpathSync(git(repository.dir, "rev-parse", "--show-toplevel"))).toBe(
      fs.realpathSync(path.join(dir, REVIEW_REPOSITORY_DIR))
    )
    // Commits there are made in the name git has for the user (their global configuration).
    expect(
      execFileSync("git", ["config", "--local", "user.name"], { cwd: repository.dir, encoding: "utf8" }).trim()
    ).toBe("Global Editor")
  })
})
