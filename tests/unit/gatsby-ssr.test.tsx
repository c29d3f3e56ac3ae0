import React from "react"
import type { ReplaceRendererArgs } from "gatsby"
import { replaceRenderer } from "../../gatsby-ssr"
import { recordRespondingParts } from "../../adapters/static-host/page-scripts"
import { PageProviders } from "../../src/components/app/PageProviders"
import { Hero } from "../../src/components/sections/Hero"
import { ContactForm } from "../../src/components/sections/ContactForm"
import { contact, hero, notices, site } from "./support/fixtures"

jest.mock("../../adapters/static-host/page-scripts")

/** replaceRenderer as Gatsby calls it for one page: what it hands back as the body, and what it recorded. */
function renderPage(pathname: string, body: React.ReactElement) {
  const replaceBodyHTMLString = jest.fn<void, [string]>()
  const setHeadComponents = jest.fn<void, [React.ReactNode[]]>()
  const args = { pathname, bodyComponent: body, replaceBodyHTMLString, setHeadComponents }
  void replaceRenderer!(args as unknown as ReplaceRendererArgs, {} as never)
  return { html: replaceBodyHTMLString.mock.calls[0][0], recorded: jest.mocked(recordRespondingParts).mock.calls }
}

describe("gatsby-ssr replaceRenderer", () => {
  it("records, for each page, the parts on it that respond to a visitor", () => {
    const { html, recorded } = renderPage(
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
    expect(recorded).toEqual([["/", expect.arrayContaining(["Hero's call to action", "contact form"])]])
    expect(recorded[0][1]).toHaveLength(2)
  })

  it("records none for a page of content alone, and keeps no part from the page rendered before it", () => {
    renderPage("/", <Hero content={hero} ctaTarget="contact" />)
    const { recorded } = renderPage(
      "/team",
      <main>
        <h1>Team</h1>
      </main>
    )
    expect(recorded[1]).toEqual(["/team", []])
  })
})
