import type { Organization, Service, WithContext } from "schema-dts"
import { LOGO_IMAGE, SHARE_IMAGE } from "./site-assets"

/** A page's canonical address: the site's address and the page's path (`/` for the home page). */
export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`
}

/**
 * The firm as schema.org data, so search engines can show it as an organisation. Typed with schema-dts, so
 * a property schema.org does not define for the type fails the type check.
 *
 * An Organization, not a LocalBusiness such as AccountingService: the firm works online for clients
 * nationwide and publishes no postal address, and Google requires an `address` for every LocalBusiness.
 * Google requires no property of an Organization and recommends name, url, logo, description and email,
 * which are given. `url` is the home page's canonical address, trailing slash included.
 */
export function structuredData(
  site: Pick<Queries.SiteChromeFragment, "firmName" | "description" | "email" | "areaServed">,
  siteUrl: string
): WithContext<Organization> {
  const home = canonicalUrl(siteUrl, "/")
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${home}#organization`,
    name: site.firmName,
    description: site.description,
    email: site.email,
    url: home,
    logo: `${siteUrl}${LOGO_IMAGE}`,
    image: `${siteUrl}${SHARE_IMAGE.path}`,
    areaServed: site.areaServed,
  }
}

/**
 * A service page's service as schema.org data: what the firm offers on that page, provided by the firm
 * (the Organization above, by its @id, with its name and address so the block stands on its own).
 */
export function serviceData(
  site: Pick<Queries.SiteChromeFragment, "firmName" | "areaServed">,
  siteUrl: string,
  service: { name: string; description: string; path: string }
): WithContext<Service> {
  const url = canonicalUrl(siteUrl, service.path)
  const home = canonicalUrl(siteUrl, "/")
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.name,
    description: service.description,
    url,
    areaServed: site.areaServed,
    provider: { "@type": "Organization", "@id": `${home}#organization`, name: site.firmName, url: home },
  }
}
