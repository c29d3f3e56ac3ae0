import fs from "fs"
import path from "path"
import zlib from "zlib"

/**
 * Byte budgets of a first load, checked by tests/browser/budget.spec.ts (1 KB = 1,000 bytes), in two lines:
 * the code's own cost, which no editor's text moves, and the content's, which follows the texts.
 *
 * - `scriptBytes`: the JavaScript of every public page, whatever the content. It depends a little on the
 *   content: Gatsby's runtime and app name a chunk for each template the content uses (`/` loads 76,193 B with
 *   every kind of page in use, calculators included, 75,798 B on data/, on 2026-12-01).
 * - `calculatorScriptBytes`: the JavaScript of a calculator's page and a plan's, their one module
 *   (src/page-modules/calculator.ts): every calculator and the plans' estimate, their fields' parsing, exact
 *   arithmetic and what they write into the page, without React (6,106 B on 2026-12-02 with the calculators
 *   alone; 8,057 B on 2026-12-08 with the plans' estimate, where the home page ships 76,193 B; the calculator's
 *   page shipped 79,485 B when it hydrated).
 * - The home page's HTML and data beyond its scripts: at most `markupBytes`, what the page's code writes
 *   around the texts, and `textCopies` times what the texts weigh (`textBytes`): they go out twice, in the
 *   HTML and in the page's data, each copy a little dearer than the texts alone. On 2026-12-01, beyond 2.1
 *   copies of the texts: 5,589 B on `fewest` (every text one character: the code's cost on fixed content),
 *   5,522 B on data/, about 5.4 KB on data/ with every text edited, 5,902 B on `most` (longer lists).
 * - `searchBytes`: everything a first search transfers, from the search page's HTML and its one script to the
 *   last fragment of the index it reads (plugins/site-search): at most 150 KB, on a thousand articles too
 *   (`npm run bench:content` prints it there). Most of it is Pagefind's WebAssembly and runtime, which no
 *   content changes; the index's metadata and the chunk of the words searched for grow with the pages.
 */
export const BUDGET = {
  scriptBytes: 77_000,
  calculatorScriptBytes: 9_000,
  markupBytes: 6_500,
  textCopies: 2.1,
  searchBytes: 150_000,
} as const

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

/**
 * What the texts of a page weigh: every string of the page's data (page-data.json's result, what its query
 * selected from the content), one a line, at brotli's highest quality.
 */
export function textBytes(publicDir: string, urlPath: string): number {
  const folder = urlPath === "/" ? "index" : urlPath.replace(/^\/|\/$/g, "")
  const data = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", folder, "page-data.json"), "utf8")) as {
    result: unknown
  }
  const strings: string[] = []
  const collect = (value: unknown): void => {
    if (typeof value === "string") strings.push(value)
    else if (value && typeof value === "object") Object.values(value).forEach(collect)
  }
  collect(data.result)
  const texts = Buffer.from(strings.join("\n"))
  return zlib.brotliCompressSync(texts, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: texts.length },
  }).length
}
