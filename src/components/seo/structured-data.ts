import type { SeoProps } from "./Seo"
import { LOGO_IMAGE, SHARE_IMAGE } from "./site-assets"

/** The firm as schema.org data, so search engines can show it as a business. */
export function structuredData(site: SeoProps["site"], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "AccountingService",
    name: site.firmName,
    description: site.description,
    email: site.email,
    url: siteUrl,
    logo: `${siteUrl}${LOGO_IMAGE}`,
    image: `${siteUrl}${SHARE_IMAGE.path}`,
    areaServed: site.areaServed,
  }
}
