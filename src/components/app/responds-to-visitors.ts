import { createContext, useContext } from "react"

/**
 * While the server renders a page: the names of the parts on it that respond to a visitor. gatsby-ssr.tsx
 * gives each page's render a set of its own and records what it holds.
 */
export const RespondingParts = createContext<Set<string> | undefined>(undefined)

/**
 * A component that responds to a visitor (a control with a handler, a form that sends) declares it here,
 * once, in its own code: the page it is on ships its scripts and hydrates. A page on which no component
 * declares it ships no script at all (gatsby-ssr.tsx records the page; adapters/static-host leaves its
 * scripts out), whatever the content puts on it: a page that gains such a component gains its scripts.
 */
export function useRespondsToVisitors(part: string): void {
  useContext(RespondingParts)?.add(part)
}
