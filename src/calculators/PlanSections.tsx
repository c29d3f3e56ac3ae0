import React, { useEffect, useRef } from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Container } from "../components/ui/Container"
import { bandTone } from "../components/ui/band-tone"
import { fieldStyles } from "../components/ui/field-styles"
import { Body, Facts, Intro } from "../components/ui/EntryBands"
import { CallToAction } from "../components/sections/CallToAction"
import { fillTemplate } from "../lib/fill-template"
import { formatDate } from "../lib/format-date"
import { CONTACT_SECTION_ID } from "../lib/inquiry"
import { CURRENCY, formatters } from "./calculator"
import { scheduleStanding, type FeeSchedule } from "./plan-fees"
import {
  PLAN_ESTIMATE_ATTRIBUTE,
  PLAN_ESTIMATE_IDS as IDS,
  attachPlanEstimate,
  unitsField,
  type PlanEstimateSetup,
} from "./plan-estimate"
import { color, font, layout, radius, size, space } from "../styles/theme"

/**
 * What a plan's page reads from its file in data/plans/, and the words around it from data/entry-pages.json.
 * @public
 */
export const query = graphql`
  fragment PlanSectionsContent on PlanJson {
    fields {
      path
    }
    name
    summary
    audience
    service {
      fields {
        itemId
      }
    }
    includes {
      text
      limit
    }
    excludes
    hourlyRate
    consultationFee
    costs
    schedules {
      effectiveFrom
      billing
      driver
      tiers {
        upTo
        amount
      }
      addOns {
        id
        label
        unitAmount
        included
      }
      yearlyDiscount
    }
  }

  fragment PlanTexts on EntryPagesJson {
    plan {
      includes
      limit
      excludes
      hourlyRate
      consultationFee
      consultationFree
      costs
      fees
      inEffect
      announced
      honoured
      billing {
        month
        year
        once
      }
      drivers {
        monthlyExpenses
        employees
        none
      }
      upTo
      above
      every
      feeColumn
      onRequest
      addOns
      addOnColumns {
        label
        included
        unitAmount
      }
      yearlyDiscount
      estimate {
        heading
        pending
        noScript
        units
        results {
          base
          addOns
          total
          yearly
          quote
        }
        working {
          heading
          tier
          single
          addOn
          total
          yearly
        }
        messages {
          notAnAmount
          negativeAmount
          tooLarge
          tooPrecise
          notACount
          countTooLarge
        }
        disclaimer
      }
      callToAction {
        heading
        text
        button
        includeEstimate
      }
    }
  }
`

type Plan = Queries.PlanSectionsContentFragment
type Texts = Queries.PlanTextsFragment["plan"]

export interface PlanSectionsProps {
  plan: Plan
  texts: Texts
  /** The site's language (dates) and locale (`en_US`: money). */
  language: string
  locale: string
  /** The build's day in the firm's zone (`YYYY-MM-DD`), which decides the schedule in effect. */
  today: string
  /** The page's one script (the calculators' module), which makes the estimate respond; none in a preview. */
  script?: string
}

/** Where the call to action leads: the contact form on the home page. */
const CONTACT_FORM = `/#${CONTACT_SECTION_ID}`

/** A schedule as plan-fees.ts reads it: GraphQL's nulls for what the file leaves out. */
const scheduleOf = (schedule: Plan["schedules"][number]): FeeSchedule => ({
  ...schedule,
  billing: schedule.billing as FeeSchedule["billing"],
  driver: schedule.driver as FeeSchedule["driver"],
})

/**
 * A plan's page: its name and summary; what it includes (with limits) and leaves out, the hourly rate beyond it,
 * the first consultation's fee and who bears the costs besides the fees; the fees in effect, with the day they
 * took effect, those announced with the day they will, and within 30 days of a change the earlier fees with the
 * day they hold until; the estimate a visitor works out; the call to action, which carries the estimate when the
 * visitor ticks the box. Everything but the estimate shows without JavaScript.
 */
export function PlanSections({ plan, texts, language, locale, today, script }: PlanSectionsProps) {
  const format = formatters(locale)
  const standing = scheduleStanding(plan.schedules.map(scheduleOf), today)
  const date = (day: string) => <time dateTime={day}>{formatDate(day, language)}</time>
  const inEffect = standing.inEffect
  return (
    <div>
      <Intro aria-labelledby="page-heading">
        <Container>
          <h1 id="page-heading">{plan.name}</h1>
          <p>{plan.summary}</p>
          {inEffect && (
            <Facts>
              <li>{withDate(texts.inEffect, date(inEffect.effectiveFrom))}</li>
            </Facts>
          )}
        </Container>
      </Intro>
      <Body>
        <Container>
          <Columns>
            <Scope aria-labelledby="plan-includes-heading">
              <h2 id="plan-includes-heading">{texts.includes}</h2>
              <ul>
                {plan.includes.map(item => (
                  <li key={item.text}>
                    {item.limit ? `${fillTemplate(texts.limit, { limit: format.decimal(item.limit) })} ` : ""}
                    {item.text}
                  </li>
                ))}
              </ul>
              {plan.excludes.length > 0 && (
                <>
                  <h2>{texts.excludes}</h2>
                  <ul>
                    {plan.excludes.map(item => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </>
              )}
              {plan.hourlyRate !== null && (
                <p>{fillTemplate(texts.hourlyRate, { amount: format.dollars(plan.hourlyRate) })}</p>
              )}
              <p>
                {plan.consultationFee === 0
                  ? texts.consultationFree
                  : fillTemplate(texts.consultationFee, { amount: format.dollars(plan.consultationFee) })}
              </p>
              <h2>{texts.costs}</h2>
              <p>{plan.costs}</p>
            </Scope>
            <Fees aria-labelledby="plan-fees-heading">
              <h2 id="plan-fees-heading">{texts.fees}</h2>
              {inEffect && <FeeTables schedule={inEffect} texts={texts} locale={locale} />}
              {standing.announced && (
                <>
                  <h3>{withDate(texts.announced, date(standing.announced.effectiveFrom))}</h3>
                  <FeeTables schedule={standing.announced} texts={texts} locale={locale} />
                </>
              )}
              {standing.honoured && (
                <>
                  <h3>{withDate(texts.honoured, date(standing.honoured.until))}</h3>
                  <FeeTables schedule={standing.honoured.schedule} texts={texts} locale={locale} />
                </>
              )}
            </Fees>
          </Columns>
        </Container>
      </Body>
      {inEffect && <PlanEstimate plan={plan} schedule={inEffect} texts={texts} locale={locale} script={script} />}
    </div>
  )
}

/** A text with `{date}`, the date in it a `<time>` element. */
function withDate(template: string, date: React.ReactElement): React.ReactNode {
  const [before, after = ""] = template.split("{date}")
  return (
    <>
      {before}
      {date}
      {after}
    </>
  )
}

/** A schedule's tiers and add-ons as tables, with its billing, and its yearly discount where it has one. */
function FeeTables({ schedule, texts, locale }: { schedule: FeeSchedule; texts: Texts; locale: string }) {
  const format = formatters(locale)
  const period = texts.billing[schedule.billing]
  const bound = (upTo: number) => (schedule.driver === "monthlyExpenses" ? format.dollars(upTo) : format.decimal(upTo))
  const range = (index: number) => {
    const { upTo } = schedule.tiers[index]
    if (upTo !== null) return fillTemplate(texts.upTo, { upTo: bound(upTo) })
    const before = schedule.tiers[index - 1]?.upTo
    return before === undefined || before === null ? texts.every : fillTemplate(texts.above, { upTo: bound(before) })
  }
  const addOns = schedule.addOns ?? []
  return (
    <>
      <Table>
        <caption className="visually-hidden">{texts.fees}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.drivers[schedule.driver]}</th>
            <th scope="col">{texts.feeColumn}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.tiers.map((tier, index) => (
            <tr key={index}>
              <th scope="row">{range(index)}</th>
              <td>{tier.amount === null ? texts.onRequest : `${format.dollars(tier.amount)} ${period}`}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {schedule.yearlyDiscount ? (
        <p>{fillTemplate(texts.yearlyDiscount, { discount: format.percent(schedule.yearlyDiscount) })}</p>
      ) : null}
      {addOns.length > 0 && (
        <Table>
          <caption>{texts.addOns}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.addOnColumns.label}</th>
              <th scope="col">{texts.addOnColumns.included}</th>
              <th scope="col">{texts.addOnColumns.unitAmount}</th>
            </tr>
          </thead>
          <tbody>
            {addOns.map(addOn => (
              <tr key={addOn.id}>
                <th scope="row">{addOn.label}</th>
                <td>{format.decimal(addOn.included)}</td>
                <td>{`${format.dollars(addOn.unitAmount)} ${period}`}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  )
}

/** The sign before a field of money, in the site's locale ("$"). */
const currencySign = (locale: string) =>
  new Intl.NumberFormat(formatters(locale).tag, { style: "currency", currency: CURRENCY })
    .formatToParts(1)
    .find(part => part.type === "currency")?.value ?? ""

/**
 * The estimate: the driver's field and a field for each add-on's units, the results as they are worked out
 * (`<output>`s announced politely), the working, and the call to action with the box that carries the estimate.
 * Markup only: plan-estimate.ts makes it respond, from the page's one script or, where React renders the page,
 * from the effect below. Without JavaScript it is not shown, and a note says why.
 */
function PlanEstimate({
  plan,
  schedule,
  texts,
  locale,
  script,
}: {
  plan: Plan
  schedule: FeeSchedule
  texts: Texts
  locale: string
  script?: string
}) {
  const band = useRef<HTMLElement>(null)
  const contact = { to: CONTACT_FORM, from: plan.fields.path, service: plan.service?.fields.itemId }
  const { estimate } = texts
  const setup: PlanEstimateSetup = {
    planName: plan.name,
    schedule,
    texts: {
      billing: texts.billing,
      drivers: texts.drivers,
      upTo: texts.upTo,
      above: texts.above,
      every: texts.every,
      results: estimate.results,
      working: estimate.working,
      messages: estimate.messages,
    },
    locale,
    contact,
  }
  const setupJson = JSON.stringify(setup)
  useEffect(() => (band.current ? attachPlanEstimate(band.current) : undefined), [setupJson])
  const sign = currencySign(locale)
  const period = texts.billing[schedule.billing]
  const fields = [
    ...(schedule.driver === "none"
      ? []
      : [
          {
            name: schedule.driver,
            label: texts.drivers[schedule.driver],
            money: schedule.driver === "monthlyExpenses",
          },
        ]),
    ...(schedule.addOns ?? []).map(addOn => ({
      name: unitsField(addOn.id),
      label: fillTemplate(estimate.units, { label: addOn.label }),
      money: false,
    })),
  ]
  const outputFor = fields.map(field => IDS.field(field.name)).join(" ")
  const results = [
    { name: "base", label: estimate.results.base },
    { name: "addOns", label: estimate.results.addOns },
    { name: "total", label: fillTemplate(estimate.results.total, { period }) },
    ...(schedule.billing === "month" ? [{ name: "yearly", label: estimate.results.yearly }] : []),
  ]
  return (
    <>
      <Band aria-labelledby="plan-estimate-heading" ref={band} {...{ [PLAN_ESTIMATE_ATTRIBUTE]: setupJson }}>
        <Container>
          <h2 id="plan-estimate-heading">{estimate.heading}</h2>
          <noscript>
            <NoScript>{estimate.noScript}</NoScript>
          </noscript>
          <EstimateColumns data-needs-script="">
            <Form id={IDS.form}>
              {fields.map(field => (
                <Field key={field.name}>
                  <label htmlFor={IDS.field(field.name)}>{field.label}</label>
                  <Control money={field.money}>
                    {field.money && <span aria-hidden="true">{sign}</span>}
                    <input
                      id={IDS.field(field.name)}
                      name={field.name}
                      type="text"
                      inputMode={field.money ? "decimal" : "numeric"}
                      autoComplete="off"
                      aria-describedby={IDS.problem(field.name)}
                    />
                  </Control>
                  <Problem id={IDS.problem(field.name)} hidden />
                </Field>
              ))}
            </Form>
            <Results>
              <div aria-live="polite">
                <p id={IDS.pending}>{estimate.pending}</p>
                <dl>
                  {results.map(result => (
                    <div key={result.name} hidden>
                      <dt>{result.label}</dt>
                      <dd>
                        <output name={result.name} htmlFor={outputFor} />
                      </dd>
                    </div>
                  ))}
                </dl>
                <div id={IDS.working} hidden>
                  <h3>{estimate.working.heading}</h3>
                  <ol />
                </div>
              </div>
            </Results>
          </EstimateColumns>
          <Disclaimer>{estimate.disclaimer}</Disclaimer>
        </Container>
        {script && <script type="module" src={script} />}
      </Band>
      <CallToAction
        content={{
          heading: texts.callToAction.heading,
          text: texts.callToAction.text,
          link: { label: texts.callToAction.button, to: contact.to },
        }}
        from={contact.from}
        service={contact.service}
        choice={
          <Choice id={IDS.choice} hidden data-needs-script="">
            <input id={IDS.includeEstimate} type="checkbox" />
            <label htmlFor={IDS.includeEstimate}>{texts.callToAction.includeEstimate}</label>
          </Choice>
        }
      />
    </>
  )
}

/** Nothing in the estimate works without a script: where scripts are off, it is not shown. */
const withoutScripts = `
  @media (scripting: none) {
    display: none;
  }
`

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${layout.column.lg}), 1fr));
  gap: ${space.xxl};
  align-items: start;

  h2 {
    font-size: ${font.size.title};
  }

  h2 + ul,
  h2 + p,
  ul + h2,
  p + h2 {
    margin-top: ${space.md};
  }

  h3 {
    margin-top: ${space.xl};
    font-size: ${font.size.body};
  }
`

const Scope = styled.section`
  ul {
    padding-left: ${space.lg};
  }

  li + li {
    margin-top: ${space.xs};
  }

  p {
    margin-top: ${space.md};
  }
`

const Fees = styled.section`
  p {
    margin-top: ${space.sm};
    color: ${color.muted};
  }
`

const Table = styled.table`
  width: 100%;
  margin-top: ${space.md};
  border-collapse: collapse;
  /*
   * Columns as wide as the headings' row says (the first half, the others share the rest), not as their words:
   * a word breaks only where it is longer than its column, so "Included" stays whole in a narrow preview, and a
   * long word still fits at 360 px.
   */
  table-layout: fixed;

  caption {
    text-align: left;
    font-weight: ${font.weight.bold};
    color: ${color.ink};
  }

  caption.visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  th,
  td {
    padding: ${space.sm} ${space.xs};
    border-bottom: ${size.hairline} solid ${color.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: break-word;
  }

  thead th {
    color: ${color.muted};
    font-size: ${font.size.small};
  }

  thead th:first-child {
    width: 50%;
  }

  tbody th {
    font-weight: ${font.weight.semibold};
  }
`

const Band = styled.section`
  padding-block: ${space.band.section};
  ${bandTone("alt")}

  h2 {
    font-size: ${font.size.title};
  }

  [data-needs-script] {
    ${withoutScripts}
  }
`

const NoScript = styled.p`
  max-width: ${layout.narrow};
  margin-top: ${space.md};
`

const EstimateColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${layout.column.lg}), 1fr));
  gap: ${space.xl};
  align-items: start;
  margin-top: ${space.lg};
`

const Form = styled.form`
  display: grid;
  gap: ${space.lg};
`

const Field = styled.div`
  ${fieldStyles}
  gap: ${space.xs};

  input[aria-invalid="true"] {
    border-color: ${color.danger};
  }
`

/** A field with the currency sign before what is typed. */
const Control = styled("div", { shouldForwardProp: prop => prop !== "money" })<{ money: boolean }>`
  position: relative;

  span {
    position: absolute;
    inset-block: 0;
    left: ${space.md};
    display: flex;
    align-items: center;
    color: ${color.muted};
  }

  input {
    ${({ money }) => (money ? `padding-left: ${space.xl};` : "")}
  }
`

const Problem = styled.p`
  color: ${color.danger};
  font-size: ${font.size.small};
  font-weight: ${font.weight.bold};
`

const Results = styled.div`
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.surface};

  h3 {
    margin-top: ${space.lg};
    font-size: ${font.size.body};
  }

  dl,
  ol {
    margin-top: ${space.md};
  }

  dl > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space.xs} ${space.md};
    padding-block: ${space.sm};
    border-bottom: ${size.hairline} solid ${color.border};
  }

  dl > div[hidden] {
    display: none;
  }

  dd {
    margin: 0;
    font-weight: ${font.weight.bold};
    color: ${color.ink};
  }

  ol {
    padding-left: ${space.lg};
    overflow-wrap: anywhere;
  }
`

const Disclaimer = styled.p`
  max-width: ${layout.narrow};
  margin-top: ${space.lg};
  color: ${color.muted};
  font-size: ${font.size.small};
`

const Choice = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${space.sm};
  margin-bottom: ${space.lg};

  &[hidden] {
    display: none;
  }

  input {
    flex: none;
    width: ${size.minTarget};
    height: ${size.minTarget};
    accent-color: ${color.accentOnNavy};
  }

  ${withoutScripts}
`
