import type { RoutesManifest } from "gatsby"

/** One rule of a Netlify `_redirects` file: from a path to another, with its status. */
export interface RedirectRule {
  from: string
  to: string
  status: number
}

type RedirectRoute = Extract<RoutesManifest[number], { type: "redirect" }>

/**
 * The redirects Gatsby recorded while building (`createRedirect`: plugins/service-pages redirects every
 * address a service page had before, and those of retired pages), in the order they were made. Gatsby
 * writes no host file of its own; the adapter writes these into `public/_redirects`.
 */
export function redirectRules(routesManifest: RoutesManifest): RedirectRule[] {
  return routesManifest
    .filter((route): route is RedirectRoute => route.type === "redirect")
    .map(route => ({ from: route.path, to: route.toPath, status: route.status }))
}

/**
 * Writes rules in the `_redirects` format Netlify-style hosts read (https://docs.netlify.com/routing/redirects/):
 * `/from /to 301`, one a line. Unforced: a file published at `/from` would win over its rule, and the content
 * check keeps every redirected address free of pages. A host matches each rule with or without a trailing
 * slash.
 */
export function formatRedirectsFile(rules: readonly RedirectRule[], comment: string): string {
  return `# ${comment}\n${rules.map(rule => `${rule.from} ${rule.to} ${rule.status}\n`).join("")}`
}
