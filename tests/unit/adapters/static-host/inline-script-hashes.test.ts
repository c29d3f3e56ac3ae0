import { inlineScriptHashes } from "../../../../adapters/static-host/inline-script-hashes"

describe("inlineScriptHashes", () => {
  it("hashes inline scripts exactly as the CSP specification's example does", () => {
    // The CSP Level 2 specification gives this script's hash.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ])
  })

  it("skips external scripts and data blocks such as JSON-LD, keeps whitespace as written", () => {
    const html = `<script src="/app.js" async></script><script type="application/ld+json">{"a":1}</script>
      <script id="x">
        window.x = 1;
      </script>`
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(1)
    expect(hashes[0]).not.toEqual(inlineScriptHashes("<script>window.x = 1;</script>")[0])
  })
})

describe("inlineScriptHashes, the script types", () => {
  const hashOf = (body: string) => inlineScriptHashes(`<script>${body}</script>`)[0]

  it.each([
    ['type="text/javascript"', true],
    ["type='application/javascript'", true],
    ["type=module", true],
    ['TYPE="Module"', true],
    ['data-src="/x.js"', true],
    ['type="application/ld+json"', false],
    ['type="text/plain"', false],
    ['src="/x.js"', false],
    ["SRC = '/x.js'", false],
  ])("a script with %s is hashed: %s", (attributes, hashed) => {
    expect(inlineScriptHashes(`<SCRIPT ${attributes}>run()</SCRIPT>`)).toEqual(hashed ? [hashOf("run()")] : [])
  })

  it("hashes each inline script, a script over several lines as written", () => {
    expect(inlineScriptHashes("<script>a()</script><p></p><script>\nb()\n</script>")).toEqual([
      hashOf("a()"),
      hashOf("\nb()\n"),
    ])
  })

  it("hashes an unquoted executable type and skips data with spaces around its `=`", () => {
    expect(inlineScriptHashes("<script type=module>run()</script>")).toHaveLength(1)
    expect(inlineScriptHashes('<script type = "application/ld+json">{}</script>')).toEqual([])
    expect(inlineScriptHashes("<script type=application/ld+json>{}</script>")).toEqual([])
  })
})
