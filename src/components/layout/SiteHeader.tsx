import React from "react"
import styled from "@emotion/styled"
import { Container } from "../ui/Container"
import { bandTone } from "../ui/band-tone"
import { Logo } from "./Logo"
import { color, font, logo, size, space } from "../../styles/theme"

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
          <Logo size={logo.size.header} />
          <span>{firmName}</span>
        </Brand>
        {children}
      </Inner>
    </Bar>
  )
}

const Bar = styled.header`
  ${bandTone("navy")}
  border-bottom: ${size.hairline} solid ${color.navyRaised};

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
  min-height: ${size.header};
  padding-block: ${space.sm};
`

const Brand = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  color: ${color.onNavy};
  font-size: ${font.size.title};
  font-weight: ${font.weight.heavy};
  letter-spacing: ${font.tracking.brand};
`
