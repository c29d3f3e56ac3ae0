/**
 * The kinds of page in the content variants (tools/variant-scenarios.ts): no entry at all in `fewest`; in
 * `most`, entries of every kind renamed, retired and linked, so that every address, redirect and link the
 * kinds make is built and tested. Each variant is written from the content the tests read (data/, or
 * CONTENT_DIR), and must pass the content check like any content an editor saves.
 */
import fs from "fs"
import path from "path"
import { writeVariant, type Variant } from "../../../tools/content-variants"
import { exampleEntries } from "../../../tools/variant-scenarios"
import { freeNamesOf } from "../../../tools/free-names"
import {
  entriesOf as entriesOfSnapshot,
  readContentSnapshot,
  reservedAtTopOf,
} from "../../../plugins/content-model/content-snapshot"
import { EXTRA_ITEMS, newContext } from "../../../tools/variant-texts"
import {
  HOME_PAGE,
  retirementFallback,
  type ContentKind,
  EVERY_KIND,
  CONTENT_KINDS,
  kindOfFormat,
} from "../../../plugins/content-model/content-kinds"
import { entryOf, entryPath, isLive, type ContentEntry } from "../../../plugins/content-model/content-entries"
import { DATA_DIR, folderOf, idOf, listDataFiles, schemaFileFor } from "../../../plugins/content-model/data-files"
import { loadSchemas } from "../../../plugins/content-model/load-schemas"
import { shapeOfSchema, type Shape } from "../../../plugins/content-model/content-shape"
import { copyContentFolder } from "../../../tools/content-folder"
import { renderRichText } from "../../../plugins/content-model/rich-text"
import { validateContent } from "../../../plugins/content-model/validate-content"
import { privacyPolicyOf } from "../../../src/lib/privacy-policy"
import { scratchProject } from "../support/scratch-project"
import { repoRoot } from "../support/repo-root"

/** What a variant is made from: the content the tests read (data/, or CONTENT_DIR). */
const source = path.resolve(repoRoot, DATA_DIR)
const read = (folder: string, file: string): unknown => JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"))

/** The fields of an entry's file these tests read. */
interface EntryData {
  name?: string
  title?: string
  heading?: string
  services?: string[]
  photo?: { image: string }
  credentials?: { verifyUrl?: string }[]
  author?: string
  reviewer?: string
  reviewed?: string
  body?: string
}

/** The variant `variant` of the content in a scratch project: its root, and the variant's folder there. */
function variantOf(variant: Variant) {
  const { root } = scratchProject()
  const folder = path.join(root, "variant")
  writeVariant(source, folder, variant)
  return { root, folder }
}

/** The content check's problems with a variant's folder. */
const problemsOf = ({ root, folder }: { root: string; folder: string }) =>
  validateContent(root, path.relative(root, folder)).problems

/** The entries of a kind in a content folder, each with its file's content. */
function entriesOf(folder: string, kind: ContentKind): (ContentEntry & { data: EntryData })[] {
  return listDataFiles(repoRoot, folder)
    .filter(file => folderOf(file) === kind)
    .map(file => ({ ...entryOf(kind, idOf(file), read(folder, file)), data: read(folder, file) as EntryData }))
}

type LegalNotice = { label: string; page?: string; privacyPolicy?: boolean }
type Contact = {
  replyTime: string
  replyPromise?: { closedDates?: string[] }
  scheduleCard: { bookingUrl?: string }
  form: { serviceChoice?: object }
}
const cardLinks = (folder: string): string[] =>
  (read(folder, "services.json") as { groups: { cards: { link?: { page: string } }[] }[] }).groups.flatMap(group =>
    group.cards.flatMap(card => (card.link ? [card.link.page] : []))
  )
const legalNotices = (folder: string) =>
  (read(folder, "site.json") as { footer: { legalNotices: LegalNotice[] } }).footer.legalNotices

describe("the fewest variant's kinds of page", () => {
  let variant: { root: string; folder: string }
  beforeAll(() => {
    variant = variantOf("fewest")
  })

  it("has no entry of any kind, and so no card and no legal notice that links to one", () => {
    const { folder } = variant
    for (const kind of EVERY_KIND)
      expect({ kind: kind.name, entries: entriesOf(folder, kind) }).toEqual({
        kind: kind.name,
        entries: [],
      })
    expect(cardLinks(folder)).toEqual([])
    expect(legalNotices(folder).filter(notice => notice.page !== undefined)).toEqual([])
  })

  it("passes the content check", () => {
    expect(problemsOf(variant)).toEqual([])
  })

  it("has no reply promise, booking page or choice of service: the form as the spec has it", () => {
    const contact = read(variant.folder, "contact.json") as Contact
    expect(contact.replyPromise).toBeUndefined()
    expect(contact.scheduleCard.bookingUrl).toBeUndefined()
    expect(contact.form.serviceChoice).toBeUndefined()
  })
})

describe("the most variant's kinds of page", () => {
  let variant: { root: string; folder: string }
  let folder: string
  let people: ReturnType<typeof entriesOf>
  let articles: ReturnType<typeof entriesOf>
  let pages: ReturnType<typeof entriesOf>
  beforeAll(() => {
    variant = variantOf("most")
    folder = variant.folder
    people = entriesOf(folder, CONTENT_KINDS.person)
    articles = entriesOf(folder, CONTENT_KINDS.article)
    pages = entriesOf(folder, CONTENT_KINDS.page)
  })

  it("passes the content check: every address, link and retirement holds together", () => {
    expect(problemsOf(variant)).toEqual([])
  })

  it("service pages: four more live pages (three copies and one at today's lengths), each linked from a card, the first renamed with its old address kept, one retired to it", () => {
    const before = entriesOf(source, CONTENT_KINDS["service-page"])
    const after = entriesOf(folder, CONTENT_KINDS["service-page"])
    const live = after.filter(isLive)
    if (before.length === 0) {
      // Nothing to copy from: no page, and no card links to one.
      expect(after).toEqual([])
      expect(cardLinks(folder)).toEqual([])
      return
    }
    expect(live).toHaveLength(before.filter(isLive).length + 4)
    expect(new Set(cardLinks(folder))).toEqual(new Set(live.map(page => page.id)))
    const first = after.find(page => page.id === before[0].id)!
    expect(first.formerAddresses).toContain(before[0].address)
    expect(first.address).not.toBe(before[0].address)
    const retired = after.filter(page => !isLive(page))
    expect(retired.map(page => page.retiredTo)).toContain(first.id)
    for (const page of retired) expect([HOME_PAGE, ...live.map(other => other.id)]).toContain(page.retiredTo)
  })

  it("people: one retired, one renamed with a former address, one with a photo file beside them and a credential with a look-up address", () => {
    expect(people.length).toBeGreaterThanOrEqual(3)
    const live = people.filter(isLive)
    const retired = people.filter(person => !isLive(person))
    expect(retired).not.toEqual([])
    for (const person of retired)
      expect([retirementFallback(CONTENT_KINDS.person), ...live.map(other => other.id)]).toContain(person.retiredTo)
    expect(people.filter(person => isLive(person) && person.formerAddresses.length > 0)).not.toEqual([])
    const photographed = people.filter(person => person.data.photo)
    expect(photographed).not.toEqual([])
    for (const { photo } of photographed.map(person => person.data)) {
      expect(photo!.image.startsWith(`${CONTENT_KINDS.person.mediaFolder}/`)).toBe(true)
      expect(fs.existsSync(path.join(folder, CONTENT_KINDS.person.folder, photo!.image))).toBe(true)
    }
    const checkable = people.flatMap(person => person.data.credentials ?? [])
    expect(checkable.filter(credential => credential.verifyUrl?.startsWith("https://"))).not.toEqual([])
  })

  it("people: of the live service pages (three or more), one has two people working on it, one a single person, and one nobody", () => {
    const live = entriesOf(folder, CONTENT_KINDS["service-page"]).filter(isLive)
    if (live.length < 3) return
    const working = live.map(page => people.filter(person => isLive(person) && person.data.services?.includes(page.id)))
    // Whoever works where in the content it is made from (a firm's people on its own pages).
    expect(working.map(onPage => onPage.length)).toEqual(expect.arrayContaining([0, 1, 2]))
  })

  it("articles: five or more, one renamed, one retired, one reviewed, one by a retired person", () => {
    expect(articles.length).toBeGreaterThanOrEqual(5)
    const live = articles.filter(isLive)
    expect(live.filter(article => article.formerAddresses.length > 0)).not.toEqual([])
    const retired = articles.filter(article => !isLive(article))
    expect(retired).not.toEqual([])
    for (const article of retired)
      expect([retirementFallback(CONTENT_KINDS.article), ...live.map(other => other.id)]).toContain(article.retiredTo)
    expect(live.filter(article => article.data.reviewer && article.data.reviewed)).not.toEqual([])
    const retiredPeople = people.filter(person => !isLive(person)).map(person => person.id)
    expect(live.filter(article => retiredPeople.includes(article.data.author ?? ""))).not.toEqual([])
  })

  it("articles: one whose text holds a table and links of every kind a text may have (https:, mailto:, tel:, the site's paths)", () => {
    const texts = articles.map(article => {
      const html = document.createElement("div")
      html.innerHTML = renderRichText(article.data.body ?? "")
      return {
        table: html.querySelector("table") !== null,
        links: [...html.querySelectorAll("a")].map(a => a.getAttribute("href") ?? ""),
      }
    })
    const full = texts.filter(
      ({ table, links }) =>
        table && ["https:", "mailto:", "tel:", "/"].every(start => links.some(link => link.startsWith(start)))
    )
    expect(full).not.toEqual([])
  })

  it("short texts beside the long ones: a live service page with today's texts edited at today's lengths (if the content has one to copy), a live person with a two-letter name working on it, and a live article of theirs with a one-line title", () => {
    const [first] = entriesOf(source, CONTENT_KINDS["service-page"])
    const person = people.find(candidate => isLive(candidate) && (candidate.data.name ?? "").length === 2)
    const services = person?.data.services ?? []
    expect(services).toHaveLength(first ? 1 : 0)
    // A credential too, so that its short texts are laid out beside the long ones.
    expect(person?.data.credentials).not.toEqual([])
    for (const id of services) {
      const page = entriesOf(folder, CONTENT_KINDS["service-page"]).find(candidate => candidate.id === id)!
      expect(isLive(page)).toBe(true)
      expect(page.data.heading).not.toBe(first.data.heading)
      expect(page.data.heading?.length).toBe(first.data.heading?.length)
    }
    const article = articles.find(candidate => isLive(candidate) && candidate.data.author === person?.id)
    // A title of a few words fits one line of a card at any width the site is tested at.
    expect(article?.data.title?.length).toBeLessThanOrEqual(20)
    expect(article?.data.services).toEqual(services)
  })

  it("pages: two or more added, every one linked from the footer, one notice marked as the privacy policy leading to a page of its own", () => {
    // The content's own pages are kept beside them (a firm's), unlinked from the notices the scenario links anew.
    const before = entriesOf(source, CONTENT_KINDS.page).map(page => page.id)
    const added = pages.filter(page => !before.includes(page.id))
    expect(added.length).toBeGreaterThanOrEqual(2)
    const notices = legalNotices(folder)
    expect(new Set(notices.map(notice => notice.page))).toEqual(new Set(added.map(page => page.id)))
    const marked = notices.filter(notice => notice.privacyPolicy)
    expect(marked).toHaveLength(1)
    const privacyPage = marked[0].page
    // The page the scenario writes as the privacy policy, not the terms of service (numbered where the content has one).
    expect(privacyPage).toMatch(/^privacy-policy(-\d+)?$/)
    expect(notices.filter(notice => !notice.privacyPolicy).map(notice => notice.page)).not.toContain(privacyPage)
    // The privacy notice under the contact form links to that page.
    const pathOf = (id: string) => entryPath(pages.find(page => page.id === id)!)
    const footer = {
      legalNotices: notices.map(notice => ({
        ...notice,
        page: notice.page ? { fields: { path: pathOf(notice.page) } } : null,
      })),
    }
    expect(privacyPolicyOf(footer)?.path).toBe(pathOf(privacyPage!))
  })

  it("inquiries: a reply promise with closed dates stated by the reply time, the firm's booking page, the choice of service", () => {
    const contact = read(folder, "contact.json") as Contact
    expect(contact.replyPromise?.closedDates?.length).toBeGreaterThan(0)
    expect(contact.replyTime).toContain("{hours}")
    expect(contact.scheduleCard.bookingUrl).toMatch(/^https:\/\//)
    expect(contact.form.serviceChoice).toBeDefined()
  })

  it("inquiries: live service pages answered by live people, one with a booking page and one without, and one by the firm", () => {
    const live = entriesOf(folder, CONTENT_KINDS["service-page"]).filter(isLive)
    const responders = live.map(
      page =>
        (read(folder, `${CONTENT_KINDS["service-page"].folder}/${page.id}.json`) as { responder?: string }).responder
    )
    const answered = responders.filter((id): id is string => id !== undefined)
    // The first two live pages are answered by people, the others by the firm (the content may have fewer).
    expect(answered).toHaveLength(Math.min(2, live.length))
    if (live.length > 2) expect(responders).toContain(undefined)
    const answering = people.filter(person => answered.includes(person.id))
    expect(answering.every(isLive)).toBe(true)
    if (answered.length < 2) return
    const bookings = answering.map(person => (person.data as { bookingUrl?: string }).bookingUrl)
    expect(bookings.some(url => url?.startsWith("https://"))).toBe(true)
    expect(bookings).toContain(undefined)
  })
})

describe("the service pages the most variant adds to a folder", () => {
  it("take the first numbered ids and addresses that no page has yet, after one an editor already took", () => {
    const project = scratchProject()
    const content = path.join(project.root, project.dataDir)
    const folder = path.join(content, CONTENT_KINDS["service-page"].folder)
    fs.rmSync(folder, { recursive: true, force: true })
    fs.mkdirSync(folder)
    // Two pages of the test's own, in place of the content's: only the fields the scenario reads.
    const schema = `../schemas/${CONTENT_KINDS["service-page"].schemaFile}`
    fs.writeFileSync(path.join(folder, "a.json"), JSON.stringify({ $schema: schema, address: "a", heading: "First" }))
    fs.writeFileSync(
      path.join(folder, "b.json"),
      JSON.stringify({ $schema: schema, address: "a-2", heading: "Second" })
    )
    const target = path.join(project.root, "variant")
    writeVariant(content, target, "most")
    expect(
      entriesOf(target, CONTENT_KINDS["service-page"]).map(({ id, address, formerAddresses, retiredTo }) => ({
        id,
        address,
        formerAddresses,
        retiredTo,
      }))
    ).toEqual([
      { id: "a-3", address: "a-3", formerAddresses: [], retiredTo: undefined },
      { id: "a-4", address: "a-4", formerAddresses: [], retiredTo: undefined },
      { id: "a-5", address: "a-5", formerAddresses: [], retiredTo: undefined },
      { id: "a-6", address: "a-6", formerAddresses: [], retiredTo: "a" },
      { id: "a-7", address: "a-7", formerAddresses: [], retiredTo: undefined },
      { id: "a", address: "a-renamed-2", formerAddresses: ["a"], retiredTo: undefined },
      { id: "b", address: "a-2", formerAddresses: [], retiredTo: undefined },
    ])
  })
})

/** `value`, of the shape `shape`, with every text that names an entry by its id (a card's link, an author) renamed. */
function withEntriesRenamed(value: unknown, shape: Shape, rename: (id: string) => string): unknown {
  if (shape.kind === "list" && Array.isArray(value))
    return value.map(item => withEntriesRenamed(item, shape.items, rename))
  if (shape.kind === "object" && value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => {
        const fieldShape = shape.fields.find(candidate => candidate.name === name)?.shape
        return [name, fieldShape ? withEntriesRenamed(field, fieldShape, rename) : field]
      })
    )
  return shape.kind === "string" && typeof value === "string" && kindOfFormat(shape.format) ? rename(value) : value
}

/**
 * Gives every entry of every kind in the content folder `folder` the id `rename` makes of its own, at the same
 * addresses: its file, every text that names it (by the schemas' formats) and every retirement to it follow.
 */
function renameEveryEntry(folder: string, rename: (id: string) => string): void {
  const { schemas } = loadSchemas(repoRoot, folder)
  for (const file of listDataFiles(repoRoot, folder)) {
    const kind = folderOf(file)
    const data = withEntriesRenamed(read(folder, file), shapeOfSchema(schemas, schemaFileFor(file)), rename) as {
      retiredTo?: string
    }
    // A retirement names an entry of its kind, or a page of the site (`/team`).
    if (kind && data.retiredTo !== undefined && !data.retiredTo.startsWith("/")) data.retiredTo = rename(data.retiredTo)
    const renamed = kind ? `${kind.folder}/${rename(idOf(file))}.json` : file
    fs.rmSync(path.join(folder, file))
    fs.writeFileSync(path.join(folder, renamed), JSON.stringify(data, null, 2))
  }
}

/** The names the entries of a content folder take: each kind's ids, and each address space's addresses, current and former. */
function namesIn(folder: string) {
  const entries = EVERY_KIND.flatMap(kind => entriesOf(folder, kind))
  return {
    ids: (kind: ContentKind) => entries.filter(entry => entry.kind === kind.name).map(entry => entry.id),
    addresses: (kind: ContentKind) =>
      entries
        .filter(entry => CONTENT_KINDS[entry.kind].basePath === kind.basePath)
        .flatMap(entry => [entry.address, ...entry.formerAddresses]),
  }
}

describe.each([
  ["under the same ids (a variant of a variant)", () => {}],
  ["under ids of their own (a firm's entries at the variant's addresses)", renameEveryEntry],
])("the most variant of a content whose entries take the names it chooses, %s", (_case, rename) => {
  /**
   * The content: `most` of the content the tests read, so that for every kind there is an entry at each id and
   * each address, current and former, that `most` gives the entries it adds, whatever kinds there are.
   */
  let most: string
  let start: { root: string; folder: string }
  let variant: { root: string; folder: string }
  const count = (folder: string, kind: ContentKind) => entriesOf(folder, kind).length
  beforeAll(() => {
    most = variantOf("most").folder
    const project = scratchProject()
    start = { root: project.root, folder: path.join(project.root, project.dataDir) }
    copyContentFolder(most, start.folder)
    rename(start.folder, (id: string) => `${id}-own`)
    variant = { root: start.root, folder: path.join(start.root, "variant") }
    writeVariant(start.folder, variant.folder, "most")
  })

  it("starts from a valid content, and makes one: every address, link and retirement holds together", () => {
    expect(problemsOf(start)).toEqual([])
    expect(problemsOf(variant)).toEqual([])
  })

  it.each(EVERY_KIND.map(kind => [kind.name, kind] as const))(
    "adds %s entries as it does to the content the tests read, under ids and addresses no entry of the content takes, and keeps the content's own",
    (_name, kind) => {
      const taken = namesIn(start.folder)
      const after = entriesOf(variant.folder, kind)
      // None of the content's own entries is written over: they all remain, beside as many as the variant adds to data/.
      expect(after.map(entry => entry.id)).toEqual(expect.arrayContaining(taken.ids(kind)))
      expect(after).toHaveLength(count(start.folder, kind) + count(most, kind) - count(source, kind))
      const added = after.filter(entry => !taken.ids(kind).includes(entry.id))
      for (const entry of added)
        expect({
          id: entry.id,
          taken: [entry.address, ...entry.formerAddresses].filter(address => taken.addresses(kind).includes(address)),
        }).toEqual({
          id: entry.id,
          taken: [],
        })
    }
  )
})

describe("the most variant of other content", () => {
  it("is the same in a folder given relative to the working folder, as the script that writes variants passes it", () => {
    const { root } = scratchProject()
    const [absolute, relative] = ["absolute", "relative"].map(name => path.join(root, name))
    writeVariant(source, absolute, "most")
    writeVariant(source, path.relative(process.cwd(), relative), "most")
    const files = listDataFiles(repoRoot, absolute)
    expect(listDataFiles(repoRoot, relative)).toEqual(files)
    for (const file of files) expect({ file, data: read(relative, file) }).toEqual({ file, data: read(absolute, file) })
  })

  it("adds no service page to a content that has none, links no card, and passes the content check", () => {
    const project = scratchProject()
    const content = path.join(project.root, project.dataDir)
    // No entry of any kind, so none names a service page; nor may a card link to one.
    for (const kind of EVERY_KIND) fs.rmSync(path.join(content, kind.folder), { recursive: true, force: true })
    project.edit("services.json", (services: { groups: { cards: { link?: unknown }[] }[] }) => {
      for (const card of services.groups.flatMap(group => group.cards)) delete card.link
    })
    const target = path.join(project.root, "variant")
    writeVariant(content, target, "most")
    expect(entriesOf(target, CONTENT_KINDS["service-page"])).toEqual([])
    expect(cardLinks(target)).toEqual([])
    expect(validateContent(project.root, path.relative(project.root, target)).problems).toEqual([])
  })

  it("gives the copies of a category ids of their own, numbered from 2", () => {
    const project = scratchProject()
    const { listedIn, list } = CONTENT_KINDS.article.groups!
    let kept = ""
    project.edit(listedIn, (listing: Record<string, { id: string }[]>) => {
      listing[list] = listing[list].slice(0, 1)
      kept = listing[list][0].id
    })
    const target = path.join(project.root, "variant")
    writeVariant(path.join(project.root, project.dataDir), target, "most")
    const ids = (read(target, listedIn) as Record<string, { id: string }[]>)[list].map(category => category.id)
    expect(ids).toEqual([kept, ...Array.from({ length: EXTRA_ITEMS }, (_, index) => `${kept}-${index + 2}`)])
  })

  it("keeps a reply time that already states the promise's hours, in its own words", () => {
    const project = scratchProject()
    const content = path.join(project.root, project.dataDir)
    project.edit("contact.json", (contact: Contact) => {
      if (!contact.replyTime.includes("{hours}")) contact.replyTime = `${contact.replyTime} {hours}`
    })
    // The walker reverses the order of a text's words, placeholders included.
    const placeholders = (folder: string) =>
      (read(folder, "contact.json") as Contact).replyTime.match(/\{\w+\}/g)?.sort()
    const target = path.join(project.root, "variant")
    writeVariant(content, target, "most")
    expect(placeholders(target)).toEqual(placeholders(content))
  })
})

describe("the most variant's entries of a kind without a scenario of its own (a kind added later)", () => {
  it("writes its schema's example three times, live, renamed and retired, naming entries the variant has, and passes the content check", () => {
    const variant = variantOf("most")
    const kind = CONTENT_KINDS.page
    const [example] = entriesOf(variant.folder, kind).filter(isLive)
    // The kind's schema in the variant's folder, with an example entry, as a new kind's schema gives one.
    const schemaFile = path.join(variant.folder, "schemas", kind.schemaFile)
    const schema = JSON.parse(fs.readFileSync(schemaFile, "utf8")) as Record<string, unknown>
    fs.writeFileSync(schemaFile, JSON.stringify({ ...schema, examples: [example.data] }))
    const before = entriesOf(variant.folder, kind).map(entry => entry.id)
    const { schemas } = loadSchemas(repoRoot, variant.folder)
    const folder = {
      target: variant.folder,
      shapeOf: (dataFile: string) => shapeOfSchema(schemas, schemaFileFor(dataFile)),
      context: newContext("most"),
      originals: new Map<string, unknown>(),
    }
    const snapshot = readContentSnapshot(variant.root, path.relative(variant.root, variant.folder))
    const livePages = entriesOf(variant.folder, CONTENT_KINDS["service-page"]).filter(isLive)
    const people = entriesOf(variant.folder, CONTENT_KINDS.person).filter(isLive)
    exampleEntries(kind)(
      folder,
      { livePages: livePages.map(page => page.id), people: people.map(person => person.id) },
      freeNamesOf(entriesOfSnapshot(snapshot), reservedAtTopOf(snapshot))
    )
    const added = entriesOf(variant.folder, kind).filter(entry => !before.includes(entry.id))
    expect(added).toHaveLength(3)
    const [live, renamed, retired] = added.sort((a, b) => a.id.localeCompare(b.id))
    expect([live, renamed].every(isLive)).toBe(true)
    expect(renamed.formerAddresses).toHaveLength(1)
    expect(retired.retiredTo).toBe(live.id)
    expect(problemsOf(variant)).toEqual([])
  })
})
