import { graphql } from "gatsby"

/**
 * What the header's and footer's links to the kinds' index pages (the insights, the calculators, the team…)
 * read: one node per index page (plugins/content-model), with its link's words (data/entry-pages.json) and
 * whether the page is published, which it is while its kind has a live entry, in the order the links stand.
 * @public
 */
export const query = graphql`
  fragment SiteNavigationContent on Query {
    entryPagesJson {
      navigation {
        header
        footer
      }
    }
    searchJson {
      form {
        label
        submit
      }
    }
    indexPages: allContentIndexPage(sort: [{ order: ASC }]) {
      nodes {
        path
        published
        label
      }
    }
  }
`

export interface SiteNavigation {
  /** The names screen readers announce for the header's and the footer's navigation. */
  headerLabel: string
  footerLabel: string
  /** The published index pages, in the order the header shows them (none while nothing is published). */
  links: { label: string; path: string }[]
  /** The header's search field's words, while there is a list to search among (an index page is published). */
  search?: { label: string; submit: string }
}

/** The site's navigation from a page's query: a link to each index page that is published now. */
export function siteNavigation(data: Queries.SiteNavigationContentFragment): SiteNavigation | undefined {
  if (!data.entryPagesJson) return undefined
  const { navigation } = data.entryPagesJson
  const links = data.indexPages.nodes.flatMap(({ label, path, published }) => (published ? [{ label, path }] : []))
  const search = links.length > 0 && data.searchJson ? data.searchJson.form : undefined
  return { headerLabel: navigation.header, footerLabel: navigation.footer, links, ...(search && { search }) }
}
