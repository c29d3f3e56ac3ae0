/**
 * What the search page uses of Pagefind's browser runtime (its pagefind.js, which gatsby-node.ts has esbuild
 * bundle into the page's script as `pagefind-runtime`).
 */
declare module "pagefind-runtime" {
  export interface PagefindResultData {
    url: string
    excerpt: string
    meta: Record<string, string | undefined>
    filters: Record<string, string[] | undefined>
  }
  export interface PagefindResult {
    id: string
    data: () => Promise<PagefindResultData>
  }
  export interface PagefindSearch {
    results: PagefindResult[]
  }
  export function options(options: { basePath?: string; noWorker?: boolean; excerptLength?: number }): Promise<void>
  export function search(
    query: string | null,
    options?: { filters?: Record<string, string>; sort?: Record<string, "asc" | "desc"> }
  ): Promise<PagefindSearch>
}
