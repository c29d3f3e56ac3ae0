/**
 * Jest's Node environment, which also tells Stryker which test ran which code (npm run test:mutation).
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import React from "react"
import { renderToString } from "react-dom/server.node"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import { JSDOM } from "jsdom"
import * as parts from "../../../../src/components/static-parts"
import type { StaticPart } from "../../../../src/components/app/static-part"
import { content } from "../../../../tools/content"
import {
  about,
  pageIcons,
  pageSeo,
  servicePages,
  services,
  site,
  siteUrl,
  steps,
  testimonials,
  whyChoose,
  notFound,
} from "../../support/fixtures"

/**
 * The site's static parts on the server (src/components/static-parts.ts), rendered as gatsby-ssr.tsx renders
 * pages. In the browser a part stands in for itself with the top-level elements it was declared with: each
 * must be what the server renders, or React would throw the page's HTML away (app/static-part.tsx).
 */
const propsOf: Record<keyof typeof parts, object> = {
  PageHead: { site, siteUrl, page: pageSeo, path: "/" },
  PageHeader: { firmName: site.firmName, skipLinkLabel: site.skipLinkLabel },
  SiteFooter: { firmName: site.firmName, email: site.email, footer: site.footer },
  About: { content: about },
  Services: { content: services, linkIconSvg: pageIcons.learnMore },
  HowItWorks: { content: steps },
  WhyChoose: { content: whyChoose },
  Testimonials: { content: testimonials },
  ServicePageSections: { content: servicePages[0], featureIconSvg: pageIcons.feature },
  NotFound: { content: notFound },
  ThankYou: { content: content.thankYou, replyTime: content.contact.replyTime, iconSvg: pageIcons.mail },
}

/** The HTML of a part as a page's server render makes it (Emotion's styles go to the head, not inline). */
function serverHtml(Part: React.ComponentType<object>, props: object): string {
  const cache = createCache({ key: "css" })
  createEmotionServer(cache) // marks the cache for extraction, as gatsby-ssr.tsx does
  return renderToString(
    <CacheProvider value={cache}>
      <Part {...props} />
    </CacheProvider>
  )
}

/** The names of the top-level elements of some HTML, in order (comments and whitespace are not elements). */
function topLevelElements(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window
  return [...document.body.children].map(element => element.localName)
}

describe("the site's static parts, rendered on the server", () => {
  // Each part's code is loaded when the module declaring it is evaluated; a turn of the event loop has passed here.
  beforeAll(() => new Promise(resolve => setImmediate(resolve)))

  // propsOf names every part (its type asks for each export of static-parts.ts).
  it.each(Object.keys(propsOf))("%s renders the top-level elements it declares", name => {
    const Part = parts[name as keyof typeof parts] as StaticPart<object>
    // A content without service pages (the variant with the fewest items) has none to render.
    if (name === "ServicePageSections" && servicePages.length === 0) return
    expect(Part.partName).toBe(name)
    const html = serverHtml(Part, propsOf[name as keyof typeof parts])
    expect(topLevelElements(html)).toEqual(Part.elements)
    if (Part.elements.length > 0) expect(html.length).toBeGreaterThan(100)
  })
})
