import React from "react"

interface ErrorBoundaryState {
  failed: boolean
}

/**
 * Catches an error thrown while a page renders and shows a plain screen instead of a blank page.
 * Its text is fixed here on purpose: it must work when the content or the page itself is broken.
 */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error("Unexpected Application Error!", error, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <main style={{ maxWidth: "40rem", margin: "4rem auto", padding: "0 1rem", fontFamily: "system-ui, sans-serif" }}>
        <h1>Unexpected Application Error!</h1>
        <p>
          Something went wrong while showing this page. Please reload it, or go to the <a href="/">home page</a>.
        </p>
      </main>
    )
  }
}
