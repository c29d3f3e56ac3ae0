/**
 * The paths of pages that code names (the others are reached by links editors write): where the contact
 * form leads after a send without JavaScript (src/pages/thank-you.tsx), left out of the sitemap.
 */
export const THANK_YOU_PATH = "/thank-you"

/** The site's search (plugins/site-search): its page, which the header's search form sends to; left out of the sitemap. */
export const SEARCH_PATH = "/search"
