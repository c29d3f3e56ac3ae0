/**
 * A line at the foot of the screen while the admin reads what is published (published-content.ts), which
 * is when its checks may say a field is "processing": the editor sees why. Its `data-up-to-date` says whether
 * what was read is what is published now, as far as the admin knows, so that a test can wait until a form
 * has what is published, after a publish too.
 */
import { readingStatusStyle } from "./admin-styles"

export const READING_TEXT = "Reading what is published…"
/** The line's element id, by which the browser tests find it. */
export const READING_STATUS_ID = "published-content-status"

/** What of the published store (published-content.ts) the line reads: whether a read runs, whether what was read is up to date, and when that changes. */
interface ReadingStore {
  readonly reading: unknown
  readonly upToDate: boolean
  subscribe(listener: () => void): unknown
}

export function showReadingStatus(store: ReadingStore, doc: Document): HTMLElement {
  const status = doc.createElement("p")
  status.setAttribute("role", "status")
  status.id = READING_STATUS_ID
  Object.assign(status.style, readingStatusStyle)
  const update = () => {
    const reading = Boolean(store.reading)
    status.textContent = reading ? READING_TEXT : ""
    status.hidden = !reading
    status.dataset.upToDate = String(store.upToDate)
  }
  store.subscribe(update)
  update()
  doc.body.appendChild(status)
  return status
}
