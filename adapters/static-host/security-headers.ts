import type { PageModuleName } from "../../plugins/page-modules/names"

/**
 * Headers every path of the site gets, from the `/*` rule: those that are the same for the public pages
 * and the CMS. The Content-Security-Policy and the opener policy differ between them, and a host sends
 * every matching rule's headers (two CSP rules for one path would be two policies, both enforced), so
 * those two are set per file instead (see index.ts).
 */
export function sharedSecurityHeaders(): Record<string, string> {
  return {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": [
      "accelerometer=()",
      "autoplay=()",
      "camera=()",
      "display-capture=()",
      "encrypted-media=()",
      "fullscreen=()",
      "geolocation=()",
      "gyroscope=()",
      "magnetometer=()",
      "microphone=()",
      "midi=()",
      "payment=()",
      "picture-in-picture=()",
      "publickey-credentials-get=()",
      "screen-wake-lock=()",
      "sync-xhr=()",
      "usb=()",
      "xr-spatial-tracking=()",
    ].join(", "),
  }
}

/**
 * The policy of the public site. `scriptHashes` are the hashes of the inline scripts Gatsby writes into
 * the pages, computed from the built HTML, so that no other inline script can run. In a <meta> element
 * (the 404 page, see index.ts) `frame-ancestors` is not allowed; X-Frame-Options covers it there.
 */
export function siteContentSecurityPolicy(scriptHashes: readonly string[], { forMeta = false } = {}): string {
  return sitePolicy(`'self' ${[...new Set(scriptHashes)].sort().join(" ")}`.trimEnd(), forMeta)
}

/**
 * The policy of a page that ships no script: no script runs (`script-src 'none'`), or only the inline scripts
 * whose hashes are given (the 404 page's report of a missing address, where the host may answer with that
 * page). Its JSON-LD is data, which no policy stops.
 */
export function scriptFreeContentSecurityPolicy(
  allowedHashes: readonly string[] = [],
  { forMeta = false } = {}
): string {
  return sitePolicy(allowedHashes.length > 0 ? [...new Set(allowedHashes)].sort().join(" ") : "'none'", forMeta)
}

/**
 * What a page's own module (plugins/page-modules/names.ts) needs besides scripts from the site: the search page's
 * runs Pagefind's WebAssembly (`'wasm-unsafe-eval'` lets a page compile WebAssembly, not run JavaScript from
 * strings) and fetches the index from the site (`connect-src 'self'`, as on every page); a calculator's needs
 * nothing more. Neither needs an inline script or a worker.
 */
const PAGE_MODULE_SOURCES: Record<PageModuleName, readonly string[]> = {
  search: ["'wasm-unsafe-eval'"],
  calculator: [],
}

/** The policy of a page whose only scripts are its own modules, from the site. */
function pageModuleContentSecurityPolicy(modules: readonly PageModuleName[]): string {
  return sitePolicy(["'self'", ...new Set(modules.flatMap(name => PAGE_MODULE_SOURCES[name]))].join(" "), false)
}

/** The site's policy with `scriptSrc` as its script sources. */
function sitePolicy(scriptSrc: string, forMeta: boolean): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // Emotion and the notices insert <style> elements at run time; inline styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ].join("; ")
}

/**
 * The policy of the CMS at /admin/ only. Decap CMS compiles its configuration checks at run time
 * (`new Function`), hence 'unsafe-eval', which no public page gets. It talks to GitHub's API and shows
 * the editor's GitHub avatar; its preview is a same-origin frame. A picture an editor uploads is kept as a
 * blob: address until the save, which reads it back from there (fetch) to send it: `connect-src blob:`.
 */
function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self' blob: https://api.github.com",
    "frame-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/** The headers of a public page with scripts: its CSP and opener policy, besides the shared ones. */
export function siteHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    "Content-Security-Policy": siteContentSecurityPolicy(scriptHashes),
    "Cross-Origin-Opener-Policy": "same-origin",
  }
}

/** The headers of a page whose only scripts are its own modules (pageModuleContentSecurityPolicy), besides the shared ones. */
export function pageModuleHeaders(modules: readonly PageModuleName[]): Record<string, string> {
  return {
    "Content-Security-Policy": pageModuleContentSecurityPolicy(modules),
    "Cross-Origin-Opener-Policy": "same-origin",
  }
}

/** The headers of a public page without scripts (scriptFreeContentSecurityPolicy), besides the shared ones. */
export function scriptFreeHeaders(allowedHashes: readonly string[] = []): Record<string, string> {
  return {
    "Content-Security-Policy": scriptFreeContentSecurityPolicy(allowedHashes),
    "Cross-Origin-Opener-Policy": "same-origin",
  }
}

/**
 * The headers of the CMS's files. The GitHub login opens a pop-up that reports back to its opener, so
 * the opener policy lets the admin keep its pop-ups; search engines are told not to index it.
 */
export function adminHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": adminContentSecurityPolicy(),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  }
}
