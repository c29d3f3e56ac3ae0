/** A calendar month: `month` 1 (January) to 12. */
export interface YearMonth {
  year: number
  month: number
}

/** A month as `YYYY-MM`: 2026-02. */
export function formatYearMonth(ym: YearMonth): string {
  return `${String(ym.year).padStart(4, "0")}-${String(ym.month).padStart(2, "0")}`
}
