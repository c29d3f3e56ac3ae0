/** Files in static/ (or written by the build) that the head refers to. 1200×630 is the size link previews expect. */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const
export const LOGO_IMAGE = "/icon-512.png"
/** Written after the build by plugins/web-app-manifest. */
export const MANIFEST_PATH = "/manifest.webmanifest"
