import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { KindPageSections } from "../components/static-parts"
import { profilePageData } from "../components/seo/structured-data"
import { presentContent } from "../lib/present-content"
import { newestFirst } from "../lib/article-order"

/** A person's page: one for each live file in data/people/ (plugins/content-pages creates them). */
export default function PersonPage({ data }: PageProps<Queries.PersonPageQuery>) {
  const { site, siteJson, personJson: person, written, reviewed, entryPagesJson } = presentContent(data)
  const siteUrl = site.siteMetadata.siteUrl
  return (
    <Layout
      site={siteJson}
      siteUrl={siteUrl}
      seo={{
        page: {
          title: entryPagesJson.person.seoTitle,
          description: person.summary,
        },
        titleValues: { name: person.name, jobTitle: person.jobTitle },
        path: person.fields.path,
        ogType: "profile",
        structuredData: profilePageData(siteJson, siteUrl, {
          name: person.name,
          jobTitle: person.jobTitle,
          description: person.summary,
          path: person.fields.path,
          image: person.photo?.image?.childImageSharp?.gatsbyImageData.images.fallback?.src,
          credentials: person.credentials,
        }),
      }}
      navigation={data}
    >
      <KindPageSections
        person={{
          person,
          written: newestFirst(written.nodes),
          reviewed: newestFirst(reviewed.nodes),
          texts: entryPagesJson,
          language: siteJson.language,
        }}
      />
    </Layout>
  )
}

export const query = graphql`
  query PersonPage($id: String!) {
    ...PageChrome
    personJson(id: { eq: $id }) {
      fields {
        path
      }
      ...PersonSectionsContent
    }
    written: allArticleJson(filter: { author: { id: { eq: $id } }, fields: { live: { eq: true } } }) {
      nodes {
        ...ArticleCard
      }
    }
    reviewed: allArticleJson(filter: { reviewer: { id: { eq: $id } }, fields: { live: { eq: true } } }) {
      nodes {
        ...ArticleCard
      }
    }
    entryPagesJson {
      person {
        seoTitle
      }
      ...PersonTexts
    }
  }
`
