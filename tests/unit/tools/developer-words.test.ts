import { developersWordsInHint, developersWordsInLabel } from "../../../tools/developer-words"

describe("developersWordsInLabel", () => {
  it.each([
    ["a key as the files write it", "retiredTo", ["a key"]],
    ["a key in lowercase", "address", ["a key"]],
    ["a word of the data", "Page slug", ["a developer's word"]],
  ])("finds %s", (_what, label, found) => {
    expect(developersWordsInLabel(label)).toEqual(found)
  })

  it("finds nothing in an editor's words", () => {
    expect(developersWordsInLabel("Retired, visitors sent to")).toEqual([])
  })
})

describe("developersWordsInHint", () => {
  it.each([
    ["a file", "Set in site.json.", ["a file"]],
    ["a folder", "The pictures in data/people.", ["a file"]],
    ["a key", "Leave empty while retiredTo is set.", ["a key"]],
    ["a command", "Run npm run build first.", ["a command"]],
    ["a script's name", "The check:data reminder lists it.", ["a command"]],
    ["a tool's name in capitals", "Shown by Gatsby develop.", ["a command"]],
  ])("finds %s", (_what, hint, found) => {
    expect(developersWordsInHint(hint)).toEqual(found)
  })

  it("finds nothing in an editor's words: times, web addresses and placeholders to write", () => {
    for (const hint of [
      "Replies by 9:30, such as https://cal.com/jane-doe.",
      "The reply time, written where {replyTime} stands.",
      "Runway: revenue covers the expenses, so the cash does not run out.",
    ])
      expect({ hint, found: developersWordsInHint(hint) }).toEqual({ hint, found: [] })
  })
})
