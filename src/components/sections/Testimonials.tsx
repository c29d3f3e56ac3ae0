import React from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Section } from "../ui/Section"
import { Card, CardGrid } from "../ui/Card"
import { VisuallyHidden } from "../ui/VisuallyHidden"
import { fillTemplate } from "../../lib/fill-template"
import { color, font, layout, size, space } from "../../styles/theme"

/**
 * What the client stories read from data/testimonials.json.
 * @public
 */
export const query = graphql`
  fragment TestimonialsContent on TestimonialsJson {
    heading
    intro
    ratingLabel
    items {
      quote
      name
      role
      rating
      starsSvg
    }
  }
`

/** Client stories: the quote, who said it, and their rating (read out as text, stars decorative). */
export function Testimonials({ content }: { content: Queries.TestimonialsContentFragment }) {
  return (
    <Section id="testimonials" heading={content.heading} intro={content.intro} tone="alt" shows={content}>
      <CardGrid minColumn={layout.column.lg}>
        {content.items.map((item, itemIndex) => (
          <Card as="li" key={itemIndex}>
            <Rating>
              <VisuallyHidden>{fillTemplate(content.ratingLabel, { rating: item.rating })}</VisuallyHidden>
              {/* Five stars, `rating` of them filled, drawn at build time (plugins/build-time-icons). */}
              <Stars aria-hidden="true" dangerouslySetInnerHTML={{ __html: item.starsSvg }} />
            </Rating>
            <Quote>
              <blockquote>
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>
                <span>{item.role}</span>
              </figcaption>
            </Quote>
          </Card>
        ))}
      </CardGrid>
    </Section>
  )
}

const Rating = styled.p`
  display: flex;
`

const Stars = styled.span`
  display: inline-flex;
  gap: ${space.xxs};
  font-size: ${font.size.large};

  .filled {
    color: ${color.star};
  }

  .empty {
    color: ${color.border};
  }
`

const Quote = styled.figure`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: space-between;
  gap: ${space.lg};

  blockquote {
    color: ${color.ink};
    font-size: ${font.size.quote};
  }

  figcaption {
    display: grid;
    padding-top: ${space.md};
    border-top: ${size.hairline} solid ${color.border};
  }

  strong {
    color: ${color.ink};
    font-weight: ${font.weight.bold};
  }

  span {
    color: ${color.muted};
    font-size: ${font.size.small};
  }
`
