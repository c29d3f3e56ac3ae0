import React from "react"
import styled from "@emotion/styled"
import { Container } from "../ui/Container"
import { bandTone } from "../ui/band-tone"
import { Logo } from "./Logo"
import { color, font, space } from "../../styles/theme"

interface SiteHeaderProps {
  firmName: string
  /** What the header offers besides the firm's name, such as the advisory page's 'Back to Home' link. */
  children?: React.ReactNode
}

export function SiteHeader({ firmName, children }: SiteHeaderProps) {
  return (
    <Bar>
      <Inner>
        <Brand>
          <Logo />
          <span>{firmName}</span>
        </Brand>
        {children}
      </Inner>
    </Bar>
  )
}

const Bar = styled.header`
  ${bandTone("navy")}
  border-bottom: 1px solid ${color.navyRaised};

  a {
    color: ${color.onNavy};
  }
`

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm} ${space.lg};
  min-height: 4rem;
  padding-block: ${space.sm};
`

const Brand = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  color: ${color.onNavy};
  font-size: 1.25rem;
  font-weight: ${font.weight.heavy};
  letter-spacing: -0.01em;
`
