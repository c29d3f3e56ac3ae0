/**
 * How `npm run cms` (scripts/cms.ts) tells the development server to run the content manager's local
 * backend: environment variables, since it starts `gatsby develop` as a process of its own.
 */
import path from "path"

/** Set by `npm run cms`: `fs` (saves write data/) or `git` (drafts and review, local-repository.ts). */
export const LOCAL_BACKEND_ENV = "CMS_LOCAL_BACKEND"
/** Set by `npm run cms` in `git` mode: the content manager's own repository. */
export const LOCAL_REPOSITORY_ENV = "CMS_LOCAL_REPOSITORY"

export interface LocalBackendSettings {
  mode: "fs" | "git"
  repositoryDir: string
}

/** The local backend `npm run cms` asked for, or undefined under a plain `gatsby develop`. */
export function localBackendSettings(env: NodeJS.ProcessEnv = process.env): LocalBackendSettings | undefined {
  const mode = env[LOCAL_BACKEND_ENV]
  if (mode === undefined || mode === "") return undefined
  if (mode === "fs") return { mode, repositoryDir: process.cwd() }
  const repository = env[LOCAL_REPOSITORY_ENV]
  if (mode === "git" && repository) return { mode, repositoryDir: path.resolve(repository) }
  throw new Error(`${LOCAL_BACKEND_ENV}=${mode}: expected "fs", or "git" with ${LOCAL_REPOSITORY_ENV} set`)
}
