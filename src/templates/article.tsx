import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { ArticleSections } from "../components/sections/ArticleSections"
import { articleData } from "../components/seo/structured-data"
import { presentContent } from "../lib/present-content"

/** What plugins/content-pages gives an article's page: its node, and the articles it offers next, in order. */
interface ArticleContext {
  id: string
  more: readonly string[]
}

/** An article: one for each live file in data/articles/ (plugins/content-pages creates them). */
export default function ArticlePage({ data, pageContext }: PageProps<Queries.ArticlePageQuery, ArticleContext>) {
  const { site, siteJson, articleJson: article, moreArticles, entryPagesJson } = presentContent(data)
  // In the order the page's context gives them (src/lib/article-order.ts).
  const more = pageContext.more.flatMap(id => moreArticles.nodes.filter(other => other.id === id))
  const siteUrl = site.siteMetadata.siteUrl
  const category = entryPagesJson.categories.find(candidate => candidate.id === article.category)
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
          title: entryPagesJson.article.seoTitle,
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
      <ArticleSections article={article} moreArticles={more} texts={entryPagesJson} language={siteJson.language} />
    </Layout>
  )
}

export const query = graphql`
  query ArticlePage($id: String!, $more: [String!]!) {
    ...PageChrome
    articleJson(id: { eq: $id }) {
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
    moreArticles: allArticleJson(filter: { id: { in: $more } }) {
      nodes {
        id
        ...ArticleCard
      }
    }
    entryPagesJson {
      article {
        seoTitle
      }
      ...ArticleTexts
    }
  }
`
