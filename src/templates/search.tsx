import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { SearchSections } from "../search/SearchSections"
import { siteNavigation } from "../components/layout/site-navigation"
import { presentContent } from "../lib/present-content"

/** What plugins/site-search gives the page: its script, and the kinds and categories with a published entry. */
interface SearchPageContext {
  script: string
  kinds: string[]
  categories: string[]
  /** The kinds whose pages have a date to sort by. */
  dated: string[]
}

/** A kind's key in data/search.json `kinds`: its name in camelCase (`service-page` is `servicePage`). */
const keyOf = (kind: string) => kind.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * /search: the site's search (plugins/site-search makes the page, its script and its index). Not a page to
 * find in search engines: noindex, no canonical link, left out of the sitemap. Under `gatsby develop`, which
 * has no index, it says so instead of searching.
 */
export default function SearchPage({ data, pageContext }: PageProps<Queries.SearchPageQuery, SearchPageContext>) {
  const { site, siteJson, searchJson, entryPagesJson } = presentContent(data)
  const kindNames = searchJson.kinds as unknown as Record<string, string>
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: searchJson.seo, noindex: true }}
      navigation={data}
    >
      <SearchSections
        texts={searchJson}
        kinds={pageContext.kinds.map(name => ({ name, label: kindNames[keyOf(name)] ?? name }))}
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
      kinds {
        servicePage
        person
        article
        page
        tool
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
