/**
 * When the admin reads what is published (published-content.ts): once for each form that opens (a new
 * address, `#/collections/…`), through the first control that can (decap-internals.ts), so that every check
 * and choice in it uses what is published now; and the read a check must wait for.
 */
import { publishedLister, type ControlProps } from "./decap-internals"
import type { ListPublished, PublishedStore } from "./published-content"

export function createFormReads(published: PublishedStore) {
  let readFor: string | undefined
  let lister: ListPublished | undefined
  // A form opened again at the address it had before (an entry, another page, the same entry) reads again.
  window.addEventListener("hashchange", () => (readFor = undefined))

  return {
    /** Called by every control as it draws: reads what is published, once for the form it belongs to. */
    readFor(props: ControlProps): void {
      lister = publishedLister(props)
      if (readFor === window.location.hash) return
      readFor = window.location.hash
      // A read that fails is reported when the form is checked (pending), where the editor sees it.
      published.refresh(lister).catch(() => (readFor = undefined))
    },

    /**
     * The read a check must wait for, while nothing has been read yet: the one under way, or, when none has
     * succeeded (the backend could not be reached), a new one; a check never passes without what is
     * published. Once a read has succeeded, checks use it while the next one runs: Decap refuses a save while
     * any check is a promise, and does not save once it settles.
     */
    pending(): Promise<unknown> | undefined {
      if (published.current || !lister) return undefined
      return published.reading ?? published.refresh(lister)
    },
  }
}
