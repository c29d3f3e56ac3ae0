import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { KindPageSections } from "../components/static-parts"
import { articleData } from "../components/seo/structured-data"
import { presentContent } from "../lib/present-content"

/** An article: one for each live file in data/articles/ (plugins/content-pages creates them). */
export default function ArticlePage({ data }: PageProps<Queries.ArticlePageQuery>) {
  const { site, siteJson, articleJson: article, moreArticles, insightsJson } = presentContent(data)
  const siteUrl = site.siteMetadata.siteUrl
  const category = insightsJson.categories.find(candidate => candidate.id === article.category)
  const person = (signer: Queries.PersonSignatureFragment & { jobTitle: string }) => ({
    name: signer.name,
    jobTitle: signer.jobTitle,
    path: signer.fields.live ? signer.fields.path : undefined,
  })
  return (
    <Layout
      site={siteJson}
      siteUrl={siteUrl}
      seo={{
        page: {
          title: insightsJson.article.seoTitle,
          description: article.summary,
        },
        titleValues: { title: article.title },
        path: article.fields.path,
        ogType: "article",
        structuredData: articleData(siteJson, siteUrl, {
          headline: article.title,
          description: article.summary,
          path: article.fields.path,
          published: article.published,
          reviewed: article.reviewer ? (article.reviewed ?? undefined) : undefined,
          section: category?.name,
          author: person(article.author),
          reviewer: article.reviewer ? person(article.reviewer) : undefined,
        }),
      }}
      navigation={data}
    >
      <KindPageSections
        article={{ article, moreArticles: moreArticles.nodes, texts: insightsJson, language: siteJson.language }}
      />
    </Layout>
  )
}

export const query = graphql`
  query ArticlePage($id: String!, $group: String) {
    ...PageChrome
    articleJson(fields: { itemId: { eq: $id } }) {
      fields {
        path
      }
      author {
        jobTitle
      }
      reviewer {
        jobTitle
      }
      ...ArticleSectionsContent
    }
    moreArticles: allArticleJson(
      filter: { category: { eq: $group }, fields: { live: { eq: true }, itemId: { ne: $id } } }
      sort: [{ published: DESC }, { title: ASC }]
      limit: 3
    ) {
      nodes {
        ...ArticleCard
      }
    }
    insightsJson {
      article {
        seoTitle
      }
      ...ArticleTexts
    }
  }
`
