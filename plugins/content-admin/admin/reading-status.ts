/**
 * A line at the foot of the screen while the admin reads what is published (published-content.ts), which
 * is when its checks may say a field is "processing": the editor sees why. Its `data-reads` counts the reads
 * that have ended, so that a test can wait until a form's own read is done.
 */
import { readingStatusStyle } from "./admin-styles"

export const READING_TEXT = "Reading what is published…"
/** The line's element id, by which the browser tests find it. */
export const READING_STATUS_ID = "published-content-status"

/** What of the published store (published-content.ts) the line reads: whether a read runs, and when that changes. */
interface ReadingStore {
  readonly reading: unknown
  subscribe(listener: () => void): unknown
}

export function showReadingStatus(store: ReadingStore, doc: Document): HTMLElement {
  const status = doc.createElement("p")
  status.setAttribute("role", "status")
  status.id = READING_STATUS_ID
  Object.assign(status.style, readingStatusStyle)
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
