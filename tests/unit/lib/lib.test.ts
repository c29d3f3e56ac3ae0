import { createSimulatedSender } from "../../../src/lib/simulated-send"
import { fillTemplate, filledNotices } from "../../../src/lib/fill-template"
import { presentContent } from "../../../src/lib/present-content"

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

  /**
   * Counts every way a script can reach the network from a page: fetch, XMLHttpRequest and beacons.
   * (jsdom has no fetch or sendBeacon of its own; XMLHttpRequest is jsdom's.)
   */
  function watchNetwork() {
    const calls: string[] = []
    const originalOpen = XMLHttpRequest.prototype.open
    Object.assign(globalThis, { fetch: (url: string) => (calls.push(`fetch ${url}`), new Promise(() => {})) })
    Object.assign(navigator, { sendBeacon: (url: string) => (calls.push(`beacon ${url}`), true) })
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL) {
      calls.push(`xhr ${String(url)}`)
      return originalOpen.call(this, method, url, true)
    }
    return {
      calls,
      stop() {
        XMLHttpRequest.prototype.open = originalOpen
        Reflect.deleteProperty(globalThis, "fetch")
        Reflect.deleteProperty(navigator, "sendBeacon")
      },
    }
  }

  it("the network watch sees fetch, XMLHttpRequest and beacons", () => {
    const network = watchNetwork()
    try {
      void fetch("/a")
      new XMLHttpRequest().open("POST", "/b")
      navigator.sendBeacon("/c")
      expect(network.calls).toEqual(["fetch /a", "xhr /b", "beacon /c"])
    } finally {
      network.stop()
    }
  })

  it("makes no network request", async () => {
    const network = watchNetwork()
    try {
      const sent = createSimulatedSender(10)(message, new AbortController().signal)
      await jest.advanceTimersByTimeAsync(10)
      await sent
      expect(network.calls).toEqual([])
    } finally {
      network.stop()
    }
  })

  it("stops waiting and rejects with an AbortError when cancelled", async () => {
    const controller = new AbortController()
    const sent = createSimulatedSender(1000)(message, controller.signal)
    controller.abort()
    await expect(sent).rejects.toMatchObject({ name: "AbortError" })
    expect(jest.getTimerCount()).toBe(0)
  })
})

describe("fillTemplate", () => {
  it("fills known placeholders and leaves unknown ones as written", () => {
    expect(fillTemplate("within {replyTime}, {who}", { replyTime: "24 hours" })).toBe("within 24 hours, {who}")
    expect(fillTemplate("{rating} out of 5 stars", { rating: 5 })).toBe("5 out of 5 stars")
  })

  it("fills every placeholder, however often it appears, and only names in braces", () => {
    expect(fillTemplate("{a}{a} {b_2} {a}", { a: "x", b_2: 0 })).toBe("xx 0 x")
    expect(fillTemplate("{} {a b} {a-b} a", { a: "x", "a b": "y", "a-b": "z" })).toBe("{} {a b} {a-b} a")
  })
})

describe("filledNotices", () => {
  it("fills {replyTime} in the title and text of both notices", () => {
    const texts = (word: string) => ({ title: `${word} {replyTime}`, description: `{replyTime}, ${word}` })
    expect(
      filledNotices({ replyTime: "24 hours", notices: { success: texts("sent"), failure: texts("failed") } })
    ).toEqual({
      success: { title: "sent 24 hours", description: "24 hours, sent" },
      failure: { title: "failed 24 hours", description: "24 hours, failed" },
    })
  })
})

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
