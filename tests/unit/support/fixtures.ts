import type { IGatsbyImageData } from "gatsby-plugin-image"
import { byCodeUnits } from "../../../src/lib/article-order"
import { filledNotices } from "../../../src/lib/fill-template"
import { content, listingPages, sampledEntries, type EntryContent } from "../../../tools/content"
import { contentIconMarkup, uiIconMarkup, withIconMarkup } from "../../../plugins/build-time-icons/icon-markup"
import {
  type ContentKind,
  type KindName,
  CONTENT_KINDS,
  INDEXED_KINDS,
} from "../../../plugins/content-model/content-kinds"
import { groupPath, isLive, pathOf } from "../../../plugins/content-model/content-entries"
import { readingMinutes, renderRichText } from "../../../plugins/content-model/rich-text"
import { replyTimeInWords } from "../../../src/lib/reply-promise"
import { mostToolEntries } from "../../../tools/most-tools"

/**
 * The content the site is built from (data/, or CONTENT_DIR), in the shapes the page queries return, for
 * rendering components without Gatsby. Tests take every text they expect from these objects, never
 * from a literal, so an editor's valid change to data/ never fails them. A test that needs another
 * case (a four-star rating, a reply time) derives it from these, and passes a changed icon name or rating
 * through withIconMarkup() again. The icons' markup is added as GraphQL adds it at build time
 * (plugins/build-time-icons).
 */
/** The site-wide content; a legal notice's page as the footer's query gives it (its path), or null. */
export const site: Queries.SiteChromeFragment = withIconMarkup({
  ...content.site,
  footer: {
    ...content.site.footer,
    legalNotices: content.site.footer.legalNotices.map(notice => ({
      label: notice.label,
      privacyPolicy: notice.privacyPolicy ?? null,
      page: notice.page ? { fields: entryFields(entryWithId(content.entries.page, notice.page)) } : null,
    })),
  },
})
export const hero: Queries.HeroContentFragment = content.home.hero
export const about: Queries.AboutContentFragment = withIconMarkup(content.home.about)
/** The services as the page's query gives them: a card's link with the path of the page it chooses (by id). */
export const services: Queries.ServicesContentFragment = withIconMarkup({
  ...content.services,
  groups: content.services.groups.map(group => ({
    ...group,
    cards: group.cards.map(card => ({
      ...card,
      link: card.link
        ? {
            label: card.link.label,
            page: { fields: entryFields(entryWithId(content.entries["service-page"], card.link.page)) },
          }
        : null,
    })),
  })),
})
export const steps: Queries.StepsContentFragment = withIconMarkup(content.steps)
export const whyChoose: Queries.WhyChooseContentFragment = withIconMarkup(content.whyChoose)
export const testimonials: Queries.TestimonialsContentFragment = withIconMarkup(content.testimonials)
/** The contact section's content, with the reply time in words as the build makes it (plugins/reply-promise). */
export const contact: Queries.ContactContentFragment = withIconMarkup({
  ...content.contact,
  replyTimeInWords: replyTimeInWords(content.contact.replyTime, content.contact.replyPromise, content.site.language),
})
export const notFound: Queries.NotFoundContentFragment = content.notFound
export const pageSeo: Queries.PageSeoFieldsFragment = content.home.seo

/**
 * The service pages of the content, as a service page's query gives each, with who answers its inquiries
 * (the content may have none).
 */
export const servicePages = content.entries["service-page"].map(page =>
  withIconMarkup({ ...page, fields: entryFields(page), responder: page.responder ? signature(page.responder) : null })
)

/** The live service pages by heading, as the contact section's query gives them: who answers each, and their booking page. */
export const inquiryServices: Queries.InquiryServiceFragment[] = content.entries["service-page"]
  .filter(isLive)
  .map(page => ({
    heading: page.heading,
    fields: entryFields(page),
    responder: page.responder
      ? {
          ...signature(page.responder),
          bookingUrl: entryWithId(content.entries.person, page.responder).bookingUrl ?? null,
        }
      : null,
  }))
  // As the page's query sorts them (GraphQL: by code units).
  .sort((a, b) => byCodeUnits(a.heading, b.heading))

/**
 * The words of the articles', people's, team's and firm's pages (data/entry-pages.json), with each category's
 * path as GraphQL adds it.
 */
export const entryPages = {
  ...content.entryPages,
  categories: content.entryPages.categories.map(category => ({
    ...category,
    path: groupPath(CONTENT_KINDS.article, category.id),
  })),
}

/**
 * The site's navigation as a page's query gives it (src/components/layout/site-navigation.ts): its words, and
 * whether each index page is published, which it is while its kind has a live entry.
 */
export const navigationData: Queries.SiteNavigationContentFragment = {
  entryPagesJson: { navigation: content.entryPages.navigation },
  indexPages: { nodes: INDEXED_KINDS.map(indexPageOf) },
  searchJson: { form: { label: content.search.form.label, submit: content.search.form.submit } },
}

/** The navigation's data with the index pages of `kinds` published, and the others not. */
export function withIndexPagesPublished(
  data: Queries.SiteNavigationContentFragment,
  kinds: readonly KindName[]
): Queries.SiteNavigationContentFragment {
  const paths = kinds.map(kind => CONTENT_KINDS[kind].indexPath)
  return {
    ...data,
    indexPages: { nodes: data.indexPages.nodes.map(page => ({ ...page, published: paths.includes(page.path) })) },
  }
}

/** What the header and footer link an index page with: its words in data/entry-pages.json (`navigationLabel`). */
export function navigationLabelOf(kind: KindName): string {
  const texts = content.entryPages as unknown as Record<string, { navigationLabel: string }>
  return texts[CONTENT_KINDS[kind].indexTextsKey!].navigationLabel
}

/**
 * The people of the content (retired ones included: `fields.live`), as their page, the team page and a
 * byline query them. The photo's sizes are made by the build's image pipeline, which unit tests do not run:
 * here, one size with the picture's path in the content folder.
 */
export const people = content.entries.person.map(person =>
  withRichText(
    {
      name: person.name,
      jobTitle: person.jobTitle,
      summary: person.summary,
      photo: person.photo
        ? { alt: person.photo.alt, image: { childImageSharp: { gatsbyImageData: photoData(person.photo.image) } } }
        : null,
      credentials: person.credentials.map(credential => ({
        name: credential.name,
        abbreviation: credential.abbreviation,
        issuer: credential.issuer,
        licenseNumber: credential.licenseNumber ?? null,
        verifyUrl: credential.verifyUrl ?? null,
      })),
      services: person.services.map(serviceLink),
      fields: entryFields(person),
    },
    { bioHtml: () => renderRichText(person.bio) }
  )
)

/** The articles of the content (retired ones included: `fields.live`), as their page and a list of articles query them. */
export const articles = content.entries.article.map(article =>
  withRichText(
    {
      title: article.title,
      summary: article.summary,
      category: article.category,
      published: article.published,
      reviewed: article.reviewed ?? null,
      author: signature(article.author),
      reviewer: article.reviewer ? signature(article.reviewer) : null,
      services: article.services.map(serviceLink),
      fields: entryFields(article),
    },
    { bodyHtml: () => renderRichText(article.body), bodyReadingMinutes: () => readingMinutes(article.body) }
  )
)

/** The firm's own pages of the content (retired ones included: `fields.live`), as their page queries them. */
const pages = content.entries.page.map(page =>
  withRichText(
    {
      title: page.title,
      updated: page.updated,
      seo: page.seo,
      fields: entryFields(page),
    },
    { bodyHtml: () => renderRichText(page.body) }
  )
)

/**
 * An entry with its rich text as the build gives it (its HTML, its reading time), made when a test first
 * reads it: a content of a thousand articles costs a test file only the texts it reads. Each field is an
 * enumerable getter that keeps what it made, so that spreading the entry copies the value.
 */
function withRichText<T extends object, M extends Record<string, () => unknown>>(
  entry: T,
  make: M
): T & { [K in keyof M]: ReturnType<M[K]> } {
  for (const [name, value] of Object.entries(make)) {
    let made: { value: unknown } | undefined
    Object.defineProperty(entry, name, { enumerable: true, get: () => (made ??= { value: value() }).value })
  }
  return entry as T & { [K in keyof M]: ReturnType<M[K]> }
}

/** What the build adds to an entry's node: its id, its path and whether it is live. */
function entryFields(entry: EntryContent<unknown>) {
  return { itemId: entry.id, path: entry.path, live: isLive(entry) }
}

function entryWithId<T extends EntryContent<unknown>>(entries: readonly T[], id: string): T {
  const entry = entries.find(candidate => candidate.id === id)
  if (!entry) throw new Error(`no entry has the id ${id}`)
  return entry
}

/** A service page as a list of related services gives it: its heading and path. */
function serviceLink(id: string) {
  const page = entryWithId(content.entries["service-page"], id)
  return { heading: page.heading, fields: entryFields(page) }
}

/** A person as a byline gives them (PersonSignature), with their job as an article's page asks for it too. */
function signature(id: string) {
  const person = entryWithId(content.entries.person, id)
  const credentials = person.credentials.map(credential => ({ abbreviation: credential.abbreviation }))
  return { name: person.name, jobTitle: person.jobTitle, credentials, fields: entryFields(person) }
}

/** A kind's index page as the navigation's query gives it: where, whether published (as the content has it), its link's words. */
function indexPageOf(kind: ContentKind) {
  const path = kind.indexPath!
  return { path, published: listingPages.some(page => page.path === path), label: navigationLabelOf(kind.name) }
}

function photoData(image: string): IGatsbyImageData {
  const src = `/${CONTENT_KINDS.person.folder}/${image}`
  return { layout: "fixed", width: 176, height: 176, images: { fallback: { src, srcSet: `${src} 176w` }, sources: [] } }
}

/**
 * A made-up person, for the tests of what shows one (their page, the team's cards, a byline, their JSON-LD):
 * the default content has no people, and the tests invent none of their own but this one, so that what they
 * expect of a person comes from one definition, whatever the content holds. As their page queries them
 * (PersonSectionsContent): a photo, two credentials (one with a licence number and a look-up, one with
 * neither), a service and a biography; live. The other shapes below are made from this one.
 */
export const madeUpPerson = {
  name: "Avery Example",
  jobTitle: "Tax Partner",
  summary: "Avery leads the firm's tax practice.",
  photo: { alt: "Avery at the office", image: { childImageSharp: { gatsbyImageData: photoData("avery.jpg") } } },
  credentials: [
    {
      name: "Certified Public Accountant",
      abbreviation: "CPA",
      issuer: "State Board of Accountancy",
      licenseNumber: "CPA-000001",
      verifyUrl: "https://example.org/license-lookup?number=CPA-000001",
    },
    {
      name: "Enrolled Agent",
      abbreviation: "EA",
      issuer: "Internal Revenue Service",
      licenseNumber: null,
      verifyUrl: null,
    },
  ],
  services: [{ heading: "Tax planning", fields: { path: pathOf(CONTENT_KINDS["service-page"], "tax-planning") } }],
  bioHtml: "<h2>Background</h2><p>Avery has advised businesses for many years.</p>",
  fields: { path: pathOf(CONTENT_KINDS.person, "avery"), live: true },
} satisfies Queries.PersonSectionsContentFragment & { fields: { live: boolean } }

/** The made-up person as a byline signs them (PersonSignature): name, credentials' short forms, page. */
export const madeUpSignature: Queries.PersonSignatureFragment = {
  name: madeUpPerson.name,
  credentials: madeUpPerson.credentials.map(({ abbreviation }) => ({ abbreviation })),
  fields: madeUpPerson.fields,
}

/** The made-up person as the team page's card shows them (PersonCard). */
export const madeUpCard: Queries.PersonCardFragment = {
  name: madeUpPerson.name,
  jobTitle: madeUpPerson.jobTitle,
  summary: madeUpPerson.summary,
  credentials: madeUpSignature.credentials,
  photo: madeUpPerson.photo,
  fields: madeUpPerson.fields,
}

/** The icons the pages' queries name themselves (`uiIconSvg`, `contentIconSvg`), as the build draws them. */
export const pageIcons = {
  learnMore: uiIconMarkup("arrow-right"),
  back: uiIconMarkup("arrow-left"),
  feature: uiIconMarkup("circle-check"),
  mail: contentIconMarkup("mail"),
}

/** The site's address comes from gatsby-config.ts, not from data/: any address does for the tests. */
export const siteUrl = "https://www.test-ledger.example"

/** The notices as the contact section hands them to the form, with {replyTime} filled in. */
export const notices = filledNotices({ ...contact, replyTime: contact.replyTimeInWords })

/**
 * Of the live people, articles and pages, those that together show every case the content has
 * (tools/covering-sample.ts): the entries a test renders one by one, however many the content has.
 */
const sampledIds = (list: readonly { id: string }[]) => new Set(list.map(entry => entry.id))
export const sampled = {
  people: people.filter(person => sampledIds(sampledEntries.person).has(person.fields.itemId)),
  articles: articles.filter(article => sampledIds(sampledEntries.article).has(article.fields.itemId)),
  pages: pages.filter(page => sampledIds(sampledEntries.page).has(page.fields.itemId)),
}

/**
 * Calculators of the tests' own (the default content has none): the `most` variant's three
 * (tools/most-tools.ts), signed by the made-up person and reviewed by them too (a rule the content check
 * holds, not the page), as a calculator's page queries them (ToolSectionsContent), by calculator.
 */
export const madeUpTools = Object.fromEntries(
  mostToolEntries({ author: "avery", reviewer: "avery" }, ["tax-planning"]).map(({ id, data }) => {
    const entry = data as Record<string, unknown> & { calculator: string; address: string; method: string }
    const tool = {
      ...entry,
      fields: { path: pathOf(CONTENT_KINDS.tool, entry.address) },
      author: madeUpSignature,
      reviewer: madeUpSignature,
      service: entry.service ? { fields: { itemId: entry.service } } : null,
      constants: entry.constants ?? null,
      filingStatuses: entry.filingStatuses ?? null,
      constantLabels: entry.constantLabels ?? null,
      methodHtml: renderRichText(entry.method),
    } as unknown as Queries.ToolSectionsContentFragment & { summary: string }
    return [id === "required-distribution" ? "required-minimum-distribution" : entry.calculator, tool]
  })
) as Record<
  "self-employment-tax" | "runway" | "required-minimum-distribution",
  Queries.ToolSectionsContentFragment & { summary: string }
>

/** The made-up calculators as a list of them shows each (ToolCard). */
export const madeUpToolCards: Queries.ToolCardFragment[] = Object.values(madeUpTools).map(tool => ({
  heading: tool.heading,
  summary: tool.summary,
  fields: tool.fields,
}))
