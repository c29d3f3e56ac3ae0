import {
  adminHeaders,
  sharedSecurityHeaders,
  scriptFreeContentSecurityPolicy,
  siteContentSecurityPolicy,
  siteHeaders,
} from "../../../../adapters/static-host/security-headers"

/** The headers are the code's own values (README, "Hosting"): pinned whole, so that any change is a decision. */
describe("the security headers", () => {
  it("every path gets HSTS, nosniff, no framing, a strict referrer policy and no powerful features", () => {
    expect(sharedSecurityHeaders()).toEqual({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy":
        "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), sync-xhr=(), usb=(), xr-spatial-tracking=()",
    })
  })

  it("the public site's policy: the site's own sources, its inline scripts by hash, once each and sorted", () => {
    expect(siteContentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    )
  })

  it("the public site's policy without inline scripts, and in a <meta> element (no frame-ancestors)", () => {
    expect(siteContentSecurityPolicy([])).toContain("; script-src 'self'; ")
    expect(siteContentSecurityPolicy([], { forMeta: true })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'"
    )
    expect(siteContentSecurityPolicy([], { forMeta: false })).toMatch(/; frame-ancestors 'none'$/)
  })

  it("a page without scripts: none runs, or only the inline scripts allowed by hash, once each and sorted", () => {
    expect(scriptFreeContentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    )
    expect(scriptFreeContentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"])).toContain(
      "; script-src 'sha256-a' 'sha256-b'; "
    )
    expect(scriptFreeContentSecurityPolicy(["'sha256-a'"], { forMeta: true })).not.toContain("frame-ancestors")
  })

  it("a public file's headers: the site's policy and a same-origin opener policy", () => {
    expect(siteHeaders(["'sha256-a'"])).toEqual({
      "Content-Security-Policy": siteContentSecurityPolicy(["'sha256-a'"]),
      "Cross-Origin-Opener-Policy": "same-origin",
    })
  })

  it("the admin's headers: eval for Decap, GitHub's API and avatars, uploads read back, pop-ups kept, not indexed", () => {
    expect(adminHeaders()).toEqual({
      "Content-Security-Policy":
        "default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com; font-src 'self' data:; connect-src 'self' blob: https://api.github.com; frame-src 'self' blob:; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "X-Robots-Tag": "noindex, nofollow",
    })
  })
})
