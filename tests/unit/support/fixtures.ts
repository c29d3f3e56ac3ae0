import { filledNotices } from "../../../src/lib/fill-template"
import { content } from "../../../tools/content"
import { contentIconMarkup, uiIconMarkup, withIconMarkup } from "../../../plugins/build-time-icons/icon-markup"

/**
 * The content the site is built from (data/, or CONTENT_DIR), in the shapes the page queries return, for
 * rendering components without Gatsby. Tests take every text they expect from these objects, never
 * from a literal, so an editor's valid change to data/ never fails them. A test that needs another
 * case (a four-star rating, a reply time) derives it from these, and passes a changed icon name or rating
 * through withIconMarkup() again. The icons' markup is added as GraphQL adds it at build time
 * (plugins/build-time-icons).
 */
export const site: Queries.SiteChromeFragment = withIconMarkup(content.site)
export const hero: Queries.HeroContentFragment = content.home.hero
export const about: Queries.AboutContentFragment = withIconMarkup(content.home.about)
/** The services as the page's query gives them: a card's link with the page it chooses (by id). */
export const services: Queries.ServicesContentFragment = withIconMarkup({
  ...content.services,
  groups: content.services.groups.map(group => ({
    ...group,
    cards: group.cards.map(card => ({
      ...card,
      link: card.link ? { label: card.link.label, page: servicePageWithId(card.link.page) } : null,
    })),
  })),
})
export const steps: Queries.StepsContentFragment = withIconMarkup(content.steps)
export const whyChoose: Queries.WhyChooseContentFragment = withIconMarkup(content.whyChoose)
export const testimonials: Queries.TestimonialsContentFragment = withIconMarkup(content.testimonials)
export const contact: Queries.ContactContentFragment = withIconMarkup(content.contact)
export const notFound: Queries.NotFoundContentFragment = content.notFound
export const pageSeo: Queries.PageSeoFieldsFragment = content.home.seo

/** The service pages of the content, as a service page's query gives each (the content may have none). */
export const servicePages = content.servicePages.map(page => withIconMarkup(page))

function servicePageWithId(id: string) {
  const page = content.servicePages.find(candidate => candidate.id === id)
  if (!page) throw new Error(`no service page has the id ${id}`)
  return page
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
export const notices = filledNotices(contact)
