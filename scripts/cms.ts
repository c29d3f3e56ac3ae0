/**
 * `npm run cms`: edit the site in the browser, on this computer. Starts the site (`gatsby develop`,
 * http://localhost:8000, with the CMS at /admin/) and Decap's local backend (decap-server), which reads
 * and writes the files in data/ directly and listens on 127.0.0.1 only. Ctrl+C stops both.
 *
 * Options: --port <n> for the site (default 8000); DECAP_SERVER_PORT for decap-server (default 8081).
 * Arguments after `--` go to `gatsby develop`.
 */
import { spawn, type ChildProcess } from "child_process"
import path from "path"

const root = path.resolve(__dirname, "..")
const decapPort = process.env.DECAP_SERVER_PORT ?? "8081"
const portFlag = process.argv.indexOf("--port")
const sitePort = portFlag > 0 ? process.argv[portFlag + 1] : "8000"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", DECAP_SERVER_PORT: decapPort }

const children: ChildProcess[] = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: root,
    // fs mode: saves change the files in the working tree; review and commit them with git as usual.
    env: { ...env, PORT: decapPort, BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root },
    stdio: "inherit",
  }),
  spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["develop", ...process.argv.slice(2)], {
    cwd: root,
    env,
    stdio: "inherit",
  }),
]

console.log(
  `\nThe content manager will be at http://localhost:${sitePort}/admin/ once the site has started;` +
    `\nsaves change the files in data/ (decap-server on 127.0.0.1:${decapPort}). Ctrl+C stops both.\n`
)

let stopping = false
function stop(code: number): void {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}
for (const child of children) child.on("exit", code => stop(code ?? 0))
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))
