/**
 * `npm run serve`: the production build in public/, served as the host serves it.
 * Options: --port <n> (default 9000).
 */
import { startHostLikeServer } from "../tools/host-like-server"

const portFlag = process.argv.indexOf("--port")
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 9000

startHostLikeServer({ port })
  .then(host => console.log(`Serving public/ at ${host.url} (Ctrl+C to stop)`))
  .catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
