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
import * as siteParts from "../../../../src/components/static-parts"
import * as calculatorParts from "../../../../src/calculators/static-parts"
import type { StaticPart } from "../../../../src/components/app/define-static-part"
import { content } from "../../../../tools/content"
import {
  about,
  entryPages,
  madeUpTools,
  navigationData,
  withIndexPagesPublished,
  pageIcons,
  pageSeo,
  services,
  site,
  siteUrl,
  steps,
  testimonials,
  whyChoose,
  notFound,
} from "../../support/fixtures"

/** Every static part: the site's, and a calculator's page's (src/calculators/static-parts.ts). */
const parts = { ...siteParts, ...calculatorParts }

/** The navigation's data with two index pages published, so that the header and footer show their links. */
const navigation = withIndexPagesPublished(navigationData, ["article", "person"])

/**
 * The site's static parts on the server (src/components/static-parts.ts, src/calculators/static-parts.ts), rendered as gatsby-ssr.tsx renders
 * pages. In the browser a part stands in for itself with the top-level elements it was declared with: each
 * must be what the server renders, or React would throw the page's HTML away (app/define-static-part.tsx).
 */
const propsOf: Record<keyof typeof parts, object> = {
  PageHead: { site, siteUrl, page: pageSeo, path: "/" },
  PageHeader: { firmName: site.firmName, skipLinkLabel: site.skipLinkLabel, navigation, currentPath: "/" },
  SiteFooter: { firmName: site.firmName, email: site.email, footer: site.footer, navigation },
  About: { content: about },
  Services: { content: services, linkIconSvg: pageIcons.learnMore },
  HowItWorks: { content: steps },
  WhyChoose: { content: whyChoose },
  Testimonials: { content: testimonials },
  ToolIntro: { tool: madeUpTools["runway"], texts: entryPages.tool, language: site.language },
  ToolMethod: { tool: madeUpTools["self-employment-tax"], texts: entryPages.tool, locale: site.locale },
  NotFound: { content: notFound },
  ThankYou: {
    content: content.thankYou,
    reply: {
      replyTime: content.contact.replyTime,
      replier: site.firmName,
      bookingLinkLabel: content.contact.notices.success.bookingLinkLabel,
    },
    iconSvg: pageIcons.mail,
  },
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

  // propsOf names every part (its type asks for each export of both static-parts.ts).
  it.each(Object.keys(propsOf))("%s renders the top-level elements it declares", name => {
    const Part = parts[name as keyof typeof parts] as StaticPart<object>
    expect(Part.partName).toBe(name)
    const html = serverHtml(Part, propsOf[name as keyof typeof parts])
    expect(topLevelElements(html)).toEqual(Part.elements)
    if (Part.elements.length > 0) expect(html.length).toBeGreaterThan(100)
  })
})
