import type { RoutesManifest } from "gatsby"
import { formatRedirectsFile, redirectRules } from "../../../../adapters/static-host/redirects-file"

describe("redirectRules", () => {
  it("takes Gatsby's redirects, in the order they were made, and nothing else", () => {
    const manifest = [
      { type: "static", path: "/a", filePath: "/public/a/index.html", headers: [] },
      { type: "redirect", path: "/old", toPath: "/new", status: 301, headers: [] },
      { type: "function", path: "/api/x", functionId: "x" },
      { type: "redirect", path: "/gone", toPath: "/", status: 302, headers: [] },
    ] as unknown as RoutesManifest
    expect(redirectRules(manifest)).toEqual([
      { from: "/old", to: "/new", status: 301 },
      { from: "/gone", to: "/", status: 302 },
    ])
  })
})

describe("formatRedirectsFile", () => {
  it("writes the comment, then one `from to status` rule a line", () => {
    expect(
      formatRedirectsFile(
        [
          { from: "/old", to: "/new", status: 301 },
          { from: "/gone", to: "/", status: 301 },
        ],
        "made by a test"
      )
    ).toBe("# made by a test\n/old /new 301\n/gone / 301\n")
  })

  it("writes only the comment when there is no redirect", () => {
    expect(formatRedirectsFile([], "none")).toBe("# none\n")
  })
})
