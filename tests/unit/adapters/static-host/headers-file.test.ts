import { formatHeadersFile } from "../../../../adapters/static-host/headers-file"

describe("formatHeadersFile", () => {
  it("writes each rule's path and its headers indented under it, after the comment", () => {
    expect(
      formatHeadersFile(
        [
          { path: "/*", headers: { A: "1", B: "2" } },
          { path: "/x", headers: { C: "3" } },
        ],
        "made by a test"
      )
    ).toBe("# made by a test\n/*\n  A: 1\n  B: 2\n/x\n  C: 3\n")
  })
})
