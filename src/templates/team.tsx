import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { KindPageSections } from "../components/static-parts"
import { presentContent } from "../lib/present-content"
import { listingPagePath, listingPageSeo } from "../lib/listing-pages"
import type { ListingPageContext } from "../components/sections/ListingPagination"

/**
 * /team: every live person, by name, published while there is one, in pages (/team/page/2;
 * plugins/content-pages creates them, with the ids of each page's people).
 */
export default function TeamPage({ data, pageContext }: PageProps<Queries.TeamPageQuery, ListingPageContext>) {
  const { site, siteJson, entryPagesJson, people, teamIndex } = presentContent(data)
  const { team, listingPages } = entryPagesJson
  const { page, pages } = pageContext
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{
        ...listingPageSeo({ page: team.seo }, page, team.heading, listingPages.seoTitle),
        path: listingPagePath(teamIndex.path, page),
      }}
      navigation={data}
    >
      <KindPageSections
        team={{
          heading: team.heading,
          intro: team.intro,
          people: people.nodes,
          pagination: { firstPath: teamIndex.path, page, pages, texts: listingPages },
        }}
      />
    </Layout>
  )
}

export const query = graphql`
  query TeamPage($ids: [String!]!) {
    ...PageChrome
    entryPagesJson {
      team {
        seo {
          ...PageSeoFields
        }
        heading
        intro
      }
      ...ListingPagesTexts
    }
    people: allPersonJson(filter: { id: { in: $ids } }, sort: [{ name: ASC }]) {
      nodes {
        ...PersonCard
      }
    }
  }
`
