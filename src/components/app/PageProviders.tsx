import React from "react"
import { ErrorBoundary } from "./ErrorBoundary"
import { NoticeProvider } from "../notices/NoticeProvider"

/** Wraps every page, on the server and in the browser (gatsby-ssr.tsx, gatsby-browser.tsx). */
export function PageProviders({ children }: { children: React.ReactNode }) {
  return (
    <ErrorBoundary>
      <NoticeProvider>{children}</NoticeProvider>
    </ErrorBoundary>
  )
}
