/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { analyseInWorkers } from "../../../../plugins/content-model/rich-text-pool"
import { analyseRichText, rememberAnalyses } from "../../../../plugins/content-model/rich-text"

// What the pool keeps, observed: the analyses themselves come from the worker threads' own code.
jest.mock("../../../../plugins/content-model/rich-text", () => ({
  ...jest.requireActual<object>("../../../../plugins/content-model/rich-text"),
  rememberAnalyses: jest.fn(),
}))

/** `count` different texts, of different lengths, some with what the check looks at (HTML, a link). */
const textsOf = (count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `## Part ${index}\n\n${"Some words. ".repeat(index % 7)}[a link](https://example.com/${index})` +
      (index % 10 === 0 ? " <b>raw</b>" : "")
  )

describe("plugins/content-model/rich-text-pool.ts: many rich texts analysed at once, in worker threads", () => {
  beforeEach(() => jest.mocked(rememberAnalyses).mockClear())

  it("keeps each text's analysis once, the same as one thread makes, whatever the share each thread had", async () => {
    const texts = textsOf(120)
    await analyseInWorkers([...texts, ...texts.slice(0, 5)], 3)
    const kept = jest.mocked(rememberAnalyses).mock.calls.flatMap(([analyses]) => [...analyses])
    expect(kept.map(([text]) => text).sort()).toEqual([...texts].sort())
    for (const [text, analysis] of kept) expect(analysis).toEqual(analyseRichText(text))
  }, 30_000)

  it("leaves a few texts, or a machine of one core, to the build's own thread", async () => {
    await analyseInWorkers(textsOf(99), 4)
    await analyseInWorkers(textsOf(200), 1)
    expect(rememberAnalyses).not.toHaveBeenCalled()
  })
})
