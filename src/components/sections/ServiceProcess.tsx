import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Section } from "../ui/Section"
import { color, font, layout, radius, size, space } from "../../styles/theme"

/**
 * What a service page's process reads from its file in data/service-pages/.
 * @public
 */
export const query = graphql`
  fragment ServiceProcessContent on ServiceProcess {
    heading
    intro
    steps {
      title
      description
    }
  }
`

/** A service page's process: numbered steps in order. (Its element id is the first service page's.) */
export function ServiceProcess({ content }: { content: Queries.ServiceProcessContentFragment }) {
  return (
    <Section id="advisory-process" heading={content.heading} intro={content.intro} tone="alt" shows={content}>
      <Steps>
        {content.steps.map((step, index) => (
          <li key={index}>
            {/* The list is ordered, so assistive technology already announces the number. */}
            <StepNumber aria-hidden="true">{index + 1}</StepNumber>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </Steps>
    </Section>
  )
}

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${layout.column.xs}), 1fr));
  gap: ${space.xl};
  padding: 0;
  list-style: none;
  text-align: center;

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space.sm};
  }

  h3 {
    font-size: ${font.size.title};
  }
`

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size.badge.step};
  height: ${size.badge.step};
  margin-bottom: ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: ${color.onAccent};
  font-size: ${font.size.stepNumber};
  font-weight: ${font.weight.heavy};
`
