import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ListPageLayout } from "../components/layout/ListPageLayout"
import { ListSections } from "../components/sections/ListSections"
import type { EntryCard } from "../components/sections/EntryCards"
import type { ListPageContext } from "../components/sections/ListingPagination"
import { presentContent } from "../lib/present-content"

/**
 * What plugins/content-pages gives a page of a kind's list: the words of the kind's index page (data/entry-pages.json),
 * where its first page is, and the page's entries, in the list's order.
 */
interface ListContext extends ListPageContext {
  texts: { heading: string; intro: string; seo: { title: string; description: string } }
  firstPath: string
  entries: readonly EntryCard[]
}

/**
 * The index page of a kind without one of its own (content-kinds.ts, `customIndexPage`): its live entries'
 * titles and summaries, in pages (`/case-studies/page/2`), published while it has one.
 */
export default function ListPage({ data, pageContext }: PageProps<Queries.ListPageQuery, ListContext>) {
  const { entryPagesJson } = presentContent(data)
  const { texts, firstPath, entries } = pageContext
  return (
    <ListPageLayout
      chrome={data}
      listingPages={entryPagesJson.listingPages}
      pageContext={pageContext}
      seo={{ page: texts.seo }}
      heading={texts.heading}
      firstPath={firstPath}
    >
      {pagination => (
        <ListSections heading={texts.heading} intro={texts.intro} entries={entries} pagination={pagination} />
      )}
    </ListPageLayout>
  )
}

export const query = graphql`
  query ListPage {
    ...PageChrome
    entryPagesJson {
      ...ListingPagesTexts
    }
  }
`
