import { parse, printParseErrorCode, type ParseError } from "jsonc-parser"

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; line: number; column: number; reason: string }

/** Plain-words versions of jsonc-parser's error codes, for editors who do not write JSON every day. */
const REASONS: Record<string, string> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "invalid number",
  PropertyNameExpected: "expected a field name in double quotes (is there a comma too many?)",
  ValueExpected: "expected a value (is there a comma too many, or a missing value?)",
  ColonExpected: 'expected ":" after the field name',
  CommaExpected: 'expected a comma "," between items',
  CloseBraceExpected: 'expected "}" to close the object',
  CloseBracketExpected: 'expected "]" to close the list',
  EndOfFileExpected: "unexpected text after the end of the JSON",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: "a text is missing its closing double quote",
  UnexpectedEndOfNumber: "invalid number",
  InvalidUnicode: "invalid \\u escape in a text",
  InvalidEscapeCharacter: "invalid backslash escape in a text",
  InvalidCharacter: "line breaks and tabs inside a text must be written as \\n and \\t",
}

/**
 * Parses strict JSON. On a syntax error, says where (1-based line and column) and what is wrong,
 * which `JSON.parse` does not do consistently.
 */
export function parseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    const errors: ParseError[] = []
    parse(text, errors, { allowTrailingComma: false, disallowComments: true })
    const first = errors[0]
    const offset = first ? first.offset : text.length
    const code = first ? printParseErrorCode(first.error) : "ValueExpected"
    const before = text.slice(0, offset).split("\n")
    return {
      ok: false,
      line: before.length,
      column: before[before.length - 1].length + 1,
      reason: REASONS[code] ?? code,
    }
  }
}
