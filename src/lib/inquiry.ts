import { fillTemplate } from "./fill-template"

/**
 * What an inquiry says about itself beside the visitor's message, and how the contact form on the home page
 * learns it: the link a visitor follows to the form carries the page it was on and, from a service page,
 * that service (`/?from=/financial-advisory&service=financial-advisory#contact`); the form reads them from
 * its address when the message is sent, and the service names who answers.
 *
 * Its fields, as the form posts them (Netlify Forms delivers each as it is named here):
 * - `service`: the id of the live service page the inquiry is about, when there is one;
 * - `page`: the path of the page the visitor wrote from or followed to the form: a service page, an article,
 *   a person's page, or `/`;
 * - `responder`: the id of the person who answers that service's inquiries, when it names one;
 * - `figures`: what a visitor worked out with a calculator, its fields and results as text, when they chose
 *   to include them (the link from the calculator's page carries them; nothing is kept in the browser).
 */
export const INQUIRY_FIELDS = {
  service: "service",
  page: "page",
  responder: "responder",
  figures: "figures",
} as const

/** The element id of the contact section: the target of 'Get Started Today' and of '/#contact' links. */
export const CONTACT_SECTION_ID = "contact"

/** The query parameters of a link to the form: the page it was followed from, and the service it is about. */
const FROM_PARAMETER = "from"
const SERVICE_PARAMETER = "service"
const FIGURES_PARAMETER = "figures"

/** The longest `from` the form takes from its address: a path of the site is far shorter. */
const LONGEST_PAGE = 200
/** The longest figures the form takes from its address: a calculator's fields and results are far shorter. */
export const LONGEST_FIGURES = 2000

/** Who answers a service's inquiries: one of the firm's people (a PersonSignature, with their id and booking page). */
export interface Replier {
  name: string
  credentials: readonly { abbreviation: string }[]
  fields: { itemId: string; path: string; live: boolean }
  bookingUrl?: string | null
}

/** A live service page an inquiry can be about, with who answers it (the contact section's query). */
export interface InquiryService {
  heading: string
  fields: { itemId: string; path: string }
  responder?: Replier | null
}

/** Whether a link written by an editor leads to the contact form on the home page (`/#contact`). */
export function leadsToContactForm(to: string): boolean {
  const [path, section] = to.split("#")
  return (path === "/" || path === "") && section === CONTACT_SECTION_ID
}

/**
 * The link to the contact form from a page, carrying that page and, from a service page, its service:
 * `/?from=%2Ffinancial-advisory&service=financial-advisory#contact`; from a calculator, the visitor's figures
 * when they chose to include them. A link that leads elsewhere is left as written.
 */
export function contactLinkFrom(to: string, page: string, service?: string, figures?: string): string {
  if (!leadsToContactForm(to)) return to
  const query = new URLSearchParams({
    [FROM_PARAMETER]: page,
    ...(service && { [SERVICE_PARAMETER]: service }),
    ...(figures && { [FIGURES_PARAMETER]: figures }),
  })
  return `/?${query.toString()}#${CONTACT_SECTION_ID}`
}

/** A path of this site as a visitor's address may carry it: one leading slash, no scheme, nothing odd. */
const isSitePath = (path: string) => /^\/(?!\/)[\w\-./~%]*$/.test(path) && path.length <= LONGEST_PAGE

/** What an inquiry is about, besides the visitor's message. */
export interface InquiryContext {
  page: string
  service?: InquiryService
  /** A calculator's figures, as the visitor chose to include them: plain text, shown as text. */
  figures?: string
}

/**
 * What the home page's address says about an inquiry (its query string, `location.search`): the page the
 * visitor came from (`/` unless the address names a path of this site), the service, if it names a live one,
 * and the figures of a calculator, if it carries some of a sensible length. A service without a page is the
 * service's own page.
 */
export function inquiryContext(search: string, services: readonly InquiryService[]): InquiryContext {
  const query = new URLSearchParams(search)
  const service = services.find(candidate => candidate.fields.itemId === query.get(SERVICE_PARAMETER))
  const from = query.get(FROM_PARAMETER) ?? ""
  const figures = query.get(FIGURES_PARAMETER)?.trim() ?? ""
  return {
    page: isSitePath(from) ? from : (service?.fields.path ?? "/"),
    ...(service && { service }),
    ...(figures && [...figures].length <= LONGEST_FIGURES && { figures }),
  }
}

/** "Jane Doe, CPA, EA": who answers, as the confirmation and the firm's e-mail name them; the firm otherwise. */
export function replierName(responder: Replier | null | undefined, firmName: string): string {
  return responder ? [responder.name, ...responder.credentials.map(c => c.abbreviation)].join(", ") : firmName
}

/**
 * An editor's sentence with {replier} where who answers goes, ready for their name: a person's credentials
 * are set off by commas where the sentence goes on after them ("Jane Doe, CPA, will reply"), not before its
 * punctuation ("goes to Jane Doe, CPA.").
 */
export function replierSentence(template: string, responder: Pick<Replier, "credentials"> | null | undefined): string {
  return responder?.credentials.length ? template.replace(/\{replier\}(?= \p{L})/gu, "{replier},") : template
}

/**
 * An inquiry's fields as they are sent: what the form holds (the visitor's message, and Netlify's form-name,
 * spam trap and subject), with the inquiry's own fields set from its context, each present when known, and
 * the subject (if the form has one) naming the service and who answers it.
 */
export function inquiryFields(
  form: Readonly<Record<string, string>>,
  context: InquiryContext,
  subject: { aboutService: string; firmName: string } | undefined
): Record<string, string> {
  const { service, page, responder, figures } = INQUIRY_FIELDS
  const fields: Record<string, string> = { ...form, [page]: context.page }
  delete fields[service]
  delete fields[responder]
  delete fields[figures]
  if (context.figures) fields[figures] = context.figures
  if (context.service) {
    fields[service] = context.service.fields.itemId
    if (context.service.responder) fields[responder] = context.service.responder.fields.itemId
    if (subject && "subject" in fields)
      fields.subject = fillTemplate(subject.aboutService, {
        service: context.service.heading,
        replier: replierName(context.service.responder, subject.firmName),
      })
  }
  return fields
}
