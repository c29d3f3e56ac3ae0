import { hostAnswer, pageUrlPath, publicPages, type Redirect } from "../../../tools/host-answers"
import { buildFolder } from "../support/build-folder"

describe("hostAnswer: a Netlify-style host's rules for pretty URLs", () => {
  const root = buildFolder({
    "index.html": "home",
    "file.html": "file",
    "folder/index.html": "folder",
    "app-0123456789abcdef0123.js": "js",
  })

  it("answers /x from x.html and redirects /x/ to /x", () => {
    expect(hostAnswer(root, "/file")).toEqual({ status: 200, file: "file.html" })
    expect(hostAnswer(root, "/file/")).toEqual({ status: 301, location: "/file" })
    expect(hostAnswer(root, "/file.html")).toEqual({ status: 200, file: "file.html" })
  })

  it("redirects /x to /x/ when only x/index.html exists, and answers /x/ from it", () => {
    expect(hostAnswer(root, "/folder")).toEqual({ status: 301, location: "/folder/" })
    expect(hostAnswer(root, "/folder/")).toEqual({ status: 200, file: "folder/index.html" })
  })

  it("answers other files by name and everything else with 404", () => {
    expect(hostAnswer(root, "/")).toEqual({ status: 200, file: "index.html" })
    expect(hostAnswer(root, "/app-0123456789abcdef0123.js")).toEqual({
      status: 200,
      file: "app-0123456789abcdef0123.js",
    })
    expect(hostAnswer(root, "/missing")).toEqual({ status: 404 })
    expect(hostAnswer(root, "/missing/")).toEqual({ status: 404 })
  })

  it("names each built page by the address answered without a redirect", () => {
    expect(["index.html", "file.html", "folder/index.html"].map(pageUrlPath)).toEqual(["/", "/file", "/folder/"])
  })
})

describe("hostAnswer with the build's _redirects rules", () => {
  const root = buildFolder({ "index.html": "home", "file.html": "file", "folder/index.html": "folder" })
  const rule = (from: string, to: string, force = false): Redirect => ({ from, to, status: 301, force })

  it("redirects a path no file answers by the rule for it, with or without a trailing slash on either", () => {
    const rules = [rule("/old", "/file"), rule("/moved/", "/")]
    for (const urlPath of ["/old", "/old/", "/old//"])
      expect({ urlPath, answer: hostAnswer(root, urlPath, rules) }).toEqual({
        urlPath,
        answer: { status: 301, location: "/file" },
      })
    for (const urlPath of ["/moved", "/moved/"])
      expect({ urlPath, answer: hostAnswer(root, urlPath, rules) }).toEqual({
        urlPath,
        answer: { status: 301, location: "/" },
      })
  })

  it("answers paths no rule is for as without rules: a path that only starts like a rule's is not its", () => {
    const rules = [rule("/old", "/file")]
    expect(hostAnswer(root, "/older", rules)).toEqual({ status: 404 })
    expect(hostAnswer(root, "/ol", rules)).toEqual({ status: 404 })
    expect(hostAnswer(root, "/file", rules)).toEqual({ status: 200, file: "file.html" })
  })

  it("answers with a file, or its own redirect, over a rule for its path, unless the rule is forced", () => {
    const rules = [rule("/file", "/elsewhere"), rule("/folder", "/elsewhere"), rule("/", "/elsewhere")]
    expect(hostAnswer(root, "/file", rules)).toEqual({ status: 200, file: "file.html" })
    expect(hostAnswer(root, "/folder", rules)).toEqual({ status: 301, location: "/folder/" })
    expect(hostAnswer(root, "/", rules)).toEqual({ status: 200, file: "index.html" })
    expect(hostAnswer(root, "/file", [rule("/file", "/elsewhere", true)])).toEqual({
      status: 301,
      location: "/elsewhere",
    })
  })

  it("matches placeholders as Netlify does: `:name` one segment, a last `*` the rest, each put in the target", () => {
    const rules = [
      rule("/list/page/:page", "/list"),
      rule("/people/:person/page/:page", "/people/:person"),
      rule("/from/*", "/to/:splat"),
    ]
    const answers = Object.fromEntries(
      [
        "/list/page/9",
        "/list/page/9/",
        "/list/page",
        "/list/page/9/x",
        "/people/jo/page/3",
        "/from/a/b",
        "/people/jo",
        "/people/jo/x/3",
      ].map(urlPath => [urlPath, hostAnswer(root, urlPath, rules)])
    )
    expect(answers).toEqual({
      "/list/page/9": { status: 301, location: "/list" },
      "/list/page/9/": { status: 301, location: "/list" },
      "/list/page": { status: 404 },
      "/list/page/9/x": { status: 404 },
      "/people/jo/page/3": { status: 301, location: "/people/jo" },
      "/from/a/b": { status: 301, location: "/to/a/b" },
      "/people/jo": { status: 404 },
      "/people/jo/x/3": { status: 404 },
    })
  })

  it("applies the first rule that matches, and a published page over a rule with placeholders", () => {
    const root = buildFolder({ "index.html": "home", "list/page/2.html": "page 2" })
    const rules = [rule("/list/page/3", "/elsewhere"), rule("/list/page/:page", "/list")]
    expect(hostAnswer(root, "/list/page/2", rules)).toEqual({ status: 200, file: "list/page/2.html" })
    expect(hostAnswer(root, "/list/page/3", rules)).toEqual({ status: 301, location: "/elsewhere" })
    expect(hostAnswer(root, "/list/page/4", rules)).toEqual({ status: 301, location: "/list" })
  })
})

describe("publicPages: the built pages a visitor can land on", () => {
  it("names every HTML file by its address, the home page first, but not the 404 page or the CMS", () => {
    const root = buildFolder({
      "index.html": "",
      "thank-you.html": "",
      "financial-advisory.html": "",
      "folder/index.html": "",
      "deep/er/page.html": "",
      "404.html": "",
      "admin/index.html": "",
      "app.js": "",
      "page-data/index/page-data.json": "",
    })
    expect(publicPages(root)).toEqual(["/", "/deep/er/page", "/financial-advisory", "/folder/", "/thank-you"])
    expect(publicPages(buildFolder({ "b.html": "", "a.html": "", "index.html": "" }))).toEqual(["/", "/a", "/b"])
  })
})

describe("host-answers, the edge cases", () => {
  it("redirects /x// to /x, and names a page v1.html5.html by /v1.html5", () => {
    const root = buildFolder({ "index.html": "", "file.html": "" })
    expect(hostAnswer(root, "/file//")).toEqual({ status: 301, location: "/file" })
    expect(hostAnswer(root, "//file/")).toEqual({ status: 301, location: "/file" })
    expect(pageUrlPath("v1.html5.html")).toBe("/v1.html5")
  })

  it("lists the home page first and the others in order", () => {
    const names = ["e", "b", "d", "a", "c", "g", "f", "h", "j", "i", "k", "m", "l"]
    const root = buildFolder(
      Object.fromEntries([["index.html", ""], ["a/index.html", ""], ...names.map(name => [`${name}.html`, ""])])
    )
    expect(publicPages(root)).toEqual([
      "/",
      "/a",
      "/a/",
      ...[...names]
        .sort()
        .slice(1)
        .map(name => `/${name}`),
    ])
  })
})
