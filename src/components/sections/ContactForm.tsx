import React, { useEffect, useRef, useState, useSyncExternalStore } from "react"
import { useRespondsToVisitors } from "../app/responds-to-visitors"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { buttonStyles } from "../ui/button-styles"
import { useNotices, type Notice } from "../notices/NoticeProvider"
import type { ContactMessage, SendMessage } from "../../lib/send-message"
import type { NetlifyForm } from "../../lib/netlify-send"
import { color, font, radius, size, space } from "../../styles/theme"

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
  }
`

interface ContactFormProps {
  texts: Queries.ContactFormTextsFragment
  /** The notices after a send, with their placeholders already filled in. */
  notices: { success: Omit<Notice, "kind">; failure: Omit<Notice, "kind"> }
  send: SendMessage
  /**
   * Present when the form really sends (contact.json `"delivery": "netlify"`): the static HTML then carries
   * what Netlify Forms detects at deploy time, and without JavaScript the form posts to `netlify.action`.
   * Absent (simulated), the send button stays disabled until JavaScript has started, since a post
   * without it would reach nothing.
   */
  netlify?: NetlifyForm
}

/** For useSyncExternalStore: whether the form runs in the browser never changes once it does. */
const subscribeToNothing = () => () => undefined

type TextKey = keyof Queries.ContactFormTextsFragment

/** The form's fields, in order; all are required and checked by the browser only (no length limits). */
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

/**
 * What the form holds, as posted: the visitor's message, and the fields a visitor does not see (Netlify's
 * form-name and spam trap). Read from the form itself, which is where typing lives (see ContactForm).
 */
function readForm(form: HTMLFormElement): { message: ContactMessage; hiddenFields: Record<string, string> } {
  const entries = [...new FormData(form)].flatMap(([name, value]) =>
    typeof value === "string" ? [[name, value] as const] : []
  )
  const visible = new Set<string>(fields.map(field => field.name))
  const valueOf = (name: keyof ContactMessage) => entries.find(([key]) => key === name)?.[1] ?? ""
  return {
    message: { name: valueOf("name"), email: valueOf("email"), message: valueOf("message") },
    hiddenFields: Object.fromEntries(entries.filter(([name]) => !visible.has(name))),
  }
}

/**
 * The message form. idle → submitting on submit (the button reads the sending label and is disabled, as
 * aria-disabled, so that it keeps keyboard focus);
 * back to idle when the send settles: on success the fields are cleared and the success notice shows,
 * on failure the failure notice shows and what was typed is kept. Validation is the browser's own.
 *
 * The fields are uncontrolled: what a visitor types lives in the fields themselves, never in React state,
 * so text typed before the page's scripts arrived is still there when React hydrates the form (a
 * controlled field would be set back to its state, empty), and typing goes on from it.
 */
export function ContactForm({ texts, notices, send, netlify }: ContactFormProps) {
  // A form that sends, with its states and notices: the page needs its scripts.
  useRespondsToVisitors("contact form")
  const [submitting, setSubmitting] = useState(false)
  // False in the server-rendered HTML, true once React runs the form in the browser.
  const started = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false
  )
  // A ref as well as state: a second click can arrive before React re-renders the disabled button.
  const inFlight = useRef<AbortController | null>(null)
  const { notify, prepare } = useNotices()

  // Leaving the page mid-send cancels the send, so nothing updates a form that is gone.
  useEffect(() => () => inFlight.current?.abort(), [])

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const controller = new AbortController()
    inFlight.current = controller
    const form = event.currentTarget
    const { message, hiddenFields } = readForm(form)
    setSubmitting(true)
    try {
      await send(message, controller.signal, hiddenFields)
      if (controller.signal.aborted) return
      form.reset()
      notify({ kind: "success", ...notices.success })
    } catch {
      if (controller.signal.aborted) return
      notify({ kind: "error", ...notices.failure })
    }
    inFlight.current = null
    setSubmitting(false)
  }

  return (
    // method="post": without JavaScript, what was typed goes in a request body, never into a URL.
    <Form
      method="post"
      onSubmit={event => void handleSubmit(event)}
      onFocus={prepare}
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
          <Field key={field.name}>
            <label htmlFor={id}>{texts[field.label]}</label>
            {field.type === "textarea" ? (
              <textarea rows={5} {...control} />
            ) : (
              <input type={field.type} autoComplete={field.autoComplete} {...control} />
            )}
          </Field>
        )
      })}
      {/*
        While sending, the button is marked disabled (aria-disabled) but stays focusable, so keyboard focus
        stays where the visitor sent from; the inFlight guard keeps a second press from sending twice.
        Before JavaScript has started, a simulated form cannot send at all: the button is really disabled.
      */}
      <SubmitButton type="submit" disabled={!netlify && !started} aria-disabled={submitting || undefined}>
        {submitting ? texts.sendingLabel : texts.submitLabel}
      </SubmitButton>
    </Form>
  )
}

// Every attribute reaches the <form>: Emotion would drop `netlify-honeypot`, which is not an HTML attribute.
const Form = styled("form", { shouldForwardProp: prop => prop !== "theme" })`
  display: grid;
  gap: ${space.lg};
`

const Field = styled.div`
  display: grid;
  gap: ${space.sm};

  label {
    font-weight: ${font.weight.bold};
    color: ${color.ink};
  }

  input,
  textarea {
    width: 100%;
    min-height: ${size.control};
    padding: ${space.control} ${space.md};
    border: ${size.hairline} solid ${color.fieldBorder};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.ink};
  }

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
