import React from "react"
import styled from "@emotion/styled"
import { VisuallyHidden } from "../ui/VisuallyHidden"
import { SEARCH_PATH } from "../../lib/page-paths"
import { color, font, radius, size, space } from "../../styles/theme"

interface HeaderSearchProps {
  /** The field's name, for screen readers (the header has no room for a visible label), and the button's. */
  label: string
  submit: string
}

/**
 * The header's search field: a plain form that sends its words to the search page (`GET /search?q=…`), so
 * that no page gains a script for it.
 */
export function HeaderSearch({ label, submit }: HeaderSearchProps) {
  return (
    <Form role="search" action={SEARCH_PATH} method="get">
      <HiddenLabel htmlFor="header-search-words">{label}</HiddenLabel>
      <input type="search" id="header-search-words" name="q" />
      <button type="submit">{submit}</button>
    </Form>
  )
}

const HiddenLabel = VisuallyHidden.withComponent("label")

const Form = styled.form`
  display: flex;
  gap: ${space.xs};

  input {
    width: 10rem;
    min-width: 0;
    min-height: ${size.touchTarget};
    padding-inline: ${space.sm};
    border: ${size.hairline} solid ${color.onNavyMuted};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.ink};
  }

  button {
    min-height: ${size.touchTarget};
    padding-inline: ${space.md};
    border: ${size.hairline} solid ${color.onNavy};
    border-radius: ${radius.sm};
    background: transparent;
    color: ${color.onNavy};
    font-weight: ${font.weight.bold};
    cursor: pointer;
  }

  button:hover {
    background: ${color.navyRaised};
  }
`
