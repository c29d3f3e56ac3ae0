import React from "react"
import type { ReplaceRendererArgs } from "gatsby"
import { replaceRenderer } from "../../gatsby-ssr"
import { renderedRespondingParts } from "../../adapters/static-host/responding-parts-attribute"
import { PageProviders } from "../../src/components/app/PageProviders"
import { Hero } from "../../src/components/sections/Hero"
import { ContactForm } from "../../src/components/sections/ContactForm"
import { contact, hero, notices, site } from "./support/fixtures"

/**
 * replaceRenderer as Gatsby calls it for one page: what it hands back as the body, and the parts the body's
 * attributes name, read as the adapter reads them from the page.
 */
function renderPage(pathname: string, body: React.ReactElement) {
  const replaceBodyHTMLString = jest.fn<void, [string]>()
  const setHeadComponents = jest.fn<void, [React.ReactNode[]]>()
  const setBodyAttributes = jest.fn<void, [Record<string, string>]>()
  const args = { pathname, bodyComponent: body, replaceBodyHTMLString, setHeadComponents, setBodyAttributes }
  void replaceRenderer!(args as unknown as ReplaceRendererArgs, {} as never)
  expect(setBodyAttributes).toHaveBeenCalledTimes(1)
  const attributes = Object.entries(setBodyAttributes.mock.calls[0][0])
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`)
    .join("")
  return { html: replaceBodyHTMLString.mock.calls[0][0], parts: renderedRespondingParts(`<body${attributes}>`)?.parts }
}

describe("gatsby-ssr replaceRenderer", () => {
  it("names, in the body of each page, the parts on it that respond to a visitor", () => {
    const { html, parts } = renderPage(
      "/",
      <PageProviders pathname="/">
        <main>
          <Hero content={hero} ctaTarget="contact" />
          <ContactForm
            texts={contact.form}
            notices={notices}
            send={() => Promise.resolve()}
            services={[]}
            firmName={site.firmName}
          />
        </main>
      </PageProviders>
    )
    expect(html).toContain(hero.headline)
    expect(parts).toEqual(["Hero's call to action", "contact form"])
  })

  it("names none for a page of content alone, and keeps no part from the page rendered before it", () => {
    renderPage("/", <Hero content={hero} ctaTarget="contact" />)
    const { parts } = renderPage(
      "/team",
      <main>
        <h1>Team</h1>
      </main>
    )
    expect(parts).toEqual([])
  })
})
