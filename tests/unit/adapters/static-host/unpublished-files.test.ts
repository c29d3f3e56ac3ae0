import fs from "fs"
import path from "path"
import type { RoutesManifest } from "gatsby"
import {
  isBuildOnlyFile,
  isLeftFromEarlierBuild,
  removeBuildOnlyFiles,
  removeEarlierBuildFiles,
  restorePictures,
  setAsideUnnamedPictures,
} from "../../../../adapters/static-host/unpublished-files"
import { IMMUTABLE, REVALIDATE } from "../../../../adapters/static-host/caching"
import { buildFolder } from "../../support/build-folder"
import { withFoldersListedInReverse } from "../../support/listed-in-reverse"
import { scratchFolder } from "../../support/scratch-folder"

type Route = RoutesManifest[number]

const files = (root: string): string[] =>
  (fs.readdirSync(root, { recursive: true }) as string[])
    .filter(file => fs.statSync(path.join(root, file)).isFile())
    .map(file => file.split(path.sep).join("/"))
    .sort()

describe("isBuildOnlyFile: what Gatsby writes into public/ for itself", () => {
  it.each([
    "webpack.stats.json",
    "chunk-map.json",
    "~partytown/partytown.js",
    "~partytown/debug/partytown-sw.js",
    "_gatsby/slices/_gatsby-scripts-1.html",
    "app-0123456789abcdef0123.js.map",
    ["styles", "styles.css.map"].join(path.sep),
  ])("%s stays unpublished", file => {
    expect(isBuildOnlyFile(file, false)).toBe(true)
  })

  it.each([
    "index.html",
    "404/index.html",
    "app-0123456789abcdef0123.js",
    "page-data/index/page-data.json",
    "static/webpack.stats.json",
    "partytown.js",
    "x_gatsby/a.html",
    "sitemap-index.xml",
  ])("%s is published", file => {
    expect(isBuildOnlyFile(file, false)).toBe(false)
  })

  it("keeps source maps when a developer asked for them (SOURCE_MAPS=1), and only then", () => {
    expect(isBuildOnlyFile("app-0123456789abcdef0123.js.map", true)).toBe(false)
    expect(isBuildOnlyFile("webpack.stats.json", true)).toBe(true)
    const previous = process.env.SOURCE_MAPS
    try {
      process.env.SOURCE_MAPS = "1"
      expect(isBuildOnlyFile("app.js.map")).toBe(false)
      process.env.SOURCE_MAPS = "0"
      expect(isBuildOnlyFile("app.js.map")).toBe(true)
      delete process.env.SOURCE_MAPS
      expect(isBuildOnlyFile("app.js.map")).toBe(true)
    } finally {
      if (previous === undefined) delete process.env.SOURCE_MAPS
      else process.env.SOURCE_MAPS = previous
    }
  })
})

describe("removeBuildOnlyFiles", () => {
  it("deletes the build-only files and the folders they leave empty, and returns them sorted", () => {
    const root = buildFolder({
      "index.html": "",
      "webpack.stats.json": "{}",
      "chunk-map.json": "{}",
      "~partytown/partytown.js": "",
      "_gatsby/slices/a.html": "",
      "app.js": "",
      "app.js.map": "",
      "static/logo.png": "",
    })
    fs.mkdirSync(path.join(root, "empty-already"))
    expect(removeBuildOnlyFiles(root, false)).toEqual([
      "_gatsby/slices/a.html",
      "app.js.map",
      "chunk-map.json",
      "webpack.stats.json",
      "~partytown/partytown.js",
    ])
    expect(files(root)).toEqual(["app.js", "index.html", "static/logo.png"])
    expect(fs.readdirSync(root).sort()).toEqual(["app.js", "index.html", "static"])
  })

  it("keeps source maps when asked to", () => {
    const root = buildFolder({ "app.js": "", "app.js.map": "", "webpack.stats.json": "{}" })
    expect(removeBuildOnlyFiles(root, true)).toEqual(["webpack.stats.json"])
    expect(files(root)).toEqual(["app.js", "app.js.map"])
  })

  it("lists what it removed in order of path, whatever order it walked them in", () => {
    const root = buildFolder({ "a/x.js.map": "", "a.js.map": "", "index.html": "" })
    expect(removeBuildOnlyFiles(root, false)).toEqual(["a.js.map", path.join("a", "x.js.map")])
  })
})

describe("isLeftFromEarlierBuild: a content-hashed script of an earlier build", () => {
  const route = (urlPath: string, cacheControl?: string, key = "cache-control"): Route =>
    ({
      type: "static",
      path: urlPath,
      filePath: `public${urlPath}`,
      headers: cacheControl ? [{ key, value: cacheControl }] : [],
    }) as unknown as Route

  it.each([
    "/app-0123456789abcdef0123.js",
    "/app-0123456789abcdef0123.js.LICENSE.txt",
    "/app-0123456789abcdef0123.js.map",
  ])("%s without Gatsby's immutable caching is left over", urlPath => {
    expect(isLeftFromEarlierBuild(route(urlPath))).toBe(true)
    expect(isLeftFromEarlierBuild(route(urlPath, REVALIDATE))).toBe(true)
  })

  it("a script Gatsby marks immutable is this build's, whatever the header's letter case", () => {
    expect(isLeftFromEarlierBuild(route("/app-0123456789abcdef0123.js", IMMUTABLE))).toBe(false)
    expect(isLeftFromEarlierBuild(route("/app-0123456789abcdef0123.js", IMMUTABLE, "Cache-Control"))).toBe(false)
    expect(isLeftFromEarlierBuild(route("/app-0123456789abcdef0123.js", IMMUTABLE, "x-cache-control"))).toBe(true)
  })

  it.each([
    "/app-0123456789abcdef012.js",
    "/app-0123456789abcdef0123.css",
    "/app-0123456789abcdef0123.jsx",
    "/app-0123456789ABCDEF0123.js",
    "/app0123456789abcdef0123.js",
    "/index.html",
  ])("%s is not a content-hashed script", urlPath => {
    expect(isLeftFromEarlierBuild(route(urlPath))).toBe(false)
  })

  it("a redirect is no file at all", () => {
    const redirect = { type: "redirect", path: "/app-0123456789abcdef0123.js", headers: [] } as unknown as Route
    expect(isLeftFromEarlierBuild(redirect)).toBe(false)
  })
})

describe("removeEarlierBuildFiles", () => {
  it("deletes the files of the routes an earlier build left, and returns them", () => {
    const root = buildFolder({
      "app-0123456789abcdef0123.js": "old",
      "app-aaaaaaaaaaaaaaaaaaaa.js": "new",
      "index.html": "",
    })
    const at = (file: string) => path.join(root, file)
    const manifest = [
      {
        type: "static",
        path: "/app-0123456789abcdef0123.js",
        filePath: at("app-0123456789abcdef0123.js"),
        headers: [],
      },
      {
        type: "static",
        path: "/app-aaaaaaaaaaaaaaaaaaaa.js",
        filePath: at("app-aaaaaaaaaaaaaaaaaaaa.js"),
        headers: [{ key: "cache-control", value: IMMUTABLE }],
      },
      // Already gone: nothing to delete, no error.
      {
        type: "static",
        path: "/app-bbbbbbbbbbbbbbbbbbbb.js",
        filePath: at("app-bbbbbbbbbbbbbbbbbbbb.js"),
        headers: [],
      },
      { type: "static", path: "/", filePath: at("index.html"), headers: [] },
    ] as unknown as RoutesManifest
    expect(removeEarlierBuildFiles(manifest)).toEqual([
      at("app-0123456789abcdef0123.js"),
      at("app-bbbbbbbbbbbbbbbbbbbb.js"),
    ])
    expect(files(root)).toEqual(["app-aaaaaaaaaaaaaaaaaaaa.js", "index.html"])
  })
})

describe("setAsideUnnamedPictures and restorePictures: an earlier build's pictures", () => {
  /**
   * A build with two sizes of a photo a page names, one size of another no page names, the named photo's
   * bytes under an earlier name in the same folder (a photo renamed), a JPEG no page names, files that
   * are no picture (one only looks like one before its last extension), pictures named only by files that
   * are no page or page data (a script, files under static/), and an icon outside static/.
   */
  function withPictures() {
    const root = buildFolder({
      "index.html":
        '<img src="/static/aa/11/jane.webp" srcSet="/static/aa/11/jane.webp 96w,/static/aa/22/jane.webp 192w">',
      "page-data/team/page-data.json": '{"src":"/static/aa/22/jane.webp"}',
      "static/aa/11/jane.webp": "1",
      "static/aa/22/jane.webp": "2",
      "static/aa/22/jane-before.webp": "2",
      "static/bb/33/john.avif": "3",
      "static/bb/33/john.webp": "3",
      "static/cc/44/notes.txt": "not a picture; names /static/bb/33/john.avif",
      "static/cc/44/list.json": '["/static/bb/33/john.webp"]',
      "app-0123456789abcdef0123.js": 'const old="/static/dd/55/old.jpg"',
      "icons/icon-48x48.png": "an icon",
      "static/cc/44/photo.png.txt": "not a picture either",
      "static/dd/55/old.jpg": "4",
    })
    return { root, aside: scratchFolder("aside-") }
  }

  it("moves the pictures no page or page data names out of public/, and keeps every other file", () => {
    const { root, aside } = withPictures()
    expect(setAsideUnnamedPictures(root, aside)).toEqual([
      "static/aa/22/jane-before.webp",
      "static/bb/33/john.avif",
      "static/bb/33/john.webp",
      "static/dd/55/old.jpg",
    ])
    expect(files(root)).toEqual([
      "app-0123456789abcdef0123.js",
      "icons/icon-48x48.png",
      "index.html",
      "page-data/team/page-data.json",
      "static/aa/11/jane.webp",
      "static/aa/22/jane.webp",
      "static/cc/44/list.json",
      "static/cc/44/notes.txt",
      "static/cc/44/photo.png.txt",
    ])
    expect(files(aside)).toEqual([
      "static/aa/22/jane-before.webp",
      "static/bb/33/john.avif",
      "static/bb/33/john.webp",
      "static/dd/55/old.jpg",
    ])
    expect(fs.existsSync(path.join(root, "static/bb"))).toBe(false)
  })

  it("returns the pictures it moved in order of path, whatever order the folders list them in", () => {
    const { root, aside } = withPictures()
    expect(withFoldersListedInReverse(() => setAsideUnnamedPictures(root, aside))).toEqual([
      "static/aa/22/jane-before.webp",
      "static/bb/33/john.avif",
      "static/bb/33/john.webp",
      "static/dd/55/old.jpg",
    ])
  })

  it("puts them back where Gatsby wrote them before the next build, which makes a picture only once, and keeps one it made again", () => {
    const { root, aside } = withPictures()
    setAsideUnnamedPictures(root, aside)
    fs.mkdirSync(path.join(root, "static/dd/55"), { recursive: true })
    fs.writeFileSync(path.join(root, "static/dd/55/old.jpg"), "made again")
    expect(restorePictures(root, aside)).toEqual([
      "static/aa/22/jane-before.webp",
      "static/bb/33/john.avif",
      "static/bb/33/john.webp",
    ])
    expect(fs.readFileSync(path.join(root, "static/bb/33/john.avif"), "utf8")).toBe("3")
    expect(fs.readFileSync(path.join(root, "static/dd/55/old.jpg"), "utf8")).toBe("made again")
    expect(fs.existsSync(aside)).toBe(false)
    expect(restorePictures(root, aside)).toEqual([])
  })

  it("has nothing to do for a build without pictures, and touches no folder outside static/", () => {
    const root = buildFolder({ "index.html": "<p>" })
    fs.mkdirSync(path.join(root, "page-data", "empty"), { recursive: true })
    const aside = scratchFolder("aside-")
    expect(setAsideUnnamedPictures(root, aside)).toEqual([])
    expect(fs.existsSync(path.join(root, "page-data", "empty"))).toBe(true)
    expect(restorePictures(root, aside)).toEqual([])
  })
})
