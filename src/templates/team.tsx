import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ListPageLayout } from "../components/layout/ListPageLayout"
import { TeamSections } from "../components/sections/TeamSections"
import { presentContent } from "../lib/present-content"
import { inListOrder } from "../lib/listing-pages"
import type { ListPageContext } from "../components/sections/ListingPagination"

/**
 * /team: every live person, by name, published while there is one, in pages (/team/page/2;
 * plugins/content-pages creates them, with the ids of each page's people).
 */
export default function TeamPage({ data, pageContext }: PageProps<Queries.TeamPageQuery, ListPageContext>) {
  const { entryPagesJson, people, teamIndex } = presentContent(data)
  const { team } = entryPagesJson
  return (
    <ListPageLayout
      chrome={data}
      listingPages={entryPagesJson.listingPages}
      pageContext={pageContext}
      seo={{ page: team.seo }}
      heading={team.heading}
      firstPath={teamIndex.path}
    >
      {pagination => (
        <TeamSections
          heading={team.heading}
          intro={team.intro}
          people={inListOrder(people.nodes, pageContext.ids)}
          pagination={pagination}
        />
      )}
    </ListPageLayout>
  )
}

export const query = graphql`
  query TeamPage($ids: [String!]!) {
    ...PageChrome
    teamIndex: contentIndex(kind: "person") {
      path
    }
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
    people: allPersonJson(filter: { id: { in: $ids } }) {
      nodes {
        id
        ...PersonCard
      }
    }
  }
`
