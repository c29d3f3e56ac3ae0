import { createSimulatedSender } from "../../../src/lib/simulated-send"

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
  it("rejects at once with a named, worded AbortError and sets no timer", async () => {
    jest.useFakeTimers()
    try {
      const leaving = new AbortController()
      leaving.abort()
      const sent = createSimulatedSender(1_000)(message, leaving.signal)
      expect(jest.getTimerCount()).toBe(0)
      jest.advanceTimersByTime(1_000)
      const error = await sent.then(
        () => undefined,
        (reason: unknown) => reason
      )
      expect(error).toBeInstanceOf(DOMException)
      expect((error as DOMException).name).toBe("AbortError")
      expect((error as DOMException).message).toMatch(/cancelled/)
    } finally {
      jest.useRealTimers()
    }
  })
})
