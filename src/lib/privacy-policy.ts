/**
 * The privacy policy's page, once published: the footer's legal notice marked as the privacy policy, when
 * it links to a page (data/site.json). The privacy notice under the contact form links to it too.
 */
export function privacyPolicyOf(footer: {
  legalNotices: readonly { label: string; privacyPolicy?: boolean | null; page?: { fields: { path: string } } | null }[]
}): { label: string; path: string } | undefined {
  const notice = footer.legalNotices.find(candidate => candidate.privacyPolicy && candidate.page)
  return notice?.page ? { label: notice.label, path: notice.page.fields.path } : undefined
}
