import React from "react"
import styled from "@emotion/styled"
import { Container } from "../ui/Container"
import { EntryCards, type EntryCard } from "./EntryCards"
import { ListingPagination, type ListingPaginationProps } from "./ListingPagination"
import { PageIntro } from "./PageIntro"
import { space } from "../../styles/theme"

export interface ListSectionsProps {
  heading: string
  intro: string
  entries: readonly EntryCard[]
  /** Which page of the list this is, and the links to the others. */
  pagination?: ListingPaginationProps
}

/**
 * A kind's list page without one of its own (src/templates/list.tsx): its heading and introduction, then a card
 * for each live entry of the page, and the links to the list's other pages.
 */
export function ListSections({ heading, intro, entries, pagination }: ListSectionsProps) {
  return (
    <div>
      <PageIntro heading={heading} intro={intro} />
      <Entries>
        <Container>
          <EntryCards entries={entries} headingLevel={2} />
          {pagination && <ListingPagination {...pagination} />}
        </Container>
      </Entries>
    </div>
  )
}

const Entries = styled.div`
  padding-block: ${space.band.section};
`
