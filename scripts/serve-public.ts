/**
 * `npm run serve`: the production build in public/, served as the host serves it.
 * Options: --port <n> (default 9000); --brotli-quality <0-11> (default 11, the browser tests use 5).
 */
import { startHostLikeServer } from "../tools/host-like-server"

const portFlag = process.argv.indexOf("--port")
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 9000
const qualityFlag = process.argv.indexOf("--brotli-quality")
const brotliQuality = qualityFlag > 0 ? Number(process.argv[qualityFlag + 1]) : 11

startHostLikeServer({ port, brotliQuality })
  .then(host => console.log(`Serving public/ at ${host.url} (Ctrl+C to stop)`))
  .catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
