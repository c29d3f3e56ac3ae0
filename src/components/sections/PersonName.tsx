import React from "react"
import { graphql, Link } from "gatsby"

/**
 * How a person signs what they write or review: their name and credentials, and where their page is.
 * @public
 */
export const query = graphql`
  fragment PersonSignature on PersonJson {
    name
    credentials {
      abbreviation
    }
    fields {
      path
      live
    }
  }
`

/** "Jane Doe, CPA, EA": a person's name with their credentials' short forms, as a byline shows it. */
export function signatureOf(person: Queries.PersonSignatureFragment): string {
  return [person.name, ...person.credentials.map(credential => credential.abbreviation)].join(", ")
}

/**
 * A person's name and credentials, linked to their page while they have one; a retired person keeps their
 * name on what they signed, without a link.
 */
export function PersonName({ person }: { person: Queries.PersonSignatureFragment }) {
  return person.fields.live ? <Link to={person.fields.path}>{signatureOf(person)}</Link> : <>{signatureOf(person)}</>
}
