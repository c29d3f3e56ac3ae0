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
  servicePageLinks,
  signatureOf,
  toolContent,
} from "../../../../../plugins/content-admin/admin/preview-content"
import { dataKey, type Published } from "../../../../../plugins/content-admin/admin/published-content"
import {
  retirementFallback,
  type ContentKind,
  EVERY_KIND,
  CONTENT_KINDS,
} from "../../../../../plugins/content-model/content-kinds"
import { entryOf, groupPath, isLive, pathOf } from "../../../../../plugins/content-model/content-entries"
import { readingMinutes, renderRichText } from "../../../../../plugins/content-model/rich-text"
import type { DataFile } from "../../../../../plugins/content-model/data-files"
import { shapeOfSchema, type ObjectShape, type Shape } from "../../../../../plugins/content-model/content-shape"
import { filesOfKind, readContentSnapshot } from "../../../../../plugins/content-model/content-snapshot"
import { content } from "../../../../../tools/content"
import { mostToolEntries } from "../../../../../tools/most-tools"
import { repoRoot } from "../../../support/repo-root"

type Person = DataFile<Queries.PersonJson>
type Article = DataFile<Queries.ArticleJson>
type Tool = DataFile<Queries.ToolJson>

const snapshot = readContentSnapshot(repoRoot)

/** What is published: `files` by kind, each an id and its file's content. */
function publishedOf(files: Partial<Record<string, { id: string; data: object }[]>>): Published {
  const all = EVERY_KIND.flatMap(kind => (files[kind.name] ?? []).map(file => ({ kind, ...file })))
  return {
    entries: all.map(({ kind, id, data }) => entryOf(kind, id, data)),
    data: new Map(all.map(({ kind, id, data }) => [dataKey(kind.name, id), data])),
    categories: content.entryPages.categories.map(({ id, name }) => ({ id, name })),
    listing: content.entryPages,
    reservedAtTop: [],
  }
}

/**
 * Made-up people and articles (the content may have none): a person with credentials at an address other
 * than their id, a retired person; three live articles, two on one day, and a retired one. The service
 * pages are the content's own.
 */
const credentials = [
  {
    name: "A credential",
    abbreviation: "AC",
    issuer: "A board",
    licenseNumber: "123",
    verifyUrl: "https://example.org",
  },
  { name: "Another", abbreviation: "AN", issuer: "Another board" },
]
const signer = { address: "signer-address", name: "A signer", jobTitle: "Adviser", summary: "Signs.", credentials }
const former = {
  address: "former",
  name: "A former colleague",
  credentials: [],
  retiredTo: retirementFallback(CONTENT_KINDS.person),
}
const [category] = content.entryPages.categories
const article = (title: string, published: string, fields: Partial<Article> = {}) => ({
  address: title.toLowerCase().replace(/\W+/g, "-"),
  title,
  summary: `About ${title}.`,
  published,
  category: category.id,
  author: "signer",
  body: `Words of ${title}.`,
  services: [],
  ...fields,
})
const servicePageFiles = filesOfKind(snapshot, CONTENT_KINDS["service-page"].name).map(({ id, data }) => ({
  id,
  data: data as object,
}))
const published = publishedOf({
  [CONTENT_KINDS.person.name]: [
    { id: "signer", data: signer },
    { id: "former", data: former },
  ],
  [CONTENT_KINDS.article.name]: [
    { id: "older", data: article("Older", "2024-01-05") },
    { id: "newest", data: article("Newest", "2025-06-01", { author: "former" }) },
    { id: "same-day-b", data: article("B same day", "2024-08-01", { category: "another" }) },
    { id: "same-day-a", data: article("A same day", "2024-08-01") },
    { id: "retired", data: article("Retired", "2026-01-01", { retiredTo: retirementFallback(CONTENT_KINDS.article) }) },
  ],
  [CONTENT_KINDS["service-page"].name]: servicePageFiles,
})

describe("signatureOf: a person as a byline names them", () => {
  it("names a published live person with their credentials' abbreviations, linking to their page", () => {
    expect(signatureOf(published, "signer")).toEqual({
      name: signer.name,
      credentials: credentials.map(({ abbreviation }) => ({ abbreviation })),
      fields: { path: pathOf(CONTENT_KINDS.person, signer.address), live: true },
    })
  })

  it("names a retired person, without a link (their page is not published)", () => {
    expect(signatureOf(published, "former")).toMatchObject({ name: former.name, fields: { live: false } })
  })

  it("names a person not yet published by their id", () => {
    for (const now of [published, undefined])
      expect(signatureOf(now, "someone-new")).toEqual({
        name: "someone-new",
        credentials: [],
        fields: { path: pathOf(CONTENT_KINDS.person, "someone-new"), live: false },
      })
  })
})

describe("servicePageLinks: the service pages a text names, as links name them", () => {
  it("gives each published page its heading and path, in the order named", () => {
    const ids = servicePageFiles.map(file => file.id).reverse()
    expect(servicePageLinks(published, ids)).toEqual(
      ids.map(id => {
        const page = content.entries["service-page"].find(candidate => candidate.id === id)!
        return { heading: page.heading, fields: { path: pathOf(CONTENT_KINDS["service-page"], page.address) } }
      })
    )
  })

  it("skips what is not published, and has nothing before anything is read", () => {
    const ids = servicePageFiles.map(file => file.id)
    expect(servicePageLinks(published, ["not-published", ...ids])).toHaveLength(ids.length)
    expect(servicePageLinks(published, ["not-published"])).toEqual([])
    expect(servicePageLinks(undefined, ids)).toEqual([])
    expect(servicePageLinks(published)).toEqual([])
  })
})

describe("inquiryServicesOf: the services an inquiry can be about, as the contact section's query gives them", () => {
  const kind = CONTENT_KINDS["service-page"]
  const withServices = publishedOf({
    [CONTENT_KINDS.person.name]: [{ id: "signer", data: { ...signer, bookingUrl: "https://example.org/book" } }],
    [kind.name]: [
      { id: "beta", data: { address: "beta-page", heading: "Beta", responder: "signer" } },
      { id: "alpha", data: { address: "alpha", heading: "Alpha" } },
      { id: "old", data: { address: "old", heading: "Aardvark", retiredTo: retirementFallback(kind) } },
    ],
    [CONTENT_KINDS.article.name]: [{ id: "an-article", data: article("About a service", "2024-01-05") }],
  })

  it("gives the live service pages by heading, each with its page and who answers, with their booking address", () => {
    const signature = signatureOf(withServices, "signer")
    expect(inquiryServicesOf(withServices)).toEqual([
      { heading: "Alpha", fields: { itemId: "alpha", path: pathOf(kind, "alpha") }, responder: null },
      {
        heading: "Beta",
        fields: { itemId: "beta", path: pathOf(kind, "beta-page") },
        responder: {
          ...signature,
          fields: { ...signature.fields, itemId: "signer" },
          bookingUrl: "https://example.org/book",
        },
      },
    ])
  })

  it("gives a responder without a booking address none, and nothing before anything is read", () => {
    const withoutBooking = publishedOf({
      [CONTENT_KINDS.person.name]: [{ id: "signer", data: signer }],
      [kind.name]: [{ id: "beta", data: { address: "beta", heading: "Beta", responder: "signer" } }],
    })
    expect(inquiryServicesOf(withoutBooking).map(service => service.responder?.bookingUrl)).toEqual([null])
    expect(inquiryServicesOf(undefined)).toEqual([])
  })
})

describe("categoriesOf: the categories, each with its page", () => {
  it("gives each published category its group page's path", () => {
    expect(categoriesOf(published)).toEqual(
      content.entryPages.categories.map(({ id, name }) => ({ id, name, path: groupPath(CONTENT_KINDS.article, id) }))
    )
    expect(categoriesOf(undefined)).toEqual([])
  })
})

describe("moreArticleCards: what an article's preview offers next, as its page's context chooses", () => {
  const titles = (cards: Queries.ArticleCardFragment[]) => cards.map(card => card.title)

  it("offers the newest other live articles of its category, not itself", () => {
    expect(titles(moreArticleCards(published, { category: category.id }, "older"))).toEqual(["Newest", "A same day"])
    expect(titles(moreArticleCards(published, { category: "another" }, "older"))).toEqual(["B same day"])
    expect(titles(moreArticleCards(published, { category: "another" }, "same-day-b"))).toEqual([])
  })

  it("offers an article not yet saved every live article of its category, and nothing before the content is read", () => {
    expect(titles(moreArticleCards(published, { category: category.id }, undefined))).toEqual([
      "Newest",
      "A same day",
      "Older",
    ])
    expect(moreArticleCards(undefined, { category: category.id }, "older")).toEqual([])
  })
})

describe("articleCards: the articles a list shows", () => {
  const titles = (cards: Queries.ArticleCardFragment[]) => cards.map(card => card.title)

  it("shows the live articles only, newest first, by title within a day", () => {
    expect(titles(articleCards(published, () => true))).toEqual(["Newest", "A same day", "B same day", "Older"])
  })

  it("shows those that `pick` chooses, by their content and id", () => {
    expect(titles(articleCards(published, one => one.category === category.id))).toEqual([
      "Newest",
      "A same day",
      "Older",
    ])
    expect(titles(articleCards(published, (_, id) => id === "older"))).toEqual(["Older"])
    expect(articleCards(undefined, () => true)).toEqual([])
  })

  it("shows each as its card: summary, date, category, reading time, signature and page", () => {
    const [card] = articleCards(published, (_, id) => id === "older")
    const older = article("Older", "2024-01-05")
    expect(card).toEqual({
      title: older.title,
      summary: older.summary,
      published: older.published,
      category: older.category,
      bodyReadingMinutes: readingMinutes(older.body),
      author: signatureOf(published, "signer"),
      fields: { path: pathOf(CONTENT_KINDS.article, older.address) },
    })
  })
})

describe("articleContent: an article being edited, as its page shows it", () => {
  const body = "## A heading\n\nA sentence with **weight** and [a link](https://example.org).\n\n- one\n- two\n"

  it("renders its body as the build does: HTML, headings from h2", () => {
    const shown = articleContent(article("Edited", "2025-01-01", { body }) as Article, published)
    expect(shown.bodyHtml).toBe(renderRichText(body))
    expect(shown.bodyHtml).toContain("<h2>A heading</h2>")
    expect(shown.bodyHtml).toContain("<strong>weight</strong>")
    expect(shown.bodyReadingMinutes).toBe(readingMinutes(body))
  })

  it("renders nothing that can run from a hostile body", () => {
    const hostile =
      'Text<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<iframe src="https://evil.example"></iframe>'
    const { bodyHtml } = articleContent(article("Hostile", "2025-01-01", { body: hostile }) as Article, published)
    const frame = document.createElement("div")
    frame.innerHTML = bodyHtml
    expect(frame.querySelectorAll("script, iframe, img")).toHaveLength(0)
    expect(bodyHtml).not.toMatch(/javascript:|onerror/i)
  })

  it("signs it by its author and reviewer, links its services, and has no reviewer when none is chosen", () => {
    const services = servicePageFiles.map(file => file.id)
    const reviewed = articleContent(
      article("Reviewed", "2025-01-01", { reviewer: "former", reviewed: "2025-02-01", services }) as Article,
      published
    )
    expect(reviewed).toMatchObject({
      title: "Reviewed",
      published: "2025-01-01",
      reviewed: "2025-02-01",
      author: signatureOf(published, "signer"),
      reviewer: signatureOf(published, "former"),
      services: servicePageLinks(published, services),
    })
    const unreviewed = articleContent(article("Unreviewed", "2025-01-01") as Article, undefined)
    expect(unreviewed).toMatchObject({ reviewed: null, reviewer: null, services: [] })
    expect(unreviewed.author.name).toBe("signer")
  })
})

describe("personContent: a person being edited, as their page shows them", () => {
  const photo = { image: "photos/signer.jpg", alt: "A portrait" }
  const edited = { ...signer, photo, services: servicePageFiles.map(file => file.id), bio: "## Background\n\nYears." }

  it("shows the photo from the address the admin gives, described, at the page's size", () => {
    const shown = personContent(edited as unknown as Person, published, "blob:http://localhost/photo")
    expect(shown.photo).toMatchObject({
      alt: photo.alt,
      image: { childImageSharp: { gatsbyImageData: { images: { fallback: { src: "blob:http://localhost/photo" } } } } },
    })
  })

  it("shows no photo while the admin has no address for it, or the person has none", () => {
    expect(personContent(edited as unknown as Person, published).photo).toBeNull()
    const { photo: _none, ...withoutPhoto } = edited
    expect(personContent(withoutPhoto as unknown as Person, published, "blob:x").photo).toBeNull()
  })

  it("shows their texts, credentials (missing details as none), services and biography as the build does", () => {
    const shown = personContent(edited as unknown as Person, published)
    expect(shown).toMatchObject({ name: signer.name, jobTitle: signer.jobTitle, summary: signer.summary })
    expect(shown.credentials).toEqual([credentials[0], { ...credentials[1], licenseNumber: null, verifyUrl: null }])
    expect(shown.services).toEqual(servicePageLinks(published, edited.services))
    expect(shown.bioHtml).toBe(renderRichText(edited.bio))
  })
})

describe("toolContent: a calculator being edited, as its page shows it", () => {
  // A service page's id: the preview names it as the page's query does, whether or not the content has the page.
  const service = "unit-service"
  // Made-up calculators, signed by the made-up people: one with every field, one with none of its optional ones.
  const [withEverything, withoutOptional] = mostToolEntries({ author: "signer", reviewer: "former" }, [service]).map(
    entry => entry.data as unknown as Tool
  )
  /** The fields of a group of the schema's (the figures, the messages): each null while it is not filled in. */
  const toolShape = shapeOfSchema(snapshot.schemas.schemas, CONTENT_KINDS.tool.schemaFile)
  const noneOf = (group: string) => {
    const { shape } = toolShape.fields.find(field => field.name === group)!
    return Object.fromEntries((shape as ObjectShape).fields.map(field => [field.name, null]))
  }

  it("shows its texts and lists as written, at its address, signed as published, asking about its service by id", () => {
    const tool = withEverything
    expect(tool.constants).toBeTruthy()
    expect(toolContent(tool, published)).toEqual({
      fields: { path: pathOf(CONTENT_KINDS.tool, tool.address) },
      calculator: tool.calculator,
      heading: tool.heading,
      intro: tool.intro,
      reviewed: tool.reviewed,
      author: signatureOf(published, "signer"),
      reviewer: signatureOf(published, "former"),
      service: { fields: { itemId: service } },
      constants: { ...noneOf("constants"), ...tool.constants },
      inputs: tool.inputs.map(input => ({ ...input, hint: input.hint ?? null })),
      filingStatuses: tool.filingStatuses,
      results: tool.results,
      working: tool.working,
      constantLabels: tool.constantLabels,
      messages: { ...noneOf("messages"), ...tool.messages },
      methodHtml: renderRichText(tool.method),
      disclaimer: tool.disclaimer,
      callToAction: tool.callToAction,
    })
  })

  it("gives every optional field it leaves out, at any depth, null, as GraphQL does", () => {
    const tool = withoutOptional
    const shown = toolContent(tool, undefined)
    expect(shown).toMatchObject({
      service: null,
      constants: null,
      filingStatuses: null,
      constantLabels: null,
      messages: { ...noneOf("messages"), ...tool.messages },
    })
    expect(shown.inputs.map(input => input.hint)).toEqual(tool.inputs.map(input => input.hint ?? null))
    expect(shown.inputs.map(input => input.hint)).toContain(null)
    expect(toolContent({ ...withEverything, constants: {} } as unknown as Tool, published).constants).toEqual(
      noneOf("constants")
    )
    // Who signs it, not yet published, by their id.
    expect(shown.author).toEqual(signatureOf(undefined, "signer"))
  })

  it("renders its method as the build does, nothing that can run from a hostile one, and none not yet written", () => {
    const method =
      '## Steps\n\nText<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))'
    const { methodHtml } = toolContent({ ...withEverything, method }, published)
    expect(methodHtml).toBe(renderRichText(method))
    expect(methodHtml).toContain("<h2>Steps</h2>")
    const frame = document.createElement("div")
    frame.innerHTML = methodHtml
    expect(frame.querySelectorAll("script, img")).toHaveLength(0)
    expect(methodHtml).not.toMatch(/javascript:|onerror/i)
    const { method: _none, ...unwritten } = withEverything
    expect(toolContent(unwritten as Tool, published).methodHtml).toBe("")
  })
})

describe("documentContent: one of the firm's pages being edited", () => {
  it("shows its title, its date and its text as the build renders it", () => {
    const page = { title: "A page", updated: "2025-03-01", body: "# Terms\n\nThe text." }
    expect(documentContent(page as unknown as DataFile<Queries.PageJson>)).toEqual({
      title: page.title,
      updated: page.updated,
      bodyHtml: renderRichText(page.body),
    })
    expect(renderRichText(page.body)).toContain("<h2>Terms</h2>")
  })
})

describe("planContent: a plan being edited, as its page's sections read it", () => {
  const schedule = {
    effectiveFrom: "2026-01-01",
    billing: "month",
    driver: "monthlyExpenses",
    tiers: [
      { upTo: 25000, amount: 300 },
      { upTo: "", amount: null },
    ],
    addOns: [{ id: "payroll", label: "Payroll", unitAmount: "", included: 2 }],
    yearlyDiscount: "",
  }
  const plan = (fields: object) =>
    planContent({ address: "books", name: "Books", ...fields } as unknown as DataFile<Queries.PlanJson>)

  it('reads a number field the editor emptied (Decap\'s "") or never filled as none, and keeps those written', () => {
    const [read] = plan({ schedules: [schedule], hourlyRate: "" }).schedules
    expect(read.tiers).toEqual([
      { upTo: 25000, amount: 300 },
      { upTo: null, amount: null },
    ])
    expect(read.addOns).toEqual([{ id: "payroll", label: "Payroll", unitAmount: 0, included: 2 }])
    expect(read.yearlyDiscount).toBeNull()
    expect(plan({ schedules: [{ ...schedule, tiers: [{}] }] }).schedules[0].tiers).toEqual([
      { upTo: null, amount: null },
    ])
    expect(plan({ hourlyRate: Number.NaN, consultationFee: Number.NaN })).toMatchObject({
      hourlyRate: null,
      consultationFee: 0,
    })
    expect(plan({ hourlyRate: 150, consultationFee: 75 })).toMatchObject({ hourlyRate: 150, consultationFee: 75 })
  })

  it("leaves out a schedule without its day, billing or driver yet, and an add-on without its code or label", () => {
    const read = plan({
      schedules: [
        { ...schedule, effectiveFrom: "" },
        { ...schedule, addOns: [{ id: "", label: "Payroll" }] },
      ],
    })
    expect(read.schedules).toHaveLength(1)
    expect(read.schedules[0].addOns).toEqual([])
  })
})

describe("entries found by kind and id", () => {
  // A person, a service page and an article with one id, at addresses of their own, in either order.
  const sharing = publishedOf({
    [CONTENT_KINDS.person.name]: [{ id: "shared", data: { ...signer, address: "person-shared" } }],
    [CONTENT_KINDS["service-page"].name]: [
      { id: "shared", data: { address: "service-shared", heading: "A shared service" } },
    ],
    [CONTENT_KINDS.article.name]: [
      { id: "first", data: article("First", "2025-01-01", { author: "shared" }) },
      { id: "shared", data: article("Shared", "2025-02-01", { address: "article-shared", author: "shared" }) },
    ],
  })
  const orders = [sharing, { ...sharing, entries: [...sharing.entries].reverse() }]

  it("tells apart a person, a service page and an article that share an id", () => {
    for (const now of orders) {
      expect(signatureOf(now, "shared").fields.path).toBe(pathOf(CONTENT_KINDS.person, "person-shared"))
      expect(servicePageLinks(now, ["shared"]).map(link => link.fields.path)).toEqual([
        pathOf(CONTENT_KINDS["service-page"], "service-shared"),
      ])
      expect(articleCards(now, () => true).map(card => card.fields.path)).toEqual([
        pathOf(CONTENT_KINDS.article, "article-shared"),
        pathOf(CONTENT_KINDS.article, "first"),
      ])
    }
  })
})

describe("texts an entry has not written yet, and long ones", () => {
  const long = Array.from({ length: 1200 }, (_, index) => `word${index}`).join(" ")

  it("gives a body, a biography or a page's text not yet written no HTML", () => {
    const { body: _none, ...unwritten } = article("Unwritten", "2025-01-01")
    const shown = articleContent(unwritten as unknown as Article, published)
    expect(shown.bodyHtml).toBe("")
    expect(shown.bodyReadingMinutes).toBe(readingMinutes(""))
    expect(personContent({ ...signer } as unknown as Person, published).bioHtml).toBe("")
    expect(documentContent({ title: "A page", updated: "2025-03-01" } as DataFile<Queries.PageJson>).bodyHtml).toBe("")
    const unwrittenCard = publishedOf({ [CONTENT_KINDS.article.name]: [{ id: "unwritten", data: unwritten }] })
    expect(articleCards(unwrittenCard, () => true)[0].bodyReadingMinutes).toBe(readingMinutes(""))
  })

  it("times a long body's reading by its length, on its card and its page", () => {
    expect(readingMinutes(long)).toBeGreaterThan(readingMinutes(""))
    const longOne = article("Long", "2025-01-01", { body: long })
    expect(articleContent(longOne as Article, published).bodyReadingMinutes).toBe(readingMinutes(long))
    const withLong = publishedOf({ [CONTENT_KINDS.article.name]: [{ id: "long", data: longOne }] })
    expect(articleCards(withLong, () => true)[0].bodyReadingMinutes).toBe(readingMinutes(long))
  })
})

describe("the made-up content of these tests", () => {
  it("has the live and retired entries the tests rely on", () => {
    const live = (kind: ContentKind) => published.entries.filter(entry => entry.kind === kind.name && isLive(entry))
    expect(live(CONTENT_KINDS.person).map(entry => entry.id)).toEqual(["signer"])
    expect(live(CONTENT_KINDS.article)).toHaveLength(4)
  })
})

describe("filledIn: a form half filled in, in the shape the components take", () => {
  const text: Shape = { kind: "string", multiline: false }
  const item: ObjectShape = { kind: "object", fields: [{ name: "label", required: true, rule: "", shape: text }] }
  const shape: ObjectShape = {
    kind: "object",
    fields: [
      { name: "title", required: true, rule: "", shape: text },
      { name: "subtitle", required: false, rule: "", shape: text },
      { name: "count", required: true, rule: "", shape: { kind: "integer", multiline: false } },
      { name: "shown", required: true, rule: "", shape: { kind: "boolean", multiline: false } },
      { name: "items", required: true, rule: "", shape: { kind: "list", items: item, itemRule: "" } },
      { name: "link", required: true, rule: "", shape: item },
      { name: "extra", required: false, rule: "", shape: item },
    ],
  }

  it("gives every required field not yet filled in its empty value, and leaves optional ones out", () => {
    for (const data of [{}, undefined, null, "a text", ["a list"], { title: null }, { items: "not a list" }])
      expect(filledIn(data, shape)).toEqual({ title: "", count: 0, shown: false, items: [], link: { label: "" } })
  })

  it("keeps what is filled in, and fills in the groups and list items it has", () => {
    const data = { title: "A title", subtitle: "More", items: [{}, null, { label: "An item" }], extra: {} }
    expect(filledIn(data, shape)).toEqual({
      ...data,
      count: 0,
      shown: false,
      items: [{ label: "" }, { label: "" }, { label: "An item" }],
      link: { label: "" },
      extra: { label: "" },
    })
  })

  it("gives a required value that may be none (a tier's bound) none, not the 0 its type would have", () => {
    const tier: ObjectShape = {
      kind: "object",
      fields: [
        { name: "upTo", required: true, rule: "", shape: { kind: "number", multiline: false, nullable: true } },
        { name: "amount", required: true, rule: "", shape: { kind: "number", multiline: false } },
      ],
    }
    expect(filledIn({ upTo: null }, tier)).toEqual({ upTo: null, amount: 0 })
    expect(filledIn({ upTo: 25000, amount: 300 }, tier)).toEqual({ upTo: 25000, amount: 300 })
  })
})
