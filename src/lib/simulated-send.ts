/** What a visitor types into the contact form. */
export interface ContactMessage {
  name: string
  email: string
  message: string
}

/** Sends a message; resolves when it was sent, rejects when it was not. Aborting cancels it. */
export type SendMessage = (message: ContactMessage, signal: AbortSignal) => Promise<void>

/**
 * The contact form's sender today: it waits `delayMs` and reports success. Nothing leaves the browser
 * (the specification makes no network call). A real sender replaces this without touching the form.
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
