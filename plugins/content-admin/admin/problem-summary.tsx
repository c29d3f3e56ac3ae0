/**
 * When a save is refused: a summary naming each field to fix, in the order of the form, each a button that
 * brings its field into view. Every checked widget reports to it during Decap's check before a save (one
 * pass, in field order, within one task); the summary shows once the pass is over, or goes if nothing was
 * wrong. It speaks of the entry it was shown for: another entry, or the list, closes it.
 */
import React from "react"
import { createRoot, type Root } from "react-dom/client"

export interface NotedProblem {
  /** The field's label. */
  label: string
  /** The field's control's element id. */
  id: string
  message: string
}

/** Collects the problems of one pass and shows them; `later` runs the showing after the pass (a new task). */
export function createProblemSummary(later: (show: () => void) => void = show => setTimeout(show, 0)) {
  let noted: NotedProblem[] = []
  let scheduled = false
  let root: Root | undefined

  function render(problems: NotedProblem[]) {
    if (!root) {
      const container = document.createElement("div")
      document.body.appendChild(container)
      root = createRoot(container)
      window.addEventListener("hashchange", () => root!.render(null))
    }
    root.render(problems.length > 0 ? <ProblemSummary problems={problems} onClose={() => root!.render(null)} /> : null)
    if (problems.length > 0) bringIntoView(problems[0].id)
  }

  return {
    /** Called by every checked widget in a pass: with its problem, or undefined when it has none. */
    note(problem: NotedProblem | undefined) {
      if (problem) noted.push(problem)
      if (scheduled) return
      scheduled = true
      later(() => {
        scheduled = false
        const problems = noted
        noted = []
        render(problems)
      })
    },
  }
}

/** Scrolls a field into view (or the closed list item that holds it) and focuses it when it can be. */
function bringIntoView(id: string) {
  let element = document.getElementById(id)
  while (element && element.getClientRects().length === 0) element = element.parentElement
  element?.scrollIntoView({ block: "center" })
  if (element?.id === id) element.focus({ preventScroll: true })
}

function ProblemSummary({ problems, onClose }: { problems: NotedProblem[]; onClose: () => void }) {
  return (
    <div
      role="alert"
      aria-labelledby="problem-summary-heading"
      style={{
        // Over the preview's corner: clear of the form, the toolbar's menus and Decap's own notices.
        position: "fixed",
        right: "16px",
        bottom: "16px",
        zIndex: 1000,
        width: "min(520px, calc(100vw - 32px))",
        maxHeight: "50vh",
        overflowY: "auto",
        padding: "12px 16px",
        border: "2px solid #b3261e",
        borderRadius: "6px",
        background: "#fff",
        boxShadow: "0 4px 16px rgba(0, 0, 0, 0.2)",
        font: "14px/1.4 system-ui, sans-serif",
        color: "#1c1b1f",
      }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", gap: "8px" }}>
        <strong id="problem-summary-heading">
          Not saved: {problems.length === 1 ? "one field needs" : `${problems.length} fields need`} attention
        </strong>
        <button type="button" onClick={onClose} aria-label="Close this message" style={{ cursor: "pointer" }}>
          ×
        </button>
      </div>
      <ul style={{ margin: "8px 0 0", paddingLeft: "20px" }}>
        {problems.map(problem => (
          <li key={problem.id}>
            <button
              type="button"
              onClick={() => bringIntoView(problem.id)}
              style={{
                padding: 0,
                border: 0,
                background: "none",
                color: "#0b57d0",
                textDecoration: "underline",
                cursor: "pointer",
                font: "inherit",
              }}
            >
              {problem.label}
            </button>
            : {problem.message}
          </li>
        ))}
      </ul>
    </div>
  )
}
