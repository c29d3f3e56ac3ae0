/**
 * Files whose names change with their content: browsers may keep them for a year. Also the value Gatsby's
 * routes manifest gives such files, by which headerRules (index.ts) knows them.
 */
export const IMMUTABLE = "public, max-age=31536000, immutable"
/**
 * Pages, page data and every other file not named after its content: browsers must check for a newer version
 * on every visit. What Netlify and Cloudflare Pages send for a file that no `_headers` rule gives caching, so the
 * adapter writes no rule for them (index.ts, headerRules).
 */
export const REVALIDATE = "public, max-age=0, must-revalidate"
