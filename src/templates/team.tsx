import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { KindPageSections } from "../components/static-parts"
import { presentContent } from "../lib/present-content"

/** /team: every live person, published while there is one (plugins/content-pages creates it). */
export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery>) {
  const { site, siteJson, entryPagesJson, people, teamIndex } = presentContent(data)
  const { team } = entryPagesJson
  return (
    <Layout
      site={siteJson}
      siteUrl={site.siteMetadata.siteUrl}
      seo={{ page: team.seo, path: teamIndex.path }}
      navigation={data}
    >
      <KindPageSections team={{ heading: team.heading, intro: team.intro, people: people.nodes }} />
    </Layout>
  )
}

export const query = graphql`
  query TeamPage {
    ...PageChrome
    entryPagesJson {
      team {
        seo {
          ...PageSeoFields
        }
        heading
        intro
      }
    }
    people: allPersonJson(filter: { fields: { live: { eq: true } } }, sort: [{ name: ASC }]) {
      nodes {
        ...PersonCard
      }
    }
  }
`
