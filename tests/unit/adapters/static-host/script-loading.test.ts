import vm from "vm"
import {
  readChunkGroups,
  scriptLoader,
  withScriptsAfterFirstPaint,
  withoutScripts,
} from "../../../../adapters/static-host/script-loading"
import { inlineScriptHashes } from "../../../../adapters/static-host/inline-script-hashes"
import { buildFolder } from "../../support/build-folder"

describe("withScriptsAfterFirstPaint", () => {
  const page = (scripts: string) =>
    `<html><head></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/financial-advisory";/*]]>*/</script>${scripts}</body></html>`
  const gatsbyScripts =
    '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'
  const dir = buildFolder({
    "page-data/financial-advisory/page-data.json": JSON.stringify({ componentChunkName: "component---advisory" }),
  })
  const chunkGroups = { "component---advisory": ["commons-4.js", "component---advisory-5.js", "styles.css"] }

  it("replaces Gatsby's script elements with one inline loader that also starts the page's own chunks", () => {
    const html = withScriptsAfterFirstPaint(page(gatsbyScripts), dir, chunkGroups)
    expect(html).not.toContain("<script src=")
    const loader = scriptLoader([
      "/webpack-runtime-1.js",
      "/framework-2.js",
      "/app-3.js",
      "/commons-4.js",
      "/component---advisory-5.js",
    ])
    expect(html).toContain(`<script>${loader}</script>`)
    // An inline script like Gatsby's own: the CSP names it by its hash.
    expect(inlineScriptHashes(html)).toHaveLength(2)
  })

  it("starts them after the first animation frame, or after a second at the latest, once", () => {
    const appended: string[] = []
    const frames: (() => void)[] = []
    const timers: { run: () => void; delay: number }[] = []
    const fakeWindow = {
      document: {
        createElement: () => ({ src: "" }),
        body: { appendChild: (element: { src: string }) => appended.push(element.src) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
    }
    vm.runInNewContext(scriptLoader(["/a.js", "/b.js"]), fakeWindow)
    expect(appended).toEqual([])
    expect(timers.map(timer => timer.delay)).toEqual([1000])
    frames.forEach(frame => frame())
    timers.filter(timer => timer.delay === 0).forEach(timer => timer.run())
    expect(appended).toEqual(["/a.js", "/b.js"])
    timers.forEach(timer => timer.run())
    expect(appended).toEqual(["/a.js", "/b.js"])
  })

  it("leaves a page without Gatsby's scripts unchanged", () => {
    const html = "<html><body><script src='/admin/cms.js'></script></body></html>"
    expect(withScriptsAfterFirstPaint(html, dir, chunkGroups)).toBe(html)
  })
})

describe("withScriptsAfterFirstPaint, the edge cases", () => {
  const page = (pagePath: string, scripts: string) =>
    `<html><body><script>window.pagePath="${pagePath}";</script>${scripts}</body></html>`
  const dir = buildFolder({
    "page-data/index/page-data.json": JSON.stringify({ componentChunkName: "component---index" }),
    "page-data/a/b/page-data.json": JSON.stringify({ componentChunkName: "component---b" }),
    "page-data/solo/page-data.json": JSON.stringify({ componentChunkName: "component---solo" }),
  })
  const chunkGroups = {
    "component---index": ["app.js", "index-1.js", "index.css"],
    "component---b": ["b-1.js"],
  }
  const loaderOf = (html: string) => /<script>(\(function\(\)\{.*?\)\(\))<\/script>/.exec(html)?.[1]
  const script = (name: string) => `<script src="/${name}-0123456789abcdef0123.js" async></script>`

  it("finds the page data of the home page and of a page with a trailing slash", () => {
    expect(
      loaderOf(withScriptsAfterFirstPaint(page("/", '<script src="/app.js" async=""></script>'), dir, chunkGroups))
    ).toBe(scriptLoader(["/app.js", "/index-1.js"]))
    expect(
      loaderOf(withScriptsAfterFirstPaint(page("/a/b/", '<script src="/app.js" async></script>'), dir, chunkGroups))
    ).toBe(scriptLoader(["/app.js", "/b-1.js"]))
  })

  it("starts only Gatsby's scripts for a page whose component webpack did not record", () => {
    expect(
      loaderOf(withScriptsAfterFirstPaint(page("/solo", '<script src="/app.js" async></script>'), dir, chunkGroups))
    ).toBe(scriptLoader(["/app.js"]))
  })

  it("leaves alone scripts that are not Gatsby's (no async, another site, an odd name)", () => {
    const others =
      '<script src="/app.js"></script><script src="https://elsewhere.example/x.js" async></script><script src="/a b.js" async></script>'
    const html = page("/", `<script src="/app.js" async></script>${others}`)
    const rewritten = withScriptsAfterFirstPaint(html, dir, chunkGroups)
    expect(rewritten).toContain(others)
    expect(loaderOf(rewritten)).toBe(scriptLoader(["/app.js", "/index-1.js"]))
  })

  it("leaves unchanged a page with Gatsby's scripts but no page path, in a build with page data or without", () => {
    const html = '<html><body><script src="/app.js" async></script></body></html>'
    expect(withScriptsAfterFirstPaint(html, dir, chunkGroups)).toBe(html)
    const hashed = `<html><body>${script("app")}</body></html>`
    expect(withScriptsAfterFirstPaint(hashed, buildFolder({}), {})).toBe(hashed)
  })

  it("reads webpack's chunk groups of the build", () => {
    const build = buildFolder({ "webpack.stats.json": JSON.stringify({ assetsByChunkName: chunkGroups, other: 1 }) })
    expect(readChunkGroups(build)).toEqual(chunkGroups)
  })

  it("replaces all of Gatsby's script elements with one loader and nothing else", () => {
    const root = buildFolder({ "page-data/index/page-data.json": JSON.stringify({ componentChunkName: "c" }) })
    const html = `<html><body><script>window.pagePath="/"</script>${script("a")}${script("b")}</body></html>`
    const result = withScriptsAfterFirstPaint(html, root, {})
    expect(result.startsWith(`<html><body><script>window.pagePath="/"</script><script>(function(){`)).toBe(true)
    expect(result.endsWith("})()</script></body></html>")).toBe(true)
    expect(result.match(/<script>/g)).toHaveLength(2)
  })
})

describe("withoutScripts", () => {
  const head = '<head><script type="application/ld+json">{"@type":"Organization"}</script></head>'
  const gatsbyScripts =
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/team";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="1";</script><script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->'
  const page = (body: string) => `<html>${head}<body><div id="___gatsby"><main>Team</main></div>${body}</body></html>`

  it("removes Gatsby's page path, chunk map and scripts, and keeps the page's content and its data", () => {
    expect(withoutScripts(page(gatsbyScripts))).toBe(page(""))
  })

  it("keeps data whatever attributes come before its type", () => {
    const data = '<script data-part="seo" type="application/ld+json">{"@type":"Person"}</script>'
    expect(withoutScripts(page(`${data}${gatsbyScripts}`))).toBe(page(data))
  })

  it("keeps the 404 page's report of the missing path, a script of the page's own", () => {
    const report = '<script id="not-found-log">console.error("404", location.pathname)</script>'
    expect(withoutScripts(page(`${report}${gatsbyScripts}`))).toBe(page(report))
  })

  it("keeps a page's own module (the search page's, a calculator's), and only a script of such a name from the site", () => {
    for (const own of [
      '<script type="module" src="/search-ABC123.js"></script>',
      '<script type="module" src="/calculator-DEF456.js"></script>',
    ])
      expect(withoutScripts(page(`${own}${gatsbyScripts}`))).toBe(page(own))
    for (const other of [
      '<script src="/search.js"></script>',
      '<script src="/x/search-ABC123.js"></script>',
      '<script src="/calculators-ABC123.js"></script>',
    ])
      expect(() => withoutScripts(page(`${other}${gatsbyScripts}`))).toThrow(/scripts would remain/)
  })

  it("fails the build when Gatsby's scripts are not where it expects them, or when another script would remain", () => {
    expect(() => withoutScripts(page('<script src="/app-3.js" async></script>'))).toThrow(/none of Gatsby's scripts/)
    expect(() => withoutScripts(page(`<script>alert(1)</script>${gatsbyScripts}`))).toThrow(
      /scripts would remain: <script>/
    )
    expect(() =>
      withoutScripts(page(`<script src="/tracker.js"></script><script src="/pixel.js"></script>${gatsbyScripts}`))
    ).toThrow(/scripts would remain: <script src="\/tracker\.js"> <script src="\/pixel\.js">$/)
    expect(() =>
      withoutScripts(page(gatsbyScripts).replace("<head>", '<head><link as="script" rel="preload" href="/app-3.js">'))
    ).toThrow(/preload/)
  })
})
