import {
  READING_STATUS_ID,
  READING_TEXT,
  showReadingStatus,
} from "../../../../../plugins/content-admin/admin/reading-status"

/** A store whose reads the test starts and ends itself: up to date once a read has ended. */
function fakeStore() {
  const listeners = new Set<() => void>()
  const store = {
    reading: undefined as Promise<unknown> | undefined,
    upToDate: false,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const set = (reading: boolean) => {
    store.reading = reading ? Promise.resolve() : undefined
    store.upToDate = !reading
    listeners.forEach(listener => listener())
  }
  const outdate = () => {
    store.upToDate = false
    listeners.forEach(listener => listener())
  }
  return { store, start: () => set(true), end: () => set(false), outdate }
}

describe("showReadingStatus: the line that says the admin is reading what is published", () => {
  it("shows while a read runs, as a status, hides when it ends, and says whether what was read is up to date", () => {
    const { store, start, end, outdate } = fakeStore()
    const status = showReadingStatus(store, document)
    expect(status.getAttribute("role")).toBe("status")
    expect(document.getElementById(READING_STATUS_ID)).toBe(status)
    expect(status.hidden).toBe(true)
    expect(status.dataset.upToDate).toBe("false")

    start()
    expect(status.hidden).toBe(false)
    expect(status.textContent).toBe(READING_TEXT)
    expect(status.textContent).toMatch(/\w/)
    end()
    expect(status.hidden).toBe(true)
    expect(status.textContent).toBe("")
    expect(status.dataset.upToDate).toBe("true")
    outdate()
    expect(status.hidden).toBe(true)
    expect(status.dataset.upToDate).toBe("false")
    start()
    expect(status.dataset.upToDate).toBe("false")
    end()
    expect(status.dataset.upToDate).toBe("true")
  })
})
