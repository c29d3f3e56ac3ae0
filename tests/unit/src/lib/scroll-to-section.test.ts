import { focusSectionOfAddress, scrollToSection, SECTIONS_LAID_OUT } from "../../../../src/lib/scroll-to-section"

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

  it("has every section laid out before it scrolls, so that estimated heights above the section do not move it", () => {
    const section = setUp(false)
    document.documentElement.removeAttribute(SECTIONS_LAID_OUT)
    jest
      .mocked(section.scrollIntoView)
      .mockImplementation(() => expect(document.documentElement.hasAttribute(SECTIONS_LAID_OUT)).toBe(true))
    scrollToSection("contact")
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1)
  })

  it("jumps instantly when the visitor prefers reduced motion", () => {
    const section = setUp(true)
    scrollToSection("contact")
    expect(window.matchMedia).toHaveBeenCalledWith("(prefers-reduced-motion: reduce)")
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" })
  })

  it("focuses the section itself when it has no heading to focus, without scrolling again", () => {
    const section = setUp(false)
    section.querySelector("h2")!.removeAttribute("tabindex")
    const focus = jest.spyOn(section, "focus")
    scrollToSection("contact")
    expect(focus).toHaveBeenCalledWith({ preventScroll: true })
  })

  it("moves focus to the heading without scrolling again", () => {
    const section = setUp(false)
    const focus = jest.spyOn(section.querySelector("h2")!, "focus")
    scrollToSection("contact")
    expect(focus).toHaveBeenCalledWith({ preventScroll: true })
  })

  it("does nothing when the section is missing", () => {
    document.body.innerHTML = ""
    document.documentElement.removeAttribute(SECTIONS_LAID_OUT)
    window.matchMedia = jest.fn() as never
    expect(() => scrollToSection("contact")).not.toThrow()
    expect(window.matchMedia).not.toHaveBeenCalled()
    expect(document.documentElement.hasAttribute(SECTIONS_LAID_OUT)).toBe(false)
  })
})

describe("focusSectionOfAddress", () => {
  beforeEach(() => {
    document.body.innerHTML = `<main id="main" tabindex="-1"><section id="contact"><h2 tabindex="-1">Contact</h2><input id="field" /></section></main>`
  })
  afterEach(() => window.history.replaceState(null, "", "/"))

  it("moves focus to the heading of the section the address names, without scrolling again", () => {
    window.history.replaceState(null, "", "/#contact")
    const heading = document.querySelector("h2")!
    const focus = jest.spyOn(heading, "focus")
    focusSectionOfAddress()
    expect(document.activeElement).toBe(heading)
    expect(focus).toHaveBeenCalledWith({ preventScroll: true })
  })

  it("focuses an element the address names that takes focus itself, such as the main content", () => {
    window.history.replaceState(null, "", "/#main")
    focusSectionOfAddress()
    expect(document.activeElement).toBe(document.getElementById("main"))
  })

  it("leaves focus where the visitor put it", () => {
    window.history.replaceState(null, "", "/#contact")
    document.getElementById("field")!.focus()
    focusSectionOfAddress()
    expect(document.activeElement).toBe(document.getElementById("field"))
  })

  it("does nothing, and throws nothing, for an address whose fragment is malformed", () => {
    window.history.replaceState(null, "", "/#%E0%A4%A")
    expect(() => focusSectionOfAddress()).not.toThrow()
    expect(document.activeElement).toBe(document.body)
  })

  it("does nothing without a section in the address, or with one that is not on the page", () => {
    focusSectionOfAddress()
    expect(document.activeElement).toBe(document.body)
    window.history.replaceState(null, "", "/#nowhere")
    expect(() => focusSectionOfAddress()).not.toThrow()
    expect(document.activeElement).toBe(document.body)
  })
})
