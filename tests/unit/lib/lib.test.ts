import { createSimulatedSender } from "../../../src/lib/simulated-send"
import { fillTemplate } from "../../../src/lib/fill-template"
import { scrollToSection } from "../../../src/lib/scroll-to-section"
import { presentContent } from "../../../src/lib/present-content"

const message = { name: "A", email: "a@example.com", message: "Hi" }

describe("createSimulatedSender", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("succeeds after the configured delay and not before", async () => {
    const done = jest.fn()
    createSimulatedSender(1000)(message, new AbortController().signal).then(done)
    await jest.advanceTimersByTimeAsync(999)
    expect(done).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalled()
  })

  it("makes no network request", async () => {
    const fetchSpy = jest.fn()
    Object.assign(globalThis, { fetch: fetchSpy })
    const sent = createSimulatedSender(10)(message, new AbortController().signal)
    await jest.advanceTimersByTimeAsync(10)
    await sent
    expect(fetchSpy).not.toHaveBeenCalled()
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
})

describe("scrollToSection", () => {
  function setUp(prefersReducedMotion: boolean) {
    document.body.innerHTML = `<section id="contact"><h2 tabindex="-1">Contact</h2></section>`
    const section = document.getElementById("contact")!
    section.scrollIntoView = jest.fn()
    window.matchMedia = jest.fn().mockReturnValue({ matches: prefersReducedMotion }) as never
    return section
  }

  it("scrolls smoothly and moves focus to the section's heading", () => {
    const section = setUp(false)
    scrollToSection("contact")
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" })
    expect(document.activeElement).toBe(section.querySelector("h2"))
  })

  it("jumps instantly when the visitor prefers reduced motion", () => {
    const section = setUp(true)
    scrollToSection("contact")
    expect(window.matchMedia).toHaveBeenCalledWith("(prefers-reduced-motion: reduce)")
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" })
  })

  it("does nothing when the section is missing", () => {
    document.body.innerHTML = ""
    expect(() => scrollToSection("contact")).not.toThrow()
  })
})

describe("presentContent", () => {
  it("passes complete query results through and names a missing one", () => {
    expect(presentContent({ a: 1 })).toEqual({ a: 1 })
    expect(() => presentContent({ siteJson: null })).toThrow('no "siteJson"')
  })
})
