/**
 * `npm run cms`: edit the site in the browser, on this computer. Starts the site (`gatsby develop`,
 * http://localhost:8000) with the content manager at /admin/ and its local backend (Decap's decap-server
 * middleware, inside the development server: plugins/content-admin/local-backend.ts), which answers the
 * admin page of this server only and reads and writes nothing but the content (data/, or with review
 * before publishing the content manager's own repository, .cms/repository). Ctrl+C stops it.
 *
 * Options: --port <n> for the site (default 8000). Other arguments go to `gatsby develop`.
 */
import { spawn } from "child_process"
import path from "path"
import { LOCAL_BACKEND_ENV } from "../plugins/content-admin/names"

const root = path.resolve(__dirname, "..")
const args = process.argv.slice(2)
const portFlag = args.indexOf("--port")
const port = portFlag >= 0 ? args[portFlag + 1] : "8000"

console.log(
  `\nThe content manager will be at http://localhost:${port}/admin/ once the site has started;` +
    `\nwith review before publishing (the default), a save is a draft in .cms/repository until it is published` +
    `\nto main; with direct publishing, a save changes the files in data/. Ctrl+C stops it.\n`
)

const develop = spawn(
  path.join(root, "node_modules", ".bin", "gatsby"),
  ["develop", ...(portFlag >= 0 ? [] : ["--port", port]), ...args],
  {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", [LOCAL_BACKEND_ENV]: "1" },
    stdio: "inherit",
  }
)
develop.on("exit", code => (process.exitCode = code ?? 0))
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => develop.kill(signal))
