import React from "react"
import { Layout } from "./Layout"
import { presentContent } from "../../lib/present-content"
import { listingPagePath, listingPageSeo } from "../../lib/listing-pages"
import type { ListingPageContext, ListingPaginationProps } from "../sections/ListingPagination"

interface ListPageLayoutProps {
  /** The page query's frame (`...PageChrome`). */
  chrome: Queries.PageChromeFragment
  listingPages: Queries.ListingPagesTextsFragment["listingPages"]
  pageContext: ListingPageContext
  /** The first page's title and description, with its title's values. */
  seo: { page: { title: string; description: string }; titleValues?: Record<string, string> }
  /** The list's heading: a further page's title names it ("Insights, page 2"). */
  heading: string
  /** The address of the list's first page: `/team`, `/insights/category/tax`. */
  firstPath: string
  /** The page's sections, given the links between the list's pages. */
  children: (pagination: ListingPaginationProps) => React.ReactNode
}

/**
 * A page of a list (an index page, a group's; plugins/content-pages makes them): the frame, with its title and
 * canonical address for its number (`/team/page/2`, "Our Team, page 2"), around the sections the template gives
 * it, which show the links between the list's pages.
 */
export function ListPageLayout({
  chrome,
  listingPages,
  pageContext,
  seo,
  heading,
  firstPath,
  children,
}: ListPageLayoutProps) {
  const { site, siteJson } = presentContent(chrome)
  const { page, pages } = pageContext
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ ...listingPageSeo(seo, page, heading, listingPages.seoTitle), path: listingPagePath(firstPath, page) }}
      navigation={chrome}
    >
      {children({ firstPath, page, pages, texts: listingPages })}
    </Layout>
  )
}
