import { robotsTxt } from "../../../../plugins/robots-txt/robots-txt"

describe("robots.txt (plugins/robots-txt)", () => {
  it("welcomes crawlers, keeps them out of the paths it is given, and names the sitemap index at the site's address", () => {
    const text = robotsTxt("https://www.test-ledger.example", { disallow: ["/admin/"], sitemap: "/sitemap-index.xml" })
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin/",
      "",
      "Sitemap: https://www.test-ledger.example/sitemap-index.xml",
      "",
    ])
  })

  it("follows the site's address wherever it is set to", () => {
    expect(robotsTxt("https://example.org", { disallow: [], sitemap: "/sitemap-index.xml" })).toContain(
      "Sitemap: https://example.org/sitemap-index.xml\n"
    )
  })
})
