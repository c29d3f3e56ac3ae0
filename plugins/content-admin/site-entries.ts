/**
 * The content manager lists the data files in the order of the site, not of their names: the home page's
 * sections from top to bottom, then the other pages, then what every page shows. Each names the page it
 * appears on, where the content manager's "View Live" leads. The pages' files in src/pages decide this
 * order, so it is written here, beside the previews (admin/previews.tsx); the build stops if a data file
 * is missing from it or it names one that does not exist (cms-config.ts).
 */
export const SITE_ENTRIES: readonly { entry: string; page: string }[] = [
  { entry: "home", page: "/" },
  { entry: "services", page: "/" },
  { entry: "steps", page: "/" },
  { entry: "why-choose", page: "/" },
  { entry: "testimonials", page: "/" },
  { entry: "contact", page: "/" },
  { entry: "thank-you", page: "/thank-you" },
  { entry: "search", page: "/search" },
  { entry: "not-found", page: "/404.html" },
  // Its texts show on /insights and /team, which exist only while they have an entry: the home page always does.
  { entry: "entry-pages", page: "/" },
  { entry: "site", page: "/" },
]
