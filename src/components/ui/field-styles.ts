import { css } from "@emotion/react"
import { color, font, radius, size, space } from "../../styles/theme"

/** A form field's box: its label above its control, and the look of every text field and choice. */
export const fieldStyles = css`
  display: grid;

  label {
    font-weight: ${font.weight.bold};
    color: ${color.ink};
  }

  input,
  select,
  textarea {
    width: 100%;
    min-height: ${size.control};
    padding: ${space.control} ${space.md};
    border: ${size.hairline} solid ${color.fieldBorder};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.ink};
  }
`
