/**
 * The content manager's local backend (`npm run cms`): Decap's own decap-server middleware, run inside the
 * development server behind a guard, so that it answers only the admin page that this server serves.
 *
 * Every web page the editor has open can send requests to localhost. decap-server alone would take them:
 * its CORS rule only decides whether a page may read the answer, not whether the request runs, and a
 * DNS-rebinding page is "same origin" to the browser. So before anything reaches decap-server:
 *
 * - the Host must be this server's own (localhost, 127.0.0.1 or [::1] with its port): no DNS rebinding;
 * - the Origin must be present and be `http://<that host>`: no other site, not even another local port;
 * - the body must be JSON (a form or text/plain post from another page is refused outright);
 * - every file path the request names must lie in one of `folders` (data/): decap-server itself may
 *   touch any file in the repository, and a write to package.json or scripts/ would run on the next
 *   `npm test`. Reads are held to the same folders, so no other file's contents leave the server.
 *
 * A refusal is answered 403 (415 for a body that is not JSON) and logged, whoever asked.
 *
 * No picture that no entry names is kept (named-pictures.ts): a save sends decap-server only the pictures its
 * entry names, and once the change is saved (directly) or published (review-repository.ts), the picture
 * folder beside the entry keeps only what its entries name: a picture replaced or removed goes with the
 * change that stops naming it. An upload from the Media page, outside any entry, is refused.
 */
import fs from "fs"
import path from "path"
import express from "express"
import { registerLocalFs, registerLocalGit } from "decap-server/dist/middlewares"
import { namedAssets, pictureFoldersBeside, unnamedPictures, type SavedFile } from "./named-pictures"
import { reviewMiddleware, type ReviewRepository } from "./review-repository"

/** Where decap-server's middleware answers, relative to where it is mounted. */
const DECAP_ROUTE = "/api/v1"

export interface LocalBackendOptions {
  /**
   * Where decap-server works: a folder shaped like the repository, whose files saves write directly
   * (`{ files: dir }`), or, for review before publishing, the content manager's own git repository, where
   * drafts are branches and publishing merges them (review-repository.ts).
   */
  repository: { files: string } | { review: ReviewRepository }
  /** Folders, relative to the repository, that requests may name: the content folder and the media folder. */
  folders: string[]
  /**
   * Folders of uploaded pictures, relative to the repository, each beside the entries that name them (a
   * kind's media folder: PICTURE_FOLDERS): each keeps only the pictures its entries name.
   */
  pictureFolders: string[]
  /** The path the admin is served under, for example `/admin/`: the backend answers at `<adminPath>api/v1`. */
  adminPath: string
  /** The port the server listens on (read on every request: it may be known only once the server listens). */
  port: () => number
  /** Where refusals are reported (the terminal). */
  log: (message: string) => void
}

export interface Refusal {
  status: 403 | 405 | 415
  reason: string
}

/** What the guard needs to know of a request. */
export interface RequestFacts {
  method: string
  host: string | undefined
  origin: string | undefined
  contentType: string | undefined
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"]

/** Why a request may not reach decap-server, judging by its method and headers; undefined if it may. */
export function refusalOfRequest(request: RequestFacts, port: number): Refusal | undefined {
  const ownHosts = LOOPBACK_NAMES.map(name => `${name}:${port}`)
  if (!request.host || !ownHosts.includes(request.host.toLowerCase())) {
    return { status: 403, reason: `Host ${show(request.host)} is not this server (${ownHosts.join(", ")})` }
  }
  if (request.origin !== `http://${request.host.toLowerCase()}`) {
    return { status: 403, reason: `Origin ${show(request.origin)} is not this server's own page` }
  }
  if (request.method !== "POST") return { status: 405, reason: `${request.method} is not how the admin asks` }
  if (!/^application\/json\s*(;|$)/i.test(request.contentType ?? "")) {
    return { status: 415, reason: `a ${show(request.contentType)} body is not the admin's JSON` }
  }
  return undefined
}

/** Keys under which decap-server's actions name files and folders (see its request schema). */
const PATH_KEYS = new Set(["path", "newPath", "folder", "mediaFolder"])

/** Every file or folder path a decap-server request names, wherever in its parameters. */
export function pathsNamedIn(params: unknown): string[] {
  if (Array.isArray(params)) return params.flatMap(pathsNamedIn)
  if (typeof params !== "object" || params === null) return []
  return Object.entries(params).flatMap(([key, value]) => {
    if (PATH_KEYS.has(key) && typeof value === "string") return [value]
    if (key === "paths" && Array.isArray(value)) return value.filter((item): item is string => typeof item === "string")
    return pathsNamedIn(value)
  })
}

/**
 * Whether `named` (as a request gives it, relative to the repository) lies inside one of `folders`, both
 * by its words and on disk: a symbolic link inside data/ must not lead the write elsewhere.
 */
export function isInsideFolders(repositoryDir: string, folders: string[], named: string): boolean {
  if (named.includes("\0") || path.isAbsolute(named)) return false
  const target = path.resolve(repositoryDir, named)
  return folders.some(folder => {
    const base = path.resolve(repositoryDir, folder)
    return isWithin(base, target) && isWithin(realPath(base), realPath(target))
  })
}

function isWithin(folder: string, target: string): boolean {
  return target === folder || target.startsWith(folder + path.sep)
}

/** The path with every link resolved, as far as it exists (a file about to be created does not yet). */
function realPath(target: string): string {
  if (fs.existsSync(target)) return fs.realpathSync(target)
  const parent = path.dirname(target)
  return parent === target ? target : path.join(realPath(parent), path.basename(target))
}

/**
 * The backend as an Express application that handles `<adminPath>api/v1` and passes every other request
 * on (`next`), for the development server (`app.use(backend)`) and the browser tests' host alike.
 */
export async function createLocalBackend(options: LocalBackendOptions): Promise<express.Express> {
  const review = "review" in options.repository ? options.repository.review : undefined
  const workingDir = "review" in options.repository ? options.repository.review.dir : options.repository.files
  const decap = express()
  decap.disable("x-powered-by")
  decap.use(DECAP_ROUTE, guard(options, workingDir))
  if (review) decap.use(DECAP_ROUTE, reviewMiddleware(review, options.pictureFolders))
  decap.use(DECAP_ROUTE, namedPicturesOnly(options, review, workingDir))
  // decap-server reads the folder it works in from GIT_REPO_DIRECTORY when it registers, and only then.
  const previous = process.env.GIT_REPO_DIRECTORY
  process.env.GIT_REPO_DIRECTORY = workingDir
  let registered: Promise<void>
  try {
    registered = (review ? registerLocalGit : registerLocalFs)(decap, { logLevel: "warn" })
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY
    else process.env.GIT_REPO_DIRECTORY = previous
  }
  await registered

  const backend = express()
  backend.disable("x-powered-by")
  backend.use(options.adminPath.replace(/\/$/, ""), decap)
  return backend
}

function guard({ folders, port, log }: LocalBackendOptions, repositoryDir: string): express.RequestHandler[] {
  const refuse = (response: express.Response, refusal: Refusal) => {
    log(`content manager: refused a request: ${refusal.reason}`)
    response.status(refusal.status).json({ error: `Refused: ${refusal.reason}` })
  }
  return [
    (request, response, next) => {
      const refusal = refusalOfRequest(
        {
          method: request.method,
          host: request.headers.host,
          origin: request.headers.origin,
          contentType: request.headers["content-type"],
        },
        port()
      )
      if (refusal) refuse(response, refusal)
      else next()
    },
    express.json({ limit: "10mb" }),
    (request, response, next) => {
      const body = request.body as { action?: unknown; params?: unknown }
      const outside = pathsNamedIn(body.params).filter(named => !isInsideFolders(repositoryDir, folders, named))
      if (outside.length > 0) {
        refuse(response, {
          status: 403,
          reason: `${String(body.action)} names ${outside.map(show).join(", ")}, outside ${folders.join(", ")}`,
        })
      } else next()
    },
  ]
}

/** What decap-server's persistEntry is given: the entry's files (one, or one per language), its uploads. */
interface PersistEntryParams {
  entry?: SavedFile & { slug: string }
  dataFiles?: (SavedFile & { slug: string })[]
  assets?: SavedFile[]
}

/**
 * Keeps decap-server to the pictures entries name: a save's uploads that its entry does not name are left
 * out; saving directly, once the save has succeeded (before the admin hears of it), the pictures beside the
 * entry that no entry names are removed (under review, publishing removes them: reviewMiddleware). An upload
 * outside an entry (the Media page's, which decap-server would keep at once) is refused.
 */
function namedPicturesOnly(
  { pictureFolders, log }: LocalBackendOptions,
  review: ReviewRepository | undefined,
  workingDir: string
): express.RequestHandler {
  return (request, response, next) => {
    const body = request.body as { action?: unknown; params?: PersistEntryParams }
    if (body.action === "persistMedia") {
      const reason = "an upload outside an entry, which no entry names: upload a picture from the field that names it"
      log(`content manager: refused a request: ${reason}`)
      response.status(403).json({ error: `Refused: ${reason}` })
      return
    }
    if (body.action !== "persistEntry" || !body.params) return next()
    const dataFiles = body.params.dataFiles ?? (body.params.entry ? [body.params.entry] : [])
    body.params.assets = namedAssets(dataFiles, body.params.assets ?? [])
    const folders = pictureFoldersBeside(pictureFolders, dataFiles)
    if (!review && folders.length > 0)
      beforeAnswering(response, () => {
        for (const picture of folders.flatMap(folder => unnamedPictures(workingDir, folder)))
          fs.rmSync(path.join(workingDir, picture))
      })
    next()
  }
}

/** Runs `work` once decap-server has answered with success, before the answer is sent; its failure is the answer. */
function beforeAnswering(response: express.Response, work: () => void): void {
  const send = response.json.bind(response)
  response.json = (answer: unknown) => {
    if (response.statusCode >= 300) return send(answer)
    try {
      work()
    } catch (error) {
      response.status(500)
      return send({ error: `Saved, but the pictures no entry names are still there: ${(error as Error).message}` })
    }
    return send(answer)
  }
}

function show(value: unknown): string {
  return value === undefined ? "(none)" : JSON.stringify(value)
}
