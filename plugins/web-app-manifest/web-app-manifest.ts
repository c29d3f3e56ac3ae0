/** The brand colours a phone paints around the site when it is opened from the home screen. */
export interface ManifestColours {
  themeColor: string
  backgroundColor: string
}

/** The web app manifest (what a phone shows when the site is added to the home screen), from data/site.json. */
export function webAppManifest(site: { firmName: string; description: string }, colours: ManifestColours) {
  return {
    name: site.firmName,
    short_name: site.firmName,
    description: site.description,
    start_url: "/",
    display: "browser",
    background_color: colours.backgroundColor,
    theme_color: colours.themeColor,
    icons: [
      { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
      { src: "/icon-512-maskable.png", type: "image/png", sizes: "512x512", purpose: "maskable" },
    ],
  }
}
