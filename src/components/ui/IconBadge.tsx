import styled from "@emotion/styled"
import React from "react"
import { color, radius, size } from "../../styles/theme"

/** An icon (its SVG markup, drawn at build time) in a tinted rounded square, at the top of cards. */
export function IconBadge({ svg }: { svg: string }) {
  return <Badge dangerouslySetInnerHTML={{ __html: svg }} />
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size.badge.icon};
  height: ${size.badge.icon};
  border-radius: ${radius.md};
  background: ${color.accentSoft};
  color: ${color.accent};
`
