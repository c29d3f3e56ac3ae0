import {
  createPublishedStore,
  dataKey,
  factsOf,
  readPublished,
  type ListPublished,
  type PublishedFile,
  type SiteShape,
} from "../../../../../plugins/content-admin/admin/published-content"
import {
  retirementFallback,
  EVERY_KIND,
  CONTENT_KINDS,
  type ContentKind,
} from "../../../../../plugins/content-model/content-kinds"
import { entryPath, isLive } from "../../../../../plugins/content-model/content-entries"
import { reservedAtTop, siteFactsOf, type SiteFacts } from "../../../../../plugins/content-model/site-facts"
import { COLLECTION } from "../../../../../plugins/content-admin/names"
import { content, kindLabels } from "../../../../../tools/content"
import { repoRoot } from "../../../support/repo-root"
import {
  filesOfKind,
  readContentSnapshot,
  reservedByPlugins,
} from "../../../../../plugins/content-model/content-snapshot"

const snapshot = readContentSnapshot(repoRoot)
const { pageStems } = snapshot
const shape: SiteShape = { pageStems, reservedAtTop: reservedAtTop(pageStems, reservedByPlugins(repoRoot)), kindLabels }
const listingFile = CONTENT_KINDS.article.groups!.listedIn.replace(/\.json$/, "")

/**
 * What the backend lists: the content's service pages and its entry-pages file (categories, the listing
 * pages' words), and made-up people, articles and pages (the content may have none): a person with a
 * credential, one without, a retired one; a live article and a retired one; a page; and a live entry of
 * every other kind, with its address and title.
 */
const person = (address: string, credentials: unknown[], retiredTo?: string) => ({
  address,
  name: `Name of ${address}`,
  jobTitle: "Adviser",
  credentials,
  ...(retiredTo ? { retiredTo } : {}),
})
const anEntryOf = (kind: ContentKind): PublishedFile => ({
  slug: `a-${kind.name}`,
  data: { address: `a-${kind.name}`, [kind.titleField]: `A ${kind.collection.labelSingular}` },
})
const filesByCollection: Record<string, PublishedFile[]> = {
  ...Object.fromEntries(EVERY_KIND.map(kind => [kind.folder, [anEntryOf(kind)]])),
  [CONTENT_KINDS["service-page"].folder]: filesOfKind(snapshot, CONTENT_KINDS["service-page"].name).map(
    ({ id, data }) => ({ slug: id, data })
  ),
  [CONTENT_KINDS.person.folder]: [
    { slug: "reviewer", data: person("reviewer", [{ name: "A credential", abbreviation: "AC", issuer: "A board" }]) },
    { slug: "writer", data: person("writer", []) },
    { slug: "former", data: person("former", [], retirementFallback(CONTENT_KINDS.person)) },
  ],
  [CONTENT_KINDS.article.folder]: [
    { slug: "live-article", data: { address: "live-article", title: "A live article", category: "any" } },
    {
      slug: "old-article",
      data: { address: "old", title: "An old one", retiredTo: retirementFallback(CONTENT_KINDS.article) },
    },
  ],
  [CONTENT_KINDS.page.folder]: [{ slug: "privacy", data: { address: "privacy-policy", title: "Privacy" } }],
}
const listing = { ...content.entryPages }

/** A backend that lists the files above and the entry-pages file's content (`data`, none if absent), and the calls it was asked. */
function fakeBackend(files = filesByCollection, insights: { data?: unknown } = { data: listing }) {
  const calls: string[] = []
  const list: ListPublished = (collection, file) => {
    calls.push(file === undefined ? collection : `${collection}/${file}`)
    if (collection === COLLECTION)
      return Promise.resolve(file === listingFile && "data" in insights ? [{ slug: file, data: insights.data }] : [])
    return Promise.resolve(files[collection] ?? [])
  }
  return { list, calls }
}

describe("readPublished: what the backend lists, as the admin knows it", () => {
  it("asks for every kind's folder and the file that lists the categories", async () => {
    const { list, calls } = fakeBackend()
    await readPublished(shape, list, COLLECTION)
    expect([...calls].sort()).toEqual([...EVERY_KIND.map(kind => kind.folder), `${COLLECTION}/${listingFile}`].sort())
  })

  it("knows every entry of every kind, retired ones too, by its kind, id, address and title", async () => {
    const published = await readPublished(shape, fakeBackend().list, COLLECTION)
    const expected = EVERY_KIND.flatMap(kind =>
      filesByCollection[kind.folder].map(file => ({
        kind: kind.name,
        id: file.slug,
        address: (file.data as { address: string }).address,
        title: (file.data as Record<string, string>)[kind.titleField],
      }))
    )
    expect(published.entries.map(({ kind, id, address, title }) => ({ kind, id, address, title }))).toEqual(expected)
    expect(published.entries.filter(entry => !isLive(entry)).map(entry => entry.id)).toEqual([
      ...content.entries["service-page"].filter(page => !isLive(page)).map(page => page.id),
      "former",
      "old-article",
    ])
    expect(published.reservedAtTop).toEqual(shape.reservedAtTop)
  })

  it("keeps each entry's content by its kind and id", async () => {
    const published = await readPublished(shape, fakeBackend().list, COLLECTION)
    for (const kind of EVERY_KIND)
      for (const file of filesByCollection[kind.folder])
        expect(published.data.get(dataKey(kind.name, file.slug))).toBe(file.data)
    expect(published.data.get(dataKey(CONTENT_KINDS.page.name, "reviewer"))).toBeUndefined()
  })

  it("takes the categories, by id and name, and the listing pages' words from the entry-pages file", async () => {
    const published = await readPublished(shape, fakeBackend().list, COLLECTION)
    expect(published.categories).toEqual(content.entryPages.categories.map(({ id, name }) => ({ id, name })))
    expect(published.listing).toBe(listing)
  })

  it("names a category without a name by its id, and has none while the entry-pages file is missing or has none", async () => {
    const [first] = content.entryPages.categories
    const unnamed = await readPublished(
      shape,
      fakeBackend(filesByCollection, { data: { ...listing, categories: [{ id: first.id }] } }).list,
      COLLECTION
    )
    expect(unnamed.categories).toEqual([{ id: first.id, name: first.id }])
    const missing = await readPublished(shape, fakeBackend(filesByCollection, {}).list, COLLECTION)
    expect(missing.categories).toEqual([])
    expect(missing.listing).toBeUndefined()
    const none = await readPublished(
      shape,
      fakeBackend(filesByCollection, { data: { ...listing, categories: "none" } }).list,
      COLLECTION
    )
    expect(none.categories).toEqual([])
  })
})

describe("factsOf: the site's facts as the published content makes them", () => {
  it("offers live entries to choose, and retired people too (a retired author still signs)", async () => {
    const facts = factsOf(shape, await readPublished(shape, fakeBackend().list, COLLECTION))
    expect(facts.choices[CONTENT_KINDS.person.name]).toEqual(["reviewer", "writer", "former"])
    expect(facts.choices[CONTENT_KINDS.article.name]).toEqual(["live-article"])
    expect(facts.choices[CONTENT_KINDS["service-page"].name]).toEqual(
      content.entries["service-page"].filter(isLive).map(page => page.id)
    )
  })

  it("lets links lead to the site's pages and to every live entry's page and index", async () => {
    const published = await readPublished(shape, fakeBackend().list, COLLECTION)
    const facts = factsOf(shape, published)
    for (const entry of published.entries)
      expect({ path: entryPath(entry), linkable: facts.routes.includes(entryPath(entry)) }).toEqual({
        path: entryPath(entry),
        linkable: isLive(entry),
      })
    const indexPaths = EVERY_KIND.flatMap(kind => kind.indexPath ?? [])
    expect(indexPaths.length).toBeGreaterThan(0)
    expect(facts.routes).toEqual(expect.arrayContaining(["/", ...indexPaths]))
  })

  it("knows the categories and who may review: the people with a credential", async () => {
    const facts = factsOf(shape, await readPublished(shape, fakeBackend().list, COLLECTION))
    expect(facts.categories).toEqual(content.entryPages.categories.map(category => category.id))
    expect(facts.credentialed).toEqual(["reviewer"])
  })
})

describe("createPublishedStore: the admin's one store of what is published", () => {
  /** The facts the admin's checker is made with before anything is read. */
  const emptyFacts = (): SiteFacts =>
    siteFactsOf({ entries: [], pageStems, categories: [], credentialed: [], kindLabels })

  /** A backend whose answers wait until `answer` is called. */
  function heldBackend() {
    const { list, calls } = fakeBackend()
    let release!: () => void
    const held = new Promise<void>(resolve => (release = resolve))
    const heldList: ListPublished = async (collection, file) => {
      const files = await list(collection, file)
      await held
      return files
    }
    return { list: heldList, calls, answer: () => release() }
  }

  it("knows nothing published before a read, and what the last read found after it", async () => {
    const store = createPublishedStore(shape, emptyFacts(), COLLECTION)
    expect(store.current).toBeUndefined()
    const published = await store.refresh(fakeBackend().list)
    expect(store.current).toBe(published)
    expect(published.entries.length).toBeGreaterThan(0)
  })

  it("shares one read among every refresh asked for while it is under way, and reads again after it", async () => {
    const store = createPublishedStore(shape, emptyFacts(), COLLECTION)
    const backend = heldBackend()
    const first = store.refresh(backend.list)
    const second = store.refresh(backend.list)
    expect(second).toBe(first)
    backend.answer()
    await first
    const once = backend.calls.length
    expect(once).toBe(EVERY_KIND.length + 1)
    await store.refresh(backend.list)
    expect(backend.calls.length).toBe(2 * once)
  })

  it("shows the read under way as `reading`, and none once it has ended", async () => {
    const store = createPublishedStore(shape, emptyFacts(), COLLECTION)
    expect(store.reading).toBeUndefined()
    const backend = heldBackend()
    const read = store.refresh(backend.list)
    expect(store.reading).toBe(read)
    backend.answer()
    await read
    expect(store.reading).toBeUndefined()
  })

  it("updates the facts object it was given in place, the one the checker reads", async () => {
    const facts = emptyFacts()
    const store = createPublishedStore(shape, facts, COLLECTION)
    const published = await store.refresh(fakeBackend().list)
    expect(facts).toEqual(factsOf(shape, published))
    expect(facts.choices[CONTENT_KINDS.person.name]).toContain("writer")
  })

  it("tells its subscribers when a read starts and when it has ended, until they unsubscribe", async () => {
    const store = createPublishedStore(shape, emptyFacts(), COLLECTION)
    const seen: { reading: boolean; current: unknown }[] = []
    const unsubscribe = store.subscribe(() => seen.push({ reading: Boolean(store.reading), current: store.current }))
    const published = await store.refresh(fakeBackend().list)
    expect(seen).toEqual([
      { reading: true, current: undefined },
      { reading: false, current: published },
    ])
    unsubscribe()
    await store.refresh(fakeBackend().list)
    expect(seen).toHaveLength(2)
  })

  it("ends a failed read, keeping what the last one found, so that the next refresh reads again", async () => {
    const store = createPublishedStore(shape, emptyFacts(), COLLECTION)
    const published = await store.refresh(fakeBackend().list)
    await expect(store.refresh(() => Promise.reject(new Error("offline")))).rejects.toThrow("offline")
    expect(store.reading).toBeUndefined()
    expect(store.current).toBe(published)
    await expect(store.refresh(fakeBackend().list)).resolves.toEqual(published)
  })

  it("is outdated until a read has ended, and then until what is published may have changed", async () => {
    const store = createPublishedStore(shape, emptyFacts(), COLLECTION)
    expect({ outdated: store.outdated, upToDate: store.upToDate }).toEqual({ outdated: true, upToDate: false })
    await store.refresh(fakeBackend().list)
    expect({ outdated: store.outdated, upToDate: store.upToDate }).toEqual({ outdated: false, upToDate: true })
    store.outdate()
    expect({ outdated: store.outdated, upToDate: store.upToDate }).toEqual({ outdated: true, upToDate: false })
    await store.refresh(fakeBackend().list)
    expect(store.upToDate).toBe(true)
  })

  it("stays outdated after a read during which what is published changed: the read may have missed it", async () => {
    const store = createPublishedStore(shape, emptyFacts(), COLLECTION)
    const backend = heldBackend()
    const read = store.refresh(backend.list)
    store.outdate()
    backend.answer()
    await read
    expect(store.current).toBeDefined()
    expect(store.outdated).toBe(true)
  })

  it("is not up to date while this admin's change is under way, even after a read meanwhile, and is outdated after it", async () => {
    const store = createPublishedStore(shape, emptyFacts(), COLLECTION)
    await store.refresh(fakeBackend().list)
    store.changeStarts()
    await store.refresh(fakeBackend().list)
    expect({ outdated: store.outdated, upToDate: store.upToDate }).toEqual({ outdated: false, upToDate: false })
    store.changeEnds()
    expect({ outdated: store.outdated, upToDate: store.upToDate }).toEqual({ outdated: true, upToDate: false })
    await store.refresh(fakeBackend().list)
    expect(store.upToDate).toBe(true)
  })

  it("is not up to date until every one of this admin's changes under way has ended", async () => {
    const store = createPublishedStore(shape, emptyFacts(), COLLECTION)
    store.changeStarts()
    store.changeStarts()
    store.changeEnds()
    await store.refresh(fakeBackend().list)
    expect(store.upToDate).toBe(false)
    store.changeEnds()
    await store.refresh(fakeBackend().list)
    expect(store.upToDate).toBe(true)
    // An end without a start (a change that failed before it began) counts for nothing.
    store.changeEnds()
    store.changeStarts()
    await store.refresh(fakeBackend().list)
    expect(store.upToDate).toBe(false)
  })

  it("stays outdated after a read that failed", async () => {
    const store = createPublishedStore(shape, emptyFacts(), COLLECTION)
    await store.refresh(fakeBackend().list)
    store.outdate()
    await expect(store.refresh(() => Promise.reject(new Error("offline")))).rejects.toThrow("offline")
    expect(store.outdated).toBe(true)
  })

  it("tells its subscribers when what is published may have changed", async () => {
    const store = createPublishedStore(shape, emptyFacts(), COLLECTION)
    await store.refresh(fakeBackend().list)
    const seen: boolean[] = []
    store.subscribe(() => seen.push(store.upToDate))
    store.changeStarts()
    store.changeEnds()
    store.outdate()
    expect(seen).toEqual([false, false, false])
  })
})
