import { THANK_YOU_PATH } from "./page-paths"
import type { SendMessage } from "./send-message"

/** What Netlify Forms needs to find the contact form in the built HTML and to accept its posts. */
export interface NetlifyForm {
  /** The form's `name`; every post carries it as `form-name`. Unique on the site. */
  name: string
  /** The hidden spam trap (`netlify-honeypot`): people never fill it, so a filled one marks a bot. */
  honeypot: string
  /** Where the browser goes after a send without JavaScript. */
  action: string
}

export const CONTACT_NETLIFY_FORM: NetlifyForm = { name: "contact", honeypot: "bot-field", action: THANK_YOU_PATH }

/** How long a send may wait for the host's answer before it counts as failed. */
export const SEND_TIMEOUT_MS = 15_000

interface NetlifySenderOptions {
  /** Where to post: Netlify accepts a form's posts at any page of a static site. */
  endpoint?: string
  timeoutMs?: number
  /** Replaces the browser's fetch, in tests. */
  fetch?: typeof fetch
}

/**
 * The contact form's sender when contact.json says `"delivery": "netlify"`: posts the fields, URL-encoded,
 * as the browser would without JavaScript (with the form-name, honeypot and subject the form holds). Resolves on a 2xx answer only; rejects on any other status, a network error, or no answer
 * within `timeoutMs`. Aborting `signal` (the visitor left the page) cancels the request.
 */
export function createNetlifySender({
  endpoint = "/",
  timeoutMs = SEND_TIMEOUT_MS,
  fetch: fetchImpl,
}: NetlifySenderOptions = {}): SendMessage {
  return async (fields, signal) => {
    const request = new AbortController()
    const cancel = () => request.abort(signal.reason)
    if (signal.aborted) cancel()
    signal.addEventListener("abort", cancel, { once: true })
    const timer = setTimeout(
      () => request.abort(new DOMException(`No answer within ${timeoutMs} ms`, "TimeoutError")),
      timeoutMs
    )
    try {
      const response = await (fetchImpl ?? fetch)(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
        signal: request.signal,
      })
      if (!response.ok) throw new Error(`The host answered ${response.status}`)
    } finally {
      clearTimeout(timer)
      signal.removeEventListener("abort", cancel)
    }
  }
}
