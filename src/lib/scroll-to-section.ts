/** On the root element, every section of the page is laid out (styles/GlobalStyles.tsx). */
export const SECTIONS_LAID_OUT = "data-sections-laid-out"

/**
 * Scrolls to a section of the page, smoothly unless the visitor prefers reduced motion, and moves
 * keyboard focus there so the next Tab continues from the section (its `tabindex="-1"` heading).
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id)
  if (!section) return
  // Sections away from the screen are not laid out (content-visibility, styles/GlobalStyles.tsx): laid out first, so
  // that the scroll, smooth or not, ends where the section really is.
  document.documentElement.setAttribute(SECTIONS_LAID_OUT, "")
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches
  section.scrollIntoView({ behavior: reduceMotion ? "instant" : "smooth", block: "start" })
  focusTargetOf(section).focus({ preventScroll: true })
}

/**
 * When the page starts at an address that names a section (`/#contact`: a link from another page, or the
 * hero's call to action followed before the page's scripts had arrived, when the browser jumped there by
 * itself), focus moves to that section's heading, as scrollToSection does, unless the visitor has already
 * put it somewhere. The browser has already scrolled; this does not scroll again.
 */
export function focusSectionOfAddress(): void {
  const id = decodedFragment(window.location.hash)
  const focused = document.activeElement
  if (!id || (focused && focused !== document.body)) return
  const target = document.getElementById(id)
  if (target) focusTargetOf(target).focus({ preventScroll: true })
}

/** What takes focus for an element one is sent to: itself if focusable by script, else its `tabindex="-1"` heading. */
function focusTargetOf(element: HTMLElement): HTMLElement {
  if (element.getAttribute("tabindex") === "-1") return element
  return element.querySelector<HTMLElement>('[tabindex="-1"]') ?? element
}

/** An address's fragment without its `#`, decoded; empty when it is malformed (`#%E0`), which names no section. */
function decodedFragment(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return ""
  }
}
