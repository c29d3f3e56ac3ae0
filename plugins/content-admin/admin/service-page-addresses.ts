/**
 * The content manager's side of "no published address ever breaks", with the service pages as they were
 * published when the admin was built (build-admin.ts):
 *
 * - a page's address is refused where the content check would refuse it (an address of the site itself,
 *   another page's address or former address), before the editor saves;
 * - when the address of a published page changes, its published address joins its former addresses, which
 *   lead to the page (the `preSave` event, so that every save, in review or not, carries it).
 *
 * Pure functions over plain data; admin/cms.tsx connects them to Decap.
 */
import { problemsOfPages, servicePageOf, type ServicePage } from "../../content-schema/service-pages"

/** The service pages published when the admin was built, and the addresses the site keeps for itself. */
export interface PublishedPages {
  pages: ServicePage[]
  reserved: string[]
}

/** A service page's file as it is being edited: its id (absent until it is first saved) and its content. */
export interface EditedPage {
  slug?: string
  data: unknown
}

/** The id a page has or will have: a new page's file is named after its address (cms-config.ts `slug`). */
function idOf(edited: EditedPage): string {
  return edited.slug ?? servicePageOf("", edited.data).address
}

/** What is wrong with the edited page's address among the published pages, in the content check's words. */
export function addressProblem(published: PublishedPages, edited: EditedPage): string | undefined {
  const id = idOf(edited)
  // A new page may not take the file of a page that exists: its id is taken too.
  if (edited.slug === undefined && published.pages.some(other => other.id === id))
    return `Already the id of the page ${JSON.stringify(id)}, which keeps it (now ${JSON.stringify(id)})`
  return problemAt(published, edited, "/address")
}

/** What is wrong with where the edited page is retired to (itself, or a retired page), in the content check's words. */
export function retirementProblem(published: PublishedPages, edited: EditedPage): string | undefined {
  return problemAt(published, edited, "/retiredTo")
}

/** The content check's problem at one field of the edited page, among the published pages. */
function problemAt(published: PublishedPages, edited: EditedPage, pointer: string): string | undefined {
  const id = idOf(edited)
  const page = servicePageOf(id, edited.data)
  const others = published.pages.filter(other => other.id !== id)
  return problemsOfPages([...others, page], published.reserved).find(
    problem => problem.id === id && problem.pointer === pointer
  )?.message
}

/**
 * The page's former addresses once it is saved: its published address joins them when the address has
 * changed, and its address leaves them when it comes back to one of them. A new page has none, also when
 * it starts as a copy of another (Decap's Duplicate): those addresses stay with the page they lead to.
 */
export function formerAddressesOnSave(published: PublishedPages, edited: EditedPage): string[] {
  if (edited.slug === undefined) return []
  const page = servicePageOf(idOf(edited), edited.data)
  const before = published.pages.find(other => edited.slug !== undefined && other.id === edited.slug)
  const former =
    before && before.address !== page.address ? [...page.formerAddresses, before.address] : page.formerAddresses
  return [...new Set(former)].filter(address => address !== page.address)
}
