/**
 * The preview pane: each data file is shown through the site's real section components, with the site's
 * theme and global styles, from the entry being edited. The components take plain props typed as their
 * GraphQL fragments, and data/*.json has the same shape, so the entry's data goes in as it is, with the icons'
 * markup added as GraphQL adds it at build time (withIconMarkup, plugins/build-time-icons).
 *
 * This is the one module that names the site's components: when they move, re-point the imports here.
 */
import React, { useEffect, useMemo, useState } from "react"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type DecapCms from "decap-cms-app"
import { GlobalStyles } from "../../../src/styles/GlobalStyles"
import { NoticeProvider } from "../../../src/components/notices/NoticeProvider"
import { SiteHeader } from "../../../src/components/layout/SiteHeader"
import { SiteFooter } from "../../../src/components/layout/SiteFooter"
import { HeaderLink } from "../../../src/components/layout/HeaderLink"
import { Hero } from "../../../src/components/sections/Hero"
import { About } from "../../../src/components/sections/About"
import { Services } from "../../../src/components/sections/Services"
import { HowItWorks } from "../../../src/components/sections/HowItWorks"
import { WhyChoose } from "../../../src/components/sections/WhyChoose"
import { Testimonials } from "../../../src/components/sections/Testimonials"
import { Contact, CONTACT_SECTION_ID } from "../../../src/components/sections/Contact"
import { ServicePageSections } from "../../../src/components/sections/ServicePageSections"
import { NotFound } from "../../../src/components/sections/NotFound"
import { ThankYou } from "../../../src/components/sections/ThankYou"
import { contentIconMarkup, uiIconMarkup, withIconMarkup } from "../../build-time-icons/icon-markup"
import type { DataFile } from "../../content-schema/data-files"
import type { AdminFile } from "../cms-config"
import { COLLECTION, SERVICE_PAGES_COLLECTION } from "../names"

type CMS = typeof DecapCms
/** What Decap passes a preview template: the entry being edited, the preview's document, and more. */
type PreviewTemplateComponentProps = React.ComponentProps<Parameters<CMS["registerPreviewTemplate"]>[1]>

/** How each data file is previewed: the entry's data → the components that show it on the site. */
const previews: Record<string, (data: never, props: PreviewTemplateComponentProps) => React.ReactElement> = {
  site: (site: DataFile<Queries.SiteJson>) => (
    <>
      <SiteHeader firmName={site.firmName} />
      <SiteFooter firmName={site.firmName} email={site.email} footer={site.footer} />
    </>
  ),
  home: (home: DataFile<Queries.HomeJson>) => (
    <>
      <Hero content={home.hero} ctaTarget={CONTACT_SECTION_ID} />
      <About content={home.about} />
    </>
  ),
  services: (services: DataFile<Queries.ServicesJson>) => (
    <Services content={withLinkedPages(services)} linkIconSvg={uiIconMarkup("arrow-right")} />
  ),
  steps: (steps: DataFile<Queries.StepsJson>) => <HowItWorks content={steps} />,
  "why-choose": (whyChoose: DataFile<Queries.WhyChooseJson>) => <WhyChoose content={whyChoose} />,
  testimonials: (testimonials: DataFile<Queries.TestimonialsJson>) => <Testimonials content={testimonials} />,
  // The contact section shows the firm's e-mail address, which the site-wide entry holds.
  contact: (contact: DataFile<Queries.ContactJson>, props) => (
    <WithTextOfEntry props={props} entry="site" field="email">
      {email => <Contact content={contact} email={email} />}
    </WithTextOfEntry>
  ),
  [SERVICE_PAGES_COLLECTION]: (page: DataFile<Queries.ServicePageJson>) => (
    <>
      <SiteHeader firmName="">
        <HeaderLink link={page.backLink} iconSvg={uiIconMarkup("arrow-left")} />
      </SiteHeader>
      <ServicePageSections content={page} featureIconSvg={uiIconMarkup("circle-check")} />
    </>
  ),
  "not-found": (notFound: DataFile<Queries.NotFoundJson>) => <NotFound content={notFound} />,
  // The thank-you page promises the reply time, which the contact entry holds.
  "thank-you": (thankYou: DataFile<Queries.ThankYouJson>, props) => (
    <WithTextOfEntry props={props} entry="contact" field="replyTime">
      {replyTime => <ThankYou content={thankYou} replyTime={replyTime} iconSvg={contentIconMarkup("mail")} />}
    </WithTextOfEntry>
  ),
}

/**
 * The services as the page's query gives them: a card's link with its page, of which the preview needs the
 * address. A page's id is the address it was created with, which is near enough for a preview's link.
 */
function withLinkedPages(services: DataFile<Queries.ServicesJson>): Queries.ServicesContentFragment {
  return {
    ...services,
    groups: services.groups.map(group => ({
      ...group,
      cards: group.cards.map(card => ({
        ...card,
        link: card.link ? { label: card.link.label, page: { address: card.link.page } } : null,
      })),
    })),
  }
}

/** A text field of another data file, for previews that show it (the firm's email, the reply time). */
function useTextOfEntry(props: PreviewTemplateComponentProps, entryName: string, field: string): string {
  const [text, setText] = useState("")
  const { getCollection } = props
  useEffect(() => {
    let live = true
    getCollection(COLLECTION, entryName)
      .then(other => {
        const entry = other as unknown as { getIn: (path: string[]) => unknown }
        const value = entry.getIn(["data", field])
        if (live && typeof value === "string") setText(value)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [getCollection, entryName, field])
  return text
}

/** Renders `children` with a text of another entry, as the page would show it beside this entry's. */
function WithTextOfEntry({
  props,
  entry,
  field,
  children,
}: {
  props: PreviewTemplateComponentProps
  entry: string
  field: string
  children: (text: string) => React.ReactElement
}) {
  return children(useTextOfEntry(props, entry, field))
}

export function registerPreviews(cms: CMS, files: AdminFile[]): void {
  for (const file of files) {
    const render = previews[file.entry]
    if (!render)
      throw new Error(`No preview for data/${file.dataFile}: add one to plugins/content-admin/admin/previews.tsx`)
    cms.registerPreviewTemplate(file.entry, function Preview(props: PreviewTemplateComponentProps) {
      // With the icons' markup that GraphQL adds at build time (plugins/build-time-icons).
      const data = withIconMarkup((props.entry.get("data") as { toJS(): unknown }).toJS())
      return (
        <InPreviewFrame document={props.document}>
          <PreviewBoundary key={JSON.stringify(data)}>{render(data as never, props)}</PreviewBoundary>
        </InPreviewFrame>
      )
    })
  }
}

/**
 * Emotion writes the components' styles into the preview's own document (an iframe), with the site's
 * global styles; the notices the contact form uses need their provider.
 */
function InPreviewFrame({ document, children }: { document: Document; children: React.ReactNode }) {
  const cache = useMemo(() => createCache({ key: "preview", container: document.head }), [document])
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      <NoticeProvider>{children}</NoticeProvider>
    </CacheProvider>
  )
}

/**
 * While an editor is half-way through a change (a new list item with no title yet), a component may not
 * be able to render: say so in the preview instead of breaking the editor, and try again on the next change.
 */
class PreviewBoundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (this.state.failed)
      return (
        <p style={{ padding: "1rem", font: "1rem sans-serif" }}>
          The preview will show once every field it needs is filled in.
        </p>
      )
    return this.props.children
  }
}
