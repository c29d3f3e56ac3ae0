import React from "react"
import styled from "@emotion/styled"
import { color, font, radius, size, space } from "../../styles/theme"

const CHOICE_ID = "contact-figures"

interface CalculatorFiguresProps {
  /** The figures as the link from the calculator carried them: plain text, one line a field or result. */
  figures: string
  texts: { label: string; note: string }
  included: boolean
  onIncludedChange: (included: boolean) => void
}

/**
 * On the contact form, the figures a visitor brings from a calculator: what will be sent with the message,
 * and the box (ticked as they come, since the visitor ticked it on the calculator's page) that leaves them out.
 */
export function CalculatorFigures({ figures, texts, included, onIncludedChange }: CalculatorFiguresProps) {
  return (
    <FiguresChoice>
      <div>
        <input
          id={CHOICE_ID}
          type="checkbox"
          checked={included}
          onChange={event => onIncludedChange(event.currentTarget.checked)}
          aria-describedby={`${CHOICE_ID}-note`}
        />
        <label htmlFor={CHOICE_ID}>{texts.label}</label>
      </div>
      <FiguresText>{figures}</FiguresText>
      <p id={`${CHOICE_ID}-note`}>{texts.note}</p>
    </FiguresChoice>
  )
}

const FiguresChoice = styled.div`
  display: grid;
  gap: ${space.sm};

  div {
    display: flex;
    align-items: center;
    gap: ${space.sm};
  }

  input {
    width: ${size.minTarget};
    height: ${size.minTarget};
    accent-color: ${color.accent};
  }

  label {
    font-weight: ${font.weight.bold};
    color: ${color.ink};
  }

  p {
    color: ${color.muted};
    font-size: ${font.size.small};
  }
`

/** The figures as the visitor will send them, line by line. */
const FiguresText = styled.p`
  && {
    padding: ${space.md};
    border-radius: ${radius.sm};
    background: ${color.surfaceAlt};
    color: ${color.text};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`
