import { FILING_STATUS_THRESHOLDS } from "./calculators"
import { formatters, type ToolForView } from "./calculator-view"

/**
 * The figures the page lists for a reader (also without JavaScript): each constant the entry names, in
 * the order named, with its value in words and numbers; a table or a set of thresholds as several values.
 */
export function constantRows(tool: ToolForView, locale: string) {
  const format = formatters(locale)
  const constants = tool.constants
  if (!constants) return []
  const filingStatusLabel = (key: string) => {
    const status = Object.entries(FILING_STATUS_THRESHOLDS).find(([, threshold]) => threshold === key)?.[0]
    return tool.filingStatuses?.find(choice => choice.value === status)?.label ?? key
  }
  return (tool.constantLabels ?? []).flatMap(({ constant, label }) => {
    const value = (constants as Record<string, unknown>)[constant]
    if (value === null || value === undefined) return []
    const one = (text: string) => [{ key: constant, value: text }]
    let values: { key: string; value: string }[]
    if (typeof value === "number")
      values = one(/Rate|Factor/.test(constant) ? format.percent(value) : format.dollars(value))
    else if (constant === "startAges")
      values = (value as { bornFrom: number; age: number }[]).map(({ bornFrom, age }) => ({
        key: `${format.year(bornFrom)}–`,
        value: format.year(age),
      }))
    else if (constant === "uniformLifetimeTable")
      values = (value as { age: number; divisor: number }[]).map(({ age, divisor }) => ({
        key: format.year(age),
        value: format.decimal(divisor),
      }))
    else
      values = Object.entries(value as Record<string, number>).map(([key, dollars]) => ({
        key: filingStatusLabel(key),
        value: format.dollars(dollars),
      }))
    return [{ constant, label, values }]
  })
}
