import type { SendMessage } from "./send-message"

/**
 * The contact form's sender today: it waits `delayMs` and reports success. Nothing leaves the browser
 * (the form makes no network call): the fields the form built for it, the same as Netlify Forms would get, go
 * nowhere. The real one, for contact.json's `"delivery": "netlify"`,
 * is in netlify-send.ts; the form takes either.
 */
export function createSimulatedSender(delayMs: number): SendMessage {
  return (_fields, signal) =>
    new Promise<void>((resolve, reject) => {
      const cancelled = () => new DOMException("The send was cancelled", "AbortError")
      if (signal.aborted) {
        reject(cancelled())
        return
      }
      const timer = setTimeout(resolve, delayMs)
      signal.addEventListener(
        "abort",
        () => {
          clearTimeout(timer)
          reject(cancelled())
        },
        { once: true }
      )
    })
}
