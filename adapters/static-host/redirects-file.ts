import type { RoutesManifest } from "gatsby"

/** One rule of a Netlify `_redirects` file: from a path to another, with its status. */
export interface RedirectRule {
  from: string
  to: string
  status: number
}

type RedirectRoute = Extract<RoutesManifest[number], { type: "redirect" }>

/**
 * The redirects Gatsby recorded while building (`createRedirect`: plugins/content-pages redirects every
 * address an entry had before, and those of retired entries), in the order they were made, except that the
 * rules with placeholders (`/insights/page/:page`) come after all the others: a host applies the first rule that
 * matches, and Cloudflare counts every rule after the first such one as one of its 100 dynamic rules. Gatsby
 * writes no host file of its own; the adapter writes these into `public/_redirects`.
 */
export function redirectRules(routesManifest: RoutesManifest): RedirectRule[] {
  const rules = routesManifest
    .filter((route): route is RedirectRoute => route.type === "redirect")
    .map(route => ({ from: route.path, to: route.toPath, status: route.status }))
  const dynamic = (rule: RedirectRule) => /[*:]/.test(rule.from)
  return [...rules.filter(rule => !dynamic(rule)), ...rules.filter(dynamic)]
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
