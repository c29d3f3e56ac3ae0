import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Section } from "../ui/Section"
import { Card } from "../ui/Card"
import { IconBadge } from "../ui/IconBadge"
import { color, font, layout, space } from "../../styles/theme"

/**
 * What How It Works reads from data/steps.json.
 * @public
 */
export const query = graphql`
  fragment StepsContent on StepsJson {
    heading
    intro
    steps {
      ...FeatureItemFields
    }
  }
`

/** The steps of working with the firm, numbered in order. */
export function HowItWorks({ content }: { content: Queries.StepsContentFragment }) {
  return (
    <Section id="how-it-works" heading={content.heading} intro={content.intro} shows={content}>
      <Steps>
        {content.steps.map((step, index) => (
          <Card as="li" key={index}>
            <StepTop>
              <IconBadge svg={step.iconSvg} />
              {/* The list is ordered, so assistive technology already announces the number. */}
              <Number aria-hidden="true">{String(index + 1).padStart(2, "0")}</Number>
            </StepTop>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </Card>
        ))}
      </Steps>
    </Section>
  )
}

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${layout.column.md}), 1fr));
  gap: ${space.lg};
  padding: 0;
  list-style: none;
`

const StepTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`

const Number = styled.span`
  color: ${color.numeral};
  font-size: ${font.size.numeral};
  font-weight: ${font.weight.heavy};
  line-height: ${font.lineHeight.none};
`
