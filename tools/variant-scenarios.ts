/**
 * The content variants as a site (content-variants.ts): what each kind of page (content-kinds.ts) holds in
 * them, so that every address, redirect and link the kinds make is built and tested in every `npm test`:
 *
 * - `fewest`: no entry of any kind (every folder at its minimum, empty), and so no card or legal notice
 *   links to one; no reply promise, booking page or choice of service;
 * - `most`:
 *   - service pages: three more (copies of the first, each text numbered, first among the live pages), every
 *     live page linked from a card, the first renamed (its address before it is a former address) and one
 *     more retired to it;
 *   - people: three, of whom one has a photo and a credential with a look-up address, one is renamed and
 *     one retired, who still signs an article; the first works on the first two copies, the second on the
 *     first, so that a page has two people, one, or nobody (the third copy), whoever works where in the
 *     content it is made from;
 *   - articles: five, of which one is renamed, one retired, three reviewed (two by the person with a photo,
 *     who reviews the short article too: three, more than a page), one by the retired person, and one holds a
 *     table and links of every kind a text may have;
 *   - pages: a privacy policy and terms of service, both linked from the footer, the first as the privacy
 *     policy the contact form's notice links to;
 *   - inquiries: a reply promise (Monday to Friday, 9 to 5 in New York, 4 business hours, two closed dates), the
 *     firm's booking page, the choice of service on the form; the first live service page answered by the
 *     person with a photo (who has a booking page of their own), the second by the renamed person (who has
 *     none), the others by the firm;
 *   - lists in pages of two (entry-pages.json `listingPages.size`), so that the articles, a category's, the
 *     team and a person's articles each continue on a page of their own;
 *   - short texts, beside the long ones (`shortTexts`): one service page with today's texts edited at today's
 *     lengths, one person and one article with texts as short as an editor's first entries may have (a
 *     one-line title, a two-letter name), so that every layout is tested at both lengths.
 *
 * The entries of the new kinds are made here (test content: the default content has none, and invents no
 * person); their texts then go through the variant's walker like any other (variant-texts.ts), except the
 * short ones. Every entry `most` adds, of every kind, takes an id and addresses, current and former, that no
 * entry of the content it starts from takes (free-names.ts): the names above where they are free, numbered
 * alike where not (`runway-2`), and the references among them (a retired entry's, a legal notice's) follow.
 */
import fs from "fs"
import path from "path"
import { Resvg } from "@resvg/resvg-js"
import {
  CONTENT_KINDS,
  EVERY_KIND,
  kindOfFormat,
  type ContentKind,
  type KindName,
} from "../plugins/content-model/content-kinds"
import type { ObjectShape, Shape } from "../plugins/content-model/content-shape"
import { loadSchemas } from "../plugins/content-model/load-schemas"
import { folderOf, idOf, listDataFiles, schemaReferenceFor } from "../plugins/content-model/data-files"
import { canonicalJson } from "../plugins/content-model/canonical-json"
import { entriesOf, readContentSnapshot, reservedAtTopOf } from "../plugins/content-model/content-snapshot"
import { newContext, transform, type Context } from "./variant-texts"
import { mostToolEntries } from "./most-tools"
import { mostPlanEntries } from "./most-plans"
import { clockInstant, firmTime } from "../src/lib/clock"
import { freeNamesOf, type FreeNames } from "./free-names"

const projectRoot = path.resolve(__dirname, "..")

/** A variant's folder as the scenarios work on it. */
export interface VariantFolder {
  target: string
  shapeOf: (dataFile: string) => ObjectShape
  context: Context
  /** The files of the kinds' entries as they were before the walker changed their texts. */
  originals: Map<string, unknown>
}

type EntryData = Record<string, unknown> & {
  address: string
  formerAddresses?: string[]
  retiredTo?: string
  bookingUrl?: string
}
type CardLink = { label: string; page: string }
type ServicesData = { groups: { cards: { link?: CardLink }[] }[] }
type LegalNotice = { label: string; page?: string; privacyPolicy?: boolean }
type SiteData = { footer: { legalNotices: LegalNotice[] } }

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, "utf8"))
}

const filesOfKind = (target: string, kind: ContentKind) =>
  listDataFiles(projectRoot, target).filter(file => folderOf(file) === kind)

function writeEntry(folder: VariantFolder, kind: ContentKind, id: string, data: Record<string, unknown>): void {
  const dataFile = `${kind.folder}/${id}.json`
  const file = path.join(folder.target, dataFile)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, canonicalJson({ $schema: schemaReferenceFor(dataFile), ...data }, folder.shapeOf(dataFile)))
}

/** Rewrites services.json's card links with `relink` (undefined: no link). */
function relinkCards(folder: VariantFolder, relink: (index: number) => string | undefined) {
  const file = path.join(folder.target, "services.json")
  const services = readJson(file) as ServicesData
  let index = 0
  for (const card of services.groups.flatMap(group => group.cards)) {
    if (!card.link) continue
    const page = relink(index++)
    if (page) card.link = { ...card.link, page }
    else delete card.link
  }
  fs.writeFileSync(file, canonicalJson(services, folder.shapeOf("services.json")))
}

/** Rewrites site.json's legal notices' pages with `pageOf` (undefined: plain text). */
function relinkLegalNotices(
  folder: VariantFolder,
  pageOf: (notice: LegalNotice, index: number, notices: LegalNotice[]) => string | undefined
) {
  const file = path.join(folder.target, "site.json")
  const site = readJson(file) as SiteData
  site.footer.legalNotices.forEach((notice, index, notices) => {
    const page = pageOf(notice, index, notices)
    if (page) notice.page = page
    else delete notice.page
  })
  fs.writeFileSync(file, canonicalJson(site, folder.shapeOf("site.json")))
}

/**
 * `fewest`: every kind's folder at its minimum, empty; no card or legal notice links to a page then; no reply
 * promise, booking page or choice of service (the contact form as the spec has it).
 */
export function fewestSite(folder: VariantFolder): void {
  for (const kind of EVERY_KIND)
    for (const file of filesOfKind(folder.target, kind)) fs.rmSync(path.join(folder.target, file))
  relinkCards(folder, () => undefined)
  relinkLegalNotices(folder, () => undefined)
  const contactFile = path.join(folder.target, "contact.json")
  const contact = readJson(contactFile) as {
    replyPromise?: object
    scheduleCard: { bookingUrl?: string }
    form: { serviceChoice?: unknown }
  }
  delete contact.replyPromise
  delete contact.scheduleCard.bookingUrl
  delete contact.form.serviceChoice
  fs.writeFileSync(contactFile, canonicalJson(contact, folder.shapeOf("contact.json")))
}

/** What the kinds made before, for the next kind's entries (who works on which page, who signs). */
interface MostMade {
  /** The live service pages' ids, and the one with today's texts at today's lengths. */
  livePages: string[]
  todaysLengths?: string
  /** The people's ids: the one with a photo first, then the renamed and the retired person. */
  people: string[]
}

/**
 * The entries each kind has in `most`, made in the record's order, each kind's from what the ones before made,
 * under names no entry takes (`names`: the content's and those the kinds before took, free-names.ts).
 */
const MOST_ENTRIES: {
  [Name in KindName]?: (folder: VariantFolder, made: MostMade, names: FreeNames) => Partial<MostMade> | void
} = {
  "service-page": (folder, _made, names) => {
    const { live, todaysLengths } = mostServicePages(folder, names)
    return { livePages: live, todaysLengths }
  },
  person: (folder, { livePages }, names) => ({ people: mostPeople(folder, names, livePages) }),
  article: (folder, { people, livePages, todaysLengths }, names) => {
    mostArticles(folder, names, people, livePages)
    shortTexts(folder, names, people, todaysLengths)
  },
  page: (folder, _made, names) => mostPages(folder, names),
  tool: (folder, { people, livePages }, names) => mostTools(folder, names, people, livePages),
  plan: (folder, { livePages }, names) => mostPlans(folder, names, livePages),
}

/** Whether a kind has entries of its own in `most` (MOST_ENTRIES); one without is given its schema's example's. */
export const hasMostScenario = (kind: ContentKind) => MOST_ENTRIES[kind.name] !== undefined

/** `most`: every kind as the top of this file says. */
export function mostSite(folder: VariantFolder): void {
  uniqueCategoryIds(folder)
  // The names the content it starts from takes, whatever kinds it holds: the additions take none of them.
  const snapshot = readContentSnapshot(projectRoot, path.resolve(folder.target))
  const names = freeNamesOf(entriesOf(snapshot), reservedAtTopOf(snapshot))
  const made: MostMade = { livePages: [], people: [] }
  for (const kind of EVERY_KIND)
    Object.assign(made, (MOST_ENTRIES[kind.name] ?? exampleEntries(kind))(folder, made, names))
  mostInquiries(folder, made.livePages, made.people)
  listsInPagesOfTwo(folder)
}

/** How many entries `most` shows on a page of a list: every list of three entries or more continues on a further page. */
export const MOST_LISTING_PAGE_SIZE = 2

function listsInPagesOfTwo(folder: VariantFolder): void {
  const file = path.join(folder.target, "entry-pages.json")
  const texts = readJson(file) as { listingPages: { size: number } }
  texts.listingPages.size = MOST_LISTING_PAGE_SIZE
  fs.writeFileSync(file, canonicalJson(texts, folder.shapeOf("entry-pages.json")))
}

/** The walker copies a list's items with their ids: the categories' copies get ids of their own (`tax-2`). */
function uniqueCategoryIds(folder: VariantFolder): void {
  const { listedIn, list } = CONTENT_KINDS.article.groups!
  const file = path.join(folder.target, listedIn)
  const listing = readJson(file) as Record<string, { id: string }[]>
  const seen = new Set<string>()
  for (const category of listing[list]) {
    let id = category.id
    for (let number = 2; seen.has(id); number++) id = `${category.id}-${number}`
    seen.add(id)
    category.id = id
  }
  fs.writeFileSync(file, canonicalJson(listing, folder.shapeOf(listedIn)))
}

/**
 * The entries `most` gives a kind without a scenario of its own in MOST_ENTRIES (a kind added later): its
 * schema's first example (`examples`, which every kind's schema has, a unit test says) three times, as it is:
 * live, renamed (the address it had first leads to it) and retired to the first. Each field that
 * names an entry (a person, a service page) names one the variant has made or the content has.
 */
export function exampleEntries(kind: ContentKind) {
  return (folder: VariantFolder, made: MostMade, names: FreeNames): void => {
    const schema = loadSchemas(projectRoot, path.resolve(folder.target)).schemas.get(kind.schemaFile)
    const [example] = (schema?.examples ?? []) as Record<string, unknown>[]
    if (!example) throw new Error(`${kind.schemaFile}: an example entry ("examples") for the most variant to write`)
    const chosen = (format: string | undefined): string | undefined => {
      const named = kindOfFormat(format)
      if (!named) return undefined
      if (named.name === CONTENT_KINDS.person.name) return made.people[0]
      if (named.name === CONTENT_KINDS["service-page"].name) return made.livePages[0]
      return filesOfKind(folder.target, named).map(idOf)[0]
    }
    const shape = folder.shapeOf(`${kind.folder}/*.json`)
    const { $schema: _schema, ...data } = example
    const pointed = pointedAt(data, shape, chosen) as EntryData
    const base = kind.name
    const additions = withFreeNames(names, kind, [
      { id: base, data: { ...pointed, address: base, formerAddresses: undefined, retiredTo: undefined } },
      {
        id: `${base}-renamed`,
        data: { ...pointed, address: `${base}-renamed`, formerAddresses: [`${base}-first`], retiredTo: undefined },
      },
      { id: `${base}-retired`, data: { ...pointed, address: `${base}-retired`, retiredTo: base } },
    ])
    // As the example is: the walker's longer lists could break the rules a kind has for them.
    additions.forEach(({ id, data: entry }) => writeEntry(folder, kind, id, entry))
  }
}

/** `data` with each field that names an entry (its format a kind's) naming the one `chosen` gives, if any. */
function pointedAt(data: unknown, shape: Shape, chosen: (format: string | undefined) => string | undefined): unknown {
  if (shape.kind === "object" && typeof data === "object" && data !== null && !Array.isArray(data))
    return Object.fromEntries(
      Object.entries(data).map(([name, value]) => {
        const field = shape.fields.find(candidate => candidate.name === name)
        return [name, field ? pointedAt(value, field.shape, chosen) : value]
      })
    )
  if (shape.kind === "list" && Array.isArray(data)) return data.map(item => pointedAt(item, shape.items, chosen))
  if (shape.kind === "string" && typeof data === "string") return chosen(shape.format) ?? data
  return data
}

/** An entry a scenario adds: its id, and its file's content. */
type Addition = { id: string; data: EntryData }

/**
 * The entries of a kind a scenario adds, each under names no entry takes (free-names.ts): its id, address
 * and former addresses as the scenario wants them, or all numbered alike (`runway-2`); an entry retired to
 * another of them is retired to the id that one is given.
 */
function withFreeNames(names: FreeNames, kind: ContentKind, additions: Addition[]): Addition[] {
  const named = additions.map(({ id, data }) =>
    names.free(kind, { id, address: data.address, formerAddresses: data.formerAddresses })
  )
  const given = new Map(additions.map(({ id }, index) => [id, named[index].id]))
  return additions.map(({ data }, index) => {
    const { id, address, formerAddresses } = named[index]
    return {
      id,
      data: {
        ...data,
        address,
        ...(formerAddresses && { formerAddresses }),
        ...(data.retiredTo !== undefined && { retiredTo: given.get(data.retiredTo) ?? data.retiredTo }),
      },
    }
  })
}

/**
 * Service pages: three more, copies of the first with every text numbered (first among the live pages); every live page linked from a card
 * in turn; the first page renamed (its address moves to its former addresses); and a fourth page retired to
 * the first; and a page with today's texts edited, at today's lengths (the short texts' case). Returns the
 * live pages' ids, and that page's.
 */
function mostServicePages(folder: VariantFolder, names: FreeNames): { live: string[]; todaysLengths?: string } {
  const [first] = filesOfKind(folder.target, CONTENT_KINDS["service-page"])
  const copies: string[] = []
  let todaysLengths: string | undefined
  if (first) {
    const shape = folder.shapeOf(first)
    const id = idOf(first)
    // Numbered like the first page's id, at an address of the same name.
    const numbered = (base: string) => names.numbered(CONTENT_KINDS["service-page"], { id: base, address: base }).id
    const copy = (pageId: string, number: number) => {
      const data = transform(folder.originals.get(first), shape, "", folder.context, `№${number} `) as EntryData
      return { ...data, address: pageId, formerAddresses: undefined, retiredTo: undefined }
    }
    for (const number of [2, 3, 4]) {
      const pageId = numbered(id)
      copies.push(pageId)
      writeEntry(folder, CONTENT_KINDS["service-page"], pageId, copy(pageId, number))
    }
    const retiredId = numbered(id)
    writeEntry(folder, CONTENT_KINDS["service-page"], retiredId, { ...copy(retiredId, 5), retiredTo: id })
    todaysLengths = numbered(id)
    const edited = transform(folder.originals.get(first), shape, "", newContext("edited")) as EntryData
    writeEntry(folder, CONTENT_KINDS["service-page"], todaysLengths, {
      ...edited,
      address: todaysLengths,
      formerAddresses: undefined,
      retiredTo: undefined,
    })

    const firstData = readJson(path.join(folder.target, first)) as EntryData
    const renamed = names.numbered(CONTENT_KINDS["service-page"], { address: `${firstData.address}-renamed` }).address
    const formerAddresses = [...new Set([...(firstData.formerAddresses ?? []), firstData.address])]
    writeEntry(folder, CONTENT_KINDS["service-page"], id, { ...firstData, address: renamed, formerAddresses })
  }
  // The copies first: the variant's people work on them, which no one in the content does.
  const live = [
    ...copies,
    ...filesOfKind(folder.target, CONTENT_KINDS["service-page"])
      .filter(file => (readJson(path.join(folder.target, file)) as EntryData).retiredTo === undefined)
      .map(idOf)
      .filter(pageId => !copies.includes(pageId)),
  ]
  relinkCards(folder, index => (live.length > 0 ? live[index % live.length] : undefined))
  return { live, todaysLengths }
}

/** A made-up entry's texts as the variant writes every text (numbered, lengthened). */
function withVariantTexts(folder: VariantFolder, kind: ContentKind, data: Record<string, unknown>, number: number) {
  return transform(data, folder.shapeOf(`${kind.folder}/*.json`), "", folder.context, `№${number} `) as Record<
    string,
    unknown
  >
}

/** A portrait made up of shapes (no one's face), as a PNG at a photo's usual size; `hue` tells two apart. */
export function portraitPng(hue: number): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800" viewBox="0 0 640 800">
  <rect width="640" height="800" fill="hsl(${hue}, 45%, 82%)"/>
  <circle cx="320" cy="300" r="140" fill="hsl(${hue}, 30%, 45%)"/>
  <ellipse cx="320" cy="760" rx="260" ry="260" fill="hsl(${hue}, 30%, 35%)"/>
</svg>`
  return new Resvg(svg).render().asPng()
}

/** People: three, as the top of this file says. Returns their ids: [with a photo, renamed, retired]. */
function mostPeople(folder: VariantFolder, names: FreeNames, livePages: string[]): string[] {
  // Stryker disable StringLiteral: made-up content, not logic (docs/testing.md, "Mutation testing")
  const bio = (name: string) =>
    `## Background\n\n${name} has advised businesses and families for many years.\n\n## Focus\n\n- Tax planning\n- Bookkeeping\n`
  const credential = (name: string, abbreviation: string, issuer: string, extra: Record<string, string> = {}) => ({
    name,
    abbreviation,
    issuer,
    ...extra,
  })
  const people: (Addition & { photo?: number })[] = [
    {
      id: "avery-example",
      photo: 200,
      data: {
        address: "avery-example",
        name: "Avery Example",
        jobTitle: "Tax Partner",
        summary: "Avery leads the firm's tax practice.",
        credentials: [
          credential("Certified Public Accountant", "CPA", "State Board of Accountancy", {
            licenseNumber: "CPA-000001",
            verifyUrl: "https://example.org/license-lookup?number=CPA-000001",
          }),
          credential("Enrolled Agent", "EA", "Internal Revenue Service"),
        ],
        services: livePages.slice(0, 2),
        bio: bio("Avery"),
      },
    },
    {
      id: "blake-example",
      data: {
        address: "blake-example-renamed",
        formerAddresses: ["blake-example"],
        name: "Blake Example",
        jobTitle: "Senior Accountant",
        summary: "Blake keeps clients' books in order.",
        credentials: [credential("Certified Management Accountant", "CMA", "Institute of Management Accountants")],
        services: livePages.slice(0, 1),
        bio: bio("Blake"),
      },
    },
    {
      id: "casey-example",
      data: {
        address: "casey-example",
        retiredTo: CONTENT_KINDS.person.indexPath,
        name: "Casey Example",
        jobTitle: "Advisor",
        summary: "Casey advised clients on retirement.",
        credentials: [],
        services: [],
        bio: bio("Casey"),
      },
    },
  ]
  // Stryker restore StringLiteral
  const named = withFreeNames(names, CONTENT_KINDS.person, people)
  named.forEach(({ id, data }, index) => {
    const written = withVariantTexts(folder, CONTENT_KINDS.person, data, index + 1)
    const { photo } = people[index]
    if (photo !== undefined) {
      const image = `${CONTENT_KINDS.person.mediaFolder}/${id}.png`
      fs.mkdirSync(path.join(folder.target, CONTENT_KINDS.person.folder, CONTENT_KINDS.person.mediaFolder!), {
        recursive: true,
      })
      fs.writeFileSync(path.join(folder.target, CONTENT_KINDS.person.folder, image), portraitPng(photo))
      written.photo = { image, alt: `Portrait of ${String(written.name)}` }
    }
    writeEntry(folder, CONTENT_KINDS.person, id, written)
  })
  return named.map(person => person.id)
}

/** A text with a heading, a list, a table and a link of every kind a rich text may have. */
function richBody(sitePaths: string[]): string {
  // Stryker disable StringLiteral: made-up content, not logic (docs/testing.md, "Mutation testing")
  return [
    "## What changes",
    "Rates and thresholds change every year. Here is what to check, with **links** of every kind.",
    [
      "| Item | Before | After |",
      "| --- | --- | --- |",
      "| Deduction | 14,600 | 15,000 |",
      "| Mileage | 67 | 70 |",
    ].join("\n"),
    "### Where to read more",
    [
      "- [The tax authority](https://www.example.org/tax-news)",
      "- [Write to us](mailto:hello@example.org)",
      "- [Call us](tel:+15555550100)",
      ...sitePaths.map(sitePath => `- [This site](${sitePath})`),
    ].join("\n"),
  ].join("\n\n")
  // Stryker restore StringLiteral
}

/** Articles: five, as the top of this file says. */
function mostArticles(folder: VariantFolder, names: FreeNames, people: string[], livePages: string[]): void {
  const insights = readJson(path.join(folder.target, CONTENT_KINDS.article.groups!.listedIn)) as {
    categories: { id: string }[]
  }
  const [first, second = first] = insights.categories.map(category => category.id)
  const [withPhoto, renamed, retired] = people
  // Stryker disable StringLiteral: made-up content, not logic (docs/testing.md, "Mutation testing")
  const body = "## Summary\n\nA short article.\n\nIt has two paragraphs."
  const articles: Addition[] = [
    {
      id: "rates-and-links",
      data: {
        address: "rates-and-links",
        title: "What changes this year",
        summary: "Rates, thresholds and where to read more.",
        category: first,
        author: withPhoto,
        reviewer: renamed,
        published: "2025-01-15",
        reviewed: "2025-03-01",
        services: livePages.slice(0, 3),
        body: richBody(["/", "/#contact", CONTENT_KINDS.person.indexPath!]),
      },
    },
    {
      id: "keeping-books",
      data: {
        address: "keeping-books-renamed",
        formerAddresses: ["keeping-books"],
        title: "Keeping your books",
        summary: "Monthly habits that save time at year end.",
        category: first,
        author: renamed,
        reviewer: withPhoto,
        published: "2025-02-10",
        reviewed: "2025-02-20",
        services: [],
        body,
      },
    },
    {
      id: "retirement-basics",
      data: {
        address: "retirement-basics",
        title: "Retirement basics",
        summary: "When to start, and how much to put aside.",
        category: second,
        author: retired,
        reviewer: withPhoto,
        published: "2024-11-05",
        reviewed: "2024-12-01",
        services: livePages.slice(0, 1),
        body,
      },
    },
    {
      id: "old-rates",
      data: {
        address: "old-rates",
        retiredTo: "rates-and-links",
        title: "Last year's rates",
        summary: "Rates that no longer apply.",
        category: first,
        author: withPhoto,
        published: "2024-01-20",
        services: [],
        body,
      },
    },
    {
      id: "quarterly-estimates",
      data: {
        address: "quarterly-estimates",
        title: "Quarterly estimates",
        summary: "Paying tax through the year.",
        category: first,
        author: withPhoto,
        published: "2025-04-01",
        services: [],
        body,
      },
    },
  ]
  // Stryker restore StringLiteral
  withFreeNames(names, CONTENT_KINDS.article, articles).forEach(({ id, data }, index) =>
    writeEntry(folder, CONTENT_KINDS.article, id, withVariantTexts(folder, CONTENT_KINDS.article, data, index + 1))
  )
}

/**
 * The short texts' case: a person with a two-letter name and one-word texts, who works on the service page
 * with today's texts, and an article they sign, with a one-line title, reviewed by the person with a photo.
 */
function shortTexts(folder: VariantFolder, names: FreeNames, people: string[], shortPage: string | undefined): void {
  const insights = readJson(path.join(folder.target, CONTENT_KINDS.article.groups!.listedIn)) as {
    categories: { id: string }[]
  }
  const [category] = insights.categories.map(listed => listed.id)
  const services = shortPage ? [shortPage] : []
  const person = names.numbered(CONTENT_KINDS.person, { id: "short", address: "short" }).id
  writeEntry(folder, CONTENT_KINDS.person, person, {
    address: person,
    name: "Bo",
    jobTitle: "Partner",
    summary: "Taxes.",
    credentials: [{ name: "Certified Public Accountant", abbreviation: "CPA", issuer: "Board" }],
    services,
    bio: "Taxes.",
  })
  const article = names.numbered(CONTENT_KINDS.article, { id: "short", address: "short" }).id
  writeEntry(folder, CONTENT_KINDS.article, article, {
    address: article,
    title: "Tax dates",
    summary: "Dates.",
    category,
    author: person,
    reviewer: people[0],
    published: "2025-03-15",
    reviewed: "2025-03-20",
    services,
    body: "Dates.",
  })
}

/**
 * Calculators: one of each (most-tools.ts), written by the renamed person and reviewed by the person with a
 * photo, the first about the first live service page and the last about the second; the self-employment tax
 * renamed. The content's own calculators are kept as they were: a calculator's lists are names and tables
 * whose copies (the walker's) would repeat an input or an age.
 */
function mostTools(folder: VariantFolder, names: FreeNames, people: string[], livePages: string[]): void {
  const kind = CONTENT_KINDS.tool
  for (const file of filesOfKind(folder.target, kind))
    writeEntry(folder, kind, idOf(file), withoutSchema(folder.originals.get(file)))
  const [withPhoto, renamed] = people
  const tools = mostToolEntries({ author: renamed, reviewer: withPhoto }, livePages) as Addition[]
  withFreeNames(names, kind, tools).forEach(({ id, data }, index) => {
    const wanted = tools[index].id
    // Where the content takes its names (a variant made from a variant), its heading numbered like its id.
    const heading = id === wanted ? data.heading : `${String(data.heading)} ${id.slice(wanted.length + 1)}`
    writeEntry(folder, kind, id, { ...data, heading })
  })
}

/** The zone `most` gives the firm where the content names none (its reply promise, mostInquiries). */
const MOST_TIME_ZONE = "America/New_York"

/**
 * Plans: three (most-plans.ts), the first renamed, their days counted from the site's clock in the firm's zone
 * (src/lib/clock.ts, the zone the reply promise names or `most` gives it), as the build reads them. The
 * content's own plans are kept as they were: a plan's schedules and tiers are lists whose copies (the walker's)
 * would break their rules.
 */
function mostPlans(folder: VariantFolder, names: FreeNames, livePages: string[]): void {
  const kind = CONTENT_KINDS.plan
  for (const file of filesOfKind(folder.target, kind))
    writeEntry(folder, kind, idOf(file), withoutSchema(folder.originals.get(file)))
  const contact = readJson(path.join(folder.target, "contact.json")) as { replyPromise?: { timeZone?: string } }
  const today = firmTime(clockInstant(), contact.replyPromise?.timeZone ?? MOST_TIME_ZONE).date
  const plans = mostPlanEntries(today, livePages) as Addition[]
  withFreeNames(names, kind, plans).forEach(({ id, data }, index) => {
    const wanted = plans[index].id
    const name = id === wanted ? data.name : `${String(data.name)} ${id.slice(wanted.length + 1)}`
    writeEntry(folder, kind, id, { ...data, name })
  })
}

const withoutSchema = (data: unknown) => {
  const { $schema: _schema, ...rest } = data as Record<string, unknown>
  return rest
}

/** Pages: a privacy policy and terms of service, the footer's legal notices linking to them in turn. */
function mostPages(folder: VariantFolder, names: FreeNames): void {
  // Stryker disable StringLiteral: made-up content, not logic (docs/testing.md, "Mutation testing")
  const pages = [
    { id: "privacy-policy", title: "Privacy Policy" },
    { id: "terms-of-service", title: "Terms of Service" },
  ].map(({ id, title }) => ({
    id,
    data: {
      address: id,
      title,
      // Stryker disable next-line StringLiteral,MethodExpression: made-up content, not logic (docs/testing.md, "Mutation testing")
      seo: { title, description: `The firm's ${title.toLowerCase()}.` },
      updated: "2025-05-01",
      body: "## Who we are\n\nWe are an accounting firm.\n\n## Your rights\n\nYou may ask us what we hold.",
    },
  }))
  // Stryker restore StringLiteral
  const written = withFreeNames(names, CONTENT_KINDS.page, pages)
  written.forEach(({ id, data }, index) =>
    writeEntry(folder, CONTENT_KINDS.page, id, withVariantTexts(folder, CONTENT_KINDS.page, data, index + 1))
  )
  // The notices marked as the privacy policy (the first, if the walker left none marked) lead to it, the others
  // to the terms: the contact form's privacy notice then links to the privacy policy (src/lib/privacy-policy.ts).
  const [privacyPolicy, terms] = written.map(page => page.id)
  // One notice at most is the privacy policy (the walker moves the mark onto every copy it adds).
  const marked = Math.max(
    0,
    (
      JSON.parse(fs.readFileSync(path.join(folder.target, "site.json"), "utf8")) as SiteData
    ).footer.legalNotices.findIndex(notice => notice.privacyPolicy)
  )
  relinkLegalNotices(folder, (notice, index) => {
    if (index === marked) notice.privacyPolicy = true
    else delete notice.privacyPolicy
    return index === marked ? privacyPolicy : terms
  })
}

/**
 * Inquiries: who answers, by when, and where to book, as the top of this file says. What the content has
 * already (a variant made from a variant) is kept; who answers each live page is set anew.
 */
function mostInquiries(folder: VariantFolder, livePages: string[], people: string[]): void {
  const [withPhoto, renamed] = people
  const contactFile = path.join(folder.target, "contact.json")
  const contact = readJson(contactFile) as {
    replyTime: string
    replyPromise?: object
    scheduleCard: { bookingUrl?: string }
    form: { serviceChoice?: unknown }
  }
  const shape = folder.shapeOf("contact.json")
  const shapeAt = (fields: ObjectShape["fields"], name: string) => fields.find(field => field.name === name)!.shape
  const formShape = shapeAt(shape.fields, "form") as ObjectShape
  contact.replyPromise ??= {
    timeZone: MOST_TIME_ZONE,
    days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
    opens: "09:00",
    closes: "17:00",
    replyWithinBusinessHours: 4,
    closedDates: ["2026-12-25", "2027-01-01"],
  }
  // The reply time states the promise with its parts, edited and lengthened as the variant's every text.
  if (!contact.replyTime.includes("{hours}"))
    contact.replyTime = transform(
      "{hours} business hours, {days}, {opens} to {closes} {timeZone} time",
      shapeAt(shape.fields, "replyTime"),
      "",
      folder.context
    ) as string
  contact.scheduleCard.bookingUrl ??= "https://calendly.com/test-firm/consultation"
  contact.form.serviceChoice ??= transform(
    // Stryker disable next-line StringLiteral: made-up content, not logic (docs/testing.md, "Mutation testing")
    { label: "What can we help with?", otherOption: "Something else" },
    shapeAt(formShape.fields, "serviceChoice"),
    "",
    folder.context
  )
  fs.writeFileSync(contactFile, canonicalJson(contact, shape))

  for (const file of filesOfKind(folder.target, CONTENT_KINDS["service-page"])) {
    const pageId = idOf(file)
    const { $schema: _schema, responder: _responder, ...page } = readJson(path.join(folder.target, file)) as EntryData
    const responder = [withPhoto, renamed][livePages.indexOf(pageId)]
    writeEntry(folder, CONTENT_KINDS["service-page"], pageId, { ...page, ...(responder && { responder }) })
  }
  const personFile = path.join(folder.target, CONTENT_KINDS.person.folder, `${withPhoto}.json`)
  const { $schema: _personSchema, ...person } = readJson(personFile) as EntryData
  writeEntry(folder, CONTENT_KINDS.person, withPhoto, {
    ...person,
    bookingUrl: person.bookingUrl ?? `https://cal.com/${withPhoto}`,
  })
}
