import React from "react"
import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import { Section } from "../ui/Section"
import { Card, CardGrid } from "../ui/Card"
import { Icon } from "../ui/Icon"
import { IconBadge } from "../ui/IconBadge"
import { VisuallyHidden } from "../ui/VisuallyHidden"
import { color, font, size, space } from "../../styles/theme"

/**
 * What the Services section reads from data/services.json.
 * @public
 */
export const query = graphql`
  fragment ServicesContent on ServicesJson {
    heading
    intro
    groups {
      title
      cards {
        iconSvg
        title
        description
        link {
          label
          page {
            fields {
              path
            }
          }
        }
      }
    }
  }
`

interface ServicesProps {
  content: Queries.ServicesContentFragment
  /** The arrow after a card's link (SVG markup, `uiIconSvg(name: "arrow-right")` in the page's query). */
  linkIconSvg: string
}

/** The services, grouped by audience, a card each; a card may link to its service page. */
export function Services({ content, linkIconSvg }: ServicesProps) {
  return (
    <Section id="services" heading={content.heading} intro={content.intro} tone="alt" shows={content}>
      <Groups>
        {content.groups.map((group, groupIndex) => (
          <div key={groupIndex}>
            <GroupTitle>{group.title}</GroupTitle>
            <CardGrid>
              {group.cards.map((card, cardIndex) => (
                <Card as="li" key={cardIndex}>
                  <IconBadge svg={card.iconSvg} />
                  <h4>{card.title}</h4>
                  <p>{card.description}</p>
                  {card.link && (
                    <MoreLink to={card.link.page.fields.path}>
                      <span>{card.link.label}</span>
                      {/* The card's title makes the link's name say where it leads, out of context too. */}
                      <VisuallyHidden> – {card.title}</VisuallyHidden>
                      <Icon svg={linkIconSvg} />
                    </MoreLink>
                  )}
                </Card>
              ))}
            </CardGrid>
          </div>
        ))}
      </Groups>
    </Section>
  )
}

const Groups = styled.div`
  display: grid;
  gap: ${space.xxl};

  h4 {
    font-size: ${font.size.cardTitle};
    line-height: ${font.lineHeight.snug};
  }
`

const GroupTitle = styled.h3`
  margin-bottom: ${space.lg};
  font-size: ${font.size.groupTitle};
`

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  align-self: flex-start;
  min-height: ${size.touchTarget};
  margin-top: auto;
  color: ${color.accent};
  font-weight: ${font.weight.bold};
  text-underline-offset: ${font.underlineOffset};

  &:hover {
    color: ${color.accentHover};
  }
`
