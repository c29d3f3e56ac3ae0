/**
 * "23 of at most 70 characters" under a text with a length limit, read out with the field
 * (aria-describedby), red once the text is outside its limits.
 */
import React from "react"
import { characterCountStyle } from "./admin-styles"

/** What the count says, and whether the text is outside its limits. */
export function characterCount(text: string, min?: number, max?: number): { words: string; outside: boolean } {
  const length = [...text].length
  const outside = (max !== undefined && length > max) || (min !== undefined && length < min)
  const words = max !== undefined ? `${length} of at most ${max} characters` : `${length} characters, at least ${min}`
  return { words, outside }
}

export function CharacterCount({
  forID,
  value,
  min,
  max,
}: {
  forID: string
  value: unknown
  min?: number
  max?: number
}) {
  const id = `${forID}-count`
  const { words, outside } = characterCount(typeof value === "string" ? value : "", min, max)
  React.useEffect(() => {
    const control = document.getElementById(forID)
    const describedBy = new Set((control?.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean))
    describedBy.add(id)
    control?.setAttribute("aria-describedby", [...describedBy].join(" "))
  }, [forID, id])
  return (
    <p id={id} style={characterCountStyle(outside)}>
      {words}
    </p>
  )
}
