/**
 * The parts of the pages that nothing on them responds to, and the head: kept in the browser as the
 * server wrote them, never hydrated, their code downloaded only for a page the browser renders itself
 * (app/define-static-part.tsx). Pages and the layout use these in place of the components of the same names.
 *
 * What responds to a visitor stays an ordinary component, hydrated with the page: the hero's call to action,
 * the contact section and its form, the page frame (Layout) and the 404 page's report of the missing path.
 * A part that comes to respond to something (a button, a field, an effect) moves out of this list.
 */
import { staticPart } from "./app/define-static-part"

/** The head tags (react-helmet) and the global styles: nothing in the page's body. */
export const PageHead = staticPart("PageHead", [], () => import("./layout/PageHead").then(module => module.PageHead))
/** The skip link, then the header. */
export const PageHeader = staticPart("PageHeader", ["a", "header"], () =>
  import("./layout/PageHeader").then(module => module.PageHeader)
)
export const SiteFooter = staticPart("SiteFooter", ["footer"], () =>
  import("./layout/SiteFooter").then(module => module.SiteFooter)
)
export const About = staticPart("About", ["section"], () => import("./sections/About").then(module => module.About))
export const Services = staticPart("Services", ["section"], () =>
  import("./sections/Services").then(module => module.Services)
)
export const HowItWorks = staticPart("HowItWorks", ["section"], () =>
  import("./sections/HowItWorks").then(module => module.HowItWorks)
)
export const WhyChoose = staticPart("WhyChoose", ["section"], () =>
  import("./sections/WhyChoose").then(module => module.WhyChoose)
)
export const Testimonials = staticPart("Testimonials", ["section"], () =>
  import("./sections/Testimonials").then(module => module.Testimonials)
)
export const NotFound = staticPart("NotFound", ["section"], () =>
  import("./sections/NotFound").then(module => module.NotFound)
)
export const ThankYou = staticPart("ThankYou", ["section"], () =>
  import("./sections/ThankYou").then(module => module.ThankYou)
)
