import React from "react"
import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import { fillTemplate } from "../../lib/fill-template"
import { listingPagePath, pageLinksOf } from "../../lib/listing-pages"
import { color, font, radius, size, space } from "../../styles/theme"

/**
 * The words of a list's pages, from data/entry-pages.json.
 * @public
 */
export const query = graphql`
  fragment ListingPagesTexts on EntryPagesJson {
    listingPages {
      seoTitle
      navigationLabel
      position
      previous
      next
      pageLink
    }
  }
`

/** Which page of a list this is, as the build makes them (plugins/content-pages): in the page's context. */
export interface ListingPageContext {
  page: number
  pages: number
}

/** A list's page's context (plugins/content-pages): the ids of its entries, in the list's order, too. */
export interface ListPageContext extends ListingPageContext {
  ids: readonly string[]
}

export interface ListingPaginationProps extends ListingPageContext {
  /** The address of the list's first page: `/insights`, `/team/jane-doe`. */
  firstPath: string
  texts: Queries.ListingPagesTextsFragment["listingPages"]
}

/**
 * The links between a list's pages, while it has more than one: which page this is, the page before, the
 * first, the last and this page's neighbours, and the page after. Plain links, so that they work without
 * scripts; the page shown is marked `aria-current="page"`.
 */
export function ListingPagination({ firstPath, page, pages, texts }: ListingPaginationProps) {
  if (pages <= 1) return null
  const values = { page, pages }
  return (
    <Pagination aria-label={texts.navigationLabel}>
      <p>{fillTemplate(texts.position, values)}</p>
      <ul>
        {page > 1 && (
          <li>
            <Link to={listingPagePath(firstPath, page - 1)}>{texts.previous}</Link>
          </li>
        )}
        {pageLinksOf(page, pages).map((link, index) =>
          link === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link}>
              <Link
                to={listingPagePath(firstPath, link)}
                aria-label={fillTemplate(texts.pageLink, { page: link })}
                aria-current={link === page ? "page" : undefined}
              >
                {link}
              </Link>
            </li>
          )
        )}
        {page < pages && (
          <li>
            <Link to={listingPagePath(firstPath, page + 1)}>{texts.next}</Link>
          </li>
        )}
      </ul>
    </Pagination>
  )
}

const Pagination = styled.nav`
  margin-top: ${space.xl};
  text-align: center;

  p {
    color: ${color.muted};
    font-size: ${font.size.small};
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${space.xs};
    margin: ${space.sm} 0 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    align-items: center;
    min-width: ${size.touchTarget};
    min-height: ${size.touchTarget};
    justify-content: center;
  }

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${size.touchTarget};
    min-height: ${size.touchTarget};
    padding-inline: ${space.sm};
    border: ${size.hairline} solid ${color.border};
    border-radius: ${radius.sm};
    font-weight: ${font.weight.semibold};
    text-decoration: none;

    &:hover {
      text-decoration: underline;
    }
  }

  a[aria-current="page"] {
    border-color: ${color.accent};
    background: ${color.accent};
    color: ${color.onAccent};
  }
`
