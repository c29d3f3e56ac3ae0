/**
 * The entry being edited, and what is published, in the shapes the site's components take (their GraphQL
 * fragments), for the previews: what GraphQL adds at build time is made here the same way, with the build's
 * own functions (a rich text's HTML by rich-text.ts, an entry's path by content-entries.ts), so the preview
 * shows what the site will.
 *
 * Pure functions over plain data; previews.tsx hands their results to the components.
 */
import { moreInCategory, newestFirst } from "../../../src/lib/article-order"
import { CONTENT_KINDS } from "../../content-model/content-kinds"
import { entriesNamed, groupPath, isLive, pathOf } from "../../content-model/content-entries"
import { readingMinutes, renderRichText } from "../../content-model/rich-text"
import type { DataFile } from "../../content-model/data-files"
import type { ObjectShape, Shape } from "../../content-model/content-shape"
import { dataKey, type Published } from "./published-content"

type Person = DataFile<Queries.PersonJson>
type Article = DataFile<Queries.ArticleJson>
type ServicePage = DataFile<Queries.ServicePageJson>
type Tool = DataFile<Queries.ToolJson>

const dataOf = <T>(published: Published | undefined, kind: string, id: string) =>
  published?.data.get(dataKey(kind, id)) as T | undefined

/**
 * What a field not yet filled in holds, by its shape: nothing written, no items, a group of such fields; and
 * none for a value that may be none (a tier's bound or fee), which a blank field is, never a 0 it does not say.
 */
function emptyOf(shape: Shape): unknown {
  if ("nullable" in shape && shape.nullable) return null
  if (shape.kind === "object") return filledIn({}, shape)
  if (shape.kind === "list") return []
  if (shape.kind === "string") return ""
  return shape.kind === "boolean" ? false : 0
}

/**
 * An entry as the editor has it so far, in the shape the components take: every required field that is not
 * yet filled in holds its empty value (no text, no items), at any depth, in every group and list item the
 * entry has, so that a form half filled in previews what it has. Optional fields left out stay out, as
 * GraphQL gives them.
 */
export function filledIn(data: unknown, shape: ObjectShape): Record<string, unknown> {
  const given =
    typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  const filled: Record<string, unknown> = { ...given }
  for (const field of shape.fields) {
    const value = given[field.name]
    if (value === undefined || value === null) {
      if (field.required) filled[field.name] = emptyOf(field.shape)
    } else filled[field.name] = filledValue(value, field.shape)
  }
  return filled
}

function filledValue(value: unknown, shape: Shape): unknown {
  if (shape.kind === "object") return filledIn(value, shape)
  if (shape.kind === "list")
    return Array.isArray(value) ? value.map(item => filledValue(item ?? emptyOf(shape.items), shape.items)) : []
  return value
}

/** A person as a byline names them: from what is published, or their id while they are not. */
export function signatureOf(published: Published | undefined, id: string): Queries.PersonSignatureFragment {
  const entry = published?.entries.find(
    candidate => candidate.kind === CONTENT_KINDS.person.name && candidate.id === id
  )
  const person = dataOf<Person>(published, CONTENT_KINDS.person.name, id)
  return {
    name: person?.name ?? id,
    credentials: (person?.credentials ?? []).map(credential => ({ abbreviation: credential.abbreviation })),
    fields: { path: pathOf(CONTENT_KINDS.person, entry?.address ?? id), live: entry ? isLive(entry) : false },
  }
}

/** A service page being edited, as its page's query gives it: its id and path, and who answers its inquiries. */
export function servicePageContent(
  page: ServicePage,
  id: string | undefined,
  published: Published | undefined
): Queries.ServicePageSectionsContentFragment {
  return {
    ...page,
    fields: { itemId: id ?? page.address, path: pathOf(CONTENT_KINDS["service-page"], page.address) },
    responder: page.responder ? signatureOf(published, page.responder) : null,
  }
}

/**
 * The published live service pages, by heading, each with who answers its inquiries, as the contact section's
 * query gives them.
 */
export function inquiryServicesOf(published: Published | undefined): Queries.InquiryServiceFragment[] {
  if (!published) return []
  return published.entries
    .filter(entry => entry.kind === CONTENT_KINDS["service-page"].name && isLive(entry))
    .map(entry => {
      const responder = dataOf<ServicePage>(published, CONTENT_KINDS["service-page"].name, entry.id)?.responder
      return {
        heading: entry.title,
        fields: { itemId: entry.id, path: pathOf(CONTENT_KINDS["service-page"], entry.address) },
        responder: responder
          ? {
              ...signatureOf(published, responder),
              fields: { ...signatureOf(published, responder).fields, itemId: responder },
              bookingUrl: dataOf<Person>(published, CONTENT_KINDS.person.name, responder)?.bookingUrl ?? null,
            }
          : null,
      }
    })
    .sort((a, b) => a.heading.localeCompare(b.heading))
}

/**
 * The published service pages `ids` names (an article's or a person's services), in the order named, by the
 * function the site's query resolves them with (`entriesNamed`), each as a link names it.
 */
export function servicePageLinks(published: Published | undefined, ids: readonly string[] = []) {
  const kind = CONTENT_KINDS["service-page"]
  const servicePages = (published?.entries ?? []).filter(entry => entry.kind === kind.name)
  return entriesNamed(ids, servicePages, entry => entry.id).map(entry => ({
    heading: entry.title,
    fields: { path: pathOf(kind, entry.address) },
  }))
}

/** The published categories, each with its page's path. */
export function categoriesOf(published: Published | undefined) {
  return (published?.categories ?? []).map(category => ({
    ...category,
    path: groupPath(CONTENT_KINDS.article, category.id),
  }))
}

/** A published article as a list of articles shows it. */
function articleCard(published: Published, id: string): Queries.ArticleCardFragment {
  const entry = published.entries.find(
    candidate => candidate.kind === CONTENT_KINDS.article.name && candidate.id === id
  )!
  const article = dataOf<Article>(published, CONTENT_KINDS.article.name, id)!
  return {
    title: article.title,
    summary: article.summary,
    published: article.published,
    category: article.category,
    bodyReadingMinutes: readingMinutes(article.body ?? ""),
    author: signatureOf(published, article.author),
    fields: { path: pathOf(CONTENT_KINDS.article, entry.address) },
  }
}

/** The live published articles that `pick` chooses, newest first, as a list of articles shows them. */
export function articleCards(
  published: Published | undefined,
  pick: (article: Article, id: string) => boolean
): Queries.ArticleCardFragment[] {
  if (!published) return []
  return newestFirst(
    published.entries
      .filter(entry => entry.kind === CONTENT_KINDS.article.name && isLive(entry))
      .filter(entry => pick(dataOf<Article>(published, CONTENT_KINDS.article.name, entry.id)!, entry.id))
      .map(entry => articleCard(published, entry.id))
  )
}

/** The articles an article's page offers next, as its page's context chooses them (article-order.ts). */
export function moreArticleCards(
  published: Published | undefined,
  article: { category: string },
  id: string | undefined
): Queries.ArticleCardFragment[] {
  if (!published) return []
  const articles = published.entries
    .filter(entry => entry.kind === CONTENT_KINDS.article.name && isLive(entry))
    .map(entry => ({ ...articleCard(published, entry.id), id: entry.id, live: true }))
  return moreInCategory(articles, { id: id ?? "", category: article.category }).map(other =>
    articleCard(published, other.id)
  )
}

/** An article being edited, as its page's query gives it. */
export function articleContent(
  article: Article,
  published: Published | undefined
): Queries.ArticleSectionsContentFragment {
  return {
    fields: { path: pathOf(CONTENT_KINDS.article, article.address) },
    title: article.title,
    summary: article.summary,
    category: article.category,
    published: article.published,
    reviewed: article.reviewed ?? null,
    bodyHtml: renderRichText(article.body ?? ""),
    bodyReadingMinutes: readingMinutes(article.body ?? ""),
    author: signatureOf(published, article.author),
    reviewer: article.reviewer ? signatureOf(published, article.reviewer) : null,
    services: servicePageLinks(published, article.services),
  }
}

/**
 * A calculator being edited, as its page's query gives it: signed by its author and reviewer as published, its
 * service by its id, its method rendered as the build does, and every optional field it leaves out, at any
 * depth, null, as GraphQL gives one.
 */
export function toolContent(tool: Tool, published: Published | undefined): Queries.ToolSectionsContentFragment {
  const { constants, messages } = tool
  return {
    fields: { path: pathOf(CONTENT_KINDS.tool, tool.address) },
    calculator: tool.calculator,
    heading: tool.heading,
    intro: tool.intro,
    reviewed: tool.reviewed,
    author: signatureOf(published, tool.author),
    reviewer: signatureOf(published, tool.reviewer),
    service: tool.service ? { fields: { itemId: tool.service } } : null,
    constants: constants
      ? {
          taxYear: constants.taxYear ?? null,
          source: constants.source ?? null,
          netEarningsFactor: constants.netEarningsFactor ?? null,
          socialSecurityRate: constants.socialSecurityRate ?? null,
          medicareRate: constants.medicareRate ?? null,
          socialSecurityWageBase: constants.socialSecurityWageBase ?? null,
          minimumNetEarnings: constants.minimumNetEarnings ?? null,
          additionalMedicareRate: constants.additionalMedicareRate ?? null,
          additionalMedicareThresholds: constants.additionalMedicareThresholds ?? null,
          startAges: constants.startAges ?? null,
          uniformLifetimeTable: constants.uniformLifetimeTable ?? null,
        }
      : null,
    inputs: tool.inputs.map(input => ({ name: input.name, label: input.label, hint: input.hint ?? null })),
    filingStatuses: tool.filingStatuses ?? null,
    results: tool.results,
    working: tool.working,
    constantLabels: tool.constantLabels ?? null,
    messages: {
      notAnAmount: messages.notAnAmount ?? null,
      negativeAmount: messages.negativeAmount ?? null,
      tooLarge: messages.tooLarge ?? null,
      tooPrecise: messages.tooPrecise ?? null,
      notAYear: messages.notAYear ?? null,
      yearOutOfRange: messages.yearOutOfRange ?? null,
      belowMinimum: messages.belowMinimum ?? null,
      notBurning: messages.notBurning ?? null,
      notYet: messages.notYet ?? null,
      notCovered: messages.notCovered ?? null,
    },
    methodHtml: renderRichText(tool.method ?? ""),
    disclaimer: tool.disclaimer,
    callToAction: tool.callToAction,
  }
}

/** A person being edited, as their page's query gives them; `photoUrl` is where the admin shows their photo. */
export function personContent(
  person: Person,
  published: Published | undefined,
  photoUrl?: string
): Queries.PersonSectionsContentFragment {
  const size = 176
  return {
    fields: { path: pathOf(CONTENT_KINDS.person, person.address) },
    name: person.name,
    jobTitle: person.jobTitle,
    summary: person.summary,
    photo:
      person.photo && photoUrl
        ? {
            alt: person.photo.alt,
            image: {
              childImageSharp: {
                gatsbyImageData: {
                  layout: "fixed",
                  width: size,
                  height: size,
                  images: { fallback: { src: photoUrl } },
                },
              },
            },
          }
        : null,
    credentials: person.credentials.map(credential => ({
      ...credential,
      licenseNumber: credential.licenseNumber ?? null,
      verifyUrl: credential.verifyUrl ?? null,
    })),
    services: servicePageLinks(published, person.services),
    bioHtml: renderRichText(person.bio ?? ""),
  }
}

/** One of the firm's pages being edited, as its page's query gives it. */
export function documentContent(page: DataFile<Queries.PageJson>): Queries.PageContentFragment {
  return { title: page.title, updated: page.updated, bodyHtml: renderRichText(page.body ?? "") }
}

type Plan = DataFile<Queries.PlanJson>

/** A number field as the plan's page reads it: what is not a number is none (Decap's number widget empties one to ""). */
function amountOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null
}

/**
 * A plan being edited, as its page's sections read it: what the editor has not filled in yet is empty, and the
 * fee schedules' tiers and add-ons as the schema states them (a bound or an amount left blank is none).
 */
export function planContent(plan: Plan): Queries.PlanSectionsContentFragment {
  return {
    fields: { path: pathOf(CONTENT_KINDS.plan, plan.address ?? "") },
    name: plan.name ?? "",
    summary: plan.summary ?? "",
    audience: plan.audience ?? "business",
    service: plan.service ? { fields: { itemId: plan.service } } : null,
    includes: (plan.includes ?? []).map(item => ({ text: item?.text ?? "", limit: item?.limit ?? null })),
    excludes: (plan.excludes ?? []).filter((item): item is string => typeof item === "string"),
    hourlyRate: amountOrNull(plan.hourlyRate),
    consultationFee: amountOrNull(plan.consultationFee) ?? 0,
    costs: plan.costs ?? "",
    schedules: (plan.schedules ?? []).flatMap(schedule =>
      schedule?.effectiveFrom && schedule.billing && schedule.driver
        ? [
            {
              effectiveFrom: schedule.effectiveFrom,
              billing: schedule.billing,
              driver: schedule.driver,
              tiers: (schedule.tiers ?? []).map(tier => ({
                upTo: amountOrNull(tier?.upTo),
                amount: amountOrNull(tier?.amount),
              })),
              addOns: (schedule.addOns ?? []).flatMap(addOn =>
                addOn?.id && addOn.label
                  ? [
                      {
                        id: addOn.id,
                        label: addOn.label,
                        unitAmount: amountOrNull(addOn.unitAmount) ?? 0,
                        included: amountOrNull(addOn.included) ?? 0,
                      },
                    ]
                  : []
              ),
              yearlyDiscount: amountOrNull(schedule.yearlyDiscount),
            },
          ]
        : []
    ),
  }
}
