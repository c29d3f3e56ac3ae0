/** What a visitor types into the contact form. */
export interface ContactMessage {
  name: string
  email: string
  message: string
}

/**
 * Sends a message; resolves when it was sent, rejects when it was not. Aborting cancels it.
 * `hiddenFields` are the form's fields a visitor does not see (Netlify's `form-name` and spam trap).
 * The two senders, simulated-send.ts and netlify-send.ts, are of this type; the form takes either.
 */
export type SendMessage = (
  message: ContactMessage,
  signal: AbortSignal,
  hiddenFields?: Readonly<Record<string, string>>
) => Promise<void>
