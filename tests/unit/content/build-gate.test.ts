import fs from "fs"
import type { GatsbyNode } from "gatsby"
import { onCreateNode, onPostBootstrap, onPreBootstrap } from "../../../plugins/content-schema/gatsby-node"
import { copyOfContent, repoRoot } from "./content-copy"

type Args<T extends keyof GatsbyNode> = Parameters<NonNullable<GatsbyNode[T]> & ((...args: never[]) => unknown)>[0]

function fakeReporter() {
  return { panic: jest.fn(), error: jest.fn(), info: jest.fn(), success: jest.fn() }
}

describe("the build's content check (gatsby-node.ts)", () => {
  const startDir = process.cwd()
  afterEach(() => process.chdir(startDir))

  it("lets the build go on when data/ is valid", async () => {
    process.chdir(repoRoot)
    const reporter = fakeReporter()
    await onPreBootstrap!({ reporter } as unknown as Args<"onPreBootstrap">, { plugins: [] }, () => undefined)
    expect(reporter.panic).not.toHaveBeenCalled()
    expect(reporter.info).toHaveBeenCalledWith(expect.stringMatching(/^data\/: 10 files match their schemas$/))
  })

  it("stops the build before Gatsby reads the content, listing every problem on its own line", async () => {
    const content = copyOfContent()
    content.edit("testimonials.json", data => (data.items[0].rating = 7))
    content.edit("why-choose.json", data => (data.reasons = []))
    process.chdir(content.root)
    const reporter = fakeReporter()
    await onPreBootstrap!({ reporter } as unknown as Args<"onPreBootstrap">, { plugins: [] }, () => undefined)
    expect(reporter.panic).toHaveBeenCalledTimes(1)
    const report: string = reporter.panic.mock.calls[0][0]
    expect(report.split("\n")).toEqual([
      "The content in data/ has 2 problems:",
      expect.stringMatching(
        /^ {2}data\/testimonials\.json: .+ \(items\[0\]\.rating\): A whole number from 1 to 5 \(now 7\)$/
      ),
      expect.stringMatching(/^ {2}data\/why-choose\.json: .+ \(reasons\): At least 1 item \(now none\)$/),
      "Fix them and save; see docs/editing-content.md for what each message means.",
    ])
  })

  it("under gatsby develop, reports a bad save without stopping, and confirms the fix", async () => {
    const content = copyOfContent()
    process.chdir(content.root)
    const previous = process.env.gatsby_executing_command
    process.env.gatsby_executing_command = "develop"
    try {
      await onPostBootstrap!({} as Args<"onPostBootstrap">, { plugins: [] }, () => undefined)
      const reporter = fakeReporter()
      const saved = { reporter, node: { internal: { type: "File" }, sourceInstanceName: "data", base: "steps.json" } }

      content.write("steps.json", "{ oops")
      await onCreateNode!(saved as unknown as Args<"onCreateNode">, { plugins: [] }, () => undefined)
      expect(reporter.panic).not.toHaveBeenCalled()
      expect(reporter.error).toHaveBeenCalledWith(
        expect.stringContaining("data/steps.json: invalid JSON at line 1, column 3")
      )

      content.write("steps.json", fs.readFileSync(`${repoRoot}/data/steps.json`, "utf8"))
      await onCreateNode!(saved as unknown as Args<"onCreateNode">, { plugins: [] }, () => undefined)
      expect(reporter.success).toHaveBeenCalledWith(expect.stringContaining("data/steps.json: saved"))
    } finally {
      if (previous === undefined) delete process.env.gatsby_executing_command
      else process.env.gatsby_executing_command = previous
    }
  })
})
