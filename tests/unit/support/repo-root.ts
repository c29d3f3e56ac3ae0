import path from "path"

/** The project's folder, for tests that read its files (data/, src/pages, netlify.toml). */
export const repoRoot = path.resolve(__dirname, "../../..")
