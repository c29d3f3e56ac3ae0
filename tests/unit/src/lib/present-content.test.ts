import { presentContent } from "../../../../src/lib/present-content"

describe("presentContent", () => {
  it("passes complete query results through and names a missing one", () => {
    const complete = { a: 1, b: "", c: 0, d: false }
    expect(presentContent(complete)).toBe(complete)
    expect(() => presentContent({ a: 1, siteJson: null })).toThrow(
      'The page query found no "siteJson": is its file in data/ missing?'
    )
    expect(() => presentContent({ homeJson: undefined })).toThrow('The page query found no "homeJson"')
  })
})
