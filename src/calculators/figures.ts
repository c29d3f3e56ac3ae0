import { formatters, type Calculator, type FigureFormat, type Formatters, type ToolForView } from "./calculator"

/** A figure as a reader is shown it: one value, or several, each with its key (a row of a table). */
export interface FigureRow {
  constant: string
  label: string
  values: { key: string; value: string }[]
}

/** How a value of a table's row is written: a year (1951), a year and the years after it (1951–), a decimal. */
function cellText(format: Formatters, cellFormat: "year" | "year-onward" | "decimal", value: unknown): string {
  const number = Number(value)
  if (cellFormat === "year-onward") return `${format.year(number)}–`
  return cellFormat === "year" ? format.year(number) : format.decimal(number)
}

/** A figure's values in words and numbers, as its calculator declares it is shown (calculator.ts, FigureFormat). */
function valuesOf(
  constant: string,
  figureFormat: Exclude<FigureFormat, "stated">,
  value: unknown,
  format: Formatters,
  optionLabel: (input: string, key: string) => string
): FigureRow["values"] {
  if (figureFormat === "percent") return [{ key: constant, value: format.percent(Number(value)) }]
  if (figureFormat === "dollars") return [{ key: constant, value: format.dollars(Number(value)) }]
  if ("rows" in figureFormat) {
    const { key, keyFormat, value: column, valueFormat } = figureFormat.rows
    return (value as readonly Record<string, unknown>[]).map(row => ({
      key: cellText(format, keyFormat, row[key]),
      value: cellText(format, valueFormat, row[column]),
    }))
  }
  return Object.entries(value as Record<string, unknown>).map(([key, dollars]) => ({
    key: optionLabel(figureFormat.byChoice, key),
    value: format.dollars(Number(dollars)),
  }))
}

/**
 * The figures the page lists for a reader (also without JavaScript): each figure the entry names, in the order
 * named, with its value in words and numbers; a table or an amount for each option of a choice as several
 * values. A figure its calculator does not list (a stated one: the year, the source) or the entry lacks is left
 * out.
 */
export function constantRows(calculator: Calculator | undefined, tool: ToolForView, locale: string): FigureRow[] {
  const format = formatters(locale)
  const constants = tool.constants as Readonly<Record<string, unknown>> | null | undefined
  if (!calculator || !constants) return []
  // An option's words, by the key its figure has for it: the filing status "married-jointly" is the threshold
  // `marriedJointly`.
  const optionLabel = (inputName: string, key: string) => {
    const input = calculator.inputs.find(candidate => candidate.name === inputName)
    if (input?.kind !== "choice") return key
    const option = Object.entries(input.options).find(([, figureKey]) => figureKey === key)?.[0]
    return tool[input.words.field]?.find(choice => choice.value === option)?.label ?? key
  }
  return (tool.constantLabels ?? []).flatMap(({ constant, label }) => {
    const figureFormat = calculator.figures[constant]
    const value = constants[constant]
    if (figureFormat === undefined || figureFormat === "stated" || value === null || value === undefined) return []
    return [{ constant, label, values: valuesOf(constant, figureFormat, value, format, optionLabel) }]
  })
}
