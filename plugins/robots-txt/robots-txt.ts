/** What robots.txt says: who may crawl what, and where the sitemap is. */
export interface RobotsRules {
  /** Paths crawlers are asked to stay out of, such as "/admin/". */
  disallow: string[]
  /** The sitemap index's path on the site, such as "/sitemap-index.xml". */
  sitemap: string
}

/** robots.txt for the site at `siteUrl` (no trailing slash, as siteMetadata has it). */
export function robotsTxt(siteUrl: string, rules: RobotsRules): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...rules.disallow.map(path => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL(rules.sitemap, `${siteUrl}/`).href}`,
    "",
  ].join("\n")
}
