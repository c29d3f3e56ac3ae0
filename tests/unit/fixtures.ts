import { fillTemplate } from "../../src/lib/fill-template"
import { content } from "../../tools/content"

/**
 * The content the site is built from (data/, or CONTENT_DIR), in the shapes the page queries return, for
 * rendering components without Gatsby. Tests take every text they expect from these objects, never
 * from a literal, so an editor's valid change to data/ never fails them. A test that needs another
 * case (a four-star rating, a reply time) derives it from these.
 */
export const site: Queries.SiteChromeFragment = content.site
export const hero: Queries.HeroContentFragment = content.home.hero
export const services: Queries.ServicesContentFragment = content.services
export const steps: Queries.StepsContentFragment = content.steps
export const testimonials: Queries.TestimonialsContentFragment = content.testimonials
export const contact: Queries.ContactContentFragment = content.contact
export const notFound: Queries.NotFoundContentFragment = content.notFound
export const pageSeo: Queries.PageSeoFieldsFragment = content.advisory.seo

/** The site's address comes from gatsby-config.ts, not from data/: any address does for the tests. */
export const siteUrl = "https://www.test-ledger.example"

/** The notices as the contact section hands them to the form, with {replyTime} filled in. */
export const notices = {
  success: {
    title: fillTemplate(contact.notices.success.title, { replyTime: contact.replyTime }),
    description: fillTemplate(contact.notices.success.description, { replyTime: contact.replyTime }),
  },
  failure: {
    title: fillTemplate(contact.notices.failure.title, { replyTime: contact.replyTime }),
    description: fillTemplate(contact.notices.failure.description, { replyTime: contact.replyTime }),
  },
}
