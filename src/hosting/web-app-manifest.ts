import { color } from "../styles/theme"

/** The web app manifest (what a phone shows when the site is added to the home screen), from data/site.json. */
export function webAppManifest(site: { firmName: string; description: string }) {
  return {
    name: site.firmName,
    short_name: site.firmName,
    description: site.description,
    start_url: "/",
    display: "browser",
    background_color: color.surface,
    theme_color: color.navy,
    icons: [
      { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
      { src: "/icon-512-maskable.png", type: "image/png", sizes: "512x512", purpose: "maskable" },
    ],
  }
}

export const MANIFEST_PATH = "/manifest.webmanifest"
