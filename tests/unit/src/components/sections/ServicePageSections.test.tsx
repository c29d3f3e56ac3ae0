import React from "react"
import { render, screen, within } from "@testing-library/react"
import { ServicePageSections } from "../../../../../src/components/sections/ServicePageSections"
import { pathOf } from "../../../../../plugins/content-model/content-entries"
import { CONTENT_KINDS } from "../../../../../plugins/content-model/content-kinds"
import { content } from "../../../../../tools/content"
import { entryPages, madeUpToolCards, pageIcons, servicePages, services, steps } from "../../../support/fixtures"

/**
 * A service page: the content's first, or, for a content without any, one made of the home page's texts (the
 * services, the steps) and the articles' call to action.
 */
const servicePage: Queries.ServicePageSectionsContentFragment = servicePages[0] ?? {
  fields: { itemId: "made-up", path: pathOf(CONTENT_KINDS["service-page"], "made-up") },
  responder: null,
  heading: services.heading,
  intro: services.intro,
  servicesHeading: services.groups[0].title,
  services: services.groups[0].cards.map(card => ({ ...card, features: [] })),
  process: { heading: steps.heading, intro: steps.intro, steps: steps.steps },
  cta: entryPages.article.cta,
}

/** A plan of the tests' own, as a service page's list of its plans names it. */
const plan = { title: "A plan", summary: "What it covers.", path: pathOf(CONTENT_KINDS.plan, "a-plan") }

const renderPage = (extra: Partial<React.ComponentProps<typeof ServicePageSections>>) =>
  render(
    <ServicePageSections
      content={servicePage}
      featureIconSvg={pageIcons.feature}
      responderNote={content.contact.responderNote}
      {...extra}
    />
  )

describe("ServicePageSections", () => {
  it("shows the introduction, the services, the process and the call to action, and no band of calculators or plans without them", () => {
    renderPage({
      tools: { heading: entryPages.tool.onServicePage, tools: [] },
      plans: { heading: entryPages.plan.onServicePage, plans: [] },
    })
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(servicePage.heading)
    expect(screen.queryByRole("heading", { name: entryPages.tool.onServicePage })).toBeNull()
    expect(screen.queryByRole("heading", { name: entryPages.plan.onServicePage })).toBeNull()
  })

  it("lists the calculators and the plans of the service, each under its heading, each linking its page", () => {
    renderPage({
      tools: { heading: entryPages.tool.onServicePage, tools: madeUpToolCards },
      plans: { heading: entryPages.plan.onServicePage, plans: [plan] },
    })
    const tools = screen.getByRole("region", { name: entryPages.tool.onServicePage })
    expect(
      within(tools)
        .getAllByRole("link")
        .map(link => link.getAttribute("href"))
    ).toEqual(madeUpToolCards.map(tool => tool.fields.path))
    const plans = screen.getByRole("region", { name: entryPages.plan.onServicePage })
    expect(within(plans).getByRole("link", { name: plan.title })).toHaveAttribute("href", plan.path)
    expect(within(plans).getByText(plan.summary)).toBeInTheDocument()
  })
})
