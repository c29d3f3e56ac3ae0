import { execFileSync } from "child_process"
import { expect } from "@playwright/test"
import fs from "fs"
import type { IncomingMessage, ServerResponse } from "http"
import path from "path"
import { createLocalBackend } from "../../plugins/content-admin/local-backend"
import { PICTURE_FOLDERS } from "../../plugins/content-admin/named-pictures"
import { ADMIN_PATH } from "../../plugins/content-admin/names"
import { openReviewRepository, type ReviewRepository } from "../../plugins/content-admin/review-repository"
import { DATA_DIR, REPOSITORY_DATA_DIR } from "../../plugins/content-model/data-files"
import { CONTENT_KINDS, EVERY_KIND, type KindName } from "../../plugins/content-model/content-kinds"
import { startHostLikeServer } from "../../tools/host-like-server"
import { makeScratchProject } from "../../tools/content-folder"
import { editedEntryFiles, liveServicePages } from "../../tools/content"

const projectRoot = path.resolve(__dirname, "../..")

const ENTRY_FOLDERS = new Set(EVERY_KIND.map(kind => kind.folder))

/**
 * The content's files the content manager's tests work on: every file but the entries' outside
 * editedEntryFiles (tools/content.ts), so that they cost the same however many entries the firm has written.
 */
const isEditedFile = (file: string) =>
  !(file.endsWith(".json") && ENTRY_FOLDERS.has(path.posix.dirname(file))) || editedEntryFiles.has(file)

/** Whether an entry of the content is in the content manager's copy. */
export const isEditedEntry = (kind: KindName, id: string) =>
  editedEntryFiles.has(`${CONTENT_KINDS[kind].folder}/${id}.json`)

/** The live service pages in the content manager's copy, in the content's order. */
export const EDITED_SERVICE_PAGES = liveServicePages.filter(one => isEditedEntry("service-page", one.id))

/** The processes whose working folder is `folder` or inside it, each as its id and command line. */
function processesWorkingIn(folder: string): string[] {
  return fs.readdirSync("/proc").flatMap(id => {
    if (!/^\d+$/.test(id)) return []
    try {
      const cwd = fs.readlinkSync(`/proc/${id}/cwd`)
      if (cwd !== folder && !cwd.startsWith(`${folder}/`)) return []
      return [`${id}: ${fs.readFileSync(`/proc/${id}/cmdline`, "utf8").split("\0").join(" ").trim()}`]
    } catch {
      return [] // the process ended meanwhile
    }
  })
}

/**
 * The CMS tests' hosts, one port each (spec files run side by side): next to the port the site is served
 * on (playwright.config.ts), so that test runs of several checkouts on one machine do not meet.
 */
export function cmsTestUrl(host: "edits" | "rules" | "guard" | "review" | "entries"): string {
  const offset = { edits: 50, rules: 51, guard: 52, review: 53, entries: 54 }[host]
  return `http://127.0.0.1:${Number(process.env.BROWSER_TEST_PORT ?? 9100) + offset}`
}

export interface CmsHost {
  /** Where the built site, with the admin and its local backend, is served: `http://127.0.0.1:<port>`. */
  url: string
  /**
   * A throwaway project folder: data/ with its schemas, the page file names, .ci/run; for review, a git
   * repository with those files committed on main.
   */
  root: string
  /** A data file as it is in the project folder (for review: in the working tree of main). */
  read(file: string): string
  /** Every file under `root` (but .git and the content manager's own repository) with its contents. */
  snapshot(): Record<string, string>
  /** git in the project folder (review only). */
  git(...args: string[]): string
  /** What the backend's guard refused, as it logged it. */
  refusals: string[]
  stop(): Promise<void>
}

/**
 * The built site (public/) served as the host serves it, with the content manager's local backend mounted
 * as `npm run cms` mounts it in the development server (plugins/content-admin/local-backend.ts), working
 * on a copy of the repository's content, so the tests save into the copy and never into data/:
 * `direct`, saves write the files; `review`, drafts and publishing through git (review-repository.ts).
 */
export async function startCmsHost(url: string, publishing: "direct" | "review" = "direct"): Promise<CmsHost> {
  const port = Number(new URL(url).port)
  // The content the site under test was built from (data/, or the copy CONTENT_DIR names), where the
  // repository keeps it: its sampled entries and those they name.
  const root = makeScratchProject({
    from: DATA_DIR,
    as: REPOSITORY_DATA_DIR,
    prefix: `cms-${publishing}-`,
    keep: isEditedFile,
  })
  // A file outside data/ that a write must never reach: what runs on the next `npm test`.
  fs.mkdirSync(path.join(root, ".ci"))
  fs.copyFileSync(path.join(projectRoot, ".ci", "run"), path.join(root, ".ci", "run"))

  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim()
  let review: ReviewRepository | undefined
  if (publishing === "review") {
    git("init", "--quiet", "--initial-branch=main")
    git("config", "user.name", "Editor")
    git("config", "user.email", "editor@example.com")
    fs.writeFileSync(path.join(root, ".gitignore"), ".cms/\n")
    git("add", ".")
    git("commit", "--quiet", "-m", "The site's content")
    review = await openReviewRepository(root, "main")
  }

  const refusals: string[] = []
  const backend = await createLocalBackend({
    repository: review ? { review } : { files: root },
    folders: [REPOSITORY_DATA_DIR],
    pictureFolders: PICTURE_FOLDERS,
    adminPath: ADMIN_PATH,
    port: () => port,
    log: message => refusals.push(message),
  })
  // An Express application is also a plain Node request handler.
  const handle = backend as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void
  const host = await startHostLikeServer({ port, before: handle, brotliQuality: 5 })

  const files = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) return [".git", ".cms"].includes(entry.name) ? [] : files(full)
      return [full]
    })
  return {
    url: host.url,
    root,
    refusals,
    git,
    read: file => fs.readFileSync(path.join(root, REPOSITORY_DATA_DIR, file), "utf8"),
    snapshot: () =>
      Object.fromEntries(files(root).map(file => [path.relative(root, file), fs.readFileSync(file, "utf8")])),
    async stop() {
      await host.close()
      // A git command the backend started may still be writing in the folder after the backend answered
      // (the folder's removal then fails with ENOTEMPTY): remove it once no process works inside it.
      await expect.poll(() => processesWorkingIn(root), { timeout: 60_000 }).toEqual([])
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}
