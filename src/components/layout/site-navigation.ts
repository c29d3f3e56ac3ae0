import { graphql } from "gatsby"

/**
 * What the header's and footer's links to the Insights, the calculators and the Team read: their words (data/entry-pages.json)
 * and whether their pages are published, which they are while they have a live article, calculator or person.
 * @public
 */
export const query = graphql`
  fragment SiteNavigationContent on Query {
    entryPagesJson {
      navigation {
        header
        footer
      }
      insights {
        navigationLabel
      }
      team {
        navigationLabel
      }
      tools {
        navigationLabel
      }
    }
    searchJson {
      form {
        label
        submit
      }
    }
    insightsIndex: contentIndex(kind: "article") {
      path
      published
    }
    teamIndex: contentIndex(kind: "person") {
      path
      published
    }
    toolsIndex: contentIndex(kind: "tool") {
      path
      published
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
  const { navigation, insights, team, tools } = data.entryPagesJson
  const links = [
    { index: data.insightsIndex, label: insights.navigationLabel },
    { index: data.toolsIndex, label: tools.navigationLabel },
    { index: data.teamIndex, label: team.navigationLabel },
  ].flatMap(({ index, label }) => (index?.published ? [{ label, path: index.path }] : []))
  const search = links.length > 0 && data.searchJson ? data.searchJson.form : undefined
  return { headerLabel: navigation.header, footerLabel: navigation.footer, links, ...(search && { search }) }
}
