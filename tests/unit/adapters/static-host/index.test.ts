import fs from "fs"
import path from "path"
import type { IAdapter, RoutesManifest } from "gatsby"
import { headerRules, staticHostAdapter, withPolicyMeta } from "../../../../adapters/static-host"
import { inlineScriptHashes } from "../../../../adapters/static-host/inline-script-hashes"
import { scriptLoader } from "../../../../adapters/static-host/script-loading"
import {
  RESPONDING_PARTS_DIR,
  recordRespondingParts,
  respondingPartsOf,
} from "../../../../adapters/static-host/page-scripts"
import { RESPONDING_PARTS_ATTRIBUTE } from "../../../../adapters/static-host/responding-parts-attribute"
import {
  adminHeaders,
  scriptFreeContentSecurityPolicy,
  scriptFreeHeaders,
  pageModuleHeaders,
  sharedSecurityHeaders,
  siteContentSecurityPolicy,
  siteHeaders,
} from "../../../../adapters/static-host/security-headers"
import { formatHeadersFile, type HeaderRule } from "../../../../adapters/static-host/headers-file"
import { parseAllHeaders, type Header } from "@netlify/headers-parser"
import { IMMUTABLE, REVALIDATE } from "../../../../adapters/static-host/caching"
import { buildFolder } from "../../support/build-folder"

/**
 * How many elements the arrays' searches (`includes`, `indexOf`: each array's length) and iterations (spreads,
 * `for…of`, a Set or Map made from an array: one a step) go through while `run` runs.
 */
function arrayWork(run: () => void): number {
  let work = 0
  const prototype = Array.prototype as unknown as Record<PropertyKey, unknown>
  const originals = new Map(["includes", "indexOf", Symbol.iterator].map(name => [name, prototype[name]] as const))
  const counting = (name: PropertyKey, count: (array: unknown[]) => number) => {
    const original = originals.get(name as never) as (this: unknown[], ...args: unknown[]) => unknown
    Object.defineProperty(Array.prototype, name, {
      configurable: true,
      writable: true,
      value(this: unknown[], ...args: unknown[]) {
        work += count(this)
        return original.apply(this, args)
      },
    })
  }
  counting("includes", array => array.length)
  counting("indexOf", array => array.length)
  const iterate = originals.get(Symbol.iterator) as (this: unknown[]) => Iterator<unknown>
  Object.defineProperty(Array.prototype, Symbol.iterator, {
    configurable: true,
    writable: true,
    value(this: unknown[]) {
      const steps = iterate.call(this)
      return {
        next: () => {
          work += 1
          return steps.next()
        },
        [Symbol.iterator]() {
          return this
        },
      }
    },
  })
  try {
    run()
  } finally {
    for (const [name, original] of originals)
      Object.defineProperty(Array.prototype, name, { configurable: true, writable: true, value: original })
  }
  return work
}

/** Cache-Control as Gatsby's routes manifest gives it: for the files named after their content, and the rest. */
const GATSBY_HASHED = "public, max-age=31536000, immutable"
const GATSBY_OTHER = "public, max-age=0, must-revalidate"

/** A Cache-Control value's directives, as a browser reads them: each name, with its value if it has one. */
const directives = (cacheControl: string) =>
  new Map(
    cacheControl.split(",").map(directive => {
      const [name, value] = directive.trim().split("=")
      return [name, value] as const
    })
  )

/**
 * The adapter as `gatsby build` runs it last: on a small build in a throwaway project folder (it works on
 * `public/` in the folder the build runs in), with the routes manifest Gatsby would hand it.
 */
const RUNTIME = '<script src="/webpack-runtime-0123456789abcdef0123.js" async></script>'
const htmlPage = (pagePath: string, head = "") =>
  `<html><head>${head}</head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->${RUNTIME}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
const adminPage = '<html><head></head><body><script src="/admin/cms-ABC123.js"></script></body></html>'

/** A build whose server renders recorded which parts of each page respond to a visitor (page-scripts.ts). */
function project(respondingParts: Record<string, string[]> = {}) {
  const root = buildFolder({
    "public/index.html": htmlPage("/"),
    "public/financial-advisory/index.html": htmlPage("/financial-advisory"),
    "public/404.html": htmlPage("/404.html", "<title>Not found</title>"),
    "public/page-data/index/page-data.json": JSON.stringify({ componentChunkName: "component---index" }),
    "public/page-data/financial-advisory/page-data.json": JSON.stringify({
      componentChunkName: "component---advisory",
    }),
    "public/page-data/404.html/page-data.json": JSON.stringify({ componentChunkName: "component---404" }),
    "public/webpack.stats.json": JSON.stringify({
      assetsByChunkName: { "component---advisory": ["component---advisory-aaaaaaaaaaaaaaaaaaaa.js"] },
    }),
    "public/chunk-map.json": "{}",
    "public/webpack-runtime-0123456789abcdef0123.js": "runtime",
    "public/component---advisory-aaaaaaaaaaaaaaaaaaaa.js": "advisory",
    "public/app-ffffffffffffffffffff.js": "an earlier build's",
    "public/admin/index.html": adminPage,
    "public/admin/cms-ABC123.js": "cms",
  })
  for (const [pagePath, parts] of Object.entries(respondingParts))
    recordRespondingParts(pagePath, parts, path.join(root, RESPONDING_PARTS_DIR))
  const file = (name: string) => path.join(root, "public", name)
  const route = (urlPath: string, name: string, cacheControl = GATSBY_OTHER) => ({
    type: "static",
    path: urlPath,
    filePath: file(name),
    headers: [{ key: "cache-control", value: cacheControl }],
  })
  const manifest = [
    route("/", "index.html"),
    route("/financial-advisory", "financial-advisory/index.html"),
    route("/404.html", "404.html"),
    route("/webpack.stats.json", "webpack.stats.json"),
    route("/webpack-runtime-0123456789abcdef0123.js", "webpack-runtime-0123456789abcdef0123.js", GATSBY_HASHED),
    route(
      "/component---advisory-aaaaaaaaaaaaaaaaaaaa.js",
      "component---advisory-aaaaaaaaaaaaaaaaaaaa.js",
      GATSBY_HASHED
    ),
    { ...route("/app-ffffffffffffffffffff.js", "app-ffffffffffffffffffff.js"), headers: [] },
    route("/admin/index.html", "admin/index.html"),
    route("/admin/cms-ABC123.js", "admin/cms-ABC123.js"),
    { type: "redirect", path: "/old", toPath: "/", status: 301, headers: [] },
  ] as unknown as RoutesManifest
  return { root, file, manifest }
}

function adapt(adapter: IAdapter, root: string, manifest: RoutesManifest): string[] {
  const said: string[] = []
  const reporter = { info: (message: string) => said.push(message) }
  const startDir = process.cwd()
  process.chdir(root)
  try {
    void adapter.adapt({ routesManifest: manifest, reporter } as unknown as Parameters<IAdapter["adapt"]>[0])
  } finally {
    process.chdir(startDir)
  }
  return said
}

describe("staticHostAdapter", () => {
  it("starts every page's scripts after the first paint, the page's own chunks with them, but not the CMS's", () => {
    const { root, file, manifest } = project()
    const said = adapt(staticHostAdapter(), root, manifest)
    const advisory = fs.readFileSync(file("financial-advisory.html"), "utf8")
    expect(advisory).toContain(
      `<script>${scriptLoader(["/webpack-runtime-0123456789abcdef0123.js", "/component---advisory-aaaaaaaaaaaaaaaaaaaa.js"])}</script>`
    )
    expect(fs.readFileSync(file("index.html"), "utf8")).not.toContain(RUNTIME)
    expect(fs.readFileSync(file("admin/index.html"), "utf8")).toBe(adminPage)
    expect(said[0]).toBe(
      "scripts after the first paint (script-loading.ts): 3 pages; no script, nothing on them responding to a visitor: 0 pages"
    )
  })

  it("leaves every script out of a page on which nothing responds to a visitor, and keeps them where something does", () => {
    const { root, file, manifest } = project({ "/": ["contact form"], "/financial-advisory": [], "/404.html": [] })
    const said = adapt(staticHostAdapter(), root, manifest)
    expect(fs.readFileSync(file("financial-advisory.html"), "utf8")).toBe(
      '<html><head></head><body><div id="___gatsby"></div></body></html>'
    )
    expect(fs.readFileSync(file("404.html"), "utf8")).not.toMatch(/<script/)
    expect(fs.readFileSync(file("index.html"), "utf8")).toContain(
      `<script>${scriptLoader(["/webpack-runtime-0123456789abcdef0123.js"])}</script>`
    )
    // Counts, not lists: a content of a thousand articles names no page in the build's log.
    expect(said[0]).toBe(
      "scripts after the first paint (script-loading.ts): 1 page; no script, nothing on them responding to a visitor: 2 pages"
    )
  })

  it("reads what this build's render found in each page's body, records it for later builds and takes it out of the page", () => {
    const { root, file, manifest } = project()
    const rendered = (html: string, parts: string[]) =>
      html.replace("<body>", `<body ${RESPONDING_PARTS_ATTRIBUTE}="${JSON.stringify(parts).replace(/"/g, "&quot;")}">`)
    fs.writeFileSync(file("index.html"), rendered(htmlPage("/"), ["contact form"]))
    fs.writeFileSync(file("financial-advisory/index.html"), rendered(htmlPage("/financial-advisory"), []))
    adapt(staticHostAdapter(), root, manifest)
    const home = fs.readFileSync(file("index.html"), "utf8")
    expect(home).toContain(`<body><div id="___gatsby"></div>`)
    expect(home).toContain(`<script>${scriptLoader(["/webpack-runtime-0123456789abcdef0123.js"])}</script>`)
    expect(fs.readFileSync(file("financial-advisory.html"), "utf8")).toBe(
      '<html><head></head><body><div id="___gatsby"></div></body></html>'
    )
    expect(respondingPartsOf("/", path.join(root, RESPONDING_PARTS_DIR))).toEqual(["contact form"])
    expect(respondingPartsOf("/financial-advisory", path.join(root, RESPONDING_PARTS_DIR))).toEqual([])
  })

  it("leaves a page this build did not render as the adapter published it, and strips the scripts Gatsby stitched into one without them", () => {
    const { root, file, manifest } = project({ "/": ["contact form"], "/financial-advisory": [], "/404.html": [] })
    adapt(staticHostAdapter(), root, manifest)
    // The next build renders no page again: each is as this adapter left it (put back where Gatsby expects it).
    const published = new Map(
      ["index.html", "financial-advisory.html", "404.html"].map(name => [name, fs.readFileSync(file(name), "utf8")])
    )
    const nextBuild = () => {
      fs.writeFileSync(file("webpack.stats.json"), JSON.stringify({ assetsByChunkName: {} }))
      adapt(staticHostAdapter(), root, manifest)
    }
    fs.mkdirSync(file("financial-advisory"))
    fs.renameSync(file("financial-advisory.html"), file("financial-advisory/index.html"))
    nextBuild()
    for (const [name, html] of published)
      expect({ name, html: fs.readFileSync(file(name), "utf8") }).toEqual({ name, html })
    // Gatsby stitches its scripts' slice into a page it did not render when the scripts change.
    fs.writeFileSync(file("financial-advisory.html"), htmlPage("/financial-advisory"))
    nextBuild()
    expect(fs.readFileSync(file("financial-advisory.html"), "utf8")).toBe(published.get("financial-advisory.html"))
  })

  it("leaves out of public/ what only the build needed and an earlier build's scripts", () => {
    const { root, file, manifest } = project()
    const said = adapt(staticHostAdapter(), root, manifest)
    for (const gone of ["webpack.stats.json", "chunk-map.json", "app-ffffffffffffffffffff.js"])
      expect(fs.existsSync(file(gone))).toBe(false)
    expect(fs.existsSync(file("webpack-runtime-0123456789abcdef0123.js"))).toBe(true)
    expect(said[1]).toBe(
      "Left 3 files out of public/: source maps, build records, unused runtime, earlier builds' scripts and pictures"
    )
  })

  it("writes public/_headers: the site's policy with its inline scripts' hashes for the page with scripts, none for the others, the admin's for /admin/", () => {
    const { root, file, manifest } = project({ "/": ["contact form"], "/financial-advisory": [], "/404.html": [] })
    const said = adapt(staticHostAdapter(), root, manifest)
    const headers = fs.readFileSync(file("_headers"), "utf8")
    expect(headers.startsWith("# Generated by adapters/static-host after `gatsby build`; do not edit.\n/*\n")).toBe(
      true
    )
    const blocks = headers.split(/\n(?=\/)/)
    const block = (urlPath: string) => blocks.find(candidate => candidate.startsWith(`${urlPath}\n`))
    const home = siteHeaders(inlineScriptHashes(fs.readFileSync(file("index.html"), "utf8")))
    expect(block("/")).toContain(`Content-Security-Policy: ${home["Content-Security-Policy"]}`)
    // A page published as <path>.html is answered at <path> and at <path>.html: both get its headers.
    for (const urlPath of ["/financial-advisory", "/financial-advisory.html"])
      expect(block(urlPath)).toContain(`Content-Security-Policy: ${scriptFreeHeaders()["Content-Security-Policy"]}`)
    expect(block("/admin/index.html")).toContain(
      `Content-Security-Policy: ${adminHeaders()["Content-Security-Policy"]}`
    )
    expect(block("/*.js")).toBe(`/*.js\n  Cache-Control: ${IMMUTABLE}`)
    // Nothing for what the build left out.
    expect(block("/webpack.stats.json")).toBeUndefined()
    expect(block("/app-ffffffffffffffffffff.js")).toBeUndefined()
    expect(said[2]).toBe(`Wrote public/_headers: ${blocks.length - 1} rules`)
  })

  it("gives the 404 page a policy that allows its own inline scripts alone, in a <meta> element, without frame-ancestors", () => {
    const { root, file, manifest } = project({ "/": ["contact form"], "/financial-advisory": [], "/404.html": [] })
    const before = inlineScriptHashes(htmlPage("/404.html", "<title>Not found</title>"))
    adapt(staticHostAdapter(), root, manifest)
    const own = inlineScriptHashes(fs.readFileSync(file("404.html"), "utf8"))
    const policy = scriptFreeContentSecurityPolicy(own, { forMeta: true })
    expect(fs.readFileSync(file("404.html"), "utf8")).toContain(
      `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/><title>Not found</title>`
    )
    expect(own).not.toEqual(before)
    expect(fs.readFileSync(file("index.html"), "utf8")).not.toContain('http-equiv="Content-Security-Policy"')
  })

  it("gives both copies of the 404 page that Gatsby writes, 404.html and 404/index.html, that policy", () => {
    const { root, file, manifest } = project({ "/": ["contact form"], "/404.html": [], "/404/": [] })
    fs.mkdirSync(file("404"))
    fs.writeFileSync(file("404/index.html"), htmlPage("/404/", "<title>Not found</title>"))
    const routes = [
      ...manifest,
      { type: "static", path: "/404/", filePath: file("404/index.html"), headers: [] },
    ] as RoutesManifest
    adapt(staticHostAdapter(), root, routes)
    for (const copy of ["404.html", "404/index.html"])
      expect({
        copy,
        policy: fs.readFileSync(file(copy), "utf8").includes('http-equiv="Content-Security-Policy"'),
      }).toEqual({ copy, policy: true })
  })

  it("publishes every page but the home page as <path>.html", () => {
    const { root, file, manifest } = project()
    const said = adapt(staticHostAdapter(), root, manifest)
    expect(fs.existsSync(file("financial-advisory.html"))).toBe(true)
    expect(fs.existsSync(file("financial-advisory"))).toBe(false)
    expect(fs.existsSync(file("index.html"))).toBe(true)
    expect(said).toContain("Published 1 page as <path>.html")
  })

  it("writes the redirects the build recorded into public/_redirects, in the host's format", () => {
    const { root, file, manifest } = project()
    const said = adapt(staticHostAdapter(), root, manifest)
    expect(fs.readFileSync(file("_redirects"), "utf8")).toBe(
      "# Generated by adapters/static-host after `gatsby build`; do not edit.\n/old / 301\n"
    )
    expect(said).toContain("Wrote public/_redirects: 1 permanent redirects")
  })

  it("finds pages an earlier build published as <path>.html where Gatsby expects them before it starts", () => {
    const { root, file, manifest } = project()
    fs.renameSync(file("financial-advisory/index.html"), file("financial-advisory.html"))
    fs.rmdirSync(file("financial-advisory"))
    adapt(staticHostAdapter(), root, manifest)
    expect(fs.readFileSync(file("financial-advisory.html"), "utf8")).toContain("<script>(function(){")
  })
})

describe("headerRules", () => {
  /** A page's HTML with an inline script (`script` its text) or none. */
  const page = (script?: string) =>
    `<html><head></head><body>${script ? `<script>${script}</script>` : ""}</body></html>`
  /** A build of the home page, `people` people and articles, a service page, the 404 page and the admin. */
  function site(people: number) {
    const files: Record<string, string> = {
      "index.html": page("startTheApp()"),
      "404.html": page("console.error('missing')"),
      "financial-advisory/index.html": page(),
      "team/index.html": page(),
      "insights/category/tax/index.html": page(),
      "insights/category/tax/page/2/index.html": page(),
      "search/index.html":
        '<html><head></head><body><script type="module" src="/search-AB12CD.js"></script></body></html>',
      "tools/runway/index.html":
        '<html><head></head><body><script type="module" src="/calculator-EF34GH.js"></script></body></html>',
      "tools/index.html": page(),
      "admin/index.html": '<html><head></head><body><script src="/admin/cms-X1.js"></script></body></html>',
    }
    for (let number = 1; number <= people; number++) {
      files[`team/person-${number}/index.html`] = page()
      files[`insights/article-${number}/index.html`] = page()
      // The lists' further pages (src/lib/listing-pages.ts): a person's articles, the insights.
      files[`team/person-${number}/page/2/index.html`] = page()
      files[`insights/page/${number + 1}/index.html`] = page()
    }
    const dir = buildFolder(Object.fromEntries(Object.entries(files).map(([file, html]) => [`public/${file}`, html])))
    const route = (urlPath: string, file: string, cacheControl = GATSBY_OTHER) => ({
      type: "static",
      path: urlPath,
      filePath: path.join(dir, "public", file),
      headers: [{ key: "cache-control", value: cacheControl }],
    })
    const pages = Object.keys(files).filter(file => !file.startsWith("admin/"))
    const manifest = [
      ...pages.map(file =>
        route(
          file === "index.html" ? "/" : `/${file.replace(/(\/index)?\.html$/, "")}`.replace(/\/404$/, "/404.html"),
          file
        )
      ),
      route("/app-1a2b3c4d5e6f7a8b9c0d.js", "app.js", GATSBY_HASHED),
      route("/app-1a2b3c4d5e6f7a8b9c0d.js.LICENSE.txt", "app.js.LICENSE.txt", GATSBY_HASHED),
      route("/search-AB12CD.js", "search-AB12CD.js"),
      route("/calculator-EF34GH.js", "calculator-EF34GH.js"),
      route("/robots.txt", "robots.txt"),
      route("/page-data/index/page-data.json", "page-data.json"),
      route("/static/e0d3e3b70be927a86285d2f451567a89/f5e50/person-1.avif", "photo.avif", GATSBY_HASHED),
      route("/admin/index.html", "admin/index.html"),
      route("/admin/config.yml", "admin/config.yml"),
      route("/admin/cms-X1.js", "admin/cms-X1.js"),
      { type: "redirect", path: "/old", toPath: "/", status: 301, headers: [] },
    ] as unknown as RoutesManifest
    return { dir, manifest }
  }
  /** The rules for site(people), on which the pages at `scripted` (the home page) respond to a visitor. */
  function build(people = 2, scripted = ["/"]) {
    const { dir, manifest } = site(people)
    return {
      dir,
      rules: headerRules(manifest, pagePath => !scripted.includes(pagePath), path.join(dir, "public")),
    }
  }
  const hashOf = (script: string) => inlineScriptHashes(page(script))

  /** The headers a host sends for `urlPath`, as Netlify's parser matches the rules, each header with every value set. */
  async function served(rules: HeaderRule[], urlPath: string): Promise<Map<string, string[]>> {
    const dir = buildFolder({ _headers: formatHeadersFile(rules, "test") })
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [path.join(dir, "_headers")],
      configHeaders: undefined,
      minimal: false,
    })
    expect(errors).toEqual([])
    const values = new Map<string, string[]>()
    for (const rule of headers.filter((candidate): candidate is Header => "forRegExp" in candidate))
      if (rule.forRegExp.test(urlPath))
        for (const [name, value] of Object.entries(rule.values))
          values.set(name.toLowerCase(), [...(values.get(name.toLowerCase()) ?? []), value])
    return values
  }

  it("sets the shared security headers on every path, and no policy or caching there", () => {
    const { rules } = build()
    expect(rules[0]).toEqual({ path: "/*", headers: sharedSecurityHeaders() })
    expect(Object.keys(rules[0].headers)).not.toEqual(expect.arrayContaining(["Content-Security-Policy"]))
    expect(rules[0].headers).not.toHaveProperty("Cache-Control")
  })

  it("gives the page with scripts the site's policy with the hashes of its own inline scripts", () => {
    const { rules } = build()
    expect(rules.find(rule => rule.path === "/")!.headers).toEqual(siteHeaders(hashOf("startTheApp()")))
  })

  it("gives a page without scripts at the top of the site a policy under which no script runs, at its path and its file", () => {
    const { rules } = build()
    for (const urlPath of ["/financial-advisory", "/financial-advisory.html", "/team", "/team.html"])
      expect({ urlPath, headers: rules.find(rule => rule.path === urlPath)?.headers }).toEqual({
        urlPath,
        headers: scriptFreeHeaders(),
      })
    expect(scriptFreeHeaders()["Content-Security-Policy"]).toContain("script-src 'none';")
  })

  it("gives the pages without scripts of a kind's address space one rule, and the further pages of each kind of list one, which allow the 404 page's report, however many there are", () => {
    const { rules } = build()
    const report = scriptFreeHeaders(hashOf("console.error('missing')"))
    const patterns = rules.filter(rule => rule.path.includes(":") && !rule.path.startsWith("/static/"))
    expect(new Set(patterns)).toEqual(
      new Set(
        [
          "/insights/:page",
          "/insights/category/:page",
          "/team/:page",
          "/insights/page/:page",
          "/insights/category/:list/page/:page",
          "/team/:list/page/:page",
        ].map(pattern => ({ path: pattern, headers: report }))
      )
    )
    expect(patterns).toHaveLength(6)
    expect(rules.some(rule => rule.path.startsWith("/team/person-"))).toBe(false)
    expect(build(1000).rules).toHaveLength(rules.length)
  })

  it("gives a space that holds a page with scripts no pattern: each of its pages has its own rule, and no address two policies", async () => {
    const { rules } = build(2, ["/", "/insights/article-1"])
    expect(rules.map(rule => rule.path)).not.toContain("/insights/:page")
    expect(rules.map(rule => rule.path)).toContain("/team/:page")
    for (const urlPath of ["/insights/article-1", "/insights/article-1.html", "/insights/article-2"])
      expect({ urlPath, policies: (await served(rules, urlPath)).get("content-security-policy")?.length }).toEqual({
        urlPath,
        policies: 1,
      })
    // Each page with scripts allows its own inline scripts only: the home page's start, not on the article.
    expect(rules.find(rule => rule.path === "/")!.headers).toEqual(siteHeaders(hashOf("startTheApp()")))
    expect(rules.find(rule => rule.path === "/insights/article-1")!.headers).toEqual(siteHeaders([]))
    expect(rules.find(rule => rule.path === "/insights/article-2")!.headers).toEqual(scriptFreeHeaders())
  })

  it("gives the search page its own policy: its script from the site, with WebAssembly, and no inline script", () => {
    const { rules } = build()
    for (const urlPath of ["/search", "/search.html"])
      expect({ urlPath, headers: rules.find(rule => rule.path === urlPath)?.headers }).toEqual({
        urlPath,
        headers: pageModuleHeaders(["search"]),
      })
    expect(pageModuleHeaders(["search"])["Content-Security-Policy"]).toContain("script-src 'self' 'wasm-unsafe-eval';")
    expect(
      rules.filter(rule => JSON.stringify(rule.headers).includes("wasm-unsafe-eval")).map(rule => rule.path)
    ).toEqual(["/search", "/search.html"])
  })

  it("gives a calculator's page its own policy, its module from the site and nothing else, and its space no shared rule", async () => {
    const { rules } = build()
    for (const urlPath of ["/tools/runway", "/tools/runway.html"])
      expect({ urlPath, headers: rules.find(rule => rule.path === urlPath)?.headers }).toEqual({
        urlPath,
        headers: pageModuleHeaders(["calculator"]),
      })
    expect(pageModuleHeaders(["calculator"])["Content-Security-Policy"]).toContain("; script-src 'self'; ")
    expect(rules.map(rule => rule.path)).not.toContain("/tools/:page")
    expect((await served(rules, "/tools/runway")).get("content-security-policy")).toHaveLength(1)
  })

  it("lets browsers keep the pages' own modules, named after their content, for a year under the scripts' pattern", async () => {
    const { rules } = build()
    for (const file of ["/search-AB12CD.js", "/calculator-EF34GH.js"])
      expect({ file, caching: (await served(rules, file)).get("cache-control") }).toEqual({
        file,
        caching: [IMMUTABLE],
      })
  })

  it("gives every page at the top of the site its own rule when the home page has no script either", () => {
    const { rules } = build(2, [])
    expect(rules.filter(rule => rule.path.startsWith("//"))).toEqual([])
    for (const urlPath of ["/", "/financial-advisory", "/team"])
      expect({ urlPath, headers: rules.find(rule => rule.path === urlPath)?.headers }).toEqual({
        urlPath,
        headers: scriptFreeHeaders(),
      })
  })

  it("lets browsers keep a file named after its content for a year, by pattern, and gives every other file no caching rule", () => {
    const { rules } = build()
    const caching = rules.filter(rule => "Cache-Control" in rule.headers)
    expect(caching).toEqual([
      { path: "/*.js", headers: { "Cache-Control": IMMUTABLE } },
      { path: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
    ])
    const kept = directives(IMMUTABLE)
    expect(Number(kept.get("max-age"))).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
    expect([...kept.keys()]).toEqual(expect.arrayContaining(["public", "immutable"]))
    const checked = directives(REVALIDATE)
    expect(checked.get("max-age")).toBe("0")
    expect(checked.has("must-revalidate")).toBe(true)
  })

  it("caches a file for a year by its folder when Gatsby marks it so among other headers, and everything under /static/ whatever its headers", () => {
    const dir = buildFolder({ "index.html": page() })
    const file = (urlPath: string, headers: { key: string; value: string }[]) => ({
      type: "static",
      path: urlPath,
      filePath: path.join(dir, urlPath),
      headers,
    })
    const manifest = [
      file("/", []),
      file("/fonts/inter-1a2b3c4d.woff2", [
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Cache-Control", value: GATSBY_HASHED },
      ]),
      file("/fonts/README.txt", [{ key: "Cache-Control", value: GATSBY_OTHER }]),
      file("/page-data/index/page-data.json", [{ key: "Cache-Control", value: GATSBY_OTHER }]),
      file("/static/a1/photo.webp", []),
    ] as unknown as RoutesManifest
    expect(() => headerRules(manifest, () => true)).toThrow(
      /not named after their content.*cover them: \/fonts\/README\.txt$/
    )
    const rules = headerRules(
      manifest.filter(route => route.path !== "/fonts/README.txt"),
      () => true
    )
    expect(rules.filter(rule => "Cache-Control" in rule.headers).map(rule => rule.path)).toEqual([
      "/fonts/:file",
      "/static/*",
    ])
  })

  it("stops when a pattern for a year's caching would cover a file not named after its content", () => {
    const dir = buildFolder({ "index.html": page() })
    const manifest = [
      { type: "static", path: "/", filePath: path.join(dir, "index.html"), headers: [] },
      {
        type: "static",
        path: "/a-1a2b3c4d5e6f7a8b9c0d.js",
        filePath: "",
        headers: [{ key: "Cache-Control", value: GATSBY_HASHED }],
      },
      { type: "static", path: "/tracker.js", filePath: "", headers: [{ key: "Cache-Control", value: GATSBY_OTHER }] },
      { type: "static", path: "/counter.js", filePath: "", headers: [] },
    ] as unknown as RoutesManifest
    expect(() => headerRules(manifest, () => false)).toThrow(
      /not named after their content.*cover them: \/tracker\.js, \/counter\.js$/
    )
  })

  it("gives the admin's files, and /admin/ itself, the admin's policy with 'unsafe-eval', and nothing else gets it", () => {
    const { rules } = build()
    const withEval = rules
      .filter(rule => (rule.headers["Content-Security-Policy"] ?? "").includes("'unsafe-eval'"))
      .map(rule => rule.path)
    expect(withEval).toEqual(["/admin/", "/admin/index.html", "/admin/config.yml", "/admin/cms-X1.js"])
    for (const rule of rules.filter(candidate => withEval.includes(candidate.path)))
      expect(rule.headers).toEqual(adminHeaders())
  })

  it("sets no header twice for any address, as Netlify's parser matches them, however the addresses look", async () => {
    const { rules } = build()
    for (const urlPath of [
      "/",
      "/financial-advisory",
      "/team",
      "/team.html",
      "/team/person-1",
      "/team/person-1.html",
      "/team-building",
      "/static-pricing",
      "/insights/category/tax",
      "/insights/unknown",
      "/admin/",
      "/admin/cms-X1.js",
      "/app-1a2b3c4d5e6f7a8b9c0d.js",
      "/static/e0d3e3b70be927a86285d2f451567a89/f5e50/person-1.avif",
    ]) {
      const headers = await served(rules, urlPath)
      expect({ urlPath, twice: [...headers].filter(([, values]) => values.length > 1).map(([name]) => name) }).toEqual({
        urlPath,
        twice: [],
      })
    }
    // An address at the top of the site that no page has is the 404 page's, which carries its own policy.
    expect((await served(rules, "/team-building")).get("content-security-policy")).toBeUndefined()
  })

  it.each([
    ["every page has scripts", () => false],
    ["no page has scripts", () => true],
  ])("works in proportion to the pages when %s: twice the pages, at most twice the work", (_, isScriptFree) => {
    // Counted, not timed: the elements that array searches and copies go through. A search of every page for
    // each page, or a list copied for each page added to it, makes twice the pages four times the work.
    const work = (people: number) => {
      const { dir, manifest } = site(people)
      return arrayWork(() => headerRules(manifest, isScriptFree, path.join(dir, "public")))
    }
    expect(work(200)).toBeLessThanOrEqual(2 * work(100))
  })

  it("gives the 404 page, which a host serves for every unknown path, no header of its own: its policy is in the page", () => {
    const { dir, rules } = build()
    expect(rules.find(rule => rule.path === "/404.html")).toBeUndefined()
    const notFound = withPolicyMeta(fs.readFileSync(path.join(dir, "public", "404.html"), "utf8"), "default-src 'self'")
    expect(notFound).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/></head><body><script>console.error('missing')</script></body></html>`
    )
    expect(withPolicyMeta(notFound, "default-src 'none'")).toContain(
      `<head><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/></head>`
    )
    expect(siteContentSecurityPolicy([], { forMeta: true })).not.toContain("frame-ancestors")
  })
})

describe("withPolicyMeta, the edge cases", () => {
  it("escapes quotes in the policy and finds a <head> with attributes", () => {
    const result = withPolicyMeta('<html><head lang="en"></head></html>', `a "b"`)
    expect(result).toBe(
      '<html><head lang="en"><meta http-equiv="Content-Security-Policy" content="a &quot;b&quot;"/></head></html>'
    )
  })
})
