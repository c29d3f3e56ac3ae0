import React from "react"
import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import { Container } from "../ui/Container"
import { Card, CardGrid } from "../ui/Card"
import { Portrait } from "../ui/Portrait"
import { ListingPagination, type ListingPaginationProps } from "./ListingPagination"
import { PageIntro } from "./PageIntro"
import { color, font, layout, space } from "../../styles/theme"
import { minTargetStyles } from "../ui/target-styles"

/**
 * What the team page shows of each person, from their file in data/people/.
 * @public
 */
export const query = graphql`
  fragment PersonCard on PersonJson {
    name
    jobTitle
    summary
    credentials {
      abbreviation
    }
    photo {
      image {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 96, height: 96)
        }
      }
      alt
    }
    fields {
      path
    }
  }
`

export interface TeamSectionsProps {
  heading: string
  intro: string
  people: readonly Queries.PersonCardFragment[]
  /** Which page of the team this is, and the links to the others. */
  pagination?: ListingPaginationProps
}

/** The team page: its heading and introduction, then a card for each person of the page, and the links to the others. */
export function TeamSections({ heading, intro, people, pagination }: TeamSectionsProps) {
  return (
    <div>
      <PageIntro heading={heading} intro={intro} />
      <People>
        <Container>
          <CardGrid minColumn={layout.column.xl}>
            {people.map(person => {
              const image = person.photo?.image?.childImageSharp?.gatsbyImageData
              return (
                <Card as="li" key={person.fields.path}>
                  {image && person.photo && <Portrait image={image} alt={person.photo.alt} />}
                  <h2>
                    <Link to={person.fields.path}>{person.name}</Link>
                  </h2>
                  <Role>
                    {[person.jobTitle, ...person.credentials.map(credential => credential.abbreviation)].join(", ")}
                  </Role>
                  <p>{person.summary}</p>
                </Card>
              )
            })}
          </CardGrid>
          {pagination && <ListingPagination {...pagination} />}
        </Container>
      </People>
    </div>
  )
}

const People = styled.div`
  padding-block: ${space.band.section};

  h2 {
    font-size: ${font.size.cardTitle};
    line-height: ${font.lineHeight.snug};
  }

  h2 a {
    ${minTargetStyles}
    color: inherit;
    text-underline-offset: ${font.underlineOffset};
  }
`

const Role = styled.p`
  color: ${color.muted};
  font-weight: ${font.weight.semibold};
`
