/**
 * When a save is refused: a summary naming each field to fix, in the order of the form, each a button that
 * brings its field into view. Every checked widget reports to it during Decap's check before a save (one
 * pass, in field order, within one task); the summary shows once the pass is over, or goes if nothing was
 * wrong. It speaks of the entry it was shown for: another entry, or the list, closes it.
 */
import React from "react"
import { createRoot, type Root } from "react-dom/client"
import { problemSummaryStyles } from "./admin-styles"

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
    /**
     * Called by every checked widget in a pass: with its problem, or undefined when it has none. A field that
     * reports again in the same pass is listed once, in its first place, with its latest problem.
     */
    note(problem: NotedProblem | undefined) {
      if (problem) {
        const earlier = noted.findIndex(other => other.id === problem.id)
        if (earlier === -1) noted.push(problem)
        else noted[earlier] = problem
      }
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
    <div role="alert" aria-labelledby="problem-summary-heading" style={problemSummaryStyles.box}>
      <div style={problemSummaryStyles.heading}>
        <strong id="problem-summary-heading">
          Not saved: {problems.length === 1 ? "one field needs" : `${problems.length} fields need`} attention
        </strong>
        <button type="button" onClick={onClose} aria-label="Close this message" style={problemSummaryStyles.close}>
          ×
        </button>
      </div>
      <ul style={problemSummaryStyles.list}>
        {problems.map(problem => (
          <li key={problem.id}>
            <button type="button" onClick={() => bringIntoView(problem.id)} style={problemSummaryStyles.field}>
              {problem.label}
            </button>
            : {problem.message}
          </li>
        ))}
      </ul>
    </div>
  )
}
