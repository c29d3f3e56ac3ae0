import { createHash } from "crypto"

/** Script types the browser executes; others (such as application/ld+json) are data, not subject to CSP. */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

/**
 * The CSP source expressions ('sha256-…') of the inline scripts in an HTML document: the exact text
 * between <script> and </script>, hashed as the browser hashes it. Scripts with `src` are not inline.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase() ?? ""
    if (!EXECUTABLE_TYPES.has(type)) continue
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return hashes
}
