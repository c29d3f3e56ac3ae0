import React from "react"
import { ErrorBoundary } from "./ErrorBoundary"
import { NoticeProvider } from "../notices/NoticeProvider"

interface PageProvidersProps {
  /** The page's path (`location.pathname`): a new page resets the error screen. */
  pathname: string
  children: React.ReactNode
}

/** Wraps every page, on the server and in the browser (gatsby-ssr.tsx, gatsby-browser.tsx). */
export function PageProviders({ pathname, children }: PageProvidersProps) {
  return (
    <ErrorBoundary resetKey={pathname}>
      <NoticeProvider>{children}</NoticeProvider>
    </ErrorBoundary>
  )
}
