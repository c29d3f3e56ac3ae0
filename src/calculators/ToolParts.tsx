import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Container } from "../components/ui/Container"
import { RichText } from "../components/ui/RichText"
import { Body, Facts, Intro } from "../components/ui/EntryBands"
import { PersonName } from "../components/sections/PersonName"
import { fillTemplate } from "../lib/fill-template"
import { formatDate } from "../lib/format-date"
import { constantRows } from "./figures"
import { calculatorOf } from "./registry"
import { color, font, layout, size, space } from "../styles/theme"

/**
 * What a calculator's page reads from its file in data/tools/, and the words around it from
 * data/entry-pages.json.
 * @public
 */
export const query = graphql`
  fragment ToolSectionsContent on ToolJson {
    fields {
      path
    }
    calculator
    heading
    intro
    reviewed
    author {
      ...PersonSignature
    }
    reviewer {
      ...PersonSignature
    }
    service {
      fields {
        itemId
      }
    }
    constants {
      taxYear
      source
      netEarningsFactor
      socialSecurityRate
      medicareRate
      socialSecurityWageBase
      minimumNetEarnings
      additionalMedicareRate
      additionalMedicareThresholds {
        single
        marriedJointly
        marriedSeparately
        headOfHousehold
        qualifyingSurvivingSpouse
      }
      startAges {
        bornFrom
        age
      }
      uniformLifetimeTable {
        age
        divisor
      }
    }
    inputs {
      name
      label
      hint
    }
    filingStatuses {
      value
      label
    }
    results {
      name
      label
    }
    working {
      line
      text
    }
    constantLabels {
      constant
      label
    }
    messages {
      notAnAmount
      negativeAmount
      tooLarge
      tooPrecise
      notAYear
      yearOutOfRange
      belowMinimum
      notBurning
      notYet
      notCovered
    }
    methodHtml
    disclaimer
    callToAction {
      heading
      text
      button
      includeFigures
    }
  }

  fragment ToolTexts on EntryPagesJson {
    tool {
      byline
      reviewedBy
      reviewedOn
      resultsHeading
      resultsPending
      workingHeading
      figuresHeading
      taxYear
      source
      noScript
    }
  }
`

export interface ToolPartsProps {
  tool: Queries.ToolSectionsContentFragment
  texts: Queries.ToolTextsFragment["tool"]
  /** The site's language (dates) and locale (`en_US`: money and percentages). */
  language: string
  locale: string
}

/** The navy band at the top: heading, introduction, byline and review, the figures' tax year. */
export function ToolIntro({ tool, texts, language }: Omit<ToolPartsProps, "locale">) {
  const { constants } = tool
  return (
    <Intro aria-labelledby="page-heading">
      <Container>
        <h1 id="page-heading">{tool.heading}</h1>
        <p>{tool.intro}</p>
        <Facts>
          <li>
            {texts.byline} <PersonName person={tool.author} />
          </li>
          <li>
            {texts.reviewedBy} <PersonName person={tool.reviewer} /> {texts.reviewedOn}{" "}
            <time dateTime={tool.reviewed}>{formatDate(tool.reviewed, language)}</time>
          </li>
          {constants?.taxYear && <li>{fillTemplate(texts.taxYear, { year: constants.taxYear })}</li>}
        </Facts>
      </Container>
    </Intro>
  )
}

/** How it works: the method in the editors' words, then the figures it uses with their year and source. */
export function ToolMethod({ tool, texts, locale }: Omit<ToolPartsProps, "language">) {
  const rows = constantRows(calculatorOf(tool.calculator), tool, locale)
  const { constants } = tool
  return (
    <Body>
      <Container>
        <Method>
          <RichText html={tool.methodHtml} />
        </Method>
        {(rows.length > 0 || constants?.source) && (
          <Figures aria-labelledby="figures-heading">
            <h2 id="figures-heading">{texts.figuresHeading}</h2>
            {constants?.taxYear && <p>{fillTemplate(texts.taxYear, { year: constants.taxYear })}</p>}
            {rows.length > 0 && (
              <dl>
                {rows.map(row => (
                  <div key={row.constant}>
                    <dt>{row.label}</dt>
                    <dd>
                      {row.values.length === 1 ? (
                        row.values[0].value
                      ) : (
                        <ul>
                          {row.values.map(value => (
                            <li key={value.key}>
                              {value.key}: {value.value}
                            </li>
                          ))}
                        </ul>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {constants?.source && (
              <p>
                <a href={constants.source}>{texts.source}</a>
              </p>
            )}
          </Figures>
        )}
      </Container>
    </Body>
  )
}

const Method = styled.div`
  max-width: ${layout.narrow};
`

const Figures = styled.section`
  max-width: ${layout.narrow};
  margin-top: ${space.xxl};
  padding-top: ${space.xl};
  border-top: ${size.hairline} solid ${color.border};

  h2 {
    font-size: ${font.size.title};
  }

  p,
  dl {
    margin-top: ${space.md};
  }

  dl > div {
    display: grid;
    gap: ${space.xs};
    padding-block: ${space.sm};
    border-bottom: ${size.hairline} solid ${color.border};
  }

  dt {
    font-weight: ${font.weight.bold};
    color: ${color.ink};
  }

  dd {
    margin: 0;
  }

  dd ul {
    columns: ${layout.column.xxs};
    padding-left: ${space.lg};
  }

  a {
    display: inline-block;
    min-height: ${size.minTarget};
    font-weight: ${font.weight.bold};
  }
`
