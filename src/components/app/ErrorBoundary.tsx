import React from "react"
import { Link } from "gatsby"
import { font, layout, space } from "../../styles/theme"

interface ErrorBoundaryProps {
  /** When this changes (PageProviders passes the page's path), a boundary showing the error screen tries the page again. */
  resetKey?: string
  children: React.ReactNode
}

interface ErrorBoundaryState {
  failed: boolean
}

/**
 * Catches an error thrown while a page renders and shows a plain screen instead of a blank page.
 * Its text is fixed here on purpose: it must work when the content or the page itself is broken.
 * Leaving the broken page (its home link navigates in the browser, without a reload) changes the
 * reset key, and the next page renders normally.
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error("Unexpected Application Error!", error, info.componentStack)
  }

  componentDidUpdate(previousProps: ErrorBoundaryProps, previousState: ErrorBoundaryState): void {
    // Only an error screen that was already showing resets: not the render that failed on arrival.
    if (previousState.failed && this.state.failed && previousProps.resetKey !== this.props.resetKey) {
      this.setState({ failed: false })
    }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <main style={screenStyle}>
        <h1>Unexpected Application Error!</h1>
        <p>
          Something went wrong while showing this page. Please reload it, or go to the <Link to="/">home page</Link>.
        </p>
      </main>
    )
  }
}

/** Inline, from the theme's values only: the page's own styles may be what failed. */
const screenStyle: React.CSSProperties = {
  maxWidth: layout.narrow,
  margin: `${space.xxl} auto`,
  padding: `0 ${space.gutter}`,
  fontFamily: font.body,
}
