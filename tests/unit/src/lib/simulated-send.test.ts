import { createSimulatedSender } from "../../../../src/lib/simulated-send"

const message = { name: "A", email: "a@example.com", message: "Hi" }

describe("createSimulatedSender", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("succeeds after the configured delay and not before", async () => {
    const done = jest.fn()
    void createSimulatedSender(1000)(message, new AbortController().signal).then(done)
    await jest.advanceTimersByTimeAsync(999)
    expect(done).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalled()
  })

  it("stops waiting and rejects with an AbortError when cancelled", async () => {
    const controller = new AbortController()
    const sent = createSimulatedSender(1000)(message, controller.signal)
    controller.abort()
    await expect(sent).rejects.toMatchObject({ name: "AbortError" })
  })
})

describe("createSimulatedSender, when the visitor already left", () => {
  it("rejects at once, before any time passes, with a named, worded AbortError, and never succeeds later", async () => {
    jest.useFakeTimers()
    try {
      const leaving = new AbortController()
      leaving.abort()
      const outcome = jest.fn<void, [unknown]>()
      const sent = createSimulatedSender(1_000)(message, leaving.signal).then(
        () => outcome("resolved"),
        (reason: unknown) => outcome(reason)
      )
      // The promise's callbacks run, and no time has passed.
      await Promise.resolve()
      await Promise.resolve()
      expect(outcome).toHaveBeenCalledTimes(1)
      await jest.advanceTimersByTimeAsync(1_000)
      await sent
      expect(outcome).toHaveBeenCalledTimes(1)
      const [error] = outcome.mock.calls[0]
      expect(error).toBeInstanceOf(DOMException)
      expect((error as DOMException).name).toBe("AbortError")
      expect((error as DOMException).message).toMatch(/cancelled/)
    } finally {
      jest.useRealTimers()
    }
  })
})
