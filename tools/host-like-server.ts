import fs from "fs"
import http from "http"
import path from "path"
import zlib from "zlib"
import compression from "compression"
import sirv from "sirv"
import { parseAllHeaders, type Header } from "@netlify/headers-parser"
import { REVALIDATE } from "../adapters/static-host/caching"
import { parseAllRedirects } from "@netlify/redirect-parser"
import { createFormsStandIn } from "./netlify-forms-stand-in"
import { hostAnswer, type HostAnswer, type Redirect } from "./host-answers"

export interface HostLikeServer {
  url: string
  close(): Promise<void>
}

/** A handler that may answer a request before the host does, or pass it on: the CMS tests' local backend. */
type RequestHandler = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void

/**
 * Serves a Gatsby build the way a Netlify-style host does: its default rules for pretty URLs
 * (tools/host-answers.ts: `/x` from `x.html`; `/x` redirected to `/x/` when only `x/index.html` exists;
 * `/x/` redirected to `/x` when `x.html` exists), unknown paths with `404.html` and status 404, the headers
 * declared in `public/_headers` (over the hosts' own caching of a file without a rule) and the redirects of `public/_redirects` (both read with Netlify's own parsers),
 * compressed with brotli or gzip. Used by the browser tests, the benchmark and `npm run serve`. No request
 * stops it: a malformed address, or one that would name a file outside the build, gets 400.
 *
 * When the build has a Netlify form (contact.json `"delivery": "netlify"`), form posts go to a local
 * stand-in for Netlify Forms (tools/netlify-forms-stand-in.ts), clearly not Netlify itself; without one, a post
 * gets 405, as a static host has nothing to receive it with.
 */
export async function startHostLikeServer({
  root = "public",
  port = 9000,
  host = "127.0.0.1",
  before = undefined as RequestHandler | undefined,
  /**
   * Brotli's quality: 11, its highest, where what travels is measured (the bench, `npm run serve`); the
   * browser tests ask for 5, which compresses a page's files in milliseconds instead of over half a
   * second of CPU per page load (the byte budgets are computed from the files, tools/transfer-size.ts).
   */
  brotliQuality = 11,
} = {}): Promise<HostLikeServer> {
  const headersFile = path.join(root, "_headers")
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error(`${root}/index.html is missing: run \`npm run build\` first`)
  }
  const { headers, errors } = await parseAllHeaders({
    headersFiles: fs.existsSync(headersFile) ? [headersFile] : [],
    configHeaders: undefined,
    minimal: false,
  })
  if (errors.length > 0)
    throw new Error(`${headersFile} is not valid: ${errors.map(error => error.message).join("; ")}`)
  const rules = headers.filter((rule): rule is Header => "forRegExp" in rule)
  const redirects = await readRedirects(path.join(root, "_redirects"))

  // A build without a 404 page (the benchmark's minimal page) gets the host's plain answer.
  const notFoundFile = path.join(root, "404.html")
  const notFoundPage = fs.existsSync(notFoundFile) ? fs.readFileSync(notFoundFile) : "Not found"
  const compress = compression({
    threshold: 0,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
  })
  // Files of a megabyte or more (only the CMS's bundle, which no page loads and no budget counts) at a
  // quicker quality: brotli 11 takes tens of seconds for its 5 MB on a busy machine, every time.
  const compressLarge = compression({
    threshold: 0,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: Math.min(brotliQuality, 5) } },
  })
  const isLarge = (answer: HostAnswer) =>
    answer.status === 200 && fs.statSync(path.join(root, answer.file)).size >= 1_000_000
  // Which file answers a path is decided by hostAnswer(); sirv only sends it.
  const files = sirv(root, { dev: false, etag: true, extensions: [], dotfiles: false })
  const forms = createFormsStandIn(root)
  const pageExists = (urlPath: string) => {
    const answer = hostAnswer(root, urlPath, redirects)
    return answer.status === 200 && answer.file.endsWith(".html")
  }

  const server = http.createServer((request, response) => {
    const pathname = sitePath(request.url)
    if (pathname === undefined) {
      response.statusCode = 400
      response.setHeader("Content-Type", "text/plain; charset=utf-8")
      response.end("Bad Request: the address is malformed or names no file of the site")
      return
    }
    const answer = hostAnswer(root, pathname, redirects)
    // The hosts' own caching of a file no rule gives one (caching.ts).
    response.setHeader("Cache-Control", REVALIDATE)
    for (const rule of rules) {
      if (!rule.forRegExp.test(pathname)) continue
      for (const [name, value] of Object.entries(rule.values)) response.setHeader(name, value)
    }
    const serve = () =>
      (isLarge(answer) ? compressLarge : compress)(request as never, response as never, () => void respond())
    if (before) before(request, response, serve)
    else serve()
    async function respond() {
      const notFound = () => {
        response.statusCode = 404
        response.setHeader("Content-Type", "text/html; charset=utf-8")
        response.end(notFoundPage)
      }
      const serveFile = () => {
        const url = new URL(`http://host${request.url ?? "/"}`)
        if (answer.status === 404) return notFound()
        if (answer.status === 301) {
          response.statusCode = 301
          response.setHeader("Location", `${answer.location}${url.search}`)
          response.end()
          return
        }
        request.url = `/${answer.file.split("/").map(encodeURIComponent).join("/")}${url.search}`
        files(request, response, notFound)
      }
      if (await forms.handle(request, response, serveFile, pageExists)) return
      if (request.method !== "GET" && request.method !== "HEAD") {
        // A static host has nothing to receive a form post with.
        response.statusCode = 405
        response.setHeader("Allow", "GET, HEAD")
        response.end()
        return
      }
      serveFile()
    }
  })

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  const actualPort = typeof address === "object" && address ? address.port : port
  return {
    url: `http://${host}:${actualPort}`,
    close: () =>
      new Promise(resolve => {
        forms.close()
        server.close(() => resolve())
      }),
  }
}

/**
 * The decoded path of a request's address (`/a%20b?x` → `/a b`), or undefined when it is malformed (bad
 * percent-encoding) or could name a file outside the build once decoded (a `..` segment, from an encoded
 * slash; a backslash; a NUL).
 */
function sitePath(requestUrl = "/"): string | undefined {
  if (!requestUrl.startsWith("/")) return undefined
  let pathname: string
  try {
    // Parsed after the host's name, so that `//x` stays a path rather than naming a host.
    pathname = decodeURIComponent(new URL(`http://host${requestUrl}`).pathname)
  } catch {
    return undefined
  }
  if (pathname.split("/").includes("..") || /[\0\\]/.test(pathname)) return undefined
  return pathname
}

/** The rules of a build's `_redirects` file, read with Netlify's parser; none when the build has no such file. */
async function readRedirects(file: string): Promise<Redirect[]> {
  if (!fs.existsSync(file)) return []
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true })
  if (errors.length > 0)
    throw new Error(`${file} is not valid: ${(errors as Error[]).map(error => error.message).join("; ")}`)
  return (redirects as Partial<Redirect>[]).map(({ from = "", to = "", status = 301, force = false }) => ({
    from,
    to,
    status,
    force,
  }))
}
