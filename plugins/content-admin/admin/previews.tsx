/**
 * The preview pane: each data file is shown through the site's real section components, with the site's
 * theme and global styles, from the entry being edited. The components take plain props typed as their
 * GraphQL fragments, and data/*.json has the same shape, so the entry's data goes in as it is, with the icons'
 * markup added as GraphQL adds it at build time (withIconMarkup, plugins/build-time-icons).
 *
 * This is the one module that names the site's components: when they move, re-point the imports here.
 */
import React, { useEffect, useMemo, useState, useSyncExternalStore } from "react"
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
import { Contact } from "../../../src/components/sections/Contact"
import { CONTACT_SECTION_ID } from "../../../src/lib/inquiry"
import { ServicePageSections } from "../../../src/components/sections/ServicePageSections"
import { NotFound } from "../../../src/components/sections/NotFound"
import { ThankYou } from "../../../src/components/sections/ThankYou"
import { SearchSections } from "../../../src/search/SearchSections"
import { PersonSections } from "../../../src/components/sections/PersonSections"
import { ArticleSections } from "../../../src/components/sections/ArticleSections"
import { PageSections } from "../../../src/components/sections/PageSections"
import { ToolSections } from "../../../src/calculators/ToolSections"
import { PageIntro } from "../../../src/components/sections/PageIntro"
import { PlanSections } from "../../../src/calculators/PlanSections"
import { clockInstant, firmTime, firmTimeZone } from "../../../src/lib/clock"
import { color } from "../../../src/styles/theme"
import { contentIconMarkup, uiIconMarkup, withIconMarkup } from "../../build-time-icons/icon-markup"
import {
  CONTENT_KINDS,
  EVERY_KIND,
  retirementFallback,
  type ContentKind,
  type KindData,
  type KindName,
} from "../../content-model/content-kinds"
import { pathOf } from "../../content-model/content-entries"
import type { DataFile } from "../../content-model/data-files"
import type { AdminFile } from "../cms-config"
import { COLLECTION } from "../names"
import {
  articleCards,
  moreArticleCards,
  articleContent,
  categoriesOf,
  documentContent,
  filledIn,
  inquiryServicesOf,
  personContent,
  planContent,
  servicePageContent,
  servicePageLinks,
  toolContent,
} from "./preview-content"
import { replyTimeInWords } from "../../../src/lib/reply-promise"
import type { Published, PublishedStore } from "./published-content"
import { entryId, plain } from "./decap-internals"

type CMS = typeof DecapCms
/** What Decap passes a preview template: the entry being edited, the preview's document, and more. */
type PreviewTemplateComponentProps = React.ComponentProps<Parameters<CMS["registerPreviewTemplate"]>[1]>

/** What a preview is given besides its entry's data: Decap's props, and what is published now. */
interface PreviewContext {
  props: PreviewTemplateComponentProps
  published: Published | undefined
  /** The entry's id: its file's name, none until it is first saved. */
  id?: string
}

/** The words of the insights', team's and calculators' pages, as published (data/entry-pages.json). */
const insightsTexts = (published: Published | undefined) =>
  published?.listing as DataFile<Queries.EntryPagesJson> | undefined

type Preview<Data> = (data: Data, context: PreviewContext) => React.ReactElement

/**
 * How an entry of each kind is previewed: its data → the components that show it on the site. Each sits in
 * the frame every entry has (Entry: where a retired entry's visitors go).
 */
const kindPreviews: { [Name in KindName]: Preview<DataFile<KindData[Name]>> } = {
  // The call to action names who answers the page's inquiries, in the words of the contact entry.
  "service-page": (page, { props, published, id }) => (
    <>
      <PreviewHeader>
        <HeaderLink link={page.backLink} iconSvg={uiIconMarkup("arrow-left")} />
      </PreviewHeader>
      <WithTextOfEntry props={props} entry="contact" field="responderNote">
        {responderNote => (
          <ServicePageSections
            content={servicePageContent(page, id, published)}
            featureIconSvg={uiIconMarkup("circle-check")}
            responderNote={responderNote}
          />
        )}
      </WithTextOfEntry>
    </>
  ),
  person: (person, { props, published, id }) => {
    const texts = insightsTexts(published)
    // Where the admin shows the photo: the upload not yet saved, or the published file.
    const photo = person.photo?.image ? (props.getAsset(person.photo.image) as { url: string }).url : undefined
    return (
      <>
        <PreviewHeader />
        {texts && (
          <WithTextOfEntry props={props} entry="site" field="language">
            {language => (
              <PersonSections
                person={personContent(person, published, photo)}
                written={articleCards(published, article => article.author === id)}
                reviewed={articleCards(published, article => article.reviewer === id)}
                texts={{ person: texts.person, article: texts.article, categories: categoriesOf(published) }}
                language={language || "en"}
              />
            )}
          </WithTextOfEntry>
        )}
      </>
    )
  },
  article: (article, { props, published, id }) => {
    const texts = insightsTexts(published)
    return (
      <>
        <PreviewHeader />
        {texts && (
          <WithTextOfEntry props={props} entry="site" field="language">
            {language => (
              <ArticleSections
                article={articleContent(article, published)}
                moreArticles={moreArticleCards(published, article, id)}
                texts={{ article: texts.article, categories: categoriesOf(published) }}
                language={language || "en"}
              />
            )}
          </WithTextOfEntry>
        )}
      </>
    )
  },
  page: (page, { props, published }) => {
    const texts = insightsTexts(published)
    return (
      <>
        <PreviewHeader />
        <WithTextOfEntry props={props} entry="site" field="language">
          {language => (
            <PageSections
              page={documentContent(page)}
              updatedLabel={texts?.page.updated ?? ""}
              language={language || "en"}
            />
          )}
        </WithTextOfEntry>
      </>
    )
  },
  // A plan's fees as they stand now, by the site's one clock in the firm's zone (src/lib/clock.ts): the preview
  // shows the fees in effect today, those announced and those still honoured, and the estimate works.
  plan: (plan, { props, published }) => {
    const texts = insightsTexts(published)?.plan
    return (
      <>
        <PreviewHeader />
        {texts && (
          <WithEntry props={props} entry="site">
            {site => (
              <WithEntry props={props} entry="contact">
                {contact => (
                  <PlanSections
                    plan={planContent(plan)}
                    texts={texts}
                    language={textOf(site, "language") || "en"}
                    locale={textOf(site, "locale") || "en_US"}
                    today={firmTime(clockInstant(), firmTimeZone(contact)).date}
                  />
                )}
              </WithEntry>
            )}
          </WithEntry>
        )}
      </>
    )
  },
  // The calculator works in the preview as on the site: its dates in the site's language, its amounts and
  // percentages in its locale.
  tool: (tool, { props, published }) => {
    const texts = insightsTexts(published)?.tool
    return (
      <>
        <PreviewHeader />
        {texts && (
          <WithEntry props={props} entry="site">
            {site => (
              <ToolSections
                tool={toolContent(tool, published)}
                texts={texts}
                language={textOf(site, "language") || "en"}
                locale={textOf(site, "locale") || "en_US"}
              />
            )}
          </WithEntry>
        )}
      </>
    )
  },
}

/** How each data file is previewed: the file's data → the components that show it on the site. */
const filePreviews: Record<string, Preview<never>> = {
  site: (site: DataFile<Queries.SiteJson>, { published }) => (
    <>
      <SiteHeader firmName={site.firmName} />
      <SiteFooter firmName={site.firmName} email={site.email} footer={withLegalPages(site.footer, published)} />
    </>
  ),
  home: (home: DataFile<Queries.HomeJson>) => (
    <>
      <Hero content={home.hero} ctaTarget={CONTACT_SECTION_ID} />
      <About content={home.about} />
    </>
  ),
  services: (services: DataFile<Queries.ServicesJson>, { published }) => (
    <Services content={withLinkedPages(services, published)} linkIconSvg={uiIconMarkup("arrow-right")} />
  ),
  steps: (steps: DataFile<Queries.StepsJson>) => <HowItWorks content={steps} />,
  "why-choose": (whyChoose: DataFile<Queries.WhyChooseJson>) => <WhyChoose content={whyChoose} />,
  testimonials: (testimonials: DataFile<Queries.TestimonialsJson>) => <Testimonials content={testimonials} />,
  // The contact section shows the firm's name and e-mail address, which the site-wide entry holds, and offers
  // the published service pages, each with who answers it.
  contact: (contact: DataFile<Queries.ContactJson>, { props, published }) => (
    <WithEntry props={props} entry="site">
      {site => (
        <Contact
          content={{
            ...contact,
            replyTimeInWords: replyTimeInWords(
              contact.replyTime,
              contact.replyPromise,
              textOf(site, "language") || "en"
            ),
          }}
          services={inquiryServicesOf(published)}
          firm={{ name: textOf(site, "firmName"), language: textOf(site, "language") || "en" }}
          email={textOf(site, "email")}
        />
      )}
    </WithEntry>
  ),
  // The headings and introductions of the list of articles and of the team page.
  "entry-pages": (entryPages: DataFile<Queries.EntryPagesJson>) => (
    <>
      <PageIntro heading={entryPages.insights.heading} intro={entryPages.insights.intro} />
      <PageIntro heading={entryPages.team.heading} intro={entryPages.team.intro} />
    </>
  ),
  "not-found": (notFound: DataFile<Queries.NotFoundJson>) => <NotFound content={notFound} />,
  // The search page as it stands before a search: its form, with every kind in the words entry-pages.json has for
  // it as published, and its note for a browser without JavaScript (its results come from the published site's index).
  search: (search: DataFile<Queries.SearchJson>, { published }) => (
    <SearchSections
      texts={search}
      kinds={EVERY_KIND.map(kind => ({
        name: kind.name,
        label:
          (insightsTexts(published) as Record<string, { searchLabel?: string } | undefined> | undefined)?.[
            kind.textsKey
          ]?.searchLabel ?? "",
      }))}
      categories={[]}
      listings={[]}
      language="en"
    />
  ),
  // The thank-you page promises the reply time and offers the booking page, which the contact entry holds, in
  // the firm's name, which the site-wide entry holds.
  "thank-you": (thankYou: DataFile<Queries.ThankYouJson>, { props }) => (
    <WithEntry props={props} entry="contact">
      {contact => (
        <WithEntry props={props} entry="site">
          {site => {
            const {
              replyTime = "",
              replyPromise,
              scheduleCard,
              notices,
            } = (contact ?? {}) as Partial<DataFile<Queries.ContactJson>>
            return (
              <ThankYou
                content={thankYou}
                reply={{
                  replyTime: replyTimeInWords(replyTime, replyPromise, textOf(site, "language") || "en"),
                  replier: textOf(site, "firmName"),
                  bookingUrl: scheduleCard?.bookingUrl,
                  bookingLinkLabel: notices?.success.bookingLinkLabel ?? "",
                }}
                iconSvg={contentIconMarkup("mail")}
              />
            )
          }}
        </WithEntry>
      )}
    </WithEntry>
  ),
}

/** The footer as the page's query gives it: a legal notice's page with its path, as published. */
function withLegalPages(
  footer: DataFile<Queries.SiteJson>["footer"],
  published: Published | undefined
): Queries.FooterContentFragment {
  return withIconMarkup({
    ...footer,
    legalNotices: footer.legalNotices.map(notice => {
      const entry = published?.entries.find(
        candidate => candidate.kind === CONTENT_KINDS.page.name && candidate.id === notice.page
      )
      return { ...notice, page: entry ? { fields: { path: pathOf(CONTENT_KINDS.page, entry.address) } } : null }
    }),
  })
}

/** The services as the page's query gives them: a card's link with its page's path, as published. */
function withLinkedPages(
  services: DataFile<Queries.ServicesJson>,
  published: Published | undefined
): Queries.ServicesContentFragment {
  return {
    ...services,
    groups: services.groups.map(group => ({
      ...group,
      cards: group.cards.map(card => {
        const [page] = card.link ? servicePageLinks(published, [card.link.page]) : []
        return { ...card, link: card.link ? { label: card.link.label, page: page ?? { fields: { path: "/" } } } : null }
      }),
    })),
  }
}

/**
 * The header of an entry's preview. Decap draws its preview buttons over the preview's top right corner
 * (about 60 px wide): the header keeps clear of them, so that its links can be seen.
 */
function PreviewHeader({ children }: { children?: React.ReactNode }) {
  return (
    <div style={{ paddingRight: "60px", background: color.navy }}>
      <SiteHeader firmName="">{children}</SiteHeader>
    </div>
  )
}

/** An entry's preview: above it, while the entry is retired, where its visitors go instead. */
function Entry({
  kind,
  retiredTo,
  published,
  children,
}: {
  kind: ContentKind
  retiredTo?: string
  published: Published | undefined
  children: React.ReactNode
}) {
  const target =
    retiredTo === undefined || retiredTo === retirementFallback(kind) || retiredTo === "/"
      ? retiredTo
      : (published?.entries.find(entry => entry.kind === kind.name && entry.id === retiredTo)?.title ?? retiredTo)
  return (
    <>
      {target !== undefined && (
        <p
          role="status"
          style={{
            margin: 0,
            padding: "12px 60px 12px 16px",
            background: "#fff4ce",
            font: "15px/1.4 system-ui, sans-serif",
          }}
        >
          Retired: this {kind.collection.labelSingular} is not published, and its addresses lead to {target}.
        </p>
      )}
      {children}
    </>
  )
}

/** Another data file's content, for previews that show some of it (the firm's name and email, the reply time). */
function useDataOfEntry(props: PreviewTemplateComponentProps, entryName: string): Record<string, unknown> | undefined {
  const [data, setData] = useState<Record<string, unknown>>()
  const { getCollection } = props
  useEffect(() => {
    let live = true
    getCollection(COLLECTION, entryName)
      .then(other => {
        // Decap sets the entry's data, plain, in an Immutable map.
        const value = plain((other as unknown as { get: (key: string) => unknown }).get("data"))
        if (live && typeof value === "object" && value !== null) setData(value as Record<string, unknown>)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [getCollection, entryName])
  return data
}

/** A text field of an entry's data, "" while it has none. */
const textOf = (data: Record<string, unknown> | undefined, field: string) =>
  typeof data?.[field] === "string" ? data[field] : ""

/** Renders `children` with another entry's data (undefined until it is read), as the page shows it beside this entry's. */
function WithEntry({
  props,
  entry,
  children,
}: {
  props: PreviewTemplateComponentProps
  entry: string
  children: (data: Record<string, unknown> | undefined) => React.ReactElement
}) {
  return children(useDataOfEntry(props, entry))
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
  return children(textOf(useDataOfEntry(props, entry), field))
}

/** Every preview, by the name of its entry in the content manager: a data file's, or a kind's folder. */
const previews: Record<string, Preview<never>> = {
  ...filePreviews,
  ...Object.fromEntries(
    EVERY_KIND.map(kind => [
      kind.folder,
      (data: DataFile<{ retiredTo?: string | null }>, context: PreviewContext) => (
        <Entry kind={kind} retiredTo={data.retiredTo ?? undefined} published={context.published}>
          {(kindPreviews[kind.name] as Preview<typeof data>)(data, context)}
        </Entry>
      ),
    ])
  ),
}

export function registerPreviews(cms: CMS, files: AdminFile[], store: PublishedStore): void {
  for (const file of files) {
    const render = previews[file.entry]
    if (!render)
      throw new Error(`No preview for data/${file.dataFile}: add one to plugins/content-admin/admin/previews.tsx`)
    cms.registerPreviewTemplate(file.entry, function Preview(props: PreviewTemplateComponentProps) {
      // Every field the components need, empty while it is not filled in, with the icons' markup that GraphQL
      // adds at build time (plugins/build-time-icons).
      const data = withIconMarkup(filledIn(plain(props.entry.get("data")), file.shape))
      const published = useSyncExternalStore(store.subscribe, () => store.current)
      const id = entryId(props.entry)
      return (
        <InPreviewFrame document={props.document}>
          <PreviewBoundary key={JSON.stringify(data)}>
            {render(data as never, { props, published, id })}
          </PreviewBoundary>
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
