import React from "react"
import styled from "@emotion/styled"
import { Container } from "../ui/Container"
import { ListingPagination, type ListingPaginationProps } from "./ListingPagination"
import { PageIntro } from "./PageIntro"
import { ToolCards } from "./ToolCards"
import { space } from "../../styles/theme"

export interface ToolsSectionsProps {
  heading: string
  intro: string
  tools: readonly Queries.ToolCardFragment[]
  /** Which page of the list this is, and the links to the others. */
  pagination?: ListingPaginationProps
}

/** The list of calculators: its heading and introduction, then a card for each live calculator. */
export function ToolsSections({ heading, intro, tools, pagination }: ToolsSectionsProps) {
  return (
    <div>
      <PageIntro heading={heading} intro={intro} />
      <Tools>
        <Container>
          <ToolCards tools={tools} headingLevel={2} />
          {pagination && <ListingPagination {...pagination} />}
        </Container>
      </Tools>
    </div>
  )
}

const Tools = styled.div`
  padding-block: ${space.band.section};
`
