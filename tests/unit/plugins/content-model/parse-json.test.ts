import { parseJson } from "../../../../plugins/content-model/parse-json"

describe("parseJson", () => {
  it("gives the value of valid JSON", () => {
    expect(parseJson('{"items": [1, "two", null]}')).toEqual({ ok: true, value: { items: [1, "two", null] } })
  })

  it("says on which line and in which column (both from 1) the first error is", () => {
    expect(parseJson('{\n  "heading": "How It Works",\n  "intro": "x",\n}\n')).toEqual({
      ok: false,
      line: 4,
      column: 1,
      reason: "expected a field name in double quotes (is there a comma too many?)",
    })
    expect(parseJson('{\n  "a": 1\n  "b": 2\n}')).toMatchObject({ line: 3, column: 3 })
    expect(parseJson('{"a": @}')).toMatchObject({ line: 1, column: 7 })
  })

  it.each([
    ['{"a": @}', "unexpected character"],
    ['{"a": 1,}', "expected a field name in double quotes (is there a comma too many?)"],
    ['{"a": }', "expected a value (is there a comma too many, or a missing value?)"],
    ["", "expected a value (is there a comma too many, or a missing value?)"],
    ['{"a" 1}', 'expected ":" after the field name'],
    ['{"a": 1 "b": 2}', 'expected a comma "," between items'],
    ['{"a": 1', 'expected "}" to close the object'],
    ['{"a": [1', 'expected "]" to close the list'],
    ["{} {}", "unexpected text after the end of the JSON"],
    ['{"a": 1 /* a note */}', "comments are not allowed in JSON"],
    ['{"a": "b', "a text is missing its closing double quote"],
    ['{"a": 1e}', "invalid number"],
    ['{"a": "\\u12"}', "invalid \\u escape in a text"],
    ['{"a": "\\q"}', "invalid backslash escape in a text"],
    ['{"a": "a\tb"}', "line breaks and tabs inside a text must be written as \\n and \\t"],
  ])("explains %j in plain words: %s", (text, reason) => {
    expect(parseJson(text)).toMatchObject({ ok: false, reason })
  })
})
