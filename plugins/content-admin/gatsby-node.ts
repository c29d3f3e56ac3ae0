import http from "http"
import path from "path"
import type { GatsbyNode, PluginOptions, Reporter, Store } from "gatsby"
import { buildAdmin, LOCAL_BACKEND_PATH } from "./build-admin"

interface ContentAdminOptions extends PluginOptions {
  /** `owner/name` of the GitHub repository the admin saves to in production. */
  githubRepo: string
  branch?: string
  /** The OAuth provider's address for the GitHub backend; Netlify's when left out. */
  oauthBaseUrl?: string
}

/** The port decap-server listens on, on 127.0.0.1 (`npm run cms` sets it; decap-server's default otherwise). */
const decapServerPort = () => Number(process.env.DECAP_SERVER_PORT ?? 8081)

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
 * Under `gatsby develop`, the admin reaches decap-server through the site's own address
 * (/admin/api/v1 → http://127.0.0.1:<port>/api/v1), as the admin's Content-Security-Policy allows
 * connections to the site itself only. decap-server itself listens on 127.0.0.1 only.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  type Handler = (
    request: http.IncomingMessage,
    response: http.ServerResponse & { sendFile: (file: string) => void }
  ) => void
  const server = app as {
    get: (routes: string[], handler: Handler) => void
    post: (route: string, handler: Handler) => void
  }
  // Gatsby's development server serves public/ but answers /admin/ with its own 404 page.
  server.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) => {
    response.sendFile(path.join(process.cwd(), "public", "admin", "index.html"))
  })
  server.post(LOCAL_BACKEND_PATH, (request: http.IncomingMessage, response: http.ServerResponse) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: decapServerPort(),
        path: "/api/v1",
        method: "POST",
        headers: { "content-type": "application/json" },
      },
      answer => {
        response.writeHead(answer.statusCode ?? 502, {
          "content-type": answer.headers["content-type"] ?? "application/json",
        })
        answer.pipe(response)
      }
    )
    upstream.on("error", () => {
      response.writeHead(502, { "content-type": "application/json" })
      response.end(
        JSON.stringify({
          error: `decap-server is not running on 127.0.0.1:${decapServerPort()} (start the admin with npm run cms)`,
        })
      )
    })
    request.pipe(upstream)
  })
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    githubRepo: Joi.string()
      .pattern(/^[\w.-]+\/[\w.-]+$/)
      .required()
      .description("owner/name of the GitHub repository editors save to"),
    branch: Joi.string().default("main"),
    oauthBaseUrl: Joi.string().uri().description("OAuth provider for the GitHub backend (default: Netlify's)"),
  })
