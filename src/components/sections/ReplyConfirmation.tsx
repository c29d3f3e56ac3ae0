import React from "react"
import styled from "@emotion/styled"
import { bookingLink } from "../../lib/booking-link"
import { fillTemplate } from "../../lib/fill-template"
import { replierName, replierSentence, type Replier } from "../../lib/inquiry"
import { deadlineInWords, replyDeadline, type ReplyPromise } from "../../lib/reply-promise"
import { buttonStyles } from "../ui/button-styles"
import { color, font, radius, size, space } from "../../styles/theme"

/**
 * What the confirmation after a send says and offers, when it has more to say than the plain notice: who
 * answers, by when (the reply promise, computed in the visitor's browser) and a call to book. Loaded with the
 * form's other code for after a send (ContactForm), never with the page.
 */
export interface ReplySetup {
  firmName: string
  /** The site's language (`en`): the words of the day and time; the time zone is the visitor's. */
  language: string
  promise?: ReplyPromise | null
  /** The firm's booking page, offered when the person who answers has none of their own. */
  firmBookingUrl?: string | null
  texts: {
    /** The success notice's text without a promise, its {replyTime} filled in; {replier} left to fill. */
    description: string
    /** With a promise: {replier} and {deadline}. */
    promisedDescription: string
    /** {name}: who answers. */
    bookingLinkLabel: string
  }
}

export interface Confirmation {
  /** The sentence, {replier} still in it: the notice fills it with a name, the confirmation with a link. */
  sentence: string
  responder?: Replier | null
  replierName: string
  booking?: { href: string; label: string }
}

/**
 * The confirmation of an inquiry sent at `sentAt` and answered by `responder` (or the firm): the deadline in
 * the visitor's own zone when the firm promises one, and the booking page of who answers, or else the firm's,
 * with the visitor's name and e-mail address where the booking service takes them.
 */
export function confirmationOf(
  setup: ReplySetup,
  responder: Replier | null | undefined,
  sentAt: number,
  visitor: { name: string; email: string }
): Confirmation {
  const { promise, texts } = setup
  const sentence = replierSentence(
    promise
      ? fillTemplate(texts.promisedDescription, {
          deadline: deadlineInWords(replyDeadline(sentAt, promise), new Date(sentAt), setup.language),
        })
      : texts.description,
    responder
  )
  const bookingUrl = responder?.bookingUrl || setup.firmBookingUrl
  return {
    sentence,
    responder,
    replierName: replierName(responder, setup.firmName),
    ...(bookingUrl && {
      booking: {
        href: bookingLink(bookingUrl, visitor),
        label: fillTemplate(texts.bookingLinkLabel, { name: responder?.name ?? setup.firmName }),
      },
    }),
  }
}

/** The confirmation as the notice says it: the sentence with who answers by name. */
export const confirmationText = (confirmation: Confirmation) =>
  fillTemplate(confirmation.sentence, { replier: confirmation.replierName })

/**
 * The confirmation under the form, which stays once the notice has gone: who answers, linked to their page,
 * by when, and the link to book a call. Not a live region: the notice has announced it.
 */
export default function ReplyConfirmation({ confirmation }: { confirmation: Confirmation }) {
  const { responder, replierName: name, booking } = confirmation
  const replier = responder?.fields.live ? <a href={responder.fields.path}>{name}</a> : name
  return (
    <Box>
      <p>
        {confirmation.sentence
          .split("{replier}")
          .flatMap((part, index) =>
            index === 0 ? [part] : [<React.Fragment key={index}>{replier}</React.Fragment>, part]
          )}
      </p>
      {booking && <BookingLink href={booking.href}>{booking.label}</BookingLink>}
    </Box>
  )
}

const Box = styled.div`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  padding: ${space.md};
  border: ${size.hairline} solid ${color.border};
  border-left: ${size.accentBar} solid ${color.accent};
  border-radius: ${radius.sm};
  color: ${color.ink};

  p a {
    color: ${color.accent};
    font-weight: ${font.weight.semibold};
  }
`

const BookingLink = styled.a`
  ${buttonStyles("primary")}
`
