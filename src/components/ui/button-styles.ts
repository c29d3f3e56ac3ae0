import { css } from "@emotion/react"
import { color, font, motion, radius, size, space } from "../../styles/theme"

export type ButtonVariant = "primary" | "onNavy"

/** The look of every button and button-like link; the variants differ only in colour. */
export const buttonStyles = (variant: ButtonVariant = "primary") => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: ${size.control};
  padding: ${space.control} ${space.lg};
  border: ${size.buttonBorder} solid transparent;
  border-radius: ${radius.control};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.control};
  text-decoration: none;
  cursor: pointer;
  ${motion.allowed} {
    transition:
      background-color ${motion.fast},
      color ${motion.fast},
      transform ${motion.fast};
  }

  ${
    variant === "primary" &&
    css`
      background: ${color.accent};
      color: ${color.onAccent};
      &:hover {
        background: ${color.accentHover};
      }
    `
  }
  ${
    variant === "onNavy" &&
    css`
      background: ${color.accentOnNavy};
      color: ${color.navy};
      &:hover {
        background: ${color.surface};
      }
    `
  }

  &:disabled,
  &[aria-disabled="true"] {
    cursor: progress;
    opacity: 0.8;
  }
`
