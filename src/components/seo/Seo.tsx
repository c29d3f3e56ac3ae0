import React from "react"
import { Helmet } from "react-helmet"
import { graphql } from "gatsby"
import { color } from "../../styles/theme"
import { MANIFEST_PATH, SHARE_IMAGE } from "./site-assets"
import { canonicalUrl, serviceData, structuredData } from "./structured-data"
import { fillTemplate } from "../../lib/fill-template"

/**
 * A page's own title and description, from its data file's `seo` object.
 * @public
 */
export const query = graphql`
  fragment PageSeoFields on PageSeo {
    title
    description
  }
`

export interface SeoProps {
  site: Pick<
    Queries.SiteChromeFragment,
    "firmName" | "description" | "email" | "areaServed" | "language" | "locale" | "shareImageAlt"
  >
  siteUrl: string
  page: Queries.PageSeoFieldsFragment
  /** Values for the placeholders of the page's title, such as an article's `{title}` in "{title} | Firm". */
  titleValues?: Record<string, string>
  /**
   * The page's path, for its canonical address and `og:url`. Pages that are not an address of their own
   * (the 404 page, the thank-you page) leave it out, and have neither.
   */
  path?: string
  /** Keeps the page out of search results (the 404 and thank-you pages). */
  noindex?: boolean
  /** On a service page: the service's name (its main heading), described as a schema.org Service too. */
  service?: string
  /** What the page is to link previews (Open Graph): a website's page, an article, a person's profile. */
  ogType?: "website" | "article" | "profile"
  /** The page's own schema.org data (an Article, a ProfilePage), besides the firm's. */
  structuredData?: object
}

/**
 * Everything in the document head, for every page: language, title, description, canonical link,
 * Open Graph and Twitter cards, icons, the manifest and the firm as schema.org data. The only file
 * that uses react-helmet, so moving to Gatsby's Head API would change this file alone.
 */
export function Seo({
  site,
  siteUrl,
  page: written,
  titleValues = {},
  path,
  noindex = false,
  service,
  ogType = "website",
  structuredData: own,
}: SeoProps) {
  const page = { ...written, title: fillTemplate(written.title, titleValues) }
  const url = path === undefined ? undefined : canonicalUrl(siteUrl, path)
  const image = `${siteUrl}${SHARE_IMAGE.path}`
  return (
    <Helmet htmlAttributes={{ lang: site.language }}>
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      {url && <link rel="canonical" href={url} />}
      {noindex && <meta name="robots" content="noindex" />}

      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={site.firmName} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={site.shareImageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={page.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={site.shareImageAlt} />

      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32x32.png" type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {/* Written by the production build (plugins/web-app-manifest), so not offered under `gatsby develop`. */}
      {process.env.NODE_ENV === "production" && <link rel="manifest" href={MANIFEST_PATH} />}
      <meta name="theme-color" content={color.navy} />

      <script type="application/ld+json">{jsonLd(structuredData(site, siteUrl))}</script>
      {service && path !== undefined && (
        <script type="application/ld+json">
          {jsonLd(serviceData(site, siteUrl, { name: service, description: page.description, path }))}
        </script>
      )}
      {own && <script type="application/ld+json">{jsonLd(own)}</script>}
    </Helmet>
  )
}

/** JSON-LD for a script element: "<" escaped so that no text in data/ can close the element early. */
function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
