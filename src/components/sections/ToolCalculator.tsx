import React, { useCallback, useEffect, useMemo, useRef, useState } from "react"
import styled from "@emotion/styled"
import { useRespondsToVisitors } from "../app/responds-to-visitors"
import { Container } from "../ui/Container"
import { bandTone } from "../ui/band-tone"
import { fieldStyles } from "../ui/field-styles"
import { fillTemplate } from "../../lib/fill-template"
import { CALCULATORS, FIRST_YEAR_OUTPUT, isCalculatorName } from "../../lib/calculators"
import { VIEWERS } from "../../lib/calculator-viewers"
import {
  calculatorState,
  CURRENCY,
  figuresText,
  formatters,
  type CalculatorState,
  type ToolForView,
  type Typed,
} from "../../lib/calculator-view"
import type { YearMonth } from "../../lib/runway"
import { CONTACT_SECTION_ID } from "../../lib/inquiry"
import { CallToAction } from "./CallToAction"
import { color, font, layout, radius, size, space } from "../../styles/theme"

interface ToolCalculatorProps {
  tool: ToolForView & {
    fields: { path: string }
    service?: { fields: { itemId: string } } | null
    disclaimer: string
    callToAction: { heading: string; text: string; button: string; includeFigures: string }
  }
  texts: {
    resultsHeading: string
    resultsPending: string
    workingHeading: string
    taxYear: string
    noScript: string
  }
  locale: string
  /** What goes between the results and the call to action: the method and the figures, which need no script. */
  children: React.ReactNode
}

const FORM_ID = "calculator"
/** Where the call to action leads: the contact form on the home page. */
const CONTACT_FORM = `/#${CONTACT_SECTION_ID}`
const idOf = (name: string) => `${FORM_ID}-${name}`
const NO_STATE: CalculatorState = { problems: {}, view: null }

/** The visitor's month, from their clock: the runway's cash-out month counts from it. */
function currentMonth(): YearMonth {
  const now = new Date()
  return { year: now.getFullYear(), month: now.getMonth() + 1 }
}

/** What the form holds, by field name. Read from the fields themselves, where typing lives. */
function readForm(form: HTMLFormElement): Typed {
  return Object.fromEntries(
    [...new FormData(form)].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : []))
  )
}

/**
 * A calculator: its fields, its results as they are worked out (each an `<output>` with its value in
 * `data-value`, announced politely), the working line by line, the disclaimer and the call to action, which
 * carries the visitor's figures into their inquiry when they tick the box (off by default; nothing is kept
 * in the browser). Results follow each keystroke, and Enter shows the browser's own report of a field's
 * problem. The fields are uncontrolled, so that what was typed before the page's scripts arrived is worked
 * out when they do. Without JavaScript the form and results are hidden, and a note says why.
 */
export function ToolCalculator({ tool, texts, locale, children }: ToolCalculatorProps) {
  useRespondsToVisitors("calculator")
  const form = useRef<HTMLFormElement>(null)
  const [state, setState] = useState<CalculatorState>(NO_STATE)
  const [typed, setTyped] = useState<Typed>({})
  const [includeFigures, setIncludeFigures] = useState(false)
  const format = useMemo(() => formatters(locale), [locale])
  const calculator = isCalculatorName(tool.calculator) ? CALCULATORS[tool.calculator] : undefined
  const viewer = isCalculatorName(tool.calculator) ? VIEWERS[tool.calculator] : undefined
  const labelOf = (name: string) => tool.inputs.find(input => input.name === name)
  const message = (key: string, values: Record<string, string>) => fillTemplate(tool.messages[key] ?? "", values)

  const update = useCallback(() => {
    if (!form.current) return
    const held = readForm(form.current)
    const next = calculatorState(tool, held, currentMonth(), locale, viewer)
    // The field's own validity carries the editors' reason, for the browser's report on Enter.
    for (const element of [...form.current.elements]) {
      if (!(element instanceof HTMLInputElement)) continue
      const problem = next.problems[element.name]
      element.setCustomValidity(problem ? fillTemplate(tool.messages[problem.message] ?? "", problem.values) : "")
    }
    setTyped(held)
    setState(next)
  }, [tool, locale, viewer])

  // What was typed before the scripts arrived is worked out at once.
  useEffect(update, [update])

  const { view, problems } = state
  const taxYear = tool.constants?.taxYear ? fillTemplate(texts.taxYear, { year: tool.constants.taxYear }) : ""
  const note = view?.note && message(view.note.message, view.note.values)
  const figures =
    view && includeFigures ? [figuresText(tool, typed, view, taxYear), note].filter(Boolean).join("\n") : undefined
  const currencySign = useMemo(
    () =>
      new Intl.NumberFormat(format.tag, { style: "currency", currency: CURRENCY })
        .formatToParts(1)
        .find(part => part.type === "currency")?.value ?? "",
    [format]
  )
  const inputIds = (calculator?.inputs ?? []).map(input => idOf(input.name)).join(" ")

  return (
    <>
      <Band aria-labelledby="results-heading">
        <Container>
          <noscript>
            <NoScript>{texts.noScript}</NoScript>
            {/* Nothing in the form works without a script: it is not shown. */}
            <style>{"[data-needs-script]{display:none}"}</style>
          </noscript>
          <Columns>
            <Form
              id={FORM_ID}
              data-needs-script=""
              ref={form}
              onInput={update}
              onSubmit={event => {
                event.preventDefault()
                update()
                event.currentTarget.reportValidity()
              }}
            >
              {(calculator?.inputs ?? []).map(input => {
                const words = labelOf(input.name)
                const id = idOf(input.name)
                const problem = problems[input.name]
                const described = [words?.hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(" ")
                return (
                  <Field key={input.name}>
                    <label htmlFor={id}>{words?.label}</label>
                    {words?.hint && <Hint id={`${id}-hint`}>{words.hint}</Hint>}
                    {input.kind === "filing-status" ? (
                      <select id={id} name={input.name} aria-describedby={described || undefined}>
                        {(tool.filingStatuses ?? []).map(choice => (
                          <option key={choice.value} value={choice.value}>
                            {choice.label}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <Control money={input.kind !== "year"}>
                        {input.kind !== "year" && <span aria-hidden="true">{currencySign}</span>}
                        <input
                          id={id}
                          name={input.name}
                          type="text"
                          inputMode={input.kind === "year" ? "numeric" : "decimal"}
                          autoComplete="off"
                          required={!input.optional}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={described || undefined}
                        />
                      </Control>
                    )}
                    {problem && <Problem id={`${id}-problem`}>{message(problem.message, problem.values)}</Problem>}
                  </Field>
                )
              })}
            </Form>
            <Results id={`${FORM_ID}-results`} data-needs-script="">
              <h2 id="results-heading">{texts.resultsHeading}</h2>
              {/* Announced when they change: the results, the note and the working, not the headings. */}
              <div aria-live="polite">
                {!view && <p>{texts.resultsPending}</p>}
                <dl>
                  {tool.results.map(result => {
                    const shown = view?.results[result.name]
                    return (
                      <div key={result.name} hidden={!shown?.text}>
                        <dt>{result.label}</dt>
                        <dd>
                          <output name={result.name} htmlFor={inputIds} data-value={shown?.value}>
                            {shown?.text}
                          </output>
                        </dd>
                      </div>
                    )
                  })}
                </dl>
                {view?.note && (
                  <Note>
                    {view.firstYear ? (
                      <FirstYearNote
                        template={tool.messages[view.note.message] ?? ""}
                        values={view.note.values}
                        firstYear={view.firstYear}
                        htmlFor={inputIds}
                      />
                    ) : (
                      note
                    )}
                  </Note>
                )}
                {view && view.working.length > 0 && (
                  <>
                    <h3>{texts.workingHeading}</h3>
                    <ol>
                      {view.working.map(line => {
                        const text = tool.working.find(candidate => candidate.line === line.line)?.text
                        return text ? <li key={line.line}>{fillTemplate(text, line.values)}</li> : null
                      })}
                    </ol>
                  </>
                )}
              </div>
            </Results>
          </Columns>
          <Disclaimer>{tool.disclaimer}</Disclaimer>
        </Container>
      </Band>
      {children}
      <CallToAction
        content={{
          heading: tool.callToAction.heading,
          text: tool.callToAction.text,
          link: { label: tool.callToAction.button, to: CONTACT_FORM },
        }}
        from={tool.fields.path}
        service={tool.service?.fields.itemId}
        figures={figures}
        choice={
          <Choice hidden={!view} data-needs-script="">
            <input
              id={`${FORM_ID}-include-figures`}
              type="checkbox"
              checked={includeFigures}
              onChange={event => setIncludeFigures(event.currentTarget.checked)}
            />
            <label htmlFor={`${FORM_ID}-include-figures`}>{tool.callToAction.includeFigures}</label>
          </Choice>
        }
      />
    </>
  )
}

/** The note that no distribution is due yet, with the first year that one is as an `<output>` of its own. */
function FirstYearNote({
  template,
  values,
  firstYear,
  htmlFor,
}: {
  template: string
  values: Record<string, string>
  firstYear: { text: string; value: string }
  htmlFor: string
}) {
  const [before, after = ""] = fillTemplate(template, { ...values, firstYear: "\u0000" }).split("\u0000")
  return (
    <>
      {before}
      <output name={FIRST_YEAR_OUTPUT} htmlFor={htmlFor} data-value={firstYear.value}>
        {firstYear.text}
      </output>
      {after}
    </>
  )
}

const Band = styled.section`
  padding-block: ${space.band.section};
  ${bandTone("alt")}
`

const NoScript = styled.p`
  max-width: ${layout.narrow};
  font-size: ${font.size.lead};
`

/** The fields beside the results on a wide screen; one above the other on a phone. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${layout.column.lg}), 1fr));
  gap: ${space.xl};
  align-items: start;
`

const Form = styled.form`
  display: grid;
  gap: ${space.lg};
`

const Field = styled.div`
  ${fieldStyles}
  gap: ${space.xs};

  input[aria-invalid="true"] {
    border-color: ${color.danger};
  }
`

/** A field with the currency sign before what is typed. */
const Control = styled("div", { shouldForwardProp: prop => prop !== "money" })<{ money: boolean }>`
  position: relative;

  span {
    position: absolute;
    inset-block: 0;
    left: ${space.md};
    display: flex;
    align-items: center;
    color: ${color.muted};
  }

  input {
    ${({ money }) => (money ? `padding-left: ${space.xl};` : "")}
  }
`

const Hint = styled.p`
  color: ${color.muted};
  font-size: ${font.size.small};
`

const Problem = styled.p`
  color: ${color.danger};
  font-size: ${font.size.small};
  font-weight: ${font.weight.bold};
`

const Results = styled.div`
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.surface};

  h2 {
    font-size: ${font.size.title};
  }

  h3 {
    margin-top: ${space.lg};
    font-size: ${font.size.body};
  }

  p,
  dl,
  ol {
    margin-top: ${space.md};
  }

  dl > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space.xs} ${space.md};
    padding-block: ${space.sm};
    border-bottom: ${size.hairline} solid ${color.border};
  }

  dl > div[hidden] {
    display: none;
  }

  dd {
    margin: 0;
    font-weight: ${font.weight.bold};
    color: ${color.ink};
  }

  ol {
    padding-left: ${space.lg};
    overflow-wrap: anywhere;
  }
`

const Note = styled.p`
  font-weight: ${font.weight.semibold};
  color: ${color.ink};
`

const Disclaimer = styled.p`
  max-width: ${layout.narrow};
  margin-top: ${space.lg};
  color: ${color.muted};
  font-size: ${font.size.small};
`

const Choice = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${space.sm};
  margin-bottom: ${space.lg};

  &[hidden] {
    display: none;
  }

  input {
    width: ${size.minTarget};
    height: ${size.minTarget};
    accent-color: ${color.accentOnNavy};
  }
`
