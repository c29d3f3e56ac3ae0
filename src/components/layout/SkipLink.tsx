import styled from "@emotion/styled"
import { color, font, radius, space } from "../../styles/theme"

/** The first stop for keyboard users: hidden until focused, it jumps to the main content. */
export const SkipLink = styled.a`
  position: absolute;
  top: ${space.sm};
  left: ${space.sm};
  z-index: 100;
  padding: ${space.sm} ${space.md};
  background: ${color.surface};
  color: ${color.accent};
  font-weight: ${font.weight.bold};
  border-radius: ${radius.sm};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`
