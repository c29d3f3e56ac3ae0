import { createSimulatedSender } from "../../../src/lib/simulated-send"

const message = { name: "Grace Hopper", email: "grace@example.com", message: "Hello" }

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
