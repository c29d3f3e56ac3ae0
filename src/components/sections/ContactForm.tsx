import React, { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react"
import { useRespondsToVisitors } from "../app/responds-to-visitors"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { buttonStyles } from "../ui/button-styles"
import { fieldStyles } from "../ui/field-styles"
import { useNotices, type Notice } from "../notices/NoticeProvider"
import type { ContactMessage, SendMessage } from "../../lib/send-message"
import type { NetlifyForm } from "../../lib/netlify-send"
import { fillTemplate } from "../../lib/fill-template"
import {
  INQUIRY_FIELDS,
  inquiryContext,
  inquiryFields,
  replierName,
  replierSentence,
  type InquiryService,
} from "../../lib/inquiry"
import type { Confirmation, ReplySetup } from "./ReplyConfirmation"
import { color, space } from "../../styles/theme"

/**
 * The form's texts, from data/contact.json.
 * @public
 */
export const query = graphql`
  fragment ContactFormTexts on ContactForm {
    heading
    nameLabel
    namePlaceholder
    emailLabel
    emailPlaceholder
    messageLabel
    messagePlaceholder
    submitLabel
    sendingLabel
    noScriptNote
    messageMaxLength
    messageTooLong
    serviceChoice {
      label
      otherOption
    }
    figures {
      label
      note
    }
  }
`

interface ContactFormProps {
  texts: Queries.ContactFormTextsFragment
  /** The notices after a send, with {replyTime} already filled in ({replier} is filled after the send). */
  notices: { success: Omit<Notice, "kind">; failure: Omit<Notice, "kind"> }
  send: SendMessage
  /**
   * Present when the form really sends (contact.json `"delivery": "netlify"`): the static HTML then carries
   * what Netlify Forms detects at deploy time, and without JavaScript the form posts to `netlify.action`.
   * Absent (simulated), the send button stays disabled until JavaScript has started, since a post
   * without it would reach nothing.
   */
  netlify?: NetlifyForm & { subject: Queries.NotificationSubject }
  /** The live service pages an inquiry can be about, each with who answers it (src/lib/inquiry.ts). */
  services: readonly InquiryService[]
  /** Who replies when no person does: the firm, by its name. */
  firmName: string
  /**
   * What the confirmation after a send needs when it has more to say than the notice (a reply promise, a
   * person who answers, a booking page); absent, the notice is all.
   */
  reply?: ReplySetup
}

/** For useSyncExternalStore: whether the form runs in the browser never changes once it does. */
const subscribeToNothing = () => () => undefined

type Texts = Queries.ContactFormTextsFragment
/** The form's texts that are words (not its limit or its choice of service). */
type TextKey = { [K in keyof Texts]-?: Texts[K] extends string ? K : never }[keyof Texts]

/** The form's fields, in order; all are required and checked by the browser. */
const fields: {
  name: keyof ContactMessage
  type: "text" | "email" | "textarea"
  autoComplete?: string
  label: TextKey
  placeholder: TextKey
}[] = [
  { name: "name", type: "text", autoComplete: "name", label: "nameLabel", placeholder: "namePlaceholder" },
  { name: "email", type: "email", autoComplete: "email", label: "emailLabel", placeholder: "emailPlaceholder" },
  { name: "message", type: "textarea", label: "messageLabel", placeholder: "messagePlaceholder" },
]

const SERVICE_CHOICE_ID = "contact-service"

/** A calculator's figures brought by the visitor's link: their code loads only for such a visit. */
const CalculatorFigures = lazy(() =>
  import("./CalculatorFigures").then(module => ({ default: module.CalculatorFigures }))
)

/** What follows a send: the confirmation and its deadline, loaded when the form is first used (`prepare`). */
const loadConfirmation = () => import("./ReplyConfirmation")
const ReplyConfirmation = lazy(loadConfirmation)

/** What the form holds, as posted: every named field's text. Read from the form itself, where typing lives. */
function readForm(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form)].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : []))
  )
}

/**
 * The message form. idle → submitting on submit (the button reads the sending label and is disabled, as
 * aria-disabled, so that it keeps keyboard focus);
 * back to idle when the send settles: on success the fields are cleared and the success notice shows,
 * on failure the failure notice shows and what was typed is kept. Validation is the browser's own, and a
 * message longer than the content's limit is refused before sending, in the browser's own way, with
 * everything typed kept.
 *
 * Each inquiry carries where it came from and what it is about (src/lib/inquiry.ts): the page named by the
 * form's address, the service chosen there or in the optional choice of service, and who answers it. The
 * static HTML holds those fields too, for Netlify's detection and for a send without JavaScript (page `/`,
 * the choice as the visitor left it).
 *
 * The fields are uncontrolled: what a visitor types lives in the fields themselves, never in React state,
 * so text typed before the page's scripts arrived is still there when React hydrates the form (a
 * controlled field would be set back to its state, empty), and typing goes on from it.
 */
export function ContactForm({ texts, notices, send, netlify, services, firmName, reply }: ContactFormProps) {
  // A form that sends, with its states and notices: the page needs its scripts.
  useRespondsToVisitors("contact form")
  const [submitting, setSubmitting] = useState(false)
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  // False in the server-rendered HTML, true once React runs the form in the browser.
  const started = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false
  )
  // A ref as well as state: a second click can arrive before React re-renders the disabled button.
  const inFlight = useRef<AbortController | null>(null)
  const serviceChoice = useRef<HTMLSelectElement>(null)
  const { notify, prepare } = useNotices()

  // Leaving the page mid-send cancels the send, so nothing updates a form that is gone.
  useEffect(() => () => inFlight.current?.abort(), [])

  // A visitor who came from a service page finds it chosen, unless they chose something else already.
  const chooseServiceOfAddress = useCallback(() => {
    const chosen = inquiryContext(location.search, services).service
    if (chosen && serviceChoice.current?.value === "") serviceChoice.current.value = chosen.fields.itemId
  }, [services])
  useEffect(chooseServiceOfAddress, [chooseServiceOfAddress])

  // A calculator's figures, carried by the link from its page when the visitor chose to include them: shown,
  // and sent unless they untick them.
  const figuresOfAddress = useSyncExternalStore(
    subscribeToNothing,
    () => inquiryContext(location.search, services).figures,
    () => undefined
  )
  const [figuresSent, setFiguresSent] = useState(false)
  const figures = figuresSent ? undefined : figuresOfAddress
  const [includeFigures, setIncludeFigures] = useState(true)

  const prepareForUse = () => {
    prepare()
    if (reply) loadConfirmation().catch(() => undefined) // the send retries, and falls back to the notice
  }

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const form = event.currentTarget
    const message = form.elements.namedItem("message") as HTMLTextAreaElement
    const length = [...message.value].length
    if (length > texts.messageMaxLength) {
      const locale = document.documentElement.lang || undefined
      message.setCustomValidity(
        fillTemplate(texts.messageTooLong, {
          max: texts.messageMaxLength.toLocaleString(locale),
          count: length.toLocaleString(locale),
        })
      )
      message.reportValidity()
      return
    }
    const controller = new AbortController()
    inFlight.current = controller
    const context = { ...inquiryContext(location.search, services), figures: includeFigures ? figures : undefined }
    if (serviceChoice.current)
      context.service = services.find(service => service.fields.itemId === serviceChoice.current!.value)
    const held = readForm(form)
    const sentAt = Date.now()
    setConfirmation(null)
    setSubmitting(true)
    try {
      await send(
        inquiryFields(held, context, netlify && { aboutService: netlify.subject.aboutService, firmName }),
        controller.signal
      )
      if (controller.signal.aborted) return
      form.reset()
      setFiguresSent(true)
      chooseServiceOfAddress()
      const responder = context.service?.responder
      // Without its code (a failed load), the notice is the plain one.
      const confirmed = reply
        ? await loadConfirmation().then(
            module => ({
              text: module.confirmationText,
              shown: module.confirmationOf(reply, responder, sentAt, { name: held.name, email: held.email }),
            }),
            () => null
          )
        : null
      if (controller.signal.aborted) return
      notify({
        kind: "success",
        title: notices.success.title,
        description: confirmed
          ? confirmed.text(confirmed.shown)
          : fillTemplate(replierSentence(notices.success.description, responder), {
              replier: replierName(responder, firmName),
            }),
      })
      setConfirmation(confirmed?.shown ?? null)
    } catch {
      if (controller.signal.aborted) return
      notify({ kind: "error", ...notices.failure })
    }
    inFlight.current = null
    setSubmitting(false)
  }

  return (
    <>
      {/* method="post": without JavaScript, what was typed goes in a request body, never into a URL. */}
      <Form
        method="post"
        onSubmit={event => void handleSubmit(event)}
        onFocus={prepareForUse}
        aria-busy={submitting}
        {...(netlify && {
          name: netlify.name,
          action: netlify.action,
          "data-netlify": "true",
          "netlify-honeypot": netlify.honeypot,
        })}
      >
        {netlify && (
          <>
            {/* First in the form and rendered by React: Netlify adds one itself otherwise, which breaks hydration. */}
            <input type="hidden" name="form-name" value={netlify.name} />
            {/* The spam trap: hidden from people and assistive technology; a bot that fills it is dropped. */}
            <div hidden>
              <input name={netlify.honeypot} tabIndex={-1} autoComplete="off" />
            </div>
            {/* The subject of Netlify's e-mail to the firm; a send with JavaScript names the service in it. */}
            <input type="hidden" name="subject" value={netlify.subject.general} />
            {/*
              The inquiry's own fields, for Netlify to detect and for a send without JavaScript (from the home
              page, about no service unless chosen); a send with JavaScript sets them (src/lib/inquiry.ts).
            */}
            <input type="hidden" name={INQUIRY_FIELDS.page} value="/" />
            {!texts.serviceChoice && <input type="hidden" name={INQUIRY_FIELDS.service} value="" />}
            <input type="hidden" name={INQUIRY_FIELDS.responder} value="" />
            <input type="hidden" name={INQUIRY_FIELDS.figures} value="" />
          </>
        )}
        {fields.map(field => {
          const id = `contact-${field.name}`
          const control = {
            id,
            name: field.name,
            required: true,
            readOnly: submitting,
            placeholder: texts[field.placeholder],
          }
          return (
            <React.Fragment key={field.name}>
              {field.type === "textarea" && texts.serviceChoice && (
                <Field>
                  <label htmlFor={SERVICE_CHOICE_ID}>{texts.serviceChoice.label}</label>
                  <select id={SERVICE_CHOICE_ID} name={INQUIRY_FIELDS.service} defaultValue="" ref={serviceChoice}>
                    {services.map(service => (
                      <option key={service.fields.itemId} value={service.fields.itemId}>
                        {service.heading}
                      </option>
                    ))}
                    <option value="">{texts.serviceChoice.otherOption}</option>
                  </select>
                </Field>
              )}
              <Field>
                <label htmlFor={id}>{texts[field.label]}</label>
                {field.type === "textarea" ? (
                  <textarea rows={5} {...control} onInput={event => event.currentTarget.setCustomValidity("")} />
                ) : (
                  <input type={field.type} autoComplete={field.autoComplete} {...control} />
                )}
              </Field>
            </React.Fragment>
          )
        })}
        {figures && (
          <Suspense fallback={null}>
            <CalculatorFigures
              figures={figures}
              texts={texts.figures}
              included={includeFigures}
              onIncludedChange={setIncludeFigures}
            />
          </Suspense>
        )}
        {/*
          While sending, the button is marked disabled (aria-disabled) but stays focusable, so keyboard focus
          stays where the visitor sent from; the inFlight guard keeps a second press from sending twice.
          Before JavaScript has started, a simulated form cannot send at all: the button is really disabled.
        */}
        <SubmitButton type="submit" disabled={!netlify && !started} aria-disabled={submitting || undefined}>
          {submitting ? texts.sendingLabel : texts.submitLabel}
        </SubmitButton>
      </Form>
      {confirmation && (
        <Suspense fallback={null}>
          <ReplyConfirmation confirmation={confirmation} />
        </Suspense>
      )}
    </>
  )
}

// Every attribute reaches the <form>: Emotion would drop `netlify-honeypot`, which is not an HTML attribute.
const Form = styled("form", { shouldForwardProp: prop => prop !== "theme" })`
  display: grid;
  gap: ${space.lg};
`

const Field = styled.div`
  ${fieldStyles}
  gap: ${space.sm};

  textarea {
    resize: vertical;
  }

  ::placeholder {
    color: ${color.placeholder};
    opacity: 1;
  }

  input:focus-visible,
  textarea:focus-visible {
    outline-offset: 0;
    border-color: ${color.focus};
  }
`

const SubmitButton = styled.button`
  ${buttonStyles("primary")}
  width: 100%;
`
