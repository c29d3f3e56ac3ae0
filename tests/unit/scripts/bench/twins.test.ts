import { pageHtml, twinOf, writeTwins } from "../../../../scripts/bench/twins"
import { buildFolder } from "../../support/build-folder"
import { scratchFolder } from "../../support/scratch-folder"
import path from "path"

describe("scripts/bench/twins", () => {
  const withScripts =
    '<html><head><link rel="preload" as="script" href="/app.js"><link rel="modulepreload" href="/m.js"><script type="application/ld+json">{"a":1}</script></head><body><p>Hi</p><script>go()</script><script src="/app.js" async></script></body></html>'

  it("makes a page's twin: every script and script preload out, JSON-LD and the content kept", () => {
    expect(twinOf(withScripts)).toBe(
      '<html><head><script type="application/ld+json">{"a":1}</script></head><body><p>Hi</p></body></html>'
    )
    expect(twinOf(twinOf(withScripts))).toBe(twinOf(withScripts))
  })

  it("writes a copy of a build whose pages are their twins, every other file as it was", () => {
    const root = buildFolder({ "index.html": withScripts, "team.html": "<p>Team</p>", "app.js": "go()" })
    const twins = path.join(scratchFolder("twins-"), "twins")
    writeTwins(root, twins)
    expect(pageHtml(twins, "/")).toBe(twinOf(withScripts))
    expect(pageHtml(twins, "/team")).toBe("<p>Team</p>")
    expect(() => pageHtml(twins, "/missing")).toThrow(/No built page for \/missing/)
  })
})
