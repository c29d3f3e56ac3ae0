import type { Article, Organization, Person, ProfilePage, Service, WithContext } from "schema-dts"
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

/** The firm as the publisher or employer of a page's subject: the Organization above, by its @id. */
function firmReference(
  site: Pick<Queries.SiteChromeFragment, "firmName">,
  siteUrl: string,
  logo?: string
): Organization {
  const home = canonicalUrl(siteUrl, "/")
  return {
    "@type": "Organization",
    "@id": `${home}#organization`,
    name: site.firmName,
    url: home,
    ...(logo ? { logo } : {}),
  }
}

/** A person as an article names them: with the address of their page while they have one. */
export interface PersonReference {
  name: string
  jobTitle?: string
  /** Their page's path; absent for a retired person, who has none. */
  path?: string
}

function personData(person: PersonReference, siteUrl: string): Person {
  return {
    "@type": "Person",
    name: person.name,
    ...(person.jobTitle ? { jobTitle: person.jobTitle } : {}),
    ...(person.path ? { url: canonicalUrl(siteUrl, person.path) } : {}),
  }
}

/**
 * An article as schema.org data: its headline, dates (modified is the last review, or the publication),
 * its author (with their page's address, which Google recommends, unless they are retired), the firm as
 * publisher, and the page it is on, with who reviewed it and when (WebPage's `reviewedBy`, `lastReviewed`).
 */
export function articleData(
  site: Pick<Queries.SiteChromeFragment, "firmName">,
  siteUrl: string,
  article: {
    headline: string
    description: string
    path: string
    published: string
    reviewed?: string
    section?: string
    author: PersonReference
    reviewer?: PersonReference
  }
): WithContext<Article> {
  const url = canonicalUrl(siteUrl, article.path)
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    headline: article.headline,
    description: article.description,
    url,
    image: `${siteUrl}${SHARE_IMAGE.path}`,
    datePublished: article.published,
    dateModified: article.reviewed ?? article.published,
    ...(article.section ? { articleSection: article.section } : {}),
    author: personData(article.author, siteUrl),
    publisher: firmReference(site, siteUrl, `${siteUrl}${LOGO_IMAGE}`),
    mainEntityOfPage: {
      "@type": "WebPage",
      "@id": url,
      ...(article.reviewer && article.reviewed
        ? { reviewedBy: personData(article.reviewer, siteUrl), lastReviewed: article.reviewed }
        : {}),
    },
  }
}

/**
 * A person's page as schema.org data: a ProfilePage whose main entity is the person, with their job, the
 * firm they work for, their photo and each credential (an EducationalOccupationalCredential, recognised by
 * its issuer, with its number and its public look-up where given).
 */
export function profilePageData(
  site: Pick<Queries.SiteChromeFragment, "firmName">,
  siteUrl: string,
  person: {
    name: string
    jobTitle: string
    description: string
    path: string
    image?: string
    credentials: readonly {
      name: string
      abbreviation: string
      issuer: string
      licenseNumber?: string | null
      verifyUrl?: string | null
    }[]
  }
): WithContext<ProfilePage> {
  const url = canonicalUrl(siteUrl, person.path)
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    "@id": url,
    url,
    mainEntity: {
      "@type": "Person",
      "@id": `${url}#person`,
      name: person.name,
      jobTitle: person.jobTitle,
      description: person.description,
      url,
      ...(person.image ? { image: `${siteUrl}${person.image}` } : {}),
      worksFor: firmReference(site, siteUrl),
      hasCredential: person.credentials.map(credential => ({
        "@type": "EducationalOccupationalCredential",
        name: credential.name,
        alternateName: credential.abbreviation,
        credentialCategory: "license",
        recognizedBy: { "@type": "Organization", name: credential.issuer },
        ...(credential.licenseNumber ? { identifier: credential.licenseNumber } : {}),
        ...(credential.verifyUrl ? { url: credential.verifyUrl } : {}),
      })),
    },
  }
}
