/** What a visitor types into the contact form. */
export interface ContactMessage {
  name: string
  email: string
  message: string
}

/**
 * Sends a message; resolves when it was sent, rejects when it was not. Aborting cancels it.
 * `hiddenFields` are the form's fields a visitor does not see (Netlify's `form-name` and spam trap).
 */
export type SendMessage = (
  message: ContactMessage,
  signal: AbortSignal,
  hiddenFields?: Readonly<Record<string, string>>
) => Promise<void>

/**
 * The contact form's sender today: it waits `delayMs` and reports success. Nothing leaves the browser
 * (the specification makes no network call). The real one, for contact.json's `"delivery": "netlify"`,
 * is in netlify-send.ts; the form takes either.
 */
export function createSimulatedSender(delayMs: number): SendMessage {
  return (_message, signal) =>
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
