/**
 * Scrolls to a section of the page, smoothly unless the visitor prefers reduced motion, and moves
 * keyboard focus there so the next Tab continues from the section (its `tabindex="-1"` heading).
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id)
  if (!section) return
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches
  section.scrollIntoView({ behavior: reduceMotion ? "instant" : "smooth", block: "start" })
  const focusTarget = section.querySelector<HTMLElement>('[tabindex="-1"]') ?? section
  focusTarget.focus({ preventScroll: true })
}
