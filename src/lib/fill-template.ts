/**
 * Replaces `{name}` placeholders in editor-written text, such as '{replyTime}' in the contact notices
 * or '{rating}' in the rating label. Unknown placeholders are left as written.
 */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder
  )
}
