import fs from "fs"
import path from "path"
import zlib from "zlib"

/**
 * Byte budgets of a first load, checked by tests/browser/budget.spec.ts (1 KB = 1,000 bytes): the JavaScript
 * of every public page, whatever the content, and everything the home page fetches with the site's own
 * content. The JavaScript of `/` depends a little on the content: Gatsby's runtime and app name a chunk for
 * each template the content uses (76,246 B with every kind of page in use, calculators included, on
 * 2026-12-01), and so its budget holds for the variant with every kind too. A calculator's page ships the
 * home page's runtime and its own calculator, its fields' parsing and its exact arithmetic instead of the
 * contact form (79,181 B on 2026-12-01, 2,935 B more than `/`): `calculatorExtraBytes` is what it may ship
 * beyond the home page's JavaScript. Everything the home page fetches with data/ as shipped: 90,050 B on
 * 2026-12-01 (the contact form's words for a calculator's figures, the calculators' link, their chunks' names).
 */
export const BUDGET = { totalBytes: 91_000, scriptBytes: 77_000, calculatorExtraBytes: 3_500 } as const

export interface FileTransfer {
  path: string
  raw: number
  gzip: number
  brotli: number
}

/**
 * What a file costs over the wire, computed from the built file: brotli at its highest quality (what
 * Netlify-style hosts send to every current browser) and gzip -9 for comparison. Deterministic, so a
 * budget checked against it is exact.
 */
export function transferSize(publicDir: string, urlPath: string): FileTransfer {
  const file = path.join(publicDir, urlPath === "/" ? "index.html" : urlPath)
  const candidates = [file, `${file}.html`, path.join(file, "index.html")]
  const found = candidates.find(candidate => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
  if (!found) throw new Error(`No built file for ${urlPath} in ${publicDir}/`)
  const bytes = fs.readFileSync(found)
  return {
    path: urlPath,
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  }
}
