import { createFormReads, outdateOnChanges } from "../../../../../plugins/content-admin/admin/form-reads"
import type { ControlProps } from "../../../../../plugins/content-admin/admin/decap-internals"
import { EVERY_KIND } from "../../../../../plugins/content-model/content-kinds"
import { adminAtStart } from "../../../support/admin-store"

const pageStems = ["index"]

/** A store, the admin's form reads of it, and a control's props whose `query` counts the listings asked for. */
function setUp() {
  const { store } = adminAtStart(pageStems)
  const reads = createFormReads(store)
  const backend = { listings: 0 }
  const props = {
    query: () => {
      backend.listings += 1
      return Promise.resolve({ payload: { hits: [] } })
    },
  } as unknown as ControlProps
  /** A control draws, and the read it starts, if any, ends. */
  const draw = async () => {
    reads.readFor(props)
    await store.reading
  }
  return { store, reads, backend, draw }
}

/** One read lists every kind's folder and the file of the categories. */
const LISTINGS_PER_READ = EVERY_KIND.length + 1

/** A fake Decap that keeps the event handlers registered with it, and fires them. */
function fakeDecap() {
  const handlers = new Map<string, (() => void)[]>()
  return {
    registerEventListener({ name, handler }: { name: string; handler: () => void }) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler])
    },
    fire: (name: string) => (handlers.get(name) ?? []).forEach(handler => handler()),
  }
}

/** Makes the document hidden or visible, as the browser does when its tab is left or shown. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true })
  document.dispatchEvent(new Event("visibilitychange"))
}

describe("createFormReads: when the admin reads what is published", () => {
  it("reads once when a control first draws, and not again however many controls and forms draw", async () => {
    const { backend, draw } = setUp()
    await draw()
    expect(backend.listings).toBe(LISTINGS_PER_READ)
    window.dispatchEvent(new HashChangeEvent("hashchange"))
    await draw()
    await draw()
    expect(backend.listings).toBe(LISTINGS_PER_READ)
  })

  it("reads again at the next draw once what is published is outdated, once", async () => {
    const { store, backend, draw } = setUp()
    await draw()
    store.outdate()
    await draw()
    await draw()
    expect(backend.listings).toBe(2 * LISTINGS_PER_READ)
  })

  it("starts no second read while one is under way", () => {
    const { store, reads } = setUp()
    let listings = 0
    // A backend that never answers: the first read stays under way.
    const props = {
      query: () => {
        listings += 1
        return new Promise(() => undefined)
      },
    } as unknown as ControlProps
    reads.readFor(props)
    const first = store.reading
    reads.readFor(props)
    expect(store.reading).toBe(first)
    expect(listings).toBe(LISTINGS_PER_READ)
  })
})

describe("outdateOnChanges: what is published is outdated by this admin's changes and a return to its tab", () => {
  it.each([
    ["prePublish", "postPublish"],
    ["preUnpublish", "postUnpublish"],
  ])("reads again after Decap's %s and %s, and is not up to date between them", async (before, after) => {
    const { store, backend, draw } = setUp()
    const decap = fakeDecap()
    outdateOnChanges(decap, store, document)
    await draw()
    decap.fire(before)
    expect(store.upToDate).toBe(false)
    await draw()
    expect(store.upToDate).toBe(false)
    decap.fire(after)
    expect(store.outdated).toBe(true)
    await draw()
    expect(store.upToDate).toBe(true)
    expect(backend.listings).toBe(3 * LISTINGS_PER_READ)
  })

  it("reads again after the editor comes back to the admin's tab, not when they leave it", async () => {
    const { store, backend, draw } = setUp()
    outdateOnChanges(fakeDecap(), store, document)
    await draw()
    setVisibility("hidden")
    expect(store.outdated).toBe(false)
    setVisibility("visible")
    expect(store.outdated).toBe(true)
    await draw()
    expect(backend.listings).toBe(2 * LISTINGS_PER_READ)
  })
})
