import React from "react"
import styled from "@emotion/styled"
import { Icon } from "./Icon"
import { color, radius, size } from "../../styles/theme"

/** An icon in a tinted rounded square, at the top of cards. */
export function IconBadge({ name }: { name: string }) {
  return (
    <Badge>
      <Icon name={name} />
    </Badge>
  )
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
