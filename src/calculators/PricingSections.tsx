import React from "react"
import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import { Container } from "../components/ui/Container"
import { Card, CardGrid } from "../components/ui/Card"
import { PageIntro } from "../components/sections/PageIntro"
import { ListingPagination, type ListingPaginationProps } from "../components/sections/ListingPagination"
import { minTargetStyles } from "../components/ui/target-styles"
import { fillTemplate } from "../lib/fill-template"
import { formatters } from "./calculator"
import { fromPrice, scheduleStanding, type FeeSchedule } from "./plan-fees"
import { font, layout, space } from "../styles/theme"

/**
 * What the list of plans shows of each: its name, linked, its summary, its main inclusions, and its fees.
 * @public
 */
export const query = graphql`
  fragment PlanCard on PlanJson {
    id
    name
    summary
    audience
    includes {
      text
      limit
    }
    schedules {
      effectiveFrom
      billing
      driver
      tiers {
        upTo
        amount
      }
    }
    fields {
      path
    }
  }
`

/**
 * The words of the list of plans (data/entry-pages.json `pricing`).
 * @public
 */
export const texts = graphql`
  fragment PricingTexts on EntryPagesJson {
    pricing {
      seo {
        ...PageSeoFields
      }
      heading
      intro
      audiences {
        business
        individual
      }
      from
      onRequest
    }
  }
`

/** How many of a plan's inclusions its card names: the first, as the editors order them. */
const MAIN_INCLUSIONS = 3

export interface PricingSectionsProps {
  texts: Queries.PricingTextsFragment["pricing"]
  /** The words a plan's page uses for limits and billing periods (data/entry-pages.json `plan`). */
  planTexts: Pick<Queries.PlanTextsFragment["plan"], "limit" | "billing">
  plans: readonly Queries.PlanCardFragment[]
  locale: string
  /** The build's day in the firm's zone, which decides each plan's fees in effect. */
  today: string
  pagination?: ListingPaginationProps
}

/**
 * The list of plans (/pricing): its heading and introduction, then the plans for businesses and for individuals,
 * side by side, each with its name, its summary, its "from" price with its billing (the lowest fee in effect) and
 * its main inclusions. No script: nothing on it responds.
 */
export function PricingSections({ texts, planTexts, plans, locale, today, pagination }: PricingSectionsProps) {
  const format = formatters(locale)
  const audiences = (["business", "individual"] as const).filter(audience =>
    plans.some(plan => plan.audience === audience)
  )
  const price = (plan: Queries.PlanCardFragment) => {
    const schedules = plan.schedules.map(schedule => ({
      ...schedule,
      billing: schedule.billing as FeeSchedule["billing"],
      driver: schedule.driver as FeeSchedule["driver"],
    }))
    const inEffect = scheduleStanding(schedules, today).inEffect
    const from = inEffect && fromPrice(inEffect)
    return inEffect && from !== undefined
      ? fillTemplate(texts.from, { amount: format.money(from), period: planTexts.billing[inEffect.billing] })
      : texts.onRequest
  }
  return (
    <div>
      <PageIntro heading={texts.heading} intro={texts.intro} />
      <Plans>
        <Container>
          {audiences.map(audience => (
            <section key={audience} aria-labelledby={`pricing-${audience}`}>
              <h2 id={`pricing-${audience}`}>{texts.audiences[audience]}</h2>
              <CardGrid minColumn={layout.column.lg}>
                {plans
                  .filter(plan => plan.audience === audience)
                  .map(plan => (
                    <PlanCard as="li" key={plan.id}>
                      <h3>
                        <Link to={plan.fields.path}>{plan.name}</Link>
                      </h3>
                      <Price>{price(plan)}</Price>
                      <p>{plan.summary}</p>
                      <ul>
                        {plan.includes.slice(0, MAIN_INCLUSIONS).map(item => (
                          <li key={item.text}>
                            {item.limit
                              ? `${fillTemplate(planTexts.limit, { limit: format.decimal(item.limit) })} `
                              : ""}
                            {item.text}
                          </li>
                        ))}
                      </ul>
                    </PlanCard>
                  ))}
              </CardGrid>
            </section>
          ))}
          {pagination && <ListingPagination {...pagination} />}
        </Container>
      </Plans>
    </div>
  )
}

const Plans = styled.div`
  padding-block: ${space.band.section};

  section + section {
    margin-top: ${space.xxl};
  }

  h2 {
    margin-bottom: ${space.lg};
    font-size: ${font.size.h2};
    font-weight: ${font.weight.heavy};
  }
`

const PlanCard = styled(Card)`
  h3 a {
    ${minTargetStyles}
    color: inherit;
    text-underline-offset: ${font.underlineOffset};
  }

  ul {
    padding-left: ${space.lg};
  }
`

const Price = styled.p`
  font-size: ${font.size.lead};
  font-weight: ${font.weight.bold};
`
