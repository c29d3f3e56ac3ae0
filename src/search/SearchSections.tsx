import type { SearchPageTexts } from "./show-search"
import React from "react"
import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import { Container } from "../components/ui/Container"
import { buttonStyles } from "../components/ui/button-styles"
import { fieldStyles } from "../components/ui/field-styles"
import { minTargetStyles } from "../components/ui/target-styles"
import { PageIntro } from "../components/sections/PageIntro"
import { SEARCH_PATH } from "../lib/page-paths"
import { breakpoint, color, font, layout, radius, size, space } from "../styles/theme"

/**
 * The search page's words, from data/search.json.
 * @public
 */
export const query = graphql`
  fragment SearchSectionsTexts on SearchJson {
    heading
    intro
    form {
      label
      submit
      kindFilter
      anyKind
      categoryFilter
      anyCategory
    }
    results {
      prompt
      searching
      countOne
      count
      none
      more
      failed
    }
    withoutScript
    homeLink
    inDevelopment
  }
`

export interface SearchSectionsProps {
  texts: Queries.SearchSectionsTextsFragment
  /** The kinds of page with a published entry, each with its name as a result shows it. */
  kinds: readonly { name: string; label: string }[]
  /** The categories with a published article. */
  categories: readonly { id: string; name: string }[]
  /** The kinds whose pages have a date (articles): a filter of them without words lists the newest first. */
  dated?: readonly string[]
  /** The lists a visitor without JavaScript can browse instead (the published index pages). */
  listings: readonly { label: string; path: string }[]
  /** The page's script (plugins/site-search); none in the content manager's preview. */
  script?: string
  /** Under the development server, which has no index: the page says so instead of searching. */
  inDevelopment?: boolean
  language: string
}

/**
 * The search page as the build renders it: its heading, the form (words, kind, category), the place of the
 * results and their announcement, and a note with the site's lists for a browser without JavaScript. Nothing
 * here runs in the browser: the page's own script (show-search.ts) reads the search from the
 * address and fills in the results, and hides the note.
 */
export function SearchSections({
  texts,
  kinds,
  categories,
  dated = [],
  listings,
  script,
  inDevelopment = false,
  language,
}: SearchSectionsProps) {
  const scriptTexts: SearchPageTexts = {
    language,
    kinds: Object.fromEntries(kinds.map(kind => [kind.name, kind.label])),
    dated,
    results: texts.results,
  }
  return (
    <div id="site-search" data-texts={JSON.stringify(scriptTexts)}>
      <PageIntro heading={texts.heading} intro={texts.intro} />
      <Body>
        <Container>
          <Form role="search" action={SEARCH_PATH} method="get">
            <Field>
              <label htmlFor="search-words">{texts.form.label}</label>
              <input type="search" id="search-words" name="q" autoComplete="off" />
            </Field>
            <Filter
              name="kind"
              label={texts.form.kindFilter}
              any={texts.form.anyKind}
              choices={kinds.map(kind => ({ value: kind.name, label: kind.label }))}
            />
            <Filter
              name="category"
              label={texts.form.categoryFilter}
              any={texts.form.anyCategory}
              choices={categories.map(category => ({ value: category.id, label: category.name }))}
            />
            <Submit type="submit">{texts.form.submit}</Submit>
          </Form>
          {!inDevelopment ? (
            <>
              <div data-without-script="">
                <p>{texts.withoutScript}</p>
                <ul>
                  {[{ label: texts.homeLink, path: "/" }, ...listings].map(link => (
                    <li key={link.path}>
                      <Link to={link.path}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
              <Status role="status" />
              <Results />
              <More type="button" data-more="" hidden>
                {texts.results.more}
              </More>
              {script && <script type="module" src={script} />}
            </>
          ) : (
            <p>{texts.inDevelopment}</p>
          )}
        </Container>
      </Body>
    </div>
  )
}

/** A filter of the form (`kind`, `category`): a choice of one value, or any; none while there is one value only. */
function Filter({
  name,
  label,
  any,
  choices,
}: {
  name: string
  label: string
  any: string
  choices: readonly { value: string; label: string }[]
}) {
  if (choices.length <= 1) return null
  return (
    <Field>
      <label htmlFor={`search-${name}`}>{label}</label>
      <select id={`search-${name}`} name={name}>
        <option value="">{any}</option>
        {choices.map(choice => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

const Body = styled.div`
  padding-block: ${space.band.section};

  [data-without-script] ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.lg};
    margin: ${space.sm} 0 0;
    padding: 0;
    list-style: none;
  }

  [data-without-script] a {
    ${minTargetStyles}
    font-weight: ${font.weight.bold};
  }
`

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  margin-bottom: ${space.xl};

  ${breakpoint.tablet} {
    grid-template-columns: minmax(0, 2fr) repeat(auto-fit, minmax(${layout.column.sm}, 1fr));
    align-items: end;
  }
`

const Field = styled.div`
  ${fieldStyles}
  gap: ${space.xs};
`

const Submit = styled.button`
  ${buttonStyles()}

  ${breakpoint.tablet} {
    justify-self: start;
  }
`

const Status = styled.p`
  margin-bottom: ${space.lg};
  color: ${color.muted};
  font-weight: ${font.weight.semibold};
`

/** The results the script adds: each a kind and date, a title that links to its page, and the excerpt. */
const Results = styled.ol`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${space.lg};
    border: ${size.hairline} solid ${color.border};
    border-radius: ${radius.md};
  }

  li > p:first-of-type {
    color: ${color.muted};
    font-size: ${font.size.small};
    font-weight: ${font.weight.bold};
    letter-spacing: ${font.tracking.caps};
    text-transform: uppercase;
  }

  h2 {
    margin-block: ${space.xs};
    font-size: ${font.size.cardTitle};
    line-height: ${font.lineHeight.snug};
  }

  h2 a {
    ${minTargetStyles}
    color: ${color.ink};
    text-underline-offset: ${font.underlineOffset};
  }

  mark {
    background: ${color.accentSoft};
    color: inherit;
    font-weight: ${font.weight.bold};
  }
`

const More = styled.button`
  ${buttonStyles()}
  margin-top: ${space.lg};

  &[hidden] {
    display: none;
  }
`
