import React from "react"

/** The firm's mark: a ledger line rising into a check. Decorative. Its colours match static/favicon.svg, so they stay literal here. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0d7068" />
      <path d="M7 22.5h18" stroke="#b9ebe4" strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M8.5 15.5l5 4.5 10-11"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
