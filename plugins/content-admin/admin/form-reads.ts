/**
 * When the admin reads what is published (published-content.ts): when a form's control draws and what was
 * read is outdated (nothing read yet, or something may have changed since), through the first control that
 * can (decap-internals.ts); and the read a check must wait for. What is published is outdated by this
 * admin's publishing, unpublishing and deleting (Decap's events, `outdateOnChanges`) and by the editor
 * coming back to the admin's tab, where another editor's changes may have been published meanwhile: one
 * read then, when a form next draws, rather than one per form opened, which lists every published file.
 */
import { publishedLister, type ControlProps } from "./decap-internals"
import type { ListPublished, PublishedStore } from "./published-content"

export function createFormReads(published: PublishedStore) {
  let lister: ListPublished | undefined

  return {
    /** Called by every control as it draws: reads what is published, when what was read is outdated. */
    readFor(props: ControlProps): void {
      lister = publishedLister(props)
      if (!published.outdated || published.reading) return
      // A read that fails is reported when the form is checked (pending), where the editor sees it; what is
      // published stays outdated, so the next control that draws reads again.
      published.refresh(lister).catch(() => undefined)
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

/** The part of Decap's documented API that says when this admin changes what is published. */
interface DecapEvents {
  registerEventListener(listener: {
    name: "prePublish" | "postPublish" | "preUnpublish" | "postUnpublish"
    handler: () => void
  }): void
}

/**
 * Outdates what is published when this admin changes it, and when the editor comes back to its tab. Decap
 * 3.6 fires `prePublish` and `postPublish` around a publish (a save, without review; a draft's publish, with
 * it) and `preUnpublish` and `postUnpublish` around an unpublish and a delete (its backend.ts).
 */
export function outdateOnChanges(cms: DecapEvents, published: PublishedStore, doc: Document): void {
  for (const name of ["prePublish", "preUnpublish"] as const)
    cms.registerEventListener({ name, handler: () => published.changeStarts() })
  for (const name of ["postPublish", "postUnpublish"] as const)
    cms.registerEventListener({ name, handler: () => published.changeEnds() })
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "visible") published.outdate()
  })
}
