import zlib from "zlib"
import { textBytes, transferSize } from "../../../tools/transfer-size"
import { buildFolder } from "../support/build-folder"

const text = (lines: number) =>
  Array.from({ length: lines }, (_, index) => `<p>Line ${index} of the page</p>`).join("\n")
/** Text that compresses differently at each quality: numbers that do not repeat in a short pattern. */
const varied = (lines: number) =>
  Array.from(
    { length: lines },
    (_, index) => `<p class="c${index % 7}">Line ${index}: ${(index * 7919) % 1013}</p>`
  ).join("\n")
const root = buildFolder({
  "index.html": text(200),
  "financial-advisory.html": text(100),
  "folder/index.html": text(50),
  "app-0123456789abcdef0123.js": text(20),
})

describe("transferSize: what a built file costs over the wire", () => {
  it("counts the raw bytes, and less for each compression of text, brotli least", () => {
    const sizes = transferSize(root, "/app-0123456789abcdef0123.js")
    expect(sizes.path).toBe("/app-0123456789abcdef0123.js")
    expect(sizes.raw).toBe(Buffer.byteLength(text(20)))
    expect(sizes.gzip).toBeLessThan(sizes.raw)
    expect(sizes.brotli).toBeLessThan(sizes.gzip)
  })

  it("finds the file a host answers the address with: / from index.html, /x from x.html or x/index.html", () => {
    expect(transferSize(root, "/").raw).toBe(Buffer.byteLength(text(200)))
    expect(transferSize(root, "/financial-advisory").raw).toBe(Buffer.byteLength(text(100)))
    expect(transferSize(root, "/folder").raw).toBe(Buffer.byteLength(text(50)))
  })

  it("says which address has no built file", () => {
    expect(() => transferSize(root, "/missing")).toThrow(`No built file for /missing in ${root}/`)
    // A folder is not a file: /folder/ has its index.html, but a folder without one answers nothing.
    const withEmptyFolder = buildFolder({ "index.html": "", "empty/.keep": "" })
    expect(() => transferSize(withEmptyFolder, "/empty")).toThrow(`No built file for /empty`)
  })

  it("counts each compression at a high level: smaller than gzip's default and brotli's middle qualities", () => {
    const bytes = Buffer.from(varied(3000))
    const root = buildFolder({ "page.txt": bytes })
    const sizes = transferSize(root, "/page.txt")
    for (const level of [1, 6]) expect(sizes.gzip).toBeLessThan(zlib.gzipSync(bytes, { level }).length)
    for (const quality of [4, 9])
      expect(sizes.brotli).toBeLessThan(
        zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length
      )
  })
})

describe("textBytes: what a page's texts weigh", () => {
  const brotli = (text: string) =>
    zlib.brotliCompressSync(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
  const pageData = (result: unknown) => JSON.stringify({ componentChunkName: "component---x", path: "/", result })
  const result = {
    data: { home: { hero: { headline: varied(40), claims: [{ label: "Fast" }, { label: varied(20) }] } }, count: 3 },
    pageContext: { id: "node-1" },
  }
  const root = buildFolder({
    "page-data/index/page-data.json": pageData(result),
    "page-data/team/page-data.json": pageData({ data: { heading: "Our team" } }),
    "page-data/insights/category/tax/page-data.json": pageData({ data: { heading: "Tax" } }),
  })

  it("is every string of the page's data (not its keys, numbers or the file's own fields), one a line, at brotli's highest quality", () => {
    expect(textBytes(root, "/")).toBe(brotli([varied(40), "Fast", varied(20), "node-1"].join("\n")))
    // Far less than the file: the keys and the file's own fields are not texts.
    expect(textBytes(root, "/")).toBeLessThan(transferSize(root, "/page-data/index/page-data.json").brotli)
  })

  it("reads the data of the page at an address: / from index, a nested address from its folders", () => {
    expect(textBytes(root, "/team")).toBe(brotli("Our team"))
    expect(textBytes(root, "/insights/category/tax")).toBe(brotli("Tax"))
  })
})
