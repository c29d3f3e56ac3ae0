/** One formatter per language: making one costs far more than using it, and a list page shows many dates. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" })
    formatters.set(language, formatter)
  }
  return formatter
}

/**
 * A date as editors write it (`2026-03-31`) as readers read it, in the site's language: "March 31, 2026"
 * for `en`. Computed at build time, the same on every machine (the date itself, with no time zone). A text
 * that is no such date yet is given back as it is.
 */
export function formatDate(date: string, language: string): string {
  // A date an editor is still writing (the content manager's preview) is shown as written so far.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date
  const [year, month, day] = date.split("-").map(Number)
  return formatterFor(language).format(new Date(Date.UTC(year, month - 1, day)))
}
