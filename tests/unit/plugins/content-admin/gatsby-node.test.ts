/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import http from "http"
import express from "express"
import { onCreateDevServer } from "../../../../plugins/content-admin/gatsby-node"
import { LOCAL_BACKEND_ENV, LOCAL_BACKEND_PATH } from "../../../../plugins/content-admin/names"
import { request } from "../../support/http-request"

const portOf = (server: http.Server) => (server.address() as { port: number }).port

/** An info request to the backend's route on the development server, from the page `origin`, to the server's Host. */
const askInfo = (server: http.Server, origin: string) =>
  request(`http://127.0.0.1:${portOf(server)}`, LOCAL_BACKEND_PATH, {
    method: "POST",
    headers: { host: `localhost:${portOf(server)}`, origin, "content-type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  })

describe("onCreateDevServer: the development server mounts the guarded backend only for npm run cms", () => {
  /** Gatsby's development server as the plugin meets it, with LOCAL_BACKEND_ENV set to `env` (or unset). */
  async function devServer(env: string | undefined) {
    const app = express()
    const previous = process.env[LOCAL_BACKEND_ENV]
    if (env === undefined) delete process.env[LOCAL_BACKEND_ENV]
    else process.env[LOCAL_BACKEND_ENV] = env
    // Listening first, as Gatsby's server does: its port is known when the plugin mounts the backend.
    const server = http.createServer(app)
    await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
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
  const close = (server: http.Server) => new Promise(resolve => server.close(resolve))

  it("answers its own page's JSON under npm run cms, and refuses another origin", async () => {
    const server = await devServer("1")
    try {
      expect((await askInfo(server, `http://localhost:${portOf(server)}`)).status).toBe(200)
      expect((await askInfo(server, "http://evil.example")).status).toBe(403)
    } finally {
      await close(server)
    }
  })

  it("has no backend under a plain gatsby develop", async () => {
    const server = await devServer(undefined)
    try {
      expect((await askInfo(server, `http://localhost:${portOf(server)}`)).status).toBe(404)
    } finally {
      await close(server)
    }
  })
})
