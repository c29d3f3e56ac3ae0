import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { SearchSections } from "../search/SearchSections"
import { siteNavigation } from "../components/layout/site-navigation"
import { presentContent } from "../lib/present-content"

/** What plugins/site-search gives the page: its script, and the kinds and categories with a published entry. */
interface SearchPageContext {
  script: string
  /** Each kind with a live entry, with what a result calls it (data/entry-pages.json, its `searchLabel`). */
  kinds: { name: string; label: string }[]
  categories: string[]
  /** The kinds whose pages have a date to sort by. */
  dated: string[]
}

/**
 * /search: the site's search (plugins/site-search makes the page, its script and its index). Not a page to
 * find in search engines: noindex, no canonical link, left out of the sitemap. Under `gatsby develop`, which
 * has no index, it says so instead of searching.
 */
export default function SearchPage({ data, pageContext }: PageProps<Queries.SearchPageQuery, SearchPageContext>) {
  const { site, siteJson, searchJson, entryPagesJson } = presentContent(data)
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: searchJson.seo, noindex: true }}
      navigation={data}
    >
      <SearchSections
        texts={searchJson}
        kinds={pageContext.kinds}
        categories={entryPagesJson.categories.filter(category => pageContext.categories.includes(category.id))}
        dated={pageContext.dated}
        listings={siteNavigation(data)?.links ?? []}
        script={pageContext.script}
        inDevelopment={process.env.NODE_ENV !== "production"}
        language={siteJson.language}
      />
    </Layout>
  )
}

export const query = graphql`
  query SearchPage {
    ...PageChrome
    searchJson {
      seo {
        ...PageSeoFields
      }
      ...SearchSectionsTexts
    }
    entryPagesJson {
      categories {
        id
        name
      }
    }
  }
`
