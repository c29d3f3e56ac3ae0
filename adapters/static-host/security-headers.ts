/**
 * The response headers every file of the site is served with on a Netlify-style host.
 * `scriptHashes` are the hashes of the inline scripts Gatsby writes into the pages, computed from the
 * built HTML, so that no other inline script can run.
 */
export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`.trimEnd(),
    // Emotion and the notices insert <style> elements at run time; inline styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")

  return {
    "Content-Security-Policy": contentSecurityPolicy,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
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

/** Files whose names change with their content: browsers may keep them for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable"
/** Pages and page data: browsers must check for a newer version on every visit. */
export const REVALIDATE = "public, max-age=0, must-revalidate"
