/**
 * The content manager's side of "no published address ever breaks", for every kind of page, with the
 * entries as they are published while the editor works (published-content.ts):
 *
 * - an entry's address is refused where the content check would refuse it (an address of the site itself,
 *   another entry's address or former address in its address space, the id of an entry that exists),
 *   before the editor saves;
 * - where a retired entry sends its visitors is refused where the content check would refuse it;
 * - when the address of a published entry changes, its published address joins its former addresses, which
 *   lead to it (the `preSave` event, so that every save, in review or not, carries it).
 *
 * Pure functions over plain data; admin/cms.tsx and admin/checked-widgets.tsx connect them to Decap.
 */
import { entryOf, problemsOfEntries, type ContentEntry } from "../../content-model/content-entries"
import { CONTENT_KINDS, type KindName } from "../../content-model/content-kinds"

/** The entries published now, and the addresses the site keeps for itself at its top. */
export interface PublishedEntries {
  entries: readonly ContentEntry[]
  reservedAtTop: readonly string[]
}

/** An entry's file as it is being edited: its kind, its id (absent until it is first saved) and its content. */
export interface EditedEntry {
  kind: KindName
  slug?: string
  data: unknown
}

/** The id an entry has or will have: a new entry's file is named after its address (cms-config.ts `slug`). */
function idOf(edited: EditedEntry): string {
  return edited.slug ?? entryOf(CONTENT_KINDS[edited.kind], "", edited.data).address
}

/** What is wrong with the edited entry's address among the published entries, in the content check's words. */
export function addressProblem(published: PublishedEntries, edited: EditedEntry): string | undefined {
  const id = idOf(edited)
  const kind = CONTENT_KINDS[edited.kind]
  // A new entry may not take the file of an entry that exists: its id is taken too.
  if (edited.slug === undefined && published.entries.some(other => other.kind === kind.name && other.id === id))
    return `Already the id of the ${kind.collection.labelSingular} ${JSON.stringify(id)}, which keeps it (now ${JSON.stringify(id)})`
  return problemAt(published, edited, "/address")
}

/** What is wrong with where the edited entry is retired to (itself, a retired entry, none), in the content check's words. */
export function retirementProblem(published: PublishedEntries, edited: EditedEntry): string | undefined {
  return problemAt(published, edited, "/retiredTo")
}

/** The content check's problem at one field of the edited entry, among the published entries. */
function problemAt(published: PublishedEntries, edited: EditedEntry, pointer: string): string | undefined {
  const id = idOf(edited)
  const entry = entryOf(CONTENT_KINDS[edited.kind], id, edited.data)
  const others = published.entries.filter(other => other.kind !== entry.kind || other.id !== id)
  return problemsOfEntries([...others, entry], published.reservedAtTop).find(
    problem => problem.kind === entry.kind && problem.id === id && problem.pointer === pointer
  )?.message
}

/**
 * The entry's former addresses once it is saved: its published address joins them when the address has
 * changed, and its address leaves them when it comes back to one of them. A new entry has none, also when
 * it starts as a copy of another (Decap's Duplicate): those addresses stay with the entry they lead to.
 */
export function formerAddressesOnSave(published: PublishedEntries, edited: EditedEntry): string[] {
  if (edited.slug === undefined) return []
  const entry = entryOf(CONTENT_KINDS[edited.kind], idOf(edited), edited.data)
  const before = published.entries.find(other => other.kind === edited.kind && other.id === edited.slug)
  const former =
    before && before.address !== entry.address ? [...entry.formerAddresses, before.address] : entry.formerAddresses
  return [...new Set(former)].filter(address => address !== entry.address)
}
