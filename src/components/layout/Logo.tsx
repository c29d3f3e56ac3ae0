import React from "react"
import { logo } from "../../styles/theme"

/** The firm's mark: a ledger line rising into a check, drawn as in static/favicon.svg. Decorative. */
export function Logo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={logo.tile} />
      <path d="M7 22.5h18" stroke={logo.line} strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M8.5 15.5l5 4.5 10-11"
        fill="none"
        stroke={logo.check}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
