import React from "react"
import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import { Container } from "../ui/Container"
import { Portrait } from "../ui/Portrait"
import { RichText } from "../ui/RichText"
import { VisuallyHidden } from "../ui/VisuallyHidden"
import { ArticleCards } from "./ArticleCards"
import { Body, Intro } from "../ui/EntryBands"
import { CardBand } from "../ui/CardBand"
import { bandTone } from "../ui/band-tone"
import { CallToAction } from "./CallToAction"
import { ListingPagination, type ListingPaginationProps } from "./ListingPagination"
import { fillTemplate } from "../../lib/fill-template"
import { breakpoint, color, font, layout, space } from "../../styles/theme"
import { minTargetStyles } from "../ui/target-styles"

/**
 * What a person's page reads from their file in data/people/, and the words around it from
 * data/entry-pages.json.
 * @public
 */
export const query = graphql`
  fragment PersonSectionsContent on PersonJson {
    fields {
      path
    }
    name
    jobTitle
    summary
    photo {
      image {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 176, height: 176)
        }
      }
      alt
    }
    credentials {
      name
      abbreviation
      issuer
      licenseNumber
      verifyUrl
    }
    services {
      heading
      fields {
        path
      }
    }
    bioHtml
  }

  fragment PersonTexts on EntryPagesJson {
    person {
      credentials
      issuedBy
      licenseNumber
      verify
      services
      articlesWritten
      articlesReviewed
      cta {
        ...CallToActionContent
      }
    }
    article {
      byline
      readingTime
    }
    ...InsightsCategories
  }
`

export interface PersonSectionsProps {
  person: Queries.PersonSectionsContentFragment
  /** The live articles they wrote, and those they reviewed, newest first. */
  written: readonly Queries.ArticleCardFragment[]
  reviewed: readonly Queries.ArticleCardFragment[]
  texts: Queries.PersonTextsFragment
  language: string
  /**
   * Which page of their articles this is, and the links to the others: the first page is their profile, the
   * others show who they are and the articles of that page only.
   */
  pagination?: ListingPaginationProps
}

/**
 * A person, top to bottom: their photo, name, job and summary; every credential with who issued it, its
 * number and a link to check it where the issuer has a public look-up; their biography; their services; the
 * articles they wrote and those they reviewed, with the links to their further pages; the call to action.
 * A further page leaves out the credentials, biography and services.
 */
export function PersonSections({ person, written, reviewed, texts, language, pagination }: PersonSectionsProps) {
  const profile = (pagination?.page ?? 1) === 1
  const labels = texts.person
  const image = person.photo?.image?.childImageSharp?.gatsbyImageData
  const articleLists = [
    { id: "articles-written", heading: labels.articlesWritten, articles: written },
    { id: "articles-reviewed", heading: labels.articlesReviewed, articles: reviewed },
  ].filter(list => list.articles.length > 0)
  return (
    <div>
      <Intro aria-labelledby="page-heading">
        <Profile>
          {image && person.photo && <Portrait image={image} alt={person.photo.alt} eager />}
          <div>
            <h1 id="page-heading">{person.name}</h1>
            <JobTitle>{person.jobTitle}</JobTitle>
            <p>{person.summary}</p>
          </div>
        </Profile>
      </Intro>
      {profile && person.credentials.length > 0 && (
        <Credentials aria-labelledby="credentials-heading">
          <Container>
            <h2 id="credentials-heading">{labels.credentials}</h2>
            <ul>
              {person.credentials.map((credential, index) => (
                <li key={index}>
                  <h3>
                    {credential.name} ({credential.abbreviation})
                  </h3>
                  <p>
                    {labels.issuedBy} {credential.issuer}
                  </p>
                  {credential.licenseNumber && (
                    <p>
                      {labels.licenseNumber} {credential.licenseNumber}
                    </p>
                  )}
                  {credential.verifyUrl && (
                    <p>
                      <a href={credential.verifyUrl} rel="external noopener noreferrer">
                        {labels.verify} <VisuallyHidden>({credential.name})</VisuallyHidden>
                      </a>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </Container>
        </Credentials>
      )}
      {profile && (
        <Body>
          <Container>
            <RichText html={person.bioHtml} />
            {person.services.length > 0 && (
              <Services aria-labelledby="person-services-heading">
                <h2 id="person-services-heading">{labels.services}</h2>
                <ul>
                  {person.services.map(service => (
                    <li key={service.fields.path}>
                      <Link to={service.fields.path}>{service.heading}</Link>
                    </li>
                  ))}
                </ul>
              </Services>
            )}
          </Container>
        </Body>
      )}
      {articleLists.map(list => (
        <CardBand
          key={list.id}
          headingId={`${list.id}-heading`}
          heading={fillTemplate(list.heading, { name: person.name })}
        >
          <ArticleCards
            articles={list.articles}
            categories={texts.categories}
            labels={texts.article}
            language={language}
            headingLevel={3}
          />
        </CardBand>
      ))}
      {pagination && pagination.pages > 1 && (
        <Container>
          <ListingPagination {...pagination} />
        </Container>
      )}
      <CallToAction content={texts.person.cta} from={person.fields.path} />
    </div>
  )
}

const Profile = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};

  ${breakpoint.tablet} {
    flex-direction: row;
    align-items: center;
  }
`

const JobTitle = styled.p`
  margin-top: ${space.sm};
  color: ${color.accentOnNavy};
  font-size: ${font.size.title};
  font-weight: ${font.weight.bold};
`

const Credentials = styled.section`
  padding-block: ${space.band.section} 0;

  h2 {
    font-size: ${font.size.h2};
    font-weight: ${font.weight.heavy};
  }

  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, ${layout.column.lg}), 1fr));
    gap: ${space.lg};
    margin-top: ${space.xl};
    padding: 0;
    list-style: none;
  }

  li {
    display: grid;
    align-content: start;
    gap: ${space.xs};
    padding: ${space.lg};
    border-left: ${space.xs} solid ${color.accent};
    ${bandTone("alt")}
  }

  h3 {
    font-size: ${font.size.cardTitle};
    line-height: ${font.lineHeight.snug};
  }

  a {
    ${minTargetStyles}
  }
`

const Services = styled.section`
  max-width: ${layout.narrow};
  margin-top: ${space.xxl};

  h2 {
    font-size: ${font.size.title};
  }

  ul {
    margin-top: ${space.md};
    padding-left: ${space.lg};
  }

  li a {
    ${minTargetStyles}
  }
`
