/**
 * A date as editors write it (`2026-03-31`) as readers read it, in the site's language: "March 31, 2026"
 * for `en`. Computed at build time, the same on every machine (the date itself, with no time zone).
 */
export function formatDate(date: string, language: string): string {
  const [year, month, day] = date.split("-").map(Number)
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day))
  )
}
