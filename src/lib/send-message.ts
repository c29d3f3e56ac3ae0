/** What a visitor types into the contact form. */
export interface ContactMessage {
  name: string
  email: string
  message: string
}

/**
 * Sends an inquiry: its fields as the form posts them, each by its name (the visitor's message, what the
 * inquiry says about itself, src/lib/inquiry.ts, and Netlify's form-name, spam trap and subject when it
 * delivers). Resolves when it was sent, rejects when it was not. Aborting cancels it.
 * The two senders, simulated-send.ts and netlify-send.ts, are of this type; the form builds the same fields
 * for either.
 */
export type SendMessage = (fields: Readonly<Record<string, string>>, signal: AbortSignal) => Promise<void>
