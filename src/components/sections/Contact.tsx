import React, { Suspense, useMemo } from "react"
import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { Section } from "../ui/Section"
import { Card } from "../ui/Card"
import { IconBadge } from "../ui/IconBadge"
import { ContactForm } from "./ContactForm"
import type { ReplySetup } from "./ReplyConfirmation"
import { fillTemplate, filledNotices } from "../../lib/fill-template"
import { createSimulatedSender } from "../../lib/simulated-send"
import { CONTACT_NETLIFY_FORM, createNetlifySender } from "../../lib/netlify-send"
import { CONTACT_SECTION_ID } from "../../lib/inquiry"
import { breakpoint, color, font, space } from "../../styles/theme"
import { minTargetStyles } from "../ui/target-styles"

/**
 * What the contact section reads from data/contact.json, and of each live service page what an inquiry
 * about it needs: its heading, id and path, and who answers it.
 * @public
 */
export const query = graphql`
  fragment ContactContent on ContactJson {
    heading
    intro
    replyTime
    replyTimeInWords
    replyPromise {
      timeZone
      days
      opens
      closes
      replyWithinBusinessHours
      closedDates
    }
    emailCard {
      iconSvg
      title
    }
    scheduleCard {
      iconSvg
      title
      text
      bookingUrl
    }
    servingCard {
      iconSvg
      title
      text
    }
    form {
      ...ContactFormTexts
    }
    privacyNotice {
      heading
      text
    }
    delivery
    notificationSubject {
      general
      aboutService
    }
    sendDelayMs
    notices {
      success {
        title
        description
        promisedDescription
        bookingLinkLabel
      }
      failure {
        title
        description
      }
    }
  }

  fragment InquiryService on ServicePageJson {
    heading
    fields {
      itemId
      path
    }
    responder {
      ...PersonSignature
      fields {
        itemId
      }
      bookingUrl
    }
  }
`

interface ContactProps {
  content: Queries.ContactContentFragment
  /** The live service pages, each with who answers its inquiries (the InquiryService fragment). */
  services: readonly Queries.InquiryServiceFragment[]
  /** The firm's name (who answers an inquiry no person does) and the site's language (`en`), from data/site.json. */
  firm: { name: string; language: string }
  email: string
  /** The privacy policy's page, once published (src/lib/privacy-policy.ts): the privacy notice links to it. */
  privacyPolicy?: { label: string; path: string }
}

/**
 * How to reach the firm: email, call and area cards, and the message form with its privacy notice.
 * `delivery` chooses how the form sends: simulated (nothing leaves the browser) or through Netlify Forms.
 * A Suspense boundary of its own: React hydrates it after the page frame, in short tasks of its own.
 */
export function Contact(props: ContactProps) {
  return (
    <Suspense fallback={null}>
      <ContactSection {...props} />
    </Suspense>
  )
}

function ContactSection({ content, services, firm, email, privacyPolicy }: ContactProps) {
  const notices = filledNotices({ ...content, replyTime: content.replyTimeInWords })
  const netlify = content.delivery === "netlify"
  const chosenSend = useMemo(
    () => (netlify ? createNetlifySender() : createSimulatedSender(content.sendDelayMs)),
    [netlify, content.sendDelayMs]
  )
  const { emailCard, scheduleCard, servingCard, privacyNotice, replyPromise } = content
  const reply: ReplySetup | undefined =
    replyPromise || scheduleCard.bookingUrl || services.some(service => service.responder)
      ? {
          firmName: firm.name,
          language: firm.language,
          promise: replyPromise,
          firmBookingUrl: scheduleCard.bookingUrl,
          texts: { ...content.notices.success, ...notices.success },
        }
      : undefined

  return (
    <Section
      id={CONTACT_SECTION_ID}
      heading={content.heading}
      intro={fillTemplate(content.intro, { replyTime: content.replyTimeInWords })}
      shows={content}
    >
      <Columns>
        <Channels>
          <ChannelCard as="li">
            <IconBadge svg={emailCard.iconSvg} />
            <div>
              <h3>{emailCard.title}</h3>
              <a href={`mailto:${email}`}>{email}</a>
            </div>
          </ChannelCard>
          {[scheduleCard, servingCard].map((card, index) => (
            <ChannelCard as="li" key={index}>
              <IconBadge svg={card.iconSvg} />
              <div>
                <h3>{card.title}</h3>
                {/* The firm's booking page, once it has one: a plain link, no script or frame of the service's. */}
                {card === scheduleCard && scheduleCard.bookingUrl ? (
                  <p>
                    <a href={scheduleCard.bookingUrl}>{card.text}</a>
                  </p>
                ) : (
                  <p>{card.text}</p>
                )}
              </div>
            </ChannelCard>
          ))}
        </Channels>
        <Card>
          <h3>{content.form.heading}</h3>
          <ContactForm
            texts={content.form}
            notices={notices}
            send={chosenSend}
            netlify={netlify ? { ...CONTACT_NETLIFY_FORM, subject: content.notificationSubject } : undefined}
            services={services}
            firmName={firm.name}
            reply={reply}
          />
          <Notes>
            {/* Simulated, the form cannot send without JavaScript (its button stays disabled): say so. */}
            {!netlify && (
              <noscript>
                <p>{withEmailLink(content.form.noScriptNote, email)}</p>
              </noscript>
            )}
            <h4>{privacyNotice.heading}</h4>
            <p>{privacyNotice.text}</p>
            {privacyPolicy && (
              <p>
                <a href={privacyPolicy.path}>{privacyPolicy.label}</a>
              </p>
            )}
          </Notes>
        </Card>
      </Columns>
    </Section>
  )
}

/** The text with its '{email}' placeholder as a link to the firm's email address. */
function withEmailLink(text: string, email: string): React.ReactNode[] {
  return text.split("{email}").flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <a key={index} href={`mailto:${email}`}>
            {email}
          </a>,
          part,
        ]
  )
}

const Columns = styled.div`
  display: grid;
  gap: ${space.xl};
  align-items: start;

  ${breakpoint.desktop} {
    grid-template-columns: 2fr 3fr;
  }
`

const Channels = styled.ul`
  display: grid;
  gap: ${space.md};
  padding: 0;
  list-style: none;
`

/** The no-JavaScript note and the privacy notice, in small print under the form. */
const Notes = styled.div`
  display: grid;
  gap: ${space.xs};
  color: ${color.muted};
  font-size: ${font.size.small};

  h4 {
    color: ${color.ink};
    font-size: inherit;
    font-weight: ${font.weight.bold};
  }

  noscript p {
    margin-bottom: ${space.sm};
    color: ${color.ink};
  }

  /* The privacy policy's link, on a line of its own: at least the least target to tap. */
  p > a:only-child {
    ${minTargetStyles}
  }

  a {
    color: ${color.accent};
    font-weight: ${font.weight.semibold};
  }
`

const ChannelCard = styled(Card)`
  flex-direction: row;
  align-items: center;

  h3 {
    font-size: ${font.size.body};
  }

  p,
  a {
    color: ${color.muted};
    overflow-wrap: anywhere;
  }

  a {
    display: inline-block; /* a full line tall: a comfortable touch target */
    color: ${color.accent};
    font-weight: ${font.weight.semibold};
  }
`
