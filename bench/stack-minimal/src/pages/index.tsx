import React from "react"
import styled from "@emotion/styled"
import { graphql, type PageProps } from "gatsby"
import { Helmet } from "react-helmet"

interface MinimalPageData {
  /** data/page.json: an object-root file takes the name of its folder. */
  dataJson: { title: string; heading: string; text: string }
}

/** One page, one query, one styled element: what any page on this stack costs at least. */
export default function MinimalPage({ data }: PageProps<MinimalPageData>) {
  const { title, heading, text } = data.dataJson
  return (
    <Main>
      <Helmet htmlAttributes={{ lang: "en" }}>
        <title>{title}</title>
        <meta name="description" content={text} />
      </Helmet>
      <h1>{heading}</h1>
      <p>{text}</p>
    </Main>
  )
}

export const query = graphql`
  query MinimalPage {
    dataJson {
      title
      heading
      text
    }
  }
`

const Main = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: 4rem 1rem;
  font-family: system-ui, sans-serif;
  color: #0b2545;
`
