import { markdownTable } from "../../../tools/markdown-table"

describe("markdownTable", () => {
  it("pads a Markdown table's columns to their widest cell, the header's included", () => {
    expect(
      markdownTable([
        ["a", "bb"],
        ["ccc", "d"],
      ])
    ).toBe("| a   | bb |\n| --- | -- |\n| ccc | d  |")
    expect(
      markdownTable([
        ["Step", "Time"],
        ["x", "1 s"],
      ])
    ).toBe("| Step | Time |\n| ---- | ---- |\n| x    | 1 s  |")
  })
})
