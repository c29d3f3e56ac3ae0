/**
 * A line at the foot of the screen while the admin reads what is published (published-content.ts), which
 * is when its checks may say a field is "processing": the editor sees why. Its `data-reads` counts the reads
 * that have ended, so that a test can wait until a form's own read is done.
 */
export const READING_TEXT = "Reading what is published…"

/** What of the published store (published-content.ts) the line reads: whether a read runs, and when that changes. */
interface ReadingStore {
  readonly reading: unknown
  subscribe(listener: () => void): unknown
}

export function showReadingStatus(store: ReadingStore, doc: Document): HTMLElement {
  const status = doc.createElement("p")
  status.setAttribute("role", "status")
  status.id = "published-content-status"
  Object.assign(status.style, {
    position: "fixed",
    left: "16px",
    bottom: "16px",
    zIndex: "1000",
    margin: "0",
    padding: "6px 12px",
    borderRadius: "4px",
    background: "#fff",
    boxShadow: "0 2px 8px rgba(0, 0, 0, 0.2)",
    font: "14px/1.4 system-ui, sans-serif",
    color: "#1c1b1f",
  })
  let reads = 0
  let wasReading = false
  const update = () => {
    const reading = Boolean(store.reading)
    if (wasReading && !reading) reads += 1
    wasReading = reading
    status.textContent = reading ? READING_TEXT : ""
    status.hidden = !reading
    status.dataset.reads = String(reads)
  }
  store.subscribe(update)
  update()
  doc.body.appendChild(status)
  return status
}
