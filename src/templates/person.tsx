import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { PersonSections } from "../components/sections/PersonSections"
import { profilePageData } from "../components/seo/structured-data"
import { presentContent } from "../lib/present-content"
import { inListOrder, listingPagePath, listingPageSeo } from "../lib/listing-pages"
import type { ListingPageContext } from "../components/sections/ListingPagination"

/**
 * A person's page: one for each live file in data/people/, and, when the articles they wrote or reviewed
 * fill more than a page, more pages of them (/team/jane-doe/page/2; plugins/content-pages creates them, with
 * the ids of each page's articles).
 */
export default function PersonPage({
  data,
  pageContext,
}: PageProps<
  Queries.PersonPageQuery,
  ListingPageContext & { written: readonly string[]; reviewed: readonly string[] }
>) {
  const { site, siteJson, personJson: person, written, reviewed, entryPagesJson } = presentContent(data)
  const siteUrl = site.siteMetadata.siteUrl
  const { page, pages } = pageContext
  const { listingPages } = entryPagesJson
  return (
    <Layout
      site={siteJson}
      siteUrl={siteUrl}
      seo={{
        ...listingPageSeo(
          {
            page: { title: entryPagesJson.person.seoTitle, description: person.summary },
            titleValues: { name: person.name, jobTitle: person.jobTitle },
          },
          page,
          person.name,
          listingPages.seoTitle
        ),
        path: listingPagePath(person.fields.path, page),
        ogType: "profile",
        structuredData:
          page === 1
            ? profilePageData(siteJson, siteUrl, {
                name: person.name,
                jobTitle: person.jobTitle,
                description: person.summary,
                path: person.fields.path,
                image: person.photo?.image?.childImageSharp?.gatsbyImageData.images.fallback?.src,
                credentials: person.credentials,
              })
            : undefined,
      }}
      navigation={data}
    >
      <PersonSections
        person={person}
        written={inListOrder(written.nodes, pageContext.written)}
        reviewed={inListOrder(reviewed.nodes, pageContext.reviewed)}
        texts={entryPagesJson}
        language={siteJson.language}
        pagination={{ firstPath: person.fields.path, page, pages, texts: listingPages }}
      />
    </Layout>
  )
}

export const query = graphql`
  query PersonPage($id: String!, $written: [String!]!, $reviewed: [String!]!) {
    ...PageChrome
    personJson(id: { eq: $id }) {
      fields {
        path
      }
      ...PersonSectionsContent
    }
    written: allArticleJson(filter: { id: { in: $written } }) {
      nodes {
        id
        ...ArticleCard
      }
    }
    reviewed: allArticleJson(filter: { id: { in: $reviewed } }) {
      nodes {
        id
        ...ArticleCard
      }
    }
    entryPagesJson {
      person {
        seoTitle
      }
      ...PersonTexts
      ...ListingPagesTexts
    }
  }
`
