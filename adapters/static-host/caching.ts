/**
 * Files whose names change with their content: browsers may keep them for a year. Also the value Gatsby's
 * routes manifest gives such files, by which headerRules (index.ts) knows them.
 */
export const IMMUTABLE = "public, max-age=31536000, immutable"
/** Pages and page data: browsers must check for a newer version on every visit. */
export const REVALIDATE = "public, max-age=0, must-revalidate"
