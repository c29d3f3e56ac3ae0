/** One rule of a Netlify `_headers` file: a path pattern and the headers it sets. */
export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

/** Writes rules in the `_headers` format Netlify-style hosts read (https://docs.netlify.com/routing/headers/). */
export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const blocks = rules.map(
    rule =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join("\n")}`
  )
  return `# ${comment}\n${blocks.join("\n")}\n`
}
