import styled from "@emotion/styled"
import { color, font, layout, radius, shadow, size, space } from "../../styles/theme"

/** A white panel with a soft border, the base of every card on the site. */
export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding: ${space.lg};
  background: ${color.surface};
  border: ${size.hairline} solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  color: ${color.text};

  h3 {
    font-size: ${font.size.cardTitle};
    line-height: ${font.lineHeight.snug};
  }
`

/** A grid of cards that fills the width with as many columns as fit (one column at 360 px). */
export const CardGrid = styled.ul<{ minColumn?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ minColumn = layout.column.sm }) => minColumn}), 1fr));
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`
