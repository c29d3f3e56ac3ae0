/**
 * Replaces `{name}` placeholders in editor-written text, such as '{replyTime}' in the contact notices
 * or '{rating}' in the rating label. Unknown placeholders are left as written.
 */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    // Own names only: `in` would also fill {constructor} or {toString} with what every object inherits.
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder
  )
}

interface NoticeTexts {
  title: string
  description: string
}

/**
 * The contact section's notices as visitors read them: '{replyTime}' in their title and text replaced by
 * the promised reply time.
 */
export function filledNotices(contact: {
  replyTime: string
  notices: { success: NoticeTexts; failure: NoticeTexts }
}): { success: NoticeTexts; failure: NoticeTexts } {
  const fill = ({ title, description }: NoticeTexts) => ({
    title: fillTemplate(title, { replyTime: contact.replyTime }),
    description: fillTemplate(description, { replyTime: contact.replyTime }),
  })
  return { success: fill(contact.notices.success), failure: fill(contact.notices.failure) }
}
