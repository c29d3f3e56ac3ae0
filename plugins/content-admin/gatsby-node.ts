import path from "path"
import type { Application } from "express"
import type { GatsbyNode, PluginOptions, Reporter, Store } from "gatsby"
import { REPOSITORY_DATA_DIR } from "../content-model/data-files"
import { buildAdmin } from "./build-admin"
import type { Publishing } from "./cms-config"
import { createLocalBackend, type LocalBackendOptions } from "./local-backend"
import { PICTURE_FOLDERS } from "./named-pictures"
import { ADMIN_PATH, LOCAL_BACKEND_ENV } from "./names"
import { openReviewRepository, REVIEW_REPOSITORY_DIR } from "./review-repository"

interface ContentAdminOptions extends PluginOptions {
  /** `owner/name` of the GitHub repository the admin saves to in production. */
  githubRepo: string
  branch?: string
  /** The OAuth provider's address for the GitHub backend; Netlify's when left out. */
  oauthBaseUrl?: string
  publishing: Publishing
}

async function build(store: Store, reporter: Reporter, options: ContentAdminOptions): Promise<void> {
  const started = Date.now()
  const state = (store as unknown as { getState: () => unknown }).getState() as {
    config: { siteMetadata: { siteUrl: string } }
  }
  const siteUrl = state.config.siteMetadata.siteUrl
  try {
    const admin = await buildAdmin(process.cwd(), path.join(process.cwd(), "public"), {
      githubRepo: options.githubRepo,
      branch: options.branch ?? "main",
      oauthBaseUrl: options.oauthBaseUrl,
      publishing: options.publishing,
      siteUrl,
    })
    reporter.info(
      `content-admin: /admin/ built in ${Date.now() - started} ms (${admin.files.length} files, script ${Math.round(admin.scriptBytes / 1000)} KB; no public page loads it)`
    )
  } catch (error) {
    reporter.panicOnBuild(`content-admin: could not build /admin/: ${(error as Error).message}`)
  }
}

/** `gatsby build`: the admin is built after the site, into public/admin/. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }, options) => {
  await build(store, reporter, options as ContentAdminOptions)
}

/** `gatsby develop` (`npm run cms`): the admin is built once at start; Gatsby serves public/ as it is. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store, reporter }, options) => {
  if (process.env.gatsby_executing_command !== "develop") return
  await build(store, reporter, options as ContentAdminOptions)
}

/**
 * Under `gatsby develop`: the admin's page at /admin/ and, when `npm run cms` asked for it
 * (LOCAL_BACKEND_ENV), the local backend at /admin/api/v1, the address the admin's Content-Security-Policy
 * lets it talk to. The backend answers this server's own page only (local-backend.ts). With review before
 * publishing, it works in the content manager's own repository (review-repository.ts).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, store, reporter }, pluginOptions) => {
  const server = app as Application
  // Gatsby's development server serves public/ but answers /admin/ with its own 404 page.
  server.get(["/admin", ADMIN_PATH, `${ADMIN_PATH}index.html`], (_request, response) => {
    response.sendFile(path.join(process.cwd(), "public", "admin", "index.html"))
  })
  if (process.env[LOCAL_BACKEND_ENV] !== "1") return
  const options = pluginOptions as ContentAdminOptions
  const { program } = (store as unknown as { getState: () => { program: { port: number } } }).getState()
  let repository: LocalBackendOptions["repository"] = { files: process.cwd() }
  if (options.publishing === "review") {
    try {
      repository = { review: await openReviewRepository(process.cwd(), options.branch ?? "main") }
    } catch (error) {
      reporter.warn(
        `content-admin: review before publishing needs this folder to be a git repository with a ${options.branch ?? "main"} branch (${(error as Error).message}); the content manager saves to ${REPOSITORY_DATA_DIR}/ directly instead`
      )
    }
  }
  server.use(
    await createLocalBackend({
      repository,
      // Uploads (a person's photo) go inside data/ too.
      folders: [REPOSITORY_DATA_DIR],
      pictureFolders: PICTURE_FOLDERS,
      adminPath: ADMIN_PATH,
      port: () => program.port,
      log: message => {
        reporter.warn(message)
      },
    })
  )
  reporter.info(
    "review" in repository
      ? `content-admin: the content manager keeps drafts in ${REVIEW_REPOSITORY_DIR} and publishes to the ${options.branch ?? "main"} branch, for pages of http://localhost:${program.port} only`
      : `content-admin: the content manager saves to ${REPOSITORY_DATA_DIR}/, for pages of http://localhost:${program.port} only`
  )
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    githubRepo: Joi.string()
      .pattern(/^[\w.-]+\/[\w.-]+$/)
      .required()
      .description("owner/name of the GitHub repository editors save to"),
    branch: Joi.string().default("main"),
    oauthBaseUrl: Joi.string().uri().description("OAuth provider for the GitHub backend (default: Netlify's)"),
    publishing: Joi.string()
      .valid("review", "direct")
      .default("review")
      .description(
        "review: each edit is a draft that a second person publishes (Decap's editorial workflow); direct: each edit is published at once"
      ),
  })
