/**
 * How the admin's own additions to Decap's screens look: the summary of a refused save, the line while
 * published content is read, a text's character count and a field's hint. Presentation only, in Decap's
 * colours and type; the browser suite judges it (axe's contrast and target sizes, the pictures in
 * docs/editing-content.md), not mutation testing.
 */
import type { CSSProperties } from "react"

const TEXT = "#1c1b1f"
const PROBLEM = "#b3261e"
const QUIET = "#5e6272"
const OVERLAY_FONT = "14px/1.4 system-ui, sans-serif"

/** The summary of a refused save, over the preview's corner: clear of the form, the toolbar's menus and Decap's own notices. */
export const problemSummaryStyles: Record<"box" | "heading" | "close" | "list" | "field", CSSProperties> = {
  box: {
    position: "fixed",
    right: "16px",
    bottom: "16px",
    zIndex: 1000,
    width: "min(520px, calc(100vw - 32px))",
    maxHeight: "50vh",
    overflowY: "auto",
    padding: "12px 16px",
    border: `2px solid ${PROBLEM}`,
    borderRadius: "6px",
    background: "#fff",
    boxShadow: "0 4px 16px rgba(0, 0, 0, 0.2)",
    font: OVERLAY_FONT,
    color: TEXT,
  },
  heading: { display: "flex", justifyContent: "space-between", gap: "8px" },
  close: { cursor: "pointer" },
  list: { margin: "8px 0 0", paddingLeft: "20px" },
  field: {
    padding: 0,
    border: 0,
    background: "none",
    color: "#0b57d0",
    textDecoration: "underline",
    cursor: "pointer",
    font: "inherit",
  },
}

/** The line at the foot of the screen while what is published is read. */
export const readingStatusStyle = {
  position: "fixed",
  left: "16px",
  bottom: "16px",
  zIndex: "1000",
  margin: "0",
  padding: "6px 12px",
  borderRadius: "4px",
  background: "#fff",
  boxShadow: "0 2px 8px rgba(0, 0, 0, 0.2)",
  font: OVERLAY_FONT,
  color: TEXT,
} as const

/** A text's character count: quiet while the text is within its limits, the colour of a problem once outside. */
export const characterCountStyle = (outside: boolean): CSSProperties => ({
  margin: "4px 0 0",
  fontSize: "13px",
  color: outside ? PROBLEM : QUIET,
})

/** A hint under a field. */
export const hintStyle: CSSProperties = { margin: 0, padding: "8px 0 0", fontSize: "12px", color: "#7a8291" }
