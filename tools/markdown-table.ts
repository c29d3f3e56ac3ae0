/** A Markdown table, its columns padded to their widest cell: the reports the scripts write into docs/. */
export function markdownTable(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map(row => row[column].length)))
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`
  return [line(rows[0]), `| ${widths.map(width => "-".repeat(width)).join(" | ")} |`, ...rows.slice(1).map(line)].join(
    "\n"
  )
}
