/**
 * Review before publishing, on this computer: `npm run cms` when the firm publishes through review.
 * decap-server's git mode keeps each draft on a branch of its own (`cms/content/<entry>`) and publishing
 * merges the draft into the main branch. It switches branches in the folder it works in, so it works in
 * a repository of its own, `.cms/repository`: a clone of this one. The developer's working tree and the
 * running site are never switched underneath them, and drafts are kept between runs.
 *
 * (A linked `git worktree` would share this repository's branches, but git lets only one worktree have
 * main checked out, and decap-server checks main out again after every save.)
 *
 * The clone's main follows this repository's: before every request it is brought up to date (a
 * fast-forward), and a publish is delivered back here as a fast-forward of main, which updates data/ in
 * the working tree when main is checked out, so the running site shows it at once.
 */
import { execFile } from "child_process"
import fs from "fs"
import path from "path"
import { promisify } from "util"
import type express from "express"
import { pictureFoldersBeside, unnamedPictures } from "./named-pictures"

/** Where the content manager's own repository lives, inside the project (ignored by git and the tools). */
export const REVIEW_REPOSITORY_DIR = path.join(".cms", "repository")

const exec = promisify(execFile)

async function git(cwd: string, ...args: string[]): Promise<string> {
  try {
    return (await exec("git", args, { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } })).stdout.trim()
  } catch (error) {
    const { stderr } = error as { stderr?: string }
    throw new Error(`git ${args.join(" ")}: ${(stderr ?? String(error)).trim()}`)
  }
}

export interface ReviewRepository {
  /** The content manager's repository, where decap-server works. */
  dir: string
  /** Brings its main up to the project's (delivering a publish first if one is still waiting). */
  update(): Promise<void>
  /** Why publishing `draftBranch` could not reach the project, if it could not. */
  whyNotDeliverable(draftBranch: string): Promise<string | undefined>
  /** Fast-forwards the project's main to the content manager's. */
  deliver(): Promise<void>
  /**
   * Takes out of main's last commit (a publish) the pictures of `pictureFolders` that no entry beside them
   * names any more, in the folders beside what main changes since the project's (named-pictures.ts): the
   * published change that stops naming a picture removes it.
   */
  removeUnnamedPictures(pictureFolders: string[]): Promise<void>
}

/**
 * Opens (and the first time, clones) the content manager's repository of the project at `projectDir`,
 * whose main branch is `branch`.
 */
export async function openReviewRepository(projectDir: string, branch: string): Promise<ReviewRepository> {
  const dir = path.join(projectDir, REVIEW_REPOSITORY_DIR)
  if (!fs.existsSync(path.join(dir, ".git"))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true })
    await git(projectDir, "clone", "--quiet", "--branch", branch, projectDir, dir)
  }
  // Commits are made in the editor's name, as in the project; a neutral one if git has none.
  for (const [key, fallback] of [
    ["user.name", "Content manager"],
    ["user.email", "content-manager@localhost"],
  ]) {
    const own = await git(projectDir, "config", key).catch(() => "")
    await git(dir, "config", key, own || fallback)
  }

  const projectBranch = () => git(projectDir, "symbolic-ref", "--quiet", "--short", "HEAD").catch(() => "")
  const waiting = async () => Number(await git(dir, "rev-list", "--count", `origin/${branch}..${branch}`))

  async function deliver(): Promise<void> {
    if ((await projectBranch()) === branch) {
      // Main is checked out here: move it and the working tree together, as a pull would.
      await git(projectDir, "fetch", "--quiet", dir, branch)
      await git(projectDir, "merge", "--ff-only", "--quiet", "FETCH_HEAD")
    } else {
      await git(projectDir, "fetch", "--quiet", dir, `${branch}:${branch}`)
    }
    await git(dir, "fetch", "--quiet", "origin", branch)
  }

  async function update(): Promise<void> {
    await git(dir, "fetch", "--quiet", "origin", branch)
    if ((await git(dir, "symbolic-ref", "--quiet", "--short", "HEAD").catch(() => "")) !== branch)
      await git(dir, "checkout", "--quiet", branch)
    if ((await waiting()) > 0) await deliver()
    await git(dir, "merge", "--ff-only", "--quiet", `origin/${branch}`)
  }

  async function whyNotDeliverable(draftBranch: string): Promise<string | undefined> {
    if ((await projectBranch()) !== branch) return undefined
    const files = (await git(dir, "diff", "--name-only", `${branch}...${draftBranch}`)).split("\n").filter(Boolean)
    if (files.length === 0) return undefined
    const unsaved = (await git(projectDir, "status", "--porcelain", "--", ...files)).split("\n").filter(Boolean)
    return unsaved.length > 0
      ? `${unsaved.map(line => line.slice(3)).join(", ")} has changes in the project folder that are not committed: commit or undo them first`
      : undefined
  }

  async function removeUnnamedPictures(pictureFolders: string[]): Promise<void> {
    await git(dir, "checkout", "--quiet", branch)
    const changed = (await git(dir, "diff", "--name-only", `origin/${branch}`, branch)).split("\n").filter(Boolean)
    const folders = pictureFoldersBeside(
      pictureFolders,
      changed.map(file => ({ path: file }))
    )
    const unnamed = folders.flatMap(folder => unnamedPictures(dir, folder))
    if (unnamed.length === 0) return
    await git(dir, "rm", "--quiet", "--", ...unnamed)
    await git(dir, "commit", "--amend", "--no-edit", "--quiet", "--no-verify")
  }

  await update()
  return { dir, update, whyNotDeliverable, deliver, removeUnnamedPictures }
}

/**
 * The local backend's part for review (local-backend.ts puts it after the guard, before decap-server):
 * one request at a time, each on an up-to-date main; a publish only when it can reach the project, and
 * delivered there before the admin hears that it worked, without the pictures of `pictureFolders` it stops
 * naming. (Not on the draft's branch: decap-server takes every file a draft's branch deletes for one of
 * its uploads, and fails to read it.)
 */
export function reviewMiddleware(repository: ReviewRepository, pictureFolders: string[]): express.RequestHandler {
  let queue = Promise.resolve()
  return (request, response, next) => {
    const previous = queue
    let release = () => undefined as void
    queue = new Promise<void>(resolve => (release = resolve))
    response.on("close", release)
    void previous.then(async () => {
      const body = request.body as { action?: string; params?: { collection?: string; slug?: string } }
      try {
        if (body.action !== "info") await repository.update()
        if (body.action === "publishUnpublishedEntry") {
          const draft = `cms/${String(body.params?.collection)}/${String(body.params?.slug)}`
          const why = await repository.whyNotDeliverable(draft)
          if (why) {
            response.status(409).json({ error: `Not published: ${why}` })
            return
          }
          const send = response.json.bind(response)
          response.json = (answer: unknown) => {
            if (response.statusCode >= 300) return send(answer)
            repository
              .removeUnnamedPictures(pictureFolders)
              .then(() => repository.deliver())
              .then(
                () => send(answer),
                (error: Error) => {
                  response.status(409)
                  send({ error: `Published, but not yet in the project folder: ${error.message}` })
                }
              )
            return response
          }
        }
        next()
      } catch (error) {
        response.status(409).json({ error: (error as Error).message })
      }
    })
  }
}
