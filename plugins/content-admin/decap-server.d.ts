/** decap-server's middleware entry (it ships no types): registers Decap's local backend on an Express app. */
declare module "decap-server/dist/middlewares" {
  import type { Express } from "express"

  interface Options {
    logLevel?: string
  }
  /** Saves write the files of the folder named by GIT_REPO_DIRECTORY (publishing mode "simple" only). */
  export function registerLocalFs(app: Express, options?: Options): Promise<void>
  /** Drafts are branches of the git repository named by GIT_REPO_DIRECTORY; publishing merges them. */
  export function registerLocalGit(app: Express, options?: Options): Promise<void>
}
