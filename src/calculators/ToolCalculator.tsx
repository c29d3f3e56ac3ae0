import React, { useEffect, useRef } from "react"
import styled from "@emotion/styled"
import { Container } from "../components/ui/Container"
import { bandTone } from "../components/ui/band-tone"
import { fieldStyles } from "../components/ui/field-styles"
import { fillTemplate } from "../lib/fill-template"
import { calculatorOf } from "./registry"
import { CURRENCY, formatters, type ToolForView } from "./calculator"
import { CONTACT_SECTION_ID } from "../lib/inquiry"
import { attachCalculator, CALCULATOR_IDS as IDS, CALCULATOR_SETUP_ATTRIBUTE, type CalculatorSetup } from "./attach"
import { CallToAction } from "../components/sections/CallToAction"
import { color, font, layout, radius, size, space } from "../styles/theme"

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
  /** The page's script (plugins/content-pages), which makes the published page respond; none in a preview. */
  script?: string
  /** What goes between the results and the call to action: the method and the figures, which need no script. */
  children: React.ReactNode
}

/** Where the call to action leads: the contact form on the home page. */
const CONTACT_FORM = `/#${CONTACT_SECTION_ID}`

/** The sign before a field of money, in the site's locale ("$"). */
const currencySign = (locale: string) =>
  new Intl.NumberFormat(formatters(locale).tag, { style: "currency", currency: CURRENCY })
    .formatToParts(1)
    .find(part => part.type === "currency")?.value ?? ""

/**
 * A calculator: its fields, its results as they are worked out (each an `<output>` with its value in
 * `data-value`, announced politely), the working line by line, the disclaimer and the call to action, which
 * carries the visitor's figures into their inquiry when they tick the box (off by default; nothing is kept
 * in the browser). Results follow each keystroke, and Enter shows the browser's own report of a field's
 * problem. Without JavaScript the form and results are hidden, and a note says why.
 *
 * This renders the markup only, with what the calculator needs in CALCULATOR_SETUP_ATTRIBUTE: the calculator
 * responds through src/calculators/attach.ts, the published page's one script (so the page ships neither
 * React nor Gatsby's runtime), and where React renders the page in the browser, through the effect below.
 * The fields are never rendered again, so that what was typed before the script arrived is worked out when
 * it does.
 */
export function ToolCalculator({ tool, texts, locale, script, children }: ToolCalculatorProps) {
  const band = useRef<HTMLElement>(null)
  const calculator = calculatorOf(tool.calculator)
  const labelOf = (name: string) => tool.inputs.find(input => input.name === name)
  const taxYear = tool.constants?.taxYear ? fillTemplate(texts.taxYear, { year: tool.constants.taxYear }) : ""
  const contact = { to: CONTACT_FORM, from: tool.fields.path, service: tool.service?.fields.itemId }
  const setup: CalculatorSetup = {
    tool: {
      calculator: tool.calculator,
      heading: tool.heading,
      constants: tool.constants,
      inputs: tool.inputs,
      filingStatuses: tool.filingStatuses,
      results: tool.results,
      working: tool.working,
      messages: tool.messages,
    },
    taxYear,
    locale,
    contact,
  }
  const setupJson = JSON.stringify(setup)
  // Where React renders the calculator (a preview, `gatsby develop`, a move inside the app), it responds from here.
  useEffect(() => (band.current ? attachCalculator(band.current) : undefined), [setupJson])
  const sign = currencySign(locale)
  const inputIds = (calculator?.inputs ?? []).map(input => IDS.field(input.name)).join(" ")

  return (
    <>
      <Band aria-labelledby="results-heading" ref={band} {...{ [CALCULATOR_SETUP_ATTRIBUTE]: setupJson }}>
        <Container>
          <noscript>
            <NoScript>{texts.noScript}</NoScript>
          </noscript>
          <Columns>
            <Form id={IDS.form} data-needs-script="">
              {(calculator?.inputs ?? []).map(input => {
                const words = labelOf(input.name)
                const id = IDS.field(input.name)
                const described = words?.hint ? IDS.hint(input.name) : undefined
                return (
                  <Field key={input.name}>
                    <label htmlFor={id}>{words?.label}</label>
                    {words?.hint && <Hint id={IDS.hint(input.name)}>{words.hint}</Hint>}
                    {input.kind === "choice" ? (
                      <select id={id} name={input.name} aria-describedby={described}>
                        {(tool[input.words.field] ?? []).map(choice => (
                          <option key={choice.value} value={choice.value}>
                            {choice.label}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <Control money={input.kind !== "year"}>
                        {input.kind !== "year" && <span aria-hidden="true">{sign}</span>}
                        <input
                          id={id}
                          name={input.name}
                          type="text"
                          inputMode={input.kind === "year" ? "numeric" : "decimal"}
                          autoComplete="off"
                          required={input.kind === "year" || !input.optional}
                          aria-describedby={described}
                        />
                      </Control>
                    )}
                    {input.kind !== "choice" && <Problem id={IDS.problem(input.name)} hidden />}
                  </Field>
                )
              })}
            </Form>
            <Results id={`${IDS.form}-results`} data-needs-script="">
              <h2 id="results-heading">{texts.resultsHeading}</h2>
              {/* Announced when they change: the results, the note and the working, not the headings. */}
              <div aria-live="polite">
                <p id={IDS.pending}>{texts.resultsPending}</p>
                <dl>
                  {tool.results.map(result => (
                    <div key={result.name} hidden>
                      <dt>{result.label}</dt>
                      <dd>
                        <output name={result.name} htmlFor={inputIds} />
                      </dd>
                    </div>
                  ))}
                </dl>
                <Note id={IDS.note} hidden />
                <div id={IDS.working} hidden>
                  <h3>{texts.workingHeading}</h3>
                  <ol />
                </div>
              </div>
            </Results>
          </Columns>
          <Disclaimer>{tool.disclaimer}</Disclaimer>
        </Container>
        {script && <script type="module" src={script} />}
      </Band>
      {children}
      <CallToAction
        content={{
          heading: tool.callToAction.heading,
          text: tool.callToAction.text,
          link: { label: tool.callToAction.button, to: contact.to },
        }}
        from={contact.from}
        service={contact.service}
        choice={
          <Choice id={IDS.choice} hidden data-needs-script="">
            <input id={IDS.includeFigures} type="checkbox" />
            <label htmlFor={IDS.includeFigures}>{tool.callToAction.includeFigures}</label>
          </Choice>
        }
      />
    </>
  )
}

/** Nothing in the form works without a script: where scripts are off, it is not shown (`data-needs-script`). */
const withoutScripts = `
  @media (scripting: none) {
    display: none;
  }
`

const Band = styled.section`
  padding-block: ${space.band.section};
  ${bandTone("alt")}

  [data-needs-script] {
    ${withoutScripts}
  }
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

  ${withoutScripts}
`
