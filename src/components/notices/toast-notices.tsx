import React, { useEffect, useRef, useState } from "react"
import styled from "@emotion/styled"
import { ToastContainer, toast, type ToastContainerProps } from "react-toastify"
import type { Notice } from "./notice-types"
import { font, space } from "../../styles/theme"

type Edge = "bottom" | "top"

/**
 * Where notices appear: at the bottom right (across the bottom on small screens), unless there they would
 * cover the element the visitor is using (the focused field or button): then at the top, until the page
 * scrolls or focus moves so that the bottom is clear again. The container is a polite live region; each
 * notice has role="alert".
 */
export function NoticeViewport() {
  const wrapper = useRef<HTMLDivElement>(null)
  const edge = useEdgeClearOfFocus(wrapper)
  const className: ToastContainerProps["className"] = ({ defaultClassName = "" } = {}) =>
    edge === "top" ? defaultClassName.replace("--bottom-right", "--top-right") : defaultClassName
  return (
    <div ref={wrapper}>
      <ToastContainer position="bottom-right" autoClose={7000} closeOnClick={false} newestOnTop className={className} />
    </div>
  )
}

/**
 * Which edge of the viewport the notices must take so as not to cover the focused element: "bottom" when
 * the notices' bottom band would not overlap it, "top" otherwise. Checked when notices change, on scroll,
 * on resize and when focus moves.
 */
function useEdgeClearOfFocus(wrapper: React.RefObject<HTMLElement>): Edge {
  const [edge, setEdge] = useState<Edge>("bottom")
  // The edge in use, for the checks the effect schedules (which see no later render).
  const current = useRef<Edge>("bottom")
  useEffect(() => {
    const moveTo = (next: Edge) => {
      current.current = next
      setEdge(next)
    }
    let frame = 0
    const check = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const notices = wrapper.current?.querySelector(".Toastify__toast-container")
        const focused = document.activeElement
        if (!notices || !focused || focused === document.body || notices.contains(focused)) return moveTo("bottom")
        const area = notices.getBoundingClientRect()
        const used = focused.getBoundingClientRect()
        // The band the notices take at the bottom of the viewport (at the top, they sit as far from it).
        const bandTop = current.current === "bottom" ? area.top : window.innerHeight - area.bottom
        const overlaps =
          area.height > 0 &&
          used.bottom > bandTop &&
          used.top < window.innerHeight &&
          used.right > area.left &&
          used.left < area.right
        moveTo(overlaps ? "top" : "bottom")
      })
    }
    const unsubscribe = toast.onChange(check)
    window.addEventListener("scroll", check, { passive: true })
    window.addEventListener("resize", check)
    document.addEventListener("focusin", check)
    return () => {
      cancelAnimationFrame(frame)
      unsubscribe()
      window.removeEventListener("scroll", check)
      window.removeEventListener("resize", check)
      document.removeEventListener("focusin", check)
    }
  }, [wrapper])
  return edge
}

export function showNotice({ kind, title, description }: Notice): void {
  const content = (
    <NoticeBody>
      <strong>{title}</strong>
      <span>{description}</span>
    </NoticeBody>
  )
  if (kind === "error") toast.error(content, { theme: "colored" })
  else toast.success(content)
}

const NoticeBody = styled.div`
  display: grid;
  gap: ${space.xxs};
  line-height: ${font.lineHeight.notice};
`
